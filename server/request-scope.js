// One AsyncLocalStorage scope per GET/HEAD request, so the loaders of a page share their lookups
// (app/utils/request-scope.server.ts reads it through globalThis). A POST gets none: its action may
// change what a lookup would return before the page's loaders run.
import { AsyncLocalStorage } from "node:async_hooks";

globalThis.__pelicanRequestScope ??= new AsyncLocalStorage();

/** Express middleware: runs the rest of a GET or HEAD request inside a fresh scope. */
export function requestScope(req, _res, next) {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  globalThis.__pelicanRequestScope.run(new Map(), next);
}
