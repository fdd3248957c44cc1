const ORIGIN = "http://localhost";

/**
 * Returns `to` only when it is a path on this site, percent-encoded so it can always be sent as a
 * Location header (a space or an emoji typed into `redirectTo` is encoded, never a 500); anything
 * else (other hosts, protocol-relative "//evil", backslash tricks, control characters) falls back to
 * `fallback`.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2_000) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\u007f]/.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN) return fallback;
  return url.pathname + url.search + url.hash;
}
