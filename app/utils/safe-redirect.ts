// The one gate for redirect targets taken from a request (decision 0055): the login
// form's redirectTo (its hidden field and its POST), /theme, /course-player-preferences,
// /announcements, retake, the sign-in redirect of requireUser and createUserSession all go through
// safeRedirect, and nothing else builds a Location from request input.
const ORIGIN = "http://localhost";

// C0 controls, DEL and C1 controls: browsers strip some of them (tab, newline) before parsing an
// address, so "/\t/evil" would be "//evil" to them.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * A path on this site as a browser reads a Location: one "/" that is not followed by another "/" or
 * a "\" (either makes "//host", a protocol-relative address to another site), and no control
 * characters.
 */
function isSitePath(value: string): boolean {
  return value.startsWith("/") && value[1] !== "/" && value[1] !== "\\" && !CONTROL.test(value);
}

/**
 * Returns `to` only when it is a path on this site, percent-encoded so it can always be sent as a
 * Location header (a space or an emoji typed into `redirectTo` is encoded, never a 500); anything
 * else (other hosts, protocol-relative "//evil", backslash tricks, control characters) falls back to
 * `fallback`.
 *
 * The input is resolved as a browser would resolve it, and then the RESULT is checked again: the
 * URL parser removes dot segments and turns "\" into "/", so "/.//evil.test", "/./\evil.test" and
 * "/x/..//evil.test" all resolve to "//evil.test" — another site — although the input started with
 * a single "/".
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2_000) return fallback;
  if (!isSitePath(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN) return fallback;
  const path = url.pathname + url.search + url.hash;
  if (!isSitePath(path)) return fallback;
  // What the browser will make of the answer: still this site, and still the same path.
  const again = new URL(path, ORIGIN);
  if (again.origin !== ORIGIN || again.pathname + again.search + again.hash !== path) return fallback;
  return path;
}
