// Prometheus metrics (decision 0091): every request counted and timed by the Remix route that answered
// it, and `/metrics` served on an internal port of its own (METRICS_PORT, default 9091; fly.toml's
// [metrics] tells Fly to scrape it there). The public server never answers /metrics: Fly's proxy
// forwards only the [http_service] port, and this file's server is a separate listener.
//
// The registry is prom-client's default one, shared by everything in the process: the app's code
// adds its own metrics through app/utils/metrics.server.ts (the e-mail outbox, the database), and
// anything else (a job queue's lag) can do the same — they all appear here at the next scrape.
// Plain ESM JavaScript, imported by server.js.
import { readdirSync } from "node:fs";
import { createServer } from "node:http";
import { matchRoutes } from "@remix-run/router";
import client from "prom-client";

const { collectDefaultMetrics, Counter, Histogram, register } = client;

/** A metric by name, created once: a development rebuild (or a second import) gets the same one. */
function metric(Type, config) {
  return register.getSingleMetric(config.name) ?? new Type(config);
}

/** Seconds; from a fast page (a few ms) to a slow report or export. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export const httpRequests = metric(Counter, {
  name: "http_requests_total",
  help: "HTTP requests answered, by Remix route id (or static, unmatched), method and status code.",
  labelNames: ["route", "method", "status"],
});
export const httpDuration = metric(Histogram, {
  name: "http_request_duration_seconds",
  help: "Time from a request's arrival to the end of its response, by Remix route id and method.",
  labelNames: ["route", "method"],
  buckets: DURATION_BUCKETS,
});
export const httpServerErrors = metric(Counter, {
  name: "http_server_errors_total",
  help: "Responses with a 5xx status, by Remix route id (the alert's numerator; http_requests_total is the denominator).",
  labelNames: ["route"],
});

/**
 * The Remix route tree of a build, for @remix-run/router's matchRoutes: the build lists its routes
 * flat, each with its parent's id.
 */
export function routeTree(routes) {
  const children = new Map();
  for (const route of Object.values(routes)) {
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(route);
    children.set(route.parentId, siblings);
  }
  const branch = (parentId) =>
    (children.get(parentId) ?? []).map((route) => ({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: route.index ? undefined : branch(route.id),
    }));
  return branch(undefined);
}

/** The path a single-fetch data request is for: `/x.data` is `/x`'s data, `/_root.data` the home page's. */
export function pagePath(pathname) {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

const MATCH_CACHE_SIZE = 2_000;

/**
 * The id of the deepest Remix route matching a path (what Remix itself matches, with the same
 * library), or `unmatched`. matchRoutes ranks the whole tree on every call, so the answers are kept by
 * path (a bounded map, emptied when full: addresses with ids are many, routes few).
 */
export function routeMatcher(getRoutes) {
  let routes;
  let tree;
  const cache = new Map();
  return (pathname) => {
    const current = getRoutes();
    if (current !== routes) {
      routes = current;
      tree = routeTree(current);
      cache.clear();
    }
    const path = pagePath(pathname);
    let id = cache.get(path);
    if (id === undefined) {
      const matches = matchRoutes(tree, path);
      id = matches ? matches[matches.length - 1].route.id : "unmatched";
      if (cache.size >= MATCH_CACHE_SIZE) cache.clear();
      cache.set(path, id);
    }
    return id;
  };
}

/** Files served before Remix (the build's assets, images, the rest of public/): one label. */
const isStatic = (pathname, publicEntries) => publicEntries.has(pathname.split("/")[1]);

/**
 * Express middleware, mounted first: when the response has gone, counts the request and records its
 * duration under the route that answered it. The route is looked up after the response, never before.
 * `routes()` gives the build's routes; a path under one of `publicDir`'s entries (assets/, images/,
 * the favicon…) is counted as `static`.
 */
export function requestMetrics({ routes, publicDir }) {
  const routeOf = routeMatcher(routes);
  const publicEntries = new Set(publicDir ? readdirSync(publicDir) : []);
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const pathname = req.path;
      const route = isStatic(pathname, publicEntries) ? "static" : routeOf(pathname);
      const method = METHODS.has(req.method) ? req.method : "other";
      const status = res.statusCode;
      httpRequests.inc({ route, method, status });
      httpDuration.observe({ route, method }, seconds);
      if (status >= 500) httpServerErrors.inc({ route });
    });
    next();
  };
}

/**
 * The internal metrics server: GET /metrics in the Prometheus text format, 404 otherwise. Node's
 * default metrics (event-loop lag, heap, RSS, GC, handles) are collected from here on. A port that
 * cannot be bound is logged, never fatal: the site serves without its metrics.
 * METRICS_PORT=off turns it off (and nothing is collected).
 */
export function startMetricsServer({ port = process.env.METRICS_PORT || "9091", host = process.env.METRICS_HOST } = {}) {
  if (port === "off") return undefined;
  collectDefaultMetrics({ eventLoopMonitoringPrecision: 20 });
  const server = createServer(async (req, res) => {
    if (req.method !== "GET" || req.url?.split("?")[0] !== "/metrics") {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    try {
      const body = await register.metrics();
      res.writeHead(200, { "content-type": register.contentType }).end(body);
    } catch (error) {
      console.error(JSON.stringify({ time: new Date().toISOString(), level: "error", event: "metrics_failed", error: String(error) }));
      res.writeHead(500, { "content-type": "text/plain" }).end("Metrics failed");
    }
  });
  const listenFailed = (error) =>
    console.error(
      JSON.stringify({ time: new Date().toISOString(), level: "error", event: "metrics_listen_failed", port, error: String(error) }),
    );
  server.on("error", listenFailed);
  // Neither keeps the process alive nor delays its exit.
  server.unref();
  try {
    server.listen(Number(port), host);
  } catch (error) {
    // A port out of range throws at once.
    listenFailed(error);
  }
  return server;
}
