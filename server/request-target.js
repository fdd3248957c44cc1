// Addresses no loader should ever see: a path or query that does not decode as UTF-8, or that
// decodes to a NUL character (PostgreSQL cannot store one; `invalid byte sequence for encoding
// "UTF8": 0x00`). The server answers 400 for them before the app runs, so every loader and action
// receives parameters and search values that are valid, storable text.
// Also a `?_data=` request: Remix 1's data protocol, which this app (single fetch) never sends. Remix
// still answers one, and reports each through handleError as an Error — a server-error row any
// visitor could add with a link (decision 0076).

export const BAD_TARGET_MESSAGE = "Bad Request: this address contains characters that are not allowed.";
export const LEGACY_DATA_MESSAGE = "Bad Request: this address asks for data the way an older version of the site did. Reload the page.";

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

/** True when the query asks for `_data` (a well-formed target: isBadRequestTarget is false). */
export function isLegacyDataRequest(target) {
  const query = target.indexOf("?");
  return query !== -1 && new URLSearchParams(target.slice(query + 1)).has("_data");
}

/** Express middleware: 400 with a message for either, before the app runs. */
export function refuseBadTargets(req, res, next) {
  const target = req.originalUrl;
  if (isBadRequestTarget(target)) return res.status(400).type("text/plain").send(BAD_TARGET_MESSAGE);
  if (isLegacyDataRequest(target)) return res.status(400).type("text/plain").send(LEGACY_DATA_MESSAGE);
  next();
}
