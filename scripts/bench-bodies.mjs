/**
 * Anonymous upload flood (decision 0054): does one client with big bodies take the
 * server's memory or its pages? Migrates and seeds a scratch database — PGlite in data/<name>, or,
 * when DATABASE_URL is set, a database named <name> on that server — starts the production server
 * (server.js and build/ of --app-dir, default this checkout) and:
 * 1. measures GET / and a static file (the floor) one request at a time, before;
 * 2. keeps --uploads (20) simultaneous anonymous --size (50) MB chunked uploads in flight for
 *    --seconds (10; each one that ends is replaced, the last ones run to their end), spread over
 *    /student/profile, /admin/media, /company-dashboard/users/import (multipart, as a file) and
 *    /contact, /login (URL-encoded), each from a bare socket that keeps sending whatever the answer,
 *    until all is sent or the server closes the connection — while GET / and the floor keep being
 *    timed, one at a time;
 * 3. prints the server's RSS before / at its peak (sampled every 50 ms) / after, the uploads' answers
 *    by path (status line, MB sent, whether the server closed the connection), GET / p50/p95
 *    before and during the flood with their ratio to the floor in the same phase, and the load
 *    average. A figure, not a test. Needs the production build (`npm run build`).
 *
 *   npm run bench:bodies
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:bodies
 *   npm run bench:bodies -- --app-dir /tmp/pelican-main     (another checkout's build, e.g. the code before)
 *
 * Options: --port N (3490), --uploads N (20), --size MB (50), --name NAME (pelican_bench_bodies),
 * --app-dir DIR (.), --keep (keep the scratch database or folder).
 */
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import path from "node:path";
import { parseArgs } from "node:util";
import postgres from "postgres";

const { values: args } = parseArgs({
  options: {
    port: { type: "string", default: "3490" },
    uploads: { type: "string", default: "20" },
    size: { type: "string", default: "50" },
    seconds: { type: "string", default: "10" },
    name: { type: "string", default: "pelican_bench_bodies" },
    "app-dir": { type: "string", default: "." },
    keep: { type: "boolean", default: false },
  },
});
if (!/^[a-z0-9_]+$/.test(args.name)) throw new Error("--name: lower-case letters, digits and _ only");
const PORT = Number(args.port);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const UPLOADS = Number(args.uploads);
const SIZE = Number(args.size) * 1024 * 1024;
const SECONDS = Number(args.seconds);
const APP_DIR = path.resolve(args["app-dir"]);
const CHUNK = 64 * 1024;
const PATHS = ["/student/profile", "/admin/media", "/company-dashboard/users/import", "/contact", "/login"];
const MULTIPART = new Set(["/student/profile", "/admin/media", "/company-dashboard/users/import"]);

// --- the scratch database -------------------------------------------------------------------
const serverUrl = process.env.DATABASE_URL || "";
let dbEnv;
let dropDatabase = async () => undefined;
if (serverUrl) {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`drop database if exists ${args.name} with (force)`);
  await admin.unsafe(`create database ${args.name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${args.name}`;
  dbEnv = { DATABASE_URL: url.toString(), PGLITE_DIR: "" };
  dropDatabase = async () => {
    const again = postgres(serverUrl, { max: 1, onnotice: () => undefined });
    await again.unsafe(`drop database if exists ${args.name} with (force)`);
    await again.end();
  };
} else {
  const dir = path.resolve("data", args.name);
  rmSync(dir, { recursive: true, force: true });
  dbEnv = { DATABASE_URL: "", PGLITE_DIR: dir };
  dropDatabase = async () => rmSync(dir, { recursive: true, force: true });
}
const env = { ...process.env, ...dbEnv, NODE_ENV: "production", LOCAL_STANDINS: "1", PORT: String(PORT), APP_URL: ORIGIN };
console.log(`database: ${serverUrl ? `PostgreSQL ${args.name}` : `PGlite data/${args.name}`}; app: ${APP_DIR}`);
const setup = spawnSync("npx", ["tsx", "db/setup.ts"], { env, cwd: APP_DIR, stdio: ["ignore", "ignore", "inherit"] });
if (setup.status !== 0) throw new Error("db/setup.ts failed");

// --- the server -----------------------------------------------------------------------------
const server = spawn(process.execPath, ["server.js"], { env, cwd: APP_DIR, stdio: ["ignore", "ignore", "ignore"] });
const stop = async () => {
  server.kill("SIGTERM");
  if (!args.keep) await dropDatabase();
};
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${ORIGIN}/healthcheck`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 120) throw new Error("the server did not start");
  await new Promise((resolve) => setTimeout(resolve, 500));
}

/** The server process's resident memory, MB. */
function rssMb() {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One GET, timed (ms); its status checked. */
async function timedGet(pathname) {
  const started = performance.now();
  const response = await fetch(`${ORIGIN}${pathname}`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${pathname}: ${response.status}`);
  return performance.now() - started;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** GET / and the floor, alternately, one at a time, until `until()` (at least `min` of each). */
async function measurePages(until, min = 30) {
  const home = [];
  const floor = [];
  while (home.length < min || !until()) {
    home.push(await timedGet("/"));
    floor.push(await timedGet("/favicon.svg"));
  }
  return { home, floor };
}

/**
 * A chunked POST of `size` bytes over a bare socket that keeps sending whatever the answer, until
 * all is sent or the server closes the connection.
 */
function flood(pathname, size) {
  return new Promise((resolve) => {
    const socket = net.connect(PORT, "127.0.0.1");
    const started = performance.now();
    const outcome = { path: pathname, status: "", sent: 0, answeredMs: NaN, closedByServer: false, error: "" };
    let response = "";
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve(outcome);
    };
    socket.setEncoding("latin1");
    socket.on("data", (text) => {
      if (!response) outcome.answeredMs = performance.now() - started;
      response += text;
      outcome.status = response.split("\r\n")[0];
    });
    socket.on("error", (error) => (outcome.error = error.code ?? error.message));
    socket.on("close", () => {
      outcome.closedByServer = !done;
      finish();
    });
    const boundary = "----pelican-bench";
    const multipart = MULTIPART.has(pathname);
    const type = multipart ? `multipart/form-data; boundary=${boundary}` : "application/x-www-form-urlencoded";
    socket.write(`POST ${pathname} HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nContent-Type: ${type}\r\nTransfer-Encoding: chunked\r\n\r\n`);
    const field = { "/student/profile": "avatar", "/admin/media": "image", "/company-dashboard/users/import": "file" }[pathname];
    const head = multipart
      ? `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nupdate-avatar\r\n--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`
      : "email=a%40b.c&message=";
    const filler = Buffer.alloc(CHUNK, 0x61);
    let first = true;
    const write = () => {
      while (!done && !socket.destroyed && outcome.sent < size) {
        const piece = first ? Buffer.from(head) : filler.subarray(0, Math.min(CHUNK, size - outcome.sent));
        first = false;
        outcome.sent += piece.length;
        socket.write(`${piece.length.toString(16)}\r\n`);
        socket.write(piece);
        if (!socket.write("\r\n")) return void socket.once("drain", write);
      }
      if (outcome.sent >= size && !socket.destroyed) {
        socket.write("0\r\n\r\n");
        // Wait for the answer (a server that reads it all answers once it has it), then hang up.
        const wait = setInterval(() => {
          if (outcome.status || performance.now() - started > 120_000) {
            clearInterval(wait);
            setTimeout(finish, 200);
          }
        }, 50);
      }
    };
    write();
  });
}

// --- the run --------------------------------------------------------------------------------
for (let i = 0; i < 5; i++) await timedGet("/"); // warm
await sleep(500);
const rssBefore = rssMb();
const before = await measurePages(() => true, 40);

let peak = rssBefore;
const sampler = setInterval(() => {
  try {
    peak = Math.max(peak, rssMb());
  } catch {
    // the server is gone
  }
}, 50);
const loadBefore = loadavg()[0];
let flooding = true;
const floodStarted = performance.now();
const results = [];
/** One of the UPLOADS lanes: an upload, and another when it ends, until --seconds have passed. */
async function lane(i) {
  let n = i;
  do {
    results.push(await flood(PATHS[n % PATHS.length], SIZE));
    n += UPLOADS;
  } while (performance.now() - floodStarted < SECONDS * 1000);
}
const uploads = Promise.all(Array.from({ length: UPLOADS }, (_, i) => lane(i))).then(() => {
  flooding = false;
});
const during = await measurePages(() => !flooding, 10);
await uploads;
const floodMs = performance.now() - floodStarted;
const loadDuring = loadavg()[0];
await sleep(2000);
clearInterval(sampler);
const rssAfter = rssMb();
await stop();

// --- the report -----------------------------------------------------------------------------
const mb = (value) => `${value.toFixed(0)} MB`;
const ms = (value) => `${value.toFixed(1)} ms`;
console.log(
  `\n${results.length} anonymous ${args.size} MB chunked uploads, ${UPLOADS} at a time, ${(floodMs / 1000).toFixed(1)} s until the last ended`,
);
console.log(`server RSS: before ${mb(rssBefore)}, peak ${mb(peak)} (+${mb(peak - rssBefore)}), after ${mb(rssAfter)}`);
const byAnswer = new Map();
for (const r of results) {
  const key = `${r.path} ${r.status || "(no answer)"}${r.closedByServer ? ", closed by the server" : ""}`;
  const entry = byAnswer.get(key) ?? {
    path: r.path,
    answer: r.status || "(none)",
    "server closed": r.closedByServer,
    uploads: 0,
    answeredMs: [],
    sent: [],
  };
  entry.uploads++;
  if (!Number.isNaN(r.answeredMs)) entry.answeredMs.push(r.answeredMs);
  entry.sent.push(r.sent / 1024 / 1024);
  byAnswer.set(key, entry);
}
console.table(
  [...byAnswer.values()].map(({ answeredMs, sent, ...entry }) => ({
    ...entry,
    "answered after (p50)": answeredMs.length ? ms(percentile(answeredMs, 50)) : "—",
    "MB sent (max)": Math.max(...sent).toFixed(1),
  })),
);
const row = (phase, pages) => ({
  phase,
  requests: pages.home.length,
  "GET / p50": ms(percentile(pages.home, 50)),
  "GET / p95": ms(percentile(pages.home, 95)),
  "floor p50": ms(percentile(pages.floor, 50)),
  "p50 ÷ floor": (percentile(pages.home, 50) / percentile(pages.floor, 50)).toFixed(1),
  "p95 ÷ floor p95": (percentile(pages.home, 95) / percentile(pages.floor, 95)).toFixed(1),
});
console.table([row("before", before), row("during the flood", during)]);
console.log(
  `GET / during ÷ before: p50 ${(percentile(during.home, 50) / percentile(before.home, 50)).toFixed(2)}, p95 ${(percentile(during.home, 95) / percentile(before.home, 95)).toFixed(2)}`,
);
console.log(
  `load average (1 min): ${loadBefore.toFixed(2)} before, ${loadDuring.toFixed(2)} after the flood (${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")} now)`,
);
process.exit(0);
