// Lookups shared by every loader of one request. Remix hands each loader its own copy of the
// Request, so a cache keyed by the Request object never hits across loaders (the root, the area
// layout and the page each read the session user). server.js runs every GET and HEAD request inside
// an AsyncLocalStorage scope (server/request-scope.js); within it, one lookup serves all loaders.
// A POST is not scoped — its action may change what a lookup returns before the page's loaders run
// — and neither are tests that call loaders directly: there, the Request object is the key.
import type { AsyncLocalStorage } from "node:async_hooks";

type Scope = Map<string, Promise<unknown>>;

declare global {
  // Created by server.js; shared with the server build through globalThis.
  var __pelicanRequestScope: AsyncLocalStorage<Scope> | undefined;
}

const byRequest = new WeakMap<Request, Scope>();

function scopeOf(request: Request): Scope {
  const scope = globalThis.__pelicanRequestScope?.getStore();
  if (scope) return scope;
  let perRequest = byRequest.get(request);
  if (!perRequest) {
    perRequest = new Map();
    byRequest.set(request, perRequest);
  }
  return perRequest;
}

/** `load()` once per request and key; later callers in the same request share its promise. */
export function oncePerRequest<T>(request: Request, key: string, load: () => Promise<T>): Promise<T> {
  const scope = scopeOf(request);
  let value = scope.get(key) as Promise<T> | undefined;
  if (!value) {
    value = load();
    scope.set(key, value);
  }
  return value;
}

/**
 * `load()` once per GET/HEAD request when called inside server.js's request scope (a lookup with no
 * Request at hand, e.g. the content version); outside one (a POST, a test, a script) every call loads.
 */
export function oncePerScope<T>(key: string, load: () => Promise<T>): Promise<T> {
  const scope = globalThis.__pelicanRequestScope?.getStore();
  if (!scope) return load();
  let value = scope.get(key) as Promise<T> | undefined;
  if (!value) {
    value = load();
    scope.set(key, value);
  }
  return value;
}
