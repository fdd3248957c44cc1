// negotiator 0.6.4 (the compression middleware's own negotiator) takes a preference among equally
// accepted encodings as a second argument; @types/negotiator does not know it, so this is its type.
declare module "negotiator" {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | undefined> });
    /** The best of `available` for the request's Accept-Encoding; ties go to the first in `preferred`. */
    encoding(available: string[], preferred?: string[]): string | undefined;
  }
}
