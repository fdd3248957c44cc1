// The production image's file set, checked without Docker (decision 0064): assembles what
// the Dockerfile's stages produce — `npm ci --include=dev` on package.json, package-lock.json and
// patches/ (deps), `npm prune --omit=dev` on a copy of that (production-deps), the build context (the
// working tree's files that git tracks or would track, minus .dockerignore) built on top of deps
// (build) — then copies ONLY what the final stage copies into an empty folder (IMAGE_FILES below,
// read from the Dockerfile itself), creates an empty PostgreSQL database, runs Fly's release command
// (fly.toml: `npm run db:migrate`) and `node server.js` from that folder with NODE_ENV=production and
// every real service's variable set (S3 → s3rver, Postmark → a local endpoint; Stripe gets a test
// key, no page here calls it), and expects: /healthcheck, /, the catalogue and /contact answer 200 (and
// are counted on the internal /metrics port, which the public port does not serve), a
// file put in the bucket is served from /uploads, and a contact message reaches the Postmark
// endpoint through the SDK, and SIGTERM stops the server with exit 0; then scripts/check-two-machines.mjs
// on the same files: the server refuses to start without object storage, and two servers on the
// database and the bucket (configured with the names `fly storage create` sets) serve each other's
// uploads and settings. Any missing runtime import or file fails it with the server's output.
//
//   node scripts/check-image.mjs            (npm run test:image; CI runs it beside npm test)
//   IMAGE_CHECK_DATABASE_URL  the server to create the scratch database on (default postgres://postgres@127.0.0.1:5432/postgres)
//   IMAGE_CHECK_PORT          the server's port (default 3204)
//   IMAGE_CHECK_KEEP=1        keep the temporary folders (printed)
//   IMAGE_CHECK_LEAVE_OUT=x   leave entry x (e.g. server) out of the final copy, to see the check fail
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import postgres from "postgres";
import S3rver from "s3rver";
import { checkTwoMachines } from "./check-two-machines.mjs";

const REPO = path.resolve(import.meta.dirname, "..");
/**
 * The Dockerfile's final stage, read from the Dockerfile itself (so the two cannot drift): its COPY
 * lines after the last FROM, by source — `--from=production-deps` (node_modules), `--from=build`
 * (build, public) and the build context's files.
 */
function finalStageFiles(dockerfile) {
  const lines = dockerfile.split("\n");
  const lastFrom = lines.findLastIndex((line) => /^FROM\s/i.test(line));
  const files = { fromProductionDeps: [], fromBuild: [], fromContext: [] };
  for (const line of lines.slice(lastFrom + 1)) {
    const copy = /^COPY\s+(?:--from=(\S+)\s+)?(.+?)\s+\S+\s*$/i.exec(line.trim());
    if (!copy) continue;
    const sources = copy[2].split(/\s+/).map((source) => source.replace(/^\/app\//, ""));
    if (copy[1] === "production-deps") files.fromProductionDeps.push(...sources);
    else if (copy[1] === "build") files.fromBuild.push(...sources);
    else if (!copy[1]) files.fromContext.push(...sources);
    else throw new Error(`Dockerfile: COPY --from=${copy[1]} is a stage this check does not rebuild`);
  }
  return files;
}
const IMAGE_FILES = finalStageFiles(readFileSync(path.resolve(import.meta.dirname, "..", "Dockerfile"), "utf8"));
const PORT = Number(process.env.IMAGE_CHECK_PORT ?? 3204);
const ADMIN_URL = process.env.IMAGE_CHECK_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const LEAVE_OUT = process.env.IMAGE_CHECK_LEAVE_OUT ?? "";
const KEEP = process.env.IMAGE_CHECK_KEEP === "1";

const started = performance.now();
const seconds = (from) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
const step = (title) => console.log(`\n== image check: ${title} (${seconds(started)})`);

class CheckFailed extends Error {}
/** What `node server.js` printed, shown when the check fails. */
let serverOutput = "";
const fail = (message) => {
  throw new CheckFailed(message);
};

/** Runs a command to its end; its output goes to ours; a non-zero exit fails the check. */
function run(command, args, { cwd, env }) {
  const result = spawnSync(command, args, { cwd, env, stdio: "inherit" });
  if (result.status !== 0) fail(`\`${command} ${args.join(" ")}\` in ${cwd} exited with ${result.status ?? result.signal}`);
}

/** The Docker build context: files git tracks or would track (not ignored) that exist, minus .dockerignore's entries. */
function contextFiles() {
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: REPO, encoding: "utf8" });
  if (listed.status !== 0) fail(`git ls-files failed: ${listed.stderr}`);
  const ignored = readFileSync(path.join(REPO, ".dockerignore"), "utf8")
    .split("\n")
    .map((line) => line.trim().replace(/^\/+|\/+$/g, ""))
    .filter((line) => line && !line.startsWith("#"));
  if (ignored.some((entry) => /[*?[!]/.test(entry)))
    fail(".dockerignore has a pattern this check does not read (only plain paths are supported)");
  return listed.stdout
    .split("\0")
    .filter(Boolean)
    .filter((file) => !ignored.some((entry) => file === entry || file.startsWith(`${entry}/`)))
    .filter((file) => existsSync(path.join(REPO, file)));
}

function copyFiles(files, into) {
  const tar = spawnSync("sh", ["-c", `tar --null -T - -cf - | tar -xf - -C "${into}"`], { cwd: REPO, input: files.join("\0") });
  if (tar.status !== 0) fail(`copying the build context failed: ${tar.stderr}`);
}

/** S3: s3rver (npm) with the bucket, and one stored file the server must serve from /uploads. */
async function startS3(directory) {
  const bucket = "pelican-image-check";
  const s3rver = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await s3rver.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  const key = `media/0b5c2f3e-9d0b-4f4e-8a57-3f1c2b0e9a11/${randomBytes(16).toString("base64url")}.png`;
  const body = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
  const client = new S3Client({ region: "auto", endpoint, forcePathStyle: true, credentials });
  await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: "image/png" }));
  return { endpoint, bucket, credentials, key, body, close: () => s3rver.close() };
}

/** Postmark: answers POST /email as Postmark does and keeps what it was sent. */
async function startPostmark() {
  const received = [];
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      received.push({ method: req.method, url: req.url, token: req.headers["x-postmark-server-token"], body: JSON.parse(raw || "null") });
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify({
          To: "",
          SubmittedAt: new Date().toISOString(),
          MessageID: `image-check-${received.length}`,
          ErrorCode: 0,
          Message: "OK",
        }),
      );
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function fetchOk(url, init, expect = (res) => res.status === 200) {
  let res;
  try {
    res = await Promise.race([
      fetch(url, { redirect: "manual", ...init }),
      sleep(15_000, undefined, { ref: false }).then(() => Promise.reject(new Error("no answer within 15 s"))),
    ]);
  } catch (error) {
    fail(`${init?.method ?? "GET"} ${url}: ${error.message}`);
  }
  if (!expect(res)) fail(`${init?.method ?? "GET"} ${url} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  console.log(`${init?.method ?? "GET"} ${new URL(url).pathname} → ${res.status}`);
  return res;
}

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), "pelican-image-"));
  const dirs = {
    deps: path.join(work, "deps"),
    prodDeps: path.join(work, "production-deps"),
    image: path.join(work, "app"),
    s3: path.join(work, "s3"),
  };
  const database = `pelican_image_check_${process.pid}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
  const cleanups = [];
  let server;
  try {
    // Stage "deps" (NODE_ENV=production comes from the Dockerfile's base stage).
    step("deps — npm ci --include=dev on package.json, package-lock.json, patches/");
    const npmEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", npm_config_update_notifier: "false" };
    mkdirSync(dirs.deps);
    for (const file of ["package.json", "package-lock.json", "patches"])
      cpSync(path.join(REPO, file), path.join(dirs.deps, file), { recursive: true });
    run("npm", ["ci", "--include=dev", "--no-audit", "--no-fund"], { cwd: dirs.deps, env: npmEnv });

    step("production-deps — npm prune --omit=dev on a copy of deps");
    run("cp", ["-a", dirs.deps, dirs.prodDeps], { cwd: work, env: npmEnv });
    run("npm", ["prune", "--omit=dev", "--no-audit", "--no-fund"], { cwd: dirs.prodDeps, env: npmEnv });

    step("build — the build context (git's files minus .dockerignore) on deps, npm run build");
    copyFiles(contextFiles(), dirs.deps);
    run("npm", ["run", "build"], { cwd: dirs.deps, env: npmEnv });

    step(`final stage — only ${[...IMAGE_FILES.fromProductionDeps, ...IMAGE_FILES.fromBuild, ...IMAGE_FILES.fromContext].join(", ")}`);
    mkdirSync(dirs.image);
    const copy = (from, entry) => {
      if (entry === LEAVE_OUT) return console.log(`(leaving ${entry} out: IMAGE_CHECK_LEAVE_OUT)`);
      if (!existsSync(path.join(from, entry))) fail(`${entry} is missing from the stage the Dockerfile copies it from (${from})`);
      if (from === dirs.prodDeps) renameSync(path.join(from, entry), path.join(dirs.image, entry));
      else cpSync(path.join(from, entry), path.join(dirs.image, entry), { recursive: true, verbatimSymlinks: true });
    };
    for (const entry of IMAGE_FILES.fromProductionDeps) copy(dirs.prodDeps, entry);
    for (const entry of IMAGE_FILES.fromBuild) copy(dirs.deps, entry);
    for (const entry of IMAGE_FILES.fromContext) copy(REPO, entry);

    step("services — s3rver for S3, a local Postmark endpoint, an empty PostgreSQL database");
    mkdirSync(dirs.s3);
    const s3 = await startS3(dirs.s3);
    cleanups.push(s3.close);
    const postmark = await startPostmark();
    cleanups.push(postmark.close);
    await admin.unsafe(`drop database if exists ${database}`);
    await admin.unsafe(`create database ${database}`);
    cleanups.push(() => admin.unsafe(`drop database if exists ${database} with (force)`));
    const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${database}` }).href;

    const appUrl = `http://127.0.0.1:${PORT}`;
    const appEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      // The internal metrics port (fly.toml [metrics]), beside the app's.
      METRICS_PORT: String(PORT + 10_000),
      METRICS_HOST: "127.0.0.1",
      APP_URL: appUrl,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      POSTMARK_SERVER_TOKEN: "image-check-server-token",
      POSTMARK_API_URL: postmark.url,
      EMAIL_FROM: "Pelican Image Check <no-reply@pelican.test>",
      // No local endpoint for Stripe: none of the pages below calls it (the key only has to be there).
      STRIPE_SECRET_KEY: "sk_test_image_check",
      STRIPE_WEBHOOK_SECRET: "whsec_image_check",
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      AWS_ACCESS_KEY_ID: s3.credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
      npm_config_update_notifier: "false",
    };

    step("release command — npm run db:migrate (fly.toml) on the empty database");
    const release = readFileSync(path.join(REPO, "fly.toml"), "utf8").match(/^\s*release_command\s*=\s*"([^"]+)"/m)?.[1];
    if (release !== "npm run db:migrate") fail(`fly.toml's release_command is ${JSON.stringify(release)}; update this check to run it`);
    run("npm", ["run", "db:migrate"], { cwd: dirs.image, env: appEnv });

    step(`node server.js on ${appUrl}`);
    server = spawn("node", ["server.js"], { cwd: dirs.image, env: appEnv, stdio: ["ignore", "pipe", "pipe"] });
    const exited = new Promise((resolve) => server.on("exit", (code, signal) => resolve(code ?? signal)));
    for (const stream of [server.stdout, server.stderr]) stream.on("data", (chunk) => (serverOutput += chunk));
    const deadline = Date.now() + 30_000;
    for (;;) {
      const gone = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(undefined), 250))]);
      if (gone !== undefined) fail(`the server exited (${gone}) before answering`);
      const up = await fetch(`${appUrl}/healthcheck`).then(
        () => true,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) fail("the server did not answer within 30 s");
    }

    step("pages");
    const health = await fetchOk(`${appUrl}/healthcheck`);
    if ((await health.text()) !== "OK") fail("/healthcheck did not answer OK");
    for (const page of ["/", "/louisiana-real-estate-courses", "/contact"]) await fetchOk(`${appUrl}${page}`);
    const upload = await fetchOk(`${appUrl}/uploads/${s3.key}`);
    if (upload.headers.get("content-type") !== "image/png") fail(`/uploads served ${upload.headers.get("content-type")}, not image/png`);
    if (!Buffer.from(await upload.arrayBuffer()).equals(s3.body)) fail("/uploads served other bytes than the bucket holds");

    step("metrics — /metrics on the internal port, not on the public one (decision 0091)");
    const metrics = await (await fetchOk(`http://127.0.0.1:${PORT + 10_000}/metrics`)).text();
    if (!/^http_requests_total\{route="routes\/_public\+\/contact\/route",method="GET",status="200"\} [1-9]/m.test(metrics))
      fail(`/metrics did not count GET /contact: ${metrics.slice(0, 500)}`);
    if ((await fetch(`${appUrl}/metrics`)).status !== 404) fail("the public port answered /metrics");

    step("e-mail — a contact message, delivered through the Postmark SDK to the local endpoint");
    const db = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
    await db`insert into site_settings (premium_membership_price, support_email) values (199, 'support@pelican.test')`;
    await db.end();
    const form = new URLSearchParams({
      intent: "contact",
      name: "Image Check",
      email: "check@pelican.test",
      phone: "",
      subject: "Image check",
      professionalStatus: "agent",
      message: "Sent by scripts/check-image.mjs",
    });
    await fetchOk(`${appUrl}/contact`, { method: "POST", body: form }, (res) => res.status === 302);
    const until = Date.now() + 20_000;
    while (postmark.received.length === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
    const [sent] = postmark.received;
    if (!sent) fail("no request reached the Postmark endpoint within 20 s");
    if (sent.url !== "/email" || sent.token !== appEnv.POSTMARK_SERVER_TOKEN || sent.body?.To !== "support@pelican.test") {
      fail(`the Postmark endpoint got an unexpected request: ${JSON.stringify(sent).slice(0, 300)}`);
    }
    console.log(`POST /email → Postmark endpoint (To ${sent.body.To}, Tag ${sent.body.Tag})`);

    step("SIGTERM — the graceful stop (server/shutdown.js, decision 0084): exit 0, promptly");
    const signalled = performance.now();
    server.kill("SIGTERM");
    const code = await Promise.race([exited, sleep(15_000).then(() => "still running after 15 s")]);
    if (code !== 0) fail(`after SIGTERM the server exited with ${code}, not 0`);
    if (!serverOutput.includes("[server] stopped cleanly")) fail("the server did not say it stopped cleanly");
    console.log(`stopped cleanly in ${Math.round(performance.now() - signalled)} ms`);

    step(
      "two machines — no start without object storage; Tigris's names; an upload and a settings save through one, seen by the other (scripts/check-two-machines.mjs)",
    );
    await checkTwoMachines({ appDir: dirs.image, env: appEnv, databaseUrl, s3, ports: [PORT + 2, PORT + 3] });

    console.log(`\nimage check passed in ${seconds(started)}`);
  } finally {
    if (server && server.exitCode === null && server.signalCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(`cleanup: ${error.message}`));
    await admin.end();
    if (KEEP) console.log(`kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  if (serverOutput) console.error(`\n-- the server's output (last 4,000 characters) --\n${serverOutput.slice(-4000)}`);
  console.error(`\nimage check FAILED: ${error instanceof CheckFailed ? error.message : error.stack}`);
  process.exitCode = 1;
});
