// The HTTP edge of loaders and actions: refusals as responses with a status and a message.
import { data, type HeadersFunction } from "@remix-run/node";
import { idSchema } from "~/rules/id-schema";

/** Throws `message` with `status` (404 unless told) when the condition does not hold. */
export function invariantResponse(condition: unknown, message: string, status = 404): asserts condition {
  if (!condition) throw data(message, { status });
}

/** The record id in an address parameter, lower-cased; anything but a UUID answers 404 with `message`. */
export function requireIdParam(param: string | undefined, message: string): string {
  const parsed = idSchema.safeParse(param);
  invariantResponse(parsed.success, message);
  return parsed.data;
}

/**
 * The `headers` export of a route whose action can answer 429: Remix passes only an action's
 * cookies on to the answer unless the route says which other headers it keeps, so without this the
 * `Retry-After` the action set would be dropped from the page and from the JavaScript data answer
 * alike. Keeps the layouts' headers (parentHeaders) as they are.
 */
export const keepRetryAfter: HeadersFunction = ({ actionHeaders, errorHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After") ?? errorHeaders?.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
