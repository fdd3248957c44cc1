// The HTTP edge of loaders and actions: refusals as responses with a status and a message.
import { data } from "@remix-run/node";
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
