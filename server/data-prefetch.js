// A link prefetch of a page's navigation data is answered "204 No Content" before any loader runs.
//
// Remix's <Link prefetch="intent"> adds, on hover or focus, a <link rel="prefetch"> for the target's
// JavaScript modules and one for its data (`/path.data`). The browser sends the data prefetch with
// `Sec-Purpose: prefetch` (older browsers: `Purpose: prefetch`), as a no-cors request, and the click
// then fetches the same address again with fetch(): the prefetched answer is never used (our data is
// not cacheable, and the two requests differ in mode). Measured in Chromium 156: two requests a
// hover-then-click. So the data prefetch only cost a server render, and it ran the loaders of a page
// the learner had not opened: a player topic recorded a page view (time on task) for a hover.
// Module prefetches are untouched: they are what makes the click fast. Decision 0050.

/** True for a GET of navigation data that the browser sends as a prefetch. */
export function isDataPrefetch(req) {
  if (req.method !== "GET" || !req.path.endsWith(".data")) return false;
  const purpose = `${req.get("sec-purpose") ?? ""},${req.get("purpose") ?? ""}`;
  return /(^|[\s,;])prefetch($|[\s,;])/i.test(purpose);
}

/** Express middleware: answers a data prefetch with 204 and nothing to store; lets the rest through. */
export function skipDataPrefetch(req, res, next) {
  if (!isDataPrefetch(req)) return next();
  res.set("Cache-Control", "no-store").status(204).end();
}
