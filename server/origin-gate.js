// One origin gate for the whole app (decision 0076): a request that can change something (any method
// but GET, HEAD, OPTIONS and TRACE) must come from the app's own pages. It is answered 403 here,
// before any route runs and before a byte of its body is read, when the browser says it came from
// somewhere else:
// - `Origin` (every current browser sends it on such a request) must be the app's origin (APP_URL;
//   a loopback APP_URL also accepts the other loopback names on the same port). `Origin: null` (a
//   sandboxed frame, a data: page, or a page whose referrer policy is no-referrer) passes only
//   with `Sec-Fetch-Site: same-origin`, which a browser sets itself and a page cannot.
// - Without `Origin`: `Sec-Fetch-Site` must be `same-origin` (or `none`: typed or bookmarked by the
//   person); without that too, `Referer` must be on the app's origin.
// - A request with none of the three is not a browser's form or fetch (curl, a server, a test
//   client) and carries no victim's cookies: it goes on to the app, which checks it like any other.
// The only paths exempt are in CROSS_SITE_EXEMPTIONS, each verified another way.
// Plain ESM JavaScript like the rest of server/.

export const CROSS_SITE_MESSAGE = "Forbidden: this request did not come from a page of this site. Go back, reload the page and try again.";

/** The paths other sites post to by design, and what verifies each instead of its origin. */
export const CROSS_SITE_EXEMPTIONS = new Map([
  ["/webhooks/stripe", "Stripe's servers post events; each is verified by its Stripe-Signature over the raw body"],
  ["/webhooks/proctoring", "the proctoring provider posts results; each is verified by its HMAC signature, timestamp and single-use nonce"],
  [
    "/unsubscribe",
    "A mail client's one-click unsubscribe (RFC 8058 List-Unsubscribe-Post) posts from the mail provider's origin; the link's token, one per person, authenticates it and it can only turn reminders off",
  ],
]);

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS", "TRACE"]);
const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"];

/** The origins the app's own pages are served from: APP_URL's, and its loopback twins. */
export function ownOrigins(appUrl) {
  const url = new URL(appUrl);
  const origins = new Set([url.origin]);
  if (LOOPBACK.includes(url.hostname)) {
    for (const hostname of LOOPBACK) origins.add(`${url.protocol}//${hostname}${url.port ? `:${url.port}` : ""}`);
  }
  return origins;
}

/**
 * Why a request is refused as cross-site, or null when it may go on.
 * @param {{ method: string; path: string; origin?: string; fetchSite?: string; referer?: string }} request
 * @param {Set<string>} own the app's origins (ownOrigins)
 */
export function crossSiteRefusal({ method, path, origin, fetchSite, referer }, own) {
  if (SAFE_METHODS.has(method) || CROSS_SITE_EXEMPTIONS.has(path)) return null;
  if (origin === "null") return fetchSite === "same-origin" ? null : "origin null";
  if (origin !== undefined) return own.has(origin) ? null : "origin";
  if (fetchSite !== undefined) return fetchSite === "same-origin" || fetchSite === "none" ? null : "sec-fetch-site";
  if (referer !== undefined) return own.has(originOf(referer)) ? null : "referer";
  return null;
}

function originOf(address) {
  try {
    return new URL(address).origin;
  } catch {
    return "";
  }
}

/**
 * Express middleware: 403 with CROSS_SITE_MESSAGE for a cross-site request (`log` is told why); an
 * admitted request goes on without its `Origin` header. Remix 2 compares that header with `Host` (or a
 * client's `X-Forwarded-Host`) itself and throws — a 500 — when they differ, even for an `Origin:
 * null` admitted here; this gate has already decided, with the stricter rule, and nothing else reads it.
 * @param {string} appUrl
 * @param {(fields: Record<string, unknown>) => void} [log]
 */
export function originGate(appUrl, log = () => undefined) {
  const own = ownOrigins(appUrl);
  return (req, res, next) => {
    const { origin, referer } = req.headers;
    const refusal = crossSiteRefusal(
      { method: req.method, path: req.path, origin, fetchSite: req.headers["sec-fetch-site"], referer },
      own,
    );
    if (refusal === null) {
      if (!SAFE_METHODS.has(req.method)) delete req.headers.origin;
      return next();
    }
    log({ method: req.method, path: req.path, refusal, origin, fetchSite: req.headers["sec-fetch-site"] });
    res.status(403).set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).send(CROSS_SITE_MESSAGE);
  };
}
