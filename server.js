// The app's HTTP server: what remix-serve does (compression, static files, request log, PORT/HOST,
// Vite's dev server in development), plus one thing remix-serve cannot do — it hands every
// loader and action the TCP peer's address in the load context (`context.socketAddress`), so the
// client's address never has to come from a header the client wrote. Read it through
// `getClientAddress` (app/utils/client-address.server.ts), which decides when Fly's header applies.
// Plain ESM JavaScript, so production needs no TypeScript runner.
import path from "node:path";
import url from "node:url";
import fs from "node:fs";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import morgan from "morgan";
import { bodyLimit, bodyLimitErrors } from "./server/body-limit.js";
import { requestMetrics, startMetricsServer } from "./server/metrics.js";
import { skipDataPrefetch } from "./server/data-prefetch.js";
import { originGate } from "./server/origin-gate.js";
import { requestScope } from "./server/request-scope.js";
import { refuseBadTargets } from "./server/request-target.js";
import { gracefulShutdown } from "./server/shutdown.js";

process.env.NODE_ENV = process.env.NODE_ENV ?? "production";
const DEVELOPMENT = process.env.NODE_ENV === "development";

// `vite build` (Remix's Vite plugin, decision 0069) writes the server build to build/server and the
// browser's files, with a copy of public/, to build/client.
const BUILD_URL = url.pathToFileURL(path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js")).href;
const CLIENT_DIR = path.resolve(process.env.BUILD_DIR ?? "build", "client");

// Development: Vite serves the browser's modules with hot replacement and compiles the server build
// on demand, so a changed route is in the next request without a rebuild. Vite is a development
// dependency: production never imports it.
const viteDevServer = DEVELOPMENT
  ? await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true } }))
  : undefined;

/**
 * The server build. Its loaders and actions answer a foreign-key or unique violation with 400/409 and
 * a message, never a 500, and a route without a page answers a refusal with its message (withRouteAnswers,
 * app/utils/http.server.ts, exported by the build's entry).
 */
async function loadBuild() {
  const build = viteDevServer ? await viteDevServer.ssrLoadModule("virtual:remix/server-build") : await import(BUILD_URL);
  return build.entry.module.withRouteAnswers(build);
}

/** The TCP peer (on Fly, Fly's proxy; locally, this machine). Never a header. */
const getLoadContext = (req, res) => ({
  socketAddress: req.socket.remoteAddress ?? "",
  // Set by the public page cache on an anonymous public page it had no copy of (decision 0070).
  publicPageCache: res.locals.publicPageCache,
});

const build = await loadBuild();

const app = express();
app.disable("x-powered-by");
// Every request counted and timed by the Remix route that answered it; /metrics is served on the
// internal METRICS_PORT only, never here (server/metrics.js, decision 0091).
app.use(requestMetrics({ routes: () => build.routes, publicDir: viteDevServer ? "public" : CLIENT_DIR }));
startMetricsServer();
// SIGTERM/SIGINT stop the server gracefully (server/shutdown.js, decision 0084): no new connections,
// in-flight requests finished, the e-mail worker drained (no claim left behind, so a rolling deploy
// sends nothing twice), the database pool closed. Under fly.toml's kill_timeout (60 s).
const SHUTDOWN_DEADLINE_MS = Number(process.env.SHUTDOWN_DEADLINE_MS) || 55_000;
const shutdown = gracefulShutdown({
  drain: () => build.entry.module.drainBackgroundWork(),
  closeDatabase: () => build.entry.module.closeDatabase(),
  deadlineMs: SHUTDOWN_DEADLINE_MS,
});
app.use(shutdown.closeConnectionsWhenStopping);
if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  // Fingerprinted build assets never change: served from the brotli / gzip copies written at build
  // time (scripts/precompress.mjs), cached for a year.
  app.use(
    "/assets",
    expressStaticGzip(path.join(CLIENT_DIR, "assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      serveStatic: { immutable: true, maxAge: "1y" },
    }),
  );
  // Site images and audio change only with a release (a changed image gets a new name): a week.
  app.use(
    "/images",
    expressStaticGzip(path.join(CLIENT_DIR, "images"), {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      serveStatic: { maxAge: "7d" },
    }),
  );
}
app.use(compression());
// The rest of public/ (the favicon, audio) is looked up only for an address under one of its entries,
// listed at start: a page's address never costs a failed file lookup (a stat and an error object).
const PUBLIC_DIR = viteDevServer ? "public" : CLIENT_DIR;
const publicEntries = new Set(fs.readdirSync(PUBLIC_DIR));
const servePublic = express.static(PUBLIC_DIR, { maxAge: "1h" });
app.use((req, res, next) => (publicEntries.has(req.path.split("/")[1]) ? servePublic(req, res, next) : next()));
app.use(morgan("tiny"));
// Bad requests stop at the edge: an address with a NUL or broken UTF-8, or a Remix 1 `?_data=` request,
// never reaches a loader.
app.use(refuseBadTargets);
// Every body has a limit by address (app/rules/body-limits.ts, exported by the build's entry): 413
// on a declared length over it before the body is read, and at the first streamed byte past it.
app.use(bodyLimit(build.entry.module.bodyLimitFor));
// A request that can change something comes from the app's own pages (APP_URL), or it is answered 403
// here, its body unread (decision 0076; the exemptions are listed in server/origin-gate.js). After the
// body limit, so the unread body of a refused request is discarded only up to that limit.
app.use(originGate(build.entry.module.appUrl, (fields) => build.entry.module.logEvent("warn", "cross_site_refused", fields)));
// A link's data prefetch would run a page's loaders for an answer the browser never uses (decision 0050).
app.use(skipDataPrefetch);
// The loaders of one page share their lookups (the session user, the player's course data).
app.use(requestScope);
// Anonymous visitors' public pages from rendered copies, fresh nonce each (decision 0070; the build's entry).
app.use(build.entry.module.publicPageCache);
app.all(
  "*",
  createRequestHandler({
    // In development the build is asked for on every request: Vite gives back the same one until a
    // file changes.
    build: viteDevServer ? loadBuild : build,
    mode: process.env.NODE_ENV,
    getLoadContext,
  }),
);
app.use(bodyLimitErrors);

const port = Number(process.env.PORT) || 3000;
const onListen = () => console.log(`[server] http://localhost:${port}`);
const server = process.env.HOST ? app.listen(port, process.env.HOST, onListen) : app.listen(port, onListen);
shutdown.watch(server);
// Reminders and clean-ups on the database's job queue, on every machine (decision 0094); stopped by
// the graceful stop with the e-mail worker (drainBackgroundWork).
void build.entry.module.startScheduledJobs();
// Keep idle connections open longer than the clients and proxies that reuse them (Fly's proxy, a
// browser, a test's request context): with Node's 5-second default, a request sent on a connection
// the server is closing at that moment fails with ECONNRESET.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
