/**
 * Which requests may be answered from a rendered copy of a public page (decision 0070), and the key
 * that copy is kept under. Pure: the middleware (app/utils/public-page-cache.server.ts) supplies the
 * method, the request target, the Cookie header, the visitor's theme and the clock.
 *
 * A copy is only ever made for, and served to, a visitor without a session and without a flash
 * message: the same HTML every such visitor gets, given the theme the root draws (the theme cookie and
 * the hour in the tz cookie's zone) and the calendar year (the footer's ©, the course page's
 * priceValidUntil). Everything else in those pages comes from the database and is covered by the
 * content version, not by the key.
 */
import { schoolYear } from "./school-time";
import type { ThemePreference, TimeOfDayTheme } from "./theme";

/** The marketing pages (app/routes/_public+), by exact path. Not /contact (a form), not /verify/:id. */
export const CACHEABLE_PUBLIC_PATHS: ReadonlySet<string> = new Set([
  "/",
  "/about",
  "/accreditations",
  "/features",
  "/help",
  "/licensing",
  "/louisiana-real-estate-courses",
  "/pricing",
  "/privacy",
  "/refund",
  "/terms",
]);

/** The catalogue's detail pages (app/routes/_catalogue+): one segment after the prefix. */
const DETAIL_PAGE = /^\/(?:course|bundle|instructor)\/[^/]+$/;

/**
 * Cookies that make a visitor not anonymous: the signed session (utils/session.server.ts) and the
 * flash message (utils/toast.server.ts). Present at all, whatever the value, counts: an expired or
 * forged session cookie goes the ordinary way.
 */
export const PERSONAL_COOKIES: readonly string[] = ["__session", "toast"];

/** Is this path one of the public pages a copy may be kept of? A single-fetch `.data` path never is. */
export function isCacheablePublicPath(pathname: string): boolean {
  if (pathname.endsWith(".data")) return false;
  return CACHEABLE_PUBLIC_PATHS.has(pathname) || DETAIL_PAGE.test(pathname);
}

/** The names of the cookies in a Cookie header. */
export function cookieNames(cookieHeader: string | null | undefined): string[] {
  if (!cookieHeader) return [];
  return cookieHeader
    .split(";")
    .map((pair) => pair.split("=", 1)[0].trim())
    .filter((name) => name.length > 0);
}

/** No session and no flash cookie (a visitor with only tz/theme or third-party cookies is anonymous). */
export function isAnonymousVisitor(cookieHeader: string | null | undefined): boolean {
  return !cookieNames(cookieHeader).some((name) => PERSONAL_COOKIES.includes(name));
}

/**
 * The path whose copy may answer this request, or null: GET or HEAD, an anonymous visitor, a public
 * page's path and no query string at all (the catalogue's filters and the instructor page's `from`
 * are rendered fresh: a free-text search would fill the cache with one-off copies).
 */
export function cacheablePublicPath(request: { method: string; target: string; cookie: string | null | undefined }): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (request.target.includes("?") || request.target.includes("#")) return null;
  if (!isCacheablePublicPath(request.target)) return null;
  return isAnonymousVisitor(request.cookie) ? request.target : null;
}

/**
 * The key of a page's copy: its path, the theme and preference the root loader resolved (the same
 * function, utils/theme.server.ts), and the two calendar years the pages print (the server's, in
 * the footer; the school's, in a course's structured data).
 */
export function publicPageCacheKey(input: { path: string; theme: TimeOfDayTheme; preference: ThemePreference; now: Date }): string {
  const years = `${input.now.getFullYear()}/${schoolYear(input.now)}`;
  return `${input.path} ${input.theme} ${input.preference} ${years}`;
}
