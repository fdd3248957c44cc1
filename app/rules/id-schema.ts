// The zod schema for record ids, apart from the pattern (rules/ids): the catalogue's browser bundle
// needs only the pattern, and a module holding a zod schema brings all of zod with it (a
// `@__PURE__` mark on the chained schema did not stop esbuild keeping it: 45 KB on public pages).
import { z } from "zod";
import { UUID_PATTERN } from "./ids";

/** An id from an address or a form: a UUID, lower-cased. */
export const idSchema = z
  .string()
  .regex(UUID_PATTERN)
  .transform((id) => id.toLowerCase());
