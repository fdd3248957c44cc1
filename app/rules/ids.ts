// Record ids in addresses and forms: one pattern and one zod schema for the whole app.
import { z } from "zod";

/** A UUID in its canonical text form (any case). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID_PATTERN.test(value);

/**
 * An id from an address or a form: a UUID, lower-cased. Marked pure so that a browser bundle that
 * needs only the pattern (the catalogue's) drops the schema and zod with it.
 */
export const idSchema = /* @__PURE__ */ z
  .string()
  .regex(UUID_PATTERN)
  .transform((id) => id.toLowerCase());
