// Addresses no loader should ever see: a path or query that does not decode as UTF-8, or that
// decodes to a NUL character (PostgreSQL cannot store one; `invalid byte sequence for encoding
// "UTF8": 0x00`). The server answers 400 for them before the app runs, so every loader and action
// receives parameters and search values that are valid, storable text.

export const BAD_TARGET_MESSAGE = "Bad Request: this address contains characters that are not allowed.";

/** True when the request target (path and query, as sent) is not acceptable. */
export function isBadRequestTarget(target) {
  let decoded;
  try {
    decoded = decodeURIComponent(target.replace(/\+/g, " "));
  } catch {
    return true;
  }
  return decoded.includes("\u0000");
}
