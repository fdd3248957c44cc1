// The app's HTTP server: what remix-serve does (compression, static files, request log, PORT/HOST,
// live reload under `remix dev --manual`), plus one thing remix-serve cannot do — it hands every
// loader and action the TCP peer's address in the load context (`context.socketAddress`), so the
// client's address never has to come from a header the client wrote. Read it through
// `getClientAddress` (app/utils/client-address.server.ts), which decides when Fly's header applies.
// Plain ESM JavaScript, so production needs no TypeScript runner.
import path from "node:path";
import url from "node:url";
import fs from "node:fs";
import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, installGlobals } from "@remix-run/node";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import morgan from "morgan";
import { bodyLimit, bodyLimitErrors } from "./server/body-limit.js";
import { skipDataPrefetch } from "./server/data-prefetch.js";
import { requestScope } from "./server/request-scope.js";
import { BAD_TARGET_MESSAGE, isBadRequestTarget } from "./server/request-target.js";

process.env.NODE_ENV = process.env.NODE_ENV ?? "production";
const DEVELOPMENT = process.env.NODE_ENV === "development";

const BUILD_PATH = path.resolve("build/index.js");
const VERSION_PATH = path.resolve("build/version.txt");

/**
 * Imports the server build; the timestamp busts the module cache after a rebuild. Its loaders and
 * actions answer a foreign-key or unique violation with 400/409 and a message, never a 500
 * (withDatabaseConflictAnswers, app/utils/http.server.ts, exported by the build's entry).
 */
async function importBuild() {
  const stat = fs.statSync(BUILD_PATH);
  const build = await import(`${url.pathToFileURL(BUILD_PATH).href}?t=${stat.mtimeMs}`);
  return build.entry.module.withDatabaseConflictAnswers(build);
}

/** The TCP peer (on Fly, Fly's proxy; locally, this machine). Never a header. */
const getLoadContext = (req) => ({ socketAddress: req.socket.remoteAddress ?? "" });

/** Development: re-imports the build whenever `remix dev` writes a new one, then tells it we are ready. */
async function developmentHandler(initialBuild) {
  let build = initialBuild;
  const { default: chokidar } = await import("chokidar");
  const update = async () => {
    build = await importBuild();
    broadcastDevReady(build);
  };
  chokidar.watch(VERSION_PATH, { ignoreInitial: true }).on("add", update).on("change", update);
  return (req, res, next) => createRequestHandler({ build, mode: "development", getLoadContext })(req, res, next);
}

const build = await importBuild();
installGlobals({ nativeFetch: build.future.v3_singleFetch });

const app = express();
app.disable("x-powered-by");
// Fingerprinted build assets never change: served from the brotli / gzip copies written at build
// time (scripts/precompress.mjs), cached for a year.
app.use(
  build.publicPath,
  expressStaticGzip(build.assetsBuildDirectory, {
    enableBrotli: true,
    orderPreference: ["br", "gz"],
    serveStatic: { immutable: true, maxAge: "1y" },
  }),
);
// Site images and audio change only with a release (a changed image gets a new name): a week.
app.use(
  "/images",
  expressStaticGzip("public/images", { enableBrotli: true, orderPreference: ["br", "gz"], serveStatic: { maxAge: "7d" } }),
);
// Pages and their navigation data arrive here already compressed, whole, in one call
// (app/utils/compress.server.ts, decision 0049), and the middleware passes them through. Everything
// else a route answers (CSV, JSON, files) is compressed as it streams: compression 1.8 picks brotli at
// quality 4 when the browser accepts it (decision 0028).
app.use(compression());
// The rest of public/ (the favicon, audio) is looked up only for an address under one of its entries,
// listed at start: a page's address never costs a failed file lookup (a stat and an error object).
const publicEntries = new Set(fs.readdirSync("public"));
const servePublic = express.static("public", { maxAge: "1h" });
app.use((req, res, next) => (publicEntries.has(req.path.split("/")[1]) ? servePublic(req, res, next) : next()));
app.use(morgan("tiny"));
// Bad requests stop at the edge: an address with a NUL or broken UTF-8 never reaches a loader.
app.use((req, res, next) => (isBadRequestTarget(req.originalUrl) ? res.status(400).type("text/plain").send(BAD_TARGET_MESSAGE) : next()));
// Every body has a limit by address (app/rules/body-limits.ts, exported by the build's entry): 413
// on a declared length over it before the body is read, and at the first streamed byte past it.
app.use(bodyLimit(build.entry.module.bodyLimitFor));
// A link's data prefetch would run a page's loaders for an answer the browser never uses (decision 0050).
app.use(skipDataPrefetch);
// The loaders of one page share their lookups (the session user, the player's course data).
app.use(requestScope);
app.all("*", DEVELOPMENT ? await developmentHandler(build) : createRequestHandler({ build, mode: process.env.NODE_ENV, getLoadContext }));
app.use(bodyLimitErrors);

const port = Number(process.env.PORT) || 3000;
const onListen = () => {
  console.log(`[server] http://localhost:${port}`);
  if (DEVELOPMENT) void broadcastDevReady(build);
};
const server = process.env.HOST ? app.listen(port, process.env.HOST, onListen) : app.listen(port, onListen);
// Keep idle connections open longer than the clients and proxies that reuse them (Fly's proxy, a
// browser, a test's request context): with Node's 5-second default, a request sent on a connection
// the server is closing at that moment fails with ECONNRESET.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => server.close((error) => (error ? console.error(error) : process.exit(0))));
}
