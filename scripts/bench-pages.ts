/**
 * Pages under load (decisions 0026, 0028; decision 0048): a scratch database, migrated and seeded, plus
 * the generated data of scripts/bench-data.ts — a 200-topic pre-licensing course, 10,000 enrolled
 * learners (default) who each completed 100 of its topics (1,000,000 progress rows) with as many
 * time-on-task rows, and for the first learners an open final-exam attempt and a certificate. The
 * database is PostgreSQL (DATABASE_URL's server, a database named --name) or, with --pglite, PGlite
 * in data/<name> (the default a newcomer gets: the app's driver when DATABASE_URL is empty; the same
 * generation SQL; on this shared 2-CPU machine at load 5–8, 10,000 learners took 6.7 minutes and
 * 1.6 GB there, 2.9 minutes on PostgreSQL: --learners 2000 for a quicker look). Starts the
 * production server on it and, for each page, measures with autocannon (10 connections, 20 s by
 * default): req/s, p50/p95/p99 and the ratio to a static file served by the
 * same server in the same run (the floor); CPU ms per request of the server process; database
 * statements per request (one request, counted in the PostgreSQL log with log_statement = all, when
 * the log is readable; n/a on PGlite). The pages: the floor, catalogue, course page, player topic,
 * /student, a quiz answer save (POST /course-player-quiz-answer as the quiz page's script sends it,
 * round-robin over one open attempt per connection, so concurrent saves rarely wait on the same
 * attempt's row lock) and the certificate PDF (at 5 connections, the issue's target: p95 ≤ 250 ms).
 * Then, while the same server still runs, Lighthouse 13 (mobile form factor, default simulated
 * throttling, performance only), through a stand-in for Fly's edge (TLS and HTTP/2, decision 0075)
 * and then directly, on home, the catalogue, the course page and a player topic of the
 * generated course, signed in as a generated learner (its session cookie as an extra header and in
 * the browser's cookie jar, see runLighthouse): score, LCP, TBT and transferred bytes, and the player
 * topic's first load in compressed bytes, headers included. Chrome: CHROME_PATH when set, else /usr/lib/chromium/chromium-headless-shell,
 * /usr/lib/chromium/chromium or /usr/bin/chromium; without one, Lighthouse is skipped (said, not failed).
 * A figure, not a test. Needs the production build (`npm run build`).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:pages            (10,000 learners)
 *   DATABASE_URL=… npm run bench:pages -- --learners 2000 --seconds 10 --name pelican_bench_pages_mine
 *   npm run bench:pages -- --pglite                                                     (PGlite, no server needed)
 *
 * Rounds: the pages are measured in turn, --rounds times (3; the first after 5 s of warm-up a page),
 * each time for --seconds ÷ rounds, and
 * a page's figures are its medians over the rounds; its CPU multiple is the median of its CPU over
 * the minimal page's in each round. On this shared machine the catalogue's CPU per request, its code
 * unchanged, was 6.49 ms in one run and 4.70 ms in the next (3.9× and 3.0× the minimal page; decision
 * 0074): measured once each, one after the other, a page was compared with a floor taken minutes before.
 *
 * The delivery policy (decisions 0087, 0089): the player topic is measured twice, the bench course's
 * policy off ("player topic (200 topics)") and on with identity checks ("player topic, delivery policy
 * on": the first learner set up for identity, no check due), the row switched just before each of the
 * two pages' turns in every round; their CPU ratio (on ÷ off, the median over the rounds) is judged
 * against 1.10. PostgreSQL only (the switch is written from this process; PGlite allows one).
 *
 * Options: --learners N (10000), --seconds N per page (20, over all rounds), --rounds N (3), --connections N (10; the certificate PDF
 * is always at 5), --port N (3480), --name NAME (pelican_bench_pages: the PostgreSQL database, or
 * data/NAME with --pglite; lower-case letters, digits and _), --pglite, --no-lighthouse (autocannon
 * only; --lighthouse, the default, runs it), --lighthouse-runs N (3: each page is measured N times and
 * the median run is reported, as Lighthouse advises — one run's TBT and LCP move by hundreds of ms on a
 * shared machine; the table gives the range of the scores too), --keep (keep the database or the PGlite folder),
 * --only player-policy (only the minimal page and the player topic with the policy off and on; no
 * Lighthouse, no issue-34 verdicts: the quick look at what the policy adds).
 * The scratch database (or folder) is dropped at the end unless --keep.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, rmSync, statSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import postgres from "postgres";
import { connect, useConnection } from "../db/client";
import { certificatePdfPath } from "../app/rules/certificate-id";
import { DEFAULT_POLICY } from "../app/rules/delivery-policy";
import { saveDeliveryPolicy } from "../app/models/learning/delivery-policy.server";
import { schema } from "../app/db.server";
import { selfSignedCertificate, startEdge } from "./edge-proxy";
import { BENCH_COURSE_SLUG, generateBenchCourse, LESSONS, prepareBenchLearners, TOPICS_PER_LESSON } from "./bench-data";

const { values: args } = parseArgs({
  options: {
    learners: { type: "string", default: "10000" },
    seconds: { type: "string", default: "20" },
    rounds: { type: "string", default: "3" },
    connections: { type: "string", default: "10" },
    port: { type: "string", default: "3480" },
    name: { type: "string", default: "pelican_bench_pages" },
    pglite: { type: "boolean", default: false },
    keep: { type: "boolean", default: false },
    lighthouse: { type: "boolean", default: true },
    "no-lighthouse": { type: "boolean", default: false },
    "lighthouse-runs": { type: "string", default: "5" },
    only: { type: "string" },
  },
});
// The bench signs its learners' session cookies and the server checks them: one secret for both
// (without it each process makes its own, decision 0056, and every signed-in page answered a redirect).
process.env.SESSION_SECRET ??= randomBytes(32).toString("hex");
const LEARNERS = Number(args.learners);
const SECONDS = Number(args.seconds);
const ROUNDS = Math.max(1, Number(args.rounds));
const CONNECTIONS = Number(args.connections);
const CERTIFICATE_CONNECTIONS = 5;
const PORT = Number(args.port);
const NAME = args.name;
const PGLITE = args.pglite;
const ONLY_POLICY = args.only === "player-policy";
if (args.only !== undefined && !ONLY_POLICY) {
  console.error(`--only ${args.only}: the one subset is player-policy.`);
  process.exit(1);
}
const LIGHTHOUSE = args.lighthouse && !args["no-lighthouse"] && !ONLY_POLICY;
const LIGHTHOUSE_RUNS = Math.max(1, Number(args["lighthouse-runs"]));
const PG_LOG = "/var/log/postgresql/postgresql-15-main.log";
const ORIGIN = `http://localhost:${PORT}`;

if (!/^[a-z_][a-z0-9_]{0,62}$/.test(NAME)) {
  console.error(`--name ${NAME}: lower-case letters, digits and _ only (it names a database or a folder).`);
  process.exit(1);
}
const serverUrl = process.env.DATABASE_URL;
if (!PGLITE && !serverUrl?.startsWith("postgres")) {
  console.log("bench:pages needs DATABASE_URL set to a PostgreSQL server (a scratch database is created on it), or --pglite: skipped.");
  process.exit(0);
}

// The scratch database (a PostgreSQL database on DATABASE_URL's server, or a PGlite folder) and the
// environment that points db/setup.ts and the server at it.
let dbEnv: Record<string, string>;
let admin: postgres.Sql | null = null;
const pgliteDir = path.resolve("data", NAME);
if (PGLITE) {
  rmSync(pgliteDir, { recursive: true, force: true });
  dbEnv = { DATABASE_URL: "", PGLITE_DIR: pgliteDir };
} else {
  const benchUrl = new URL(serverUrl!);
  benchUrl.pathname = `/${NAME}`;
  dbEnv = { DATABASE_URL: benchUrl.toString() };
  admin = postgres(serverUrl!, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${NAME} with (force)`);
  await admin.unsafe(`create database ${NAME}`);
}
/** The scratch database from this process, for the policy switch (PostgreSQL only). */
const benchDb = PGLITE ? null : postgres(dbEnv.DATABASE_URL, { max: 1, onnotice: () => {} });
const driver = PGLITE ? `PGlite (${path.relative(process.cwd(), pgliteDir)})` : `PostgreSQL (database ${NAME})`;

const setup = spawnSync("npx", ["tsx", "db/setup.ts"], { env: { ...process.env, ...dbEnv }, stdio: "inherit" });
if (setup.status !== 0) process.exit(setup.status ?? 1);

// Generated through the app's own connection (PGlite allows one process at a time: closed before the server starts).
const connection = connect(PGLITE ? { pgliteDir } : { databaseUrl: dbEnv.DATABASE_URL });
useConnection(connection);
const generated = await generateBenchCourse(connection.db, LEARNERS);
console.log(
  `Generated on ${driver}: ${LEARNERS.toLocaleString()} learners, ${(LESSONS * TOPICS_PER_LESSON).toLocaleString()} topics, ${generated.progressRows.toLocaleString()} progress and time-on-task rows each (${generated.seconds.toFixed(1)} s).`,
);
const fixtures = await prepareBenchLearners(generated.courseId, Math.min(CONNECTIONS, LEARNERS), ORIGIN);
// The delivery policy's page pair: a policy row (off until its page's turn) asking for identity
// checks, and the first learner set up for them with no check due for the whole bench.
await saveDeliveryPolicy(generated.courseId, { ...DEFAULT_POLICY, identityChecksRequired: true, enabled: false });
await connection.db.insert(schema.identityProfiles).values({ userId: fixtures.learners[0].id, affirmedName: "Bench One" });
await connection.db
  .insert(schema.identityCourseStates)
  .values({ userId: fixtures.learners[0].id, courseId: generated.courseId, nextCheckAtSeconds: 2_000_000_000 });
await connection.close();
useConnection(undefined);
const { cookie } = fixtures.learners[0];

// The machine's Node options as the production image sets them (the Dockerfile's `ENV NODE_OPTIONS`),
// so the heap limit under this load is the one a 512 MB Fly machine runs with.
const NODE_OPTIONS = /^ENV NODE_OPTIONS="([^"]*)"/m.exec(readFileSync("Dockerfile", "utf8"))?.[1] ?? "";

// The floor: a minimal Remix page (bench/floor: one route, a list of 20 items) built with the app's
// versions and served by the app's own server.js on the next port, in this run, beside the app.
const FLOOR_PORT = PORT + 1;
const FLOOR_ORIGIN = `http://localhost:${FLOOR_PORT}`;
const floorBuild = spawnSync("npx", ["remix", "vite:build", "--config", "bench/floor/vite.config.ts"], {
  stdio: ["ignore", "ignore", "inherit"],
});
if (floorBuild.status !== 0) process.exit(floorBuild.status ?? 1);
// Its assets precompressed as the app's are (npm run build).
spawnSync(process.execPath, ["scripts/precompress.mjs", "bench/floor/build/client"], { stdio: "ignore" });

let server: ChildProcess | null = null;
let floorServer: ChildProcess | null = null;
/** Exits of the app's server while the bench still needed it (a crash or an out-of-memory end). */
let unexpectedExits = 0;

async function listening(origin: string, path: string) {
  // Up to 2 minutes: on this shared machine at load 16 the server took 55 s to listen.
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${origin}${path}`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server on ${origin} did not start`);
}

async function startServer() {
  server = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      ...dbEnv,
      NODE_ENV: "production",
      LOCAL_STANDINS: "1",
      PORT: String(PORT),
      METRICS_PORT: String(PORT + 10_000),
      NODE_OPTIONS,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const started = server;
  started.once("exit", () => {
    if (started === server) unexpectedExits++;
  });
  await listening(ORIGIN, "/healthcheck");
}

async function stopServer() {
  const stopping = server!;
  server = null;
  stopping.kill("SIGTERM");
  await new Promise((resolve) => stopping.once("exit", resolve));
}

async function startFloor() {
  floorServer = spawn(process.execPath, ["server.js"], {
    // Each server its own metrics port (both collect, so a request costs the same; they used to race for 9091).
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(FLOOR_PORT),
      METRICS_PORT: String(FLOOR_PORT + 10_000),
      BUILD_DIR: "bench/floor/build",
      NODE_OPTIONS,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await listening(FLOOR_ORIGIN, "/");
}

// However the bench ends (an error included), the servers it started end with it.
process.on("exit", () => {
  server?.kill("SIGTERM");
  floorServer?.kill("SIGTERM");
});

function stopFloor() {
  floorServer?.kill("SIGTERM");
}

/** Resident memory of a process in MB: now (VmRSS) and its peak since it started (VmHWM). */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks (1/100 s)
}

/**
 * A measured page: a GET with the first learner's cookie, or a request that `request` builds (the
 * n-th request of a run; autocannon calls it for each), at CONNECTIONS unless `connections` says.
 */
type Page = {
  page: string;
  path: string;
  /** The floor's own server instead of the app's. */
  floor?: boolean;
  /** Sent without the learner's cookie (a visitor without a session: the public page cache, decision 0070). */
  anonymous?: boolean;
  connections?: number;
  /** The bench course's delivery policy switched on or off just before the page's turn (PostgreSQL). */
  policy?: boolean;
  request?: (n: number) => { method: "POST"; headers: Record<string, string>; body: string };
};

/** Statements the server sends for one request, read from the PostgreSQL log (null when unreadable or on PGlite). */
async function statementsFor(target: Page, n: number): Promise<number | null> {
  if (PGLITE || !existsSync(PG_LOG)) return null;
  try {
    const before = statSync(PG_LOG).size;
    const init = target.request?.(n) ?? { headers: target.anonymous ? ({} as Record<string, string>) : { cookie } };
    await (await fetch(`${ORIGIN}${target.path}`, init)).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const text = readFileSync(PG_LOG).subarray(before).toString("utf8");
    return text.split("\n").filter((line) => line.includes(`@${NAME} LOG:`) && /LOG: {2}(statement|execute)/.test(line)).length;
  } catch {
    return null;
  }
}

type Row = { page: string; rps: number; p50: number; p95: number; p99: number; cpu: number; statements: number | null; non2xx: number };

/** One round of a page: `seconds` of load after `warmUp` seconds of it (not counted). */
async function measure(target: Page, seconds: number, warmUp: number): Promise<Row> {
  if (target.policy !== undefined) await switchPolicy(target.policy);
  const pid = (target.floor ? floorServer : server)!.pid!;
  let n = 0;
  const options = (duration: number): autocannon.Options => ({
    url: `${target.floor ? FLOOR_ORIGIN : ORIGIN}${target.path}`,
    connections: target.connections ?? CONNECTIONS,
    duration,
    headers: target.anonymous || target.floor ? { "accept-encoding": "br, gzip" } : { cookie, "accept-encoding": "br, gzip" },
    requests: target.request ? [{ setupRequest: (request) => ({ ...request, ...target.request!(n++) }) }] : undefined,
  });
  if (warmUp > 0) await autocannon(options(warmUp));
  const ticks = cpuTicks(pid);
  const result = await autocannon(options(seconds));
  const cpuMs = ((cpuTicks(pid) - ticks) * 10) / Math.max(1, result.requests.total);
  return {
    page: target.page,
    rps: result.requests.average,
    p50: result.latency.p50,
    p95: percentile95(result),
    p99: result.latency.p99,
    cpu: cpuMs,
    statements: null,
    non2xx: result.non2xx,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** autocannon reports p90 and p97.5; p95 is read between them (linear), as its histogram allows. */
function percentile95(result: autocannon.Result): number {
  return result.latency.p90 + ((result.latency.p97_5 - result.latency.p90) * 5) / 7.5;
}

/** One answer save of the n-th request: the learners' attempts in turn, the choice alternating A/B. */
function answerSave(n: number) {
  const learner = fixtures.learners[n % fixtures.learners.length];
  const choice = Math.floor(n / fixtures.learners.length) % 2 ? "B" : "A";
  return {
    method: "POST" as const,
    headers: {
      cookie: learner.cookie,
      accept: "application/json",
      "accept-encoding": "br, gzip",
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ attemptId: learner.attemptId, questionId: learner.questionId, choice }).toString(),
  };
}

/** The bench course's delivery policy on or off, written to the scratch database (PostgreSQL only). */
async function switchPolicy(enabled: boolean) {
  await benchDb!`update course_delivery_policies set enabled = ${enabled} where course_id = ${generated.courseId}`;
}

const PLAYER_TOPIC = "player topic (200 topics)";
const PLAYER_POLICY = "player topic, delivery policy on";
const CERTIFICATE = `certificate PDF (${CERTIFICATE_CONNECTIONS} connections)`;
const STATIC_FILE = "static file";
const MINIMAL_PAGE = "minimal Remix page";
const ANONYMOUS_CATALOGUE = "catalogue (anonymous)";
const PLAYER_PATH = `/course-player/${BENCH_COURSE_SLUG}/topic/${fixtures.topicId}`;
/** The player topic with the policy off and on, one after the other (PostgreSQL: the switch is written from here). */
const PLAYER_PAIR: Page[] = [
  { page: PLAYER_TOPIC, path: PLAYER_PATH, policy: admin ? false : undefined },
  ...(admin ? [{ page: PLAYER_POLICY, path: PLAYER_PATH, policy: true }] : []),
];
const ALL_PAGES: Page[] = [
  { page: STATIC_FILE, path: "/favicon.svg" },
  { page: MINIMAL_PAGE, path: "/", floor: true },
  { page: "catalogue", path: "/louisiana-real-estate-courses" },
  { page: ANONYMOUS_CATALOGUE, path: "/louisiana-real-estate-courses", anonymous: true },
  { page: "course page", path: `/course/${BENCH_COURSE_SLUG}` },
  ...PLAYER_PAIR,
  { page: "/student", path: "/student" },
  { page: `quiz answer save (POST, ${fixtures.learners.length} attempts)`, path: "/course-player-quiz-answer", request: answerSave },
  { page: CERTIFICATE, path: certificatePdfPath(fixtures.certificateId), connections: CERTIFICATE_CONNECTIONS },
];
const PAGES: Page[] = ONLY_POLICY
  ? ALL_PAGES.filter(({ page }) => [STATIC_FILE, MINIMAL_PAGE, PLAYER_TOPIC, PLAYER_POLICY].includes(page))
  : ALL_PAGES;

// Statements per request (PostgreSQL): a server whose connections log every statement, one request per page.
const statements = new Map<string, number | null>();
if (admin) {
  await admin.unsafe(`alter database ${NAME} set log_statement = 'all'`);
  await startServer();
  for (const target of PAGES.filter((page) => !page.floor)) {
    if (target.policy !== undefined) await switchPolicy(target.policy);
    await statementsFor(target, 0); // the first request warms the server's caches (site settings…)
    statements.set(target.page, await statementsFor(target, 1));
  }
  await stopServer();
  await admin.unsafe(`alter database ${NAME} reset log_statement`);
}

await startServer();
await startFloor();
const startMemory = memory(server!.pid!);
// Each round measures every page, the minimal page among them. The first warms each page up for 5 s
// first: CPU per request kept falling over the first few thousand requests (the player topic 8.4 →
// 6.2 ms over 5,600, the minimal page 1.7 → 1.1 ms; the just-in-time compiler and the heap settling),
// and a short warm-up measured each page at a different point of that.
const rounds: Row[][] = [];
for (let round = 0; round < ROUNDS; round++) {
  const measured: Row[] = [];
  for (const target of PAGES) measured.push(await measure(target, Math.max(1, Math.round(SECONDS / ROUNDS)), round === 0 ? 5 : 0));
  rounds.push(measured);
}
const peakMemory = memory(server!.pid!).peak;
await new Promise((resolve) => setTimeout(resolve, 10_000));
const settledMemory = memory(server!.pid!).rss;

const rows: Row[] = PAGES.map(({ page }, i) => {
  const of = (field: "rps" | "p50" | "p95" | "p99" | "cpu") => median(rounds.map((round) => round[i][field]));
  return {
    page,
    rps: of("rps"),
    p50: of("p50"),
    p95: of("p95"),
    p99: of("p99"),
    cpu: of("cpu"),
    statements: statements.get(page) ?? null,
    non2xx: rounds.reduce((sum, round) => sum + round[i].non2xx, 0),
  };
});
const rowOf = (page: string) => rows.find((row) => row.page === page)!;
const floor = rowOf(STATIC_FILE).rps;
const floorIndex = PAGES.findIndex(({ page }) => page === MINIMAL_PAGE);
/** A page's CPU over the minimal page's, round by round, and the median of those. */
const cpuRatios = (page: string) => {
  const i = PAGES.findIndex((target) => target.page === page);
  return rounds.map((round) => round[i].cpu / round[floorIndex].cpu);
};
const load = loadavg()
  .map((n) => n.toFixed(2))
  .join(" ");
console.log(
  `\n${driver}, ${CONNECTIONS} connections (the certificate PDF ${CERTIFICATE_CONNECTIONS}), ${SECONDS} s per page in ${ROUNDS} round${ROUNDS === 1 ? "" : "s"} (medians), production build; load average before the last run: ${load}`,
);
console.table(
  rows.map((row) => ({
    page: row.page,
    "req/s": Math.round(row.rps),
    "req/s × static file": (row.rps / floor).toFixed(3),
    "CPU × minimal page": median(cpuRatios(row.page)).toFixed(1),
    "p50 ms": row.p50,
    "p95 ms": Math.round(row.p95),
    "p99 ms": row.p99,
    "CPU ms/req": row.cpu.toFixed(2),
    statements: row.statements ?? "n/a",
    "non-2xx": row.non2xx,
  })),
);
const p95Of = (page: string) => Math.round(rowOf(page).p95);
const cpuRatio = (page: string) => median(cpuRatios(page));
const verdict = (ok: boolean) => (ok ? "met" : "NOT met");
/** The delivery policy's cost on the player: CPU per request on ÷ off, round by round, and the median. */
const policyRatios = () => {
  const on = PAGES.findIndex(({ page }) => page === PLAYER_POLICY);
  const off = PAGES.findIndex(({ page }) => page === PLAYER_TOPIC);
  return on < 0 ? [] : rounds.map((round) => round[on].cpu / round[off].cpu);
};
if (policyRatios().length) {
  const ratio = median(policyRatios());
  console.log(
    `Delivery policy on the player topic: CPU per request ${rowOf(PLAYER_POLICY).cpu.toFixed(2)} ms on, ${rowOf(PLAYER_TOPIC).cpu.toFixed(2)} ms off: ` +
      `${ratio.toFixed(3)}× (≤ 1.10) ${verdict(ratio <= 1.1)} (rounds: ${policyRatios()
        .map((r) => `${r.toFixed(3)}×`)
        .join(", ")})`,
  );
} else console.log("Delivery policy on the player topic: not measured on PGlite (the switch is written from this process).");
if (!ONLY_POLICY) {
  console.log("Issue 34 targets (CPU per request as a multiple of the minimal Remix page's, in this run):");
  for (const [page, limit] of [
    ["catalogue", 4],
    ["course page", 4],
    [PLAYER_TOPIC, 6],
    ["/student", 6],
  ] as const) {
    const each = cpuRatios(page).map((ratio) => `${ratio.toFixed(1)}×`);
    console.log(`  ${page}: ${cpuRatio(page).toFixed(1)}× (≤ ${limit}×) ${verdict(cpuRatio(page) <= limit)} (rounds: ${each.join(", ")})`);
  }
  const anonymousShare = rowOf(ANONYMOUS_CATALOGUE).rps / floor;
  console.log(
    `  anonymous catalogue throughput: ${anonymousShare.toFixed(2)} of the static file's (≥ 0.3) ${verdict(anonymousShare >= 0.3)}`,
  );
  console.log(
    `  server memory (NODE_OPTIONS "${NODE_OPTIONS}"): ${Math.round(startMemory.rss)} MB after start, peak ${Math.round(peakMemory)} MB under this load (≤ 350 MB) ${verdict(peakMemory <= 350)}, ${Math.round(settledMemory)} MB 10 s after it; the server ${unexpectedExits ? `ended ${unexpectedExits} time(s)` : "never restarted"}.`,
  );
  console.log(
    `Issue 21 targets: player topic p95 ${p95Of(PLAYER_TOPIC)} ms (≤ ${PGLITE ? 150 : 50} ms on ${PGLITE ? "PGlite" : "PostgreSQL"} at 10 connections); ` +
      `certificate PDF p95 ${p95Of(CERTIFICATE)} ms (≤ 250 ms at ${CERTIFICATE_CONNECTIONS} connections).`,
  );
}

if (LIGHTHOUSE) await runLighthouse();
else console.log(`\nLighthouse: not run (${ONLY_POLICY ? "--only" : "--no-lighthouse"}).`);
await stopServer();
stopFloor();

await benchDb?.end();
if (!args.keep) {
  if (admin) await admin.unsafe(`drop database if exists ${NAME} with (force)`);
  else rmSync(pgliteDir, { recursive: true, force: true });
}
await admin?.end();
process.exit(0);

/** The first Chrome found: CHROME_PATH, then Debian's headless shell, then a full Chromium. */
function findChrome(): string | null {
  const candidates = [
    process.env.CHROME_PATH,
    "/usr/lib/chromium/chromium-headless-shell",
    "/usr/lib/chromium/chromium",
    "/usr/bin/chromium",
  ];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path!)) ?? null;
}

/**
 * Lighthouse on the running servers, one page after the other in one Chrome. Its default config is
 * the mobile form factor (a Moto G Power screen) with simulated throttling (slow 4G, 4× CPU); the
 * flags below only say so and keep the performance category.
 *
 * Each page is measured twice over (decision 0075): through a stand-in for Fly's edge (TLS and
 * HTTP/2 to the browser, HTTP/1.1 to the servers: scripts/edge-proxy.ts), which is how learners
 * reach the app and what the issue-34 targets are judged on, and directly (HTTP/1.1 on localhost),
 * as this bench measured before. Lighthouse simulates the network from the protocol it observed: over
 * HTTP/1.1 a page's modules queue for six connections, each new one paying its handshakes, and from
 * run to run it decides differently which requests opened a connection (the minimal page's LCP,
 * unchanged, flips between about 800 and 1,550 ms); over HTTP/2 they share one warm connection and
 * what counts is their bytes. Either way a script counts only when Chrome ran it before its first
 * paint here, which also changes from run to run (decision 0075), so each table gives the range.
 *
 * The learner's session cookie goes as an extra header on every request, as autocannon sends it,
 * and into the browser's cookie jar too: Lighthouse clears storage between runs but not cookies, and
 * once the jar holds a cookie for the origin (the `tz` cookie the root's inline script sets) Chrome
 * sends the jar's Cookie header instead of the extra one, so the player topic, measured after the
 * public pages, was the login page, and the player's own time-on-task POSTs went out signed out.
 */
async function runLighthouse() {
  const chromePath = findChrome();
  if (!chromePath) {
    console.log(
      "\nLighthouse: skipped — no Chrome found (CHROME_PATH unset or missing; none of /usr/lib/chromium/chromium-headless-shell, /usr/lib/chromium/chromium, /usr/bin/chromium exists).",
    );
    return;
  }
  const { launch } = await import("chrome-launcher");
  let chrome: Awaited<ReturnType<typeof launch>>;
  try {
    // The edge's certificate is self-signed for this run.
    chrome = await launch({
      chromePath,
      chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--ignore-certificate-errors"],
      logLevel: "silent",
    });
  } catch (error) {
    console.log(`\nLighthouse: skipped — ${chromePath} did not start: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  const certificate = selfSignedCertificate();
  const edges = certificate ? await Promise.all([startEdge(PORT, certificate), startEdge(FLOOR_PORT, certificate)]) : null;
  try {
    if (edges) {
      await lighthousePass(chrome.port, chromePath, {
        title: "through the edge stand-in (HTTP/2 over TLS, as Fly's proxy serves the app); the issue-34 targets are judged here",
        origin: edges[0].origin,
        floorOrigin: edges[1].origin,
        judged: true,
      });
    } else {
      console.log("\nLighthouse through the edge stand-in: skipped — openssl could not make a certificate.");
    }
    await lighthousePass(chrome.port, chromePath, {
      title: "direct (HTTP/1.1 on localhost), for comparison with earlier runs",
      origin: ORIGIN,
      floorOrigin: FLOOR_ORIGIN,
      judged: !edges,
    });
  } finally {
    chrome.kill();
    await Promise.all((edges ?? []).map((edge) => edge.close()));
  }
}

async function lighthousePass(
  chromePort: number,
  chromePath: string,
  pass: { title: string; origin: string; floorOrigin: string; judged: boolean },
) {
  const LIGHTHOUSE_PAGES: [string, string][] = [
    [MINIMAL_PAGE, `${pass.floorOrigin}/`],
    ["home", `${pass.origin}/`],
    ["catalogue", `${pass.origin}/louisiana-real-estate-courses`],
    ["course page", `${pass.origin}/course/${BENCH_COURSE_SLUG}`],
    [PLAYER_TOPIC, `${pass.origin}/course-player/${BENCH_COURSE_SLUG}/topic/${fixtures.topicId}`],
  ];
  const { default: lighthouse } = await import("lighthouse");
  const { computeMedianRun, filterToValidRuns } = await import("lighthouse/core/lib/median-run.js");
  const puppeteer = (await import("puppeteer-core")).default;
  const [cookieName, ...cookieValue] = cookie.split("=");
  const signIn = async () => {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
    await browser.setCookie({
      name: cookieName,
      value: cookieValue.join("="),
      domain: "localhost",
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
    });
    await browser.disconnect();
  };
  const results: Record<string, string | number>[] = [];
  const measured = new Map<string, { tbt: number; lcp: number }>();
  let playerLoad: string | null = null;
  let benchmarkIndex: number | null = null;
  for (const [page, url] of LIGHTHOUSE_PAGES) {
    try {
      const runs: import("lighthouse").Result[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        await signIn();
        const result = await lighthouse(url, {
          port: chromePort,
          logLevel: "error",
          output: "json",
          onlyCategories: ["performance"],
          formFactor: "mobile",
          throttlingMethod: "simulate",
          extraHeaders: { Cookie: cookie },
        });
        if (!result) throw new Error("no result");
        if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
        runs.push(result.lhr);
      }
      // The run nearest the median FCP and TTI (Lighthouse's own choice of a median run).
      const lhr = computeMedianRun(filterToValidRuns(runs));
      benchmarkIndex = lhr.environment.benchmarkIndex;
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const score = lhr.categories.performance?.score;
      const scores = runs.map((run) => Math.round((run.categories.performance?.score ?? NaN) * 100));
      const lcps = runs.map((run) => Math.round(run.audits["largest-contentful-paint"]?.numericValue ?? NaN));
      const redirected = lhr.finalDisplayedUrl === url ? "" : lhr.finalDisplayedUrl;
      measured.set(page, { tbt: audit("total-blocking-time"), lcp: audit("largest-contentful-paint") });
      results.push({
        page,
        score: score == null ? "n/a" : Math.round(score * 100),
        "scores (all runs)": `${Math.min(...scores)}–${Math.max(...scores)}`,
        "LCP ms": Math.round(audit("largest-contentful-paint")),
        "LCP (all runs)": `${Math.min(...lcps)}–${Math.max(...lcps)}`,
        "TBT ms": Math.round(audit("total-blocking-time")),
        "transferred KB": (audit("total-byte-weight") / 1024).toFixed(1),
        protocol: protocolOf(lhr),
        "redirected to": redirected,
      });
      if (url.includes("/course-player/")) {
        playerLoad = redirected ? `Player topic first load: n/a (the topic redirected to ${redirected}).` : firstLoad(lhr);
      }
    } catch (error) {
      results.push({ page, score: `error: ${error instanceof Error ? error.message : String(error)}` });
    }
  }
  console.log(
    `\nLighthouse 13 ${pass.title}: mobile, simulated throttling, performance only, median of ${LIGHTHOUSE_RUNS} run${LIGHTHOUSE_RUNS === 1 ? "" : "s"} a page (${chromePath}; benchmark index ${benchmarkIndex ?? "n/a"}; load average ${loadavg()[0].toFixed(2)})`,
  );
  console.table(results);
  if (playerLoad) console.log(playerLoad);
  const floor = measured.get(MINIMAL_PAGE);
  if (floor === undefined) return;
  // Simulated LCP scales with how fast this machine ran the page's tasks (Lighthouse multiplies the
  // observed CPU time by 4): the minimal page's LCP in the same run says what the machine allowed.
  console.log(
    `${pass.judged ? "Issue 34 targets" : "The issue-34 targets, for comparison"} (Lighthouse): TBT ≤ the minimal page's (${Math.round(floor.tbt)} ms) + 150 ms; LCP ≤ 1,500 ms (the minimal page's own LCP in this run: ${Math.round(floor.lcp)} ms).`,
  );
  for (const [page, { tbt, lcp }] of measured) {
    if (page === MINIMAL_PAGE) continue;
    const overFloor = Math.round(lcp - floor.lcp);
    console.log(
      `  ${page}: TBT ${Math.round(tbt)} ms ${verdict(tbt <= floor.tbt + 150)}; LCP ${Math.round(lcp)} ms ${verdict(lcp <= 1500)} (${overFloor >= 0 ? "+" : "−"}${Math.abs(overFloor)} ms against the minimal page)`,
    );
  }
}

/** The protocol the page's own document came over (h2 through the edge, http/1.1 directly). */
function protocolOf(lhr: import("lighthouse").Result): string {
  const details = lhr.audits["network-requests"]?.details;
  const items = details && details.type === "table" ? details.items : [];
  return String(items[0]?.protocol ?? "n/a");
}

/** A page's first load from Lighthouse's network requests: compressed bytes with headers (transferSize). */
function firstLoad(lhr: import("lighthouse").Result): string {
  const details = lhr.audits["network-requests"]?.details;
  const items = details && details.type === "table" ? details.items : [];
  const byType = new Map<string, number>();
  let total = 0;
  for (const item of items) {
    const bytes = Number(item.transferSize ?? 0);
    total += bytes;
    const type = String(item.resourceType ?? "Other");
    byType.set(type, (byType.get(type) ?? 0) + bytes);
  }
  const parts = [...byType].sort((a, b) => b[1] - a[1]).map(([type, bytes]) => `${type} ${(bytes / 1024).toFixed(1)} KB`);
  return `Player topic first load: ${total.toLocaleString()} bytes compressed, headers included (${(total / 1024).toFixed(1)} KB in ${items.length} requests: ${parts.join(", ")}); goal ≤ 150 KB.`;
}
