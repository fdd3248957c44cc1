// s3rver 3.7 (an S3-compatible server, dev dependency) ships no types: what the tests use of it.
declare module "s3rver" {
  import type { AddressInfo } from "node:net";

  type Middleware = (ctx: { method: string; url: string }, next: () => Promise<void>) => Promise<void>;

  export default class S3rver {
    constructor(options: {
      port?: number;
      address?: string;
      silent?: boolean;
      directory: string;
      configureBuckets?: { name: string; configs?: string[] }[];
    });
    /** Koa's middleware list: s3rver's own handlers, composed when `run` starts listening. */
    middleware: Middleware[];
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
