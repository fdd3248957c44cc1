// Two production servers on one PostgreSQL database and one bucket, as two Fly machines run
// (issue 45; decisions 0085 and 0086). Run by the image check on the image's own files, and on its own
// against this checkout's build:
//
//   npm run build && node scripts/check-two-machines.mjs
//   TWO_MACHINES_DATABASE_URL  where to create the scratch database (default postgres://postgres@127.0.0.1:5432/postgres)
//   TWO_MACHINES_PORT          the first server's port; the second takes the next (default 3206)
//
// It checks, with real processes and HTTP only:
//   1. a production server without object storage refuses to start, and its message says what to set;
//   2. servers A and B started with the names `fly storage create` sets (BUCKET_NAME,
//      AWS_ENDPOINT_URL_S3, AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY), pointed at s3rver;
//   3. an image an admin uploads through A is served by B, byte for byte, and is in the bucket;
//   4. /admin/settings saved through A is on B's form, and B's signed-in pages, on the next request;
//   5. B's form opened before that save is refused (409) naming what changed, and nothing is written.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { hash } from "@node-rs/argon2";
import postgres from "postgres";
import S3rver from "s3rver";

export class TwoMachinesFailed extends Error {}
const fail = (message) => {
  throw new TwoMachinesFailed(message);
};

/** A 1×1 PNG, as an admin's upload. */
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082",
  "hex",
);

const decode = (text) =>
  text.replace(/&(#x?[0-9a-f]+|quot|amp|lt|gt|apos);/gi, (_, entity) => {
    const named = { quot: '"', amp: "&", lt: "<", gt: ">", apos: "'" }[entity.toLowerCase()];
    if (named) return named;
    return String.fromCodePoint(entity[1].toLowerCase() === "x" ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10));
  });

/** The values of a page's inputs, by name. */
function inputs(html) {
  const values = {};
  for (const [tag] of html.matchAll(/<input\b[^>]*>/g)) {
    const name = /\sname="([^"]*)"/.exec(tag)?.[1];
    if (!name) continue;
    values[decode(name)] = decode(/\svalue="([^"]*)"/.exec(tag)?.[1] ?? "");
  }
  return values;
}

/** Starts `node server.js` in appDir; resolves once /healthcheck answers, or fails with its output. */
async function startServer({ appDir, env, port, label }) {
  let output = "";
  const child = spawn("node", ["server.js"], {
    cwd: appDir,
    env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? signal)));
  const origin = `http://127.0.0.1:${port}`;
  // 90 s: beside npm test on a 2-CPU machine a cold start has taken over 30 s.
  const deadline = Date.now() + 90_000;
  for (;;) {
    const gone = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(undefined), 250))]);
    if (gone !== undefined) fail(`server ${label} exited (${gone}) before answering:\n${output.slice(-3000)}`);
    if (
      await fetch(`${origin}/healthcheck`).then(
        (res) => res.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) fail(`server ${label} did not answer within 90 s:\n${output.slice(-3000)}`);
  }
  return {
    origin,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Runs `node server.js` without object storage and expects it to exit, saying what to set. */
async function expectRefusedStart({ appDir, env, port }) {
  const child = spawn("node", ["server.js"], {
    cwd: appDir,
    env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => (output += chunk));
  const code = await Promise.race([
    new Promise((resolve) => child.on("exit", (exitCode, signal) => resolve(exitCode ?? signal))),
    new Promise((resolve) => setTimeout(() => resolve("still running"), 30_000)),
  ]);
  if (code === "still running") {
    child.kill("SIGTERM");
    fail("a production server without object storage was still running after 30 s");
  }
  const expected =
    "Production needs object storage for uploads; missing: S3_BUCKET (or BUCKET_NAME), AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY.";
  if (code === 0 || !output.includes(expected) || !output.includes("fly storage create")) {
    fail(`a production server without object storage exited with ${code} and did not say what to set:\n${output.slice(-2000)}`);
  }
  console.log(`without object storage: exited (${code}) — "${expected}"`);
}

async function send(url, init = {}, expectStatus) {
  const res = await fetch(url, { redirect: "manual", ...init });
  if (expectStatus !== undefined && res.status !== expectStatus) {
    fail(`${init.method ?? "GET"} ${url} answered ${res.status}, not ${expectStatus}: ${(await res.text()).slice(0, 400)}`);
  }
  return res;
}

/**
 * The checks, on a migrated database (`databaseUrl`) and a bucket (`s3`: endpoint, bucket,
 * credentials). `env` holds everything else a production server needs; `ports` two free ports.
 */
export async function checkTwoMachines({ appDir, env, databaseUrl, s3, ports }) {
  const started = performance.now();
  const base = {
    ...env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: env.SESSION_SECRET ?? randomBytes(32).toString("hex"),
  };
  for (const key of [
    "S3_BUCKET",
    "S3_ENDPOINT",
    "BUCKET_NAME",
    "AWS_ENDPOINT_URL_S3",
    "AWS_REGION",
    "AWS_ACCESS_KEY_ID",
    "AWS_SECRET_ACCESS_KEY",
    "LOCAL_STANDINS",
  ])
    delete base[key];

  await expectRefusedStart({ appDir, env: base, port: ports[0] });

  // What `fly storage create` sets (Tigris), pointed at s3rver.
  const tigris = {
    ...base,
    BUCKET_NAME: s3.bucket,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    AWS_REGION: "auto",
    AWS_ACCESS_KEY_ID: s3.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
  };
  const db = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
  const servers = [];
  try {
    // An admin to sign in as.
    const email = `two-machines-${randomBytes(4).toString("hex")}@pelican.test`;
    const password = randomBytes(12).toString("base64url");
    const [user] =
      await db`insert into users (email, password_hash, email_confirmed_at) values (${email}, ${await hash(password)}, now()) returning id`;
    await db`insert into profiles (id, first_name, last_name, email) values (${user.id}, 'Two', 'Machines', ${email})`;
    await db`insert into user_roles (user_id, role) values (${user.id}, 'admin')`;
    await db`insert into site_settings (id, site_name, premium_membership_price, support_email) values (1, 'Pelican Before', 59.99, 'support@pelican.test') on conflict (id) do update set site_name = 'Pelican Before', premium_membership_price = 59.99`;

    const [a, b] = await Promise.all([
      startServer({ appDir, env: { ...tigris, APP_URL: `http://127.0.0.1:${ports[0]}` }, port: ports[0], label: "A" }),
      startServer({ appDir, env: { ...tigris, APP_URL: `http://127.0.0.1:${ports[1]}` }, port: ports[1], label: "B" }),
    ]);
    servers.push(a, b);
    console.log(
      `servers A (${a.origin}) and B (${b.origin}) on one database, bucket "${s3.bucket}" through BUCKET_NAME / AWS_ENDPOINT_URL_S3`,
    );

    // Sign in through A; the cookie works on B too (one SESSION_SECRET, sessions in the database).
    const login = await send(
      `${a.origin}/login`,
      { method: "POST", body: new URLSearchParams({ intent: "signin", email, password }) },
      302,
    );
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .find((c) => c.startsWith("__session="));
    if (!cookie) fail("signing in through A set no session cookie");
    const headers = { Cookie: cookie };

    // 3. Upload through A, served by B.
    const upload = new FormData();
    upload.set("kind", "image");
    upload.set("file", new Blob([PNG], { type: "image/png" }), "pixel.png");
    const uploaded = await send(`${a.origin}/admin/media`, { method: "POST", body: upload, headers }, 200);
    const address = /\/uploads\/media\/[^"'<\s]+\.png/.exec(await uploaded.text())?.[0];
    if (!address) fail("uploading an image through A gave no /uploads address");
    const served = await send(`${b.origin}${address}`, {}, 200);
    if (served.headers.get("content-type") !== "image/png" || !Buffer.from(await served.arrayBuffer()).equals(PNG))
      fail(`B served ${address} with other bytes or type (${served.headers.get("content-type")})`);
    const client = new S3Client({ region: "auto", endpoint: s3.endpoint, forcePathStyle: true, credentials: s3.credentials });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: address.slice("/uploads/".length) }));
    if (listed.KeyCount !== 1) fail(`${address} is not in the bucket`);
    if (existsSync(path.join(appDir, "data", "uploads"))) fail("a production server wrote uploads to its own disk (data/uploads)");
    console.log(`upload through A → ${address}, in the bucket, served by B (${PNG.length} bytes, image/png)`);

    // 4. A save through A is on B's form, and B's signed-in pages, on the next request.
    const formOf = async (server) => inputs(await (await send(`${server.origin}/admin/settings`, { headers }, 200)).text());
    const onB = await formOf(b);
    const onA = await formOf(a);
    if (onB.siteName !== "Pelican Before" || !onB.editVersion) fail(`B's settings form: ${JSON.stringify(onB)}`);
    if (onA.editVersion !== onB.editVersion) fail("A and B gave the same settings different versions");
    // Read B once more first, as a per-process cache would have been filled by now.
    await send(`${b.origin}/admin`, { headers }, 200);
    const renamed = "Pelican Renamed On A";
    await send(`${a.origin}/admin/settings`, { method: "POST", headers, body: new URLSearchParams({ ...onA, siteName: renamed }) }, 302);
    const savedAt = performance.now();
    const after = await formOf(b);
    const seenIn = performance.now() - savedAt;
    if (after.siteName !== renamed) fail(`B's settings form still shows "${after.siteName}" after A saved "${renamed}"`);
    const page = await (await send(`${b.origin}/admin`, { headers }, 200)).text();
    if (!page.includes(renamed)) fail("B's signed-in page does not show the site name A saved");
    console.log(`settings saved through A: on B's form and signed-in page at the next request (${seenIn.toFixed(0)} ms after the save)`);

    // 5. B's form from before the save is refused, naming the change; nothing is written.
    const [before] = await db`select * from site_settings where id = 1`;
    const stale = await send(`${b.origin}/admin/settings`, {
      method: "POST",
      headers,
      body: new URLSearchParams({ ...onB, premiumMembershipPrice: "64.00" }),
    });
    const text = decode(await stale.text());
    if (stale.status !== 409) fail(`B's stale settings form answered ${stale.status}, not 409`);
    if (!text.includes("Not saved: someone else changed this after you opened it") || !text.includes(`School name is now "${renamed}"`))
      fail(`B's stale form was refused without saying what changed: ${text.slice(0, 600)}`);
    const [unchanged] = await db`select * from site_settings where id = 1`;
    if (JSON.stringify(unchanged) !== JSON.stringify(before)) fail("B's stale form changed the settings");
    console.log(`B's form opened before A's save: 409, "School name is now "${renamed}"", nothing written`);
    console.log(`two machines passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    for (const [i, server] of servers.entries())
      console.error(`\n-- server ${"AB"[i]}'s output (last 2,000 characters) --\n${server.output().slice(-2000)}`);
    throw error;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await db.end();
  }
}

/** s3rver with one bucket, in `directory`. */
export async function startS3rver(directory, bucket = "pelican-two-machines") {
  const s3rver = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await s3rver.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    close: () => s3rver.close(),
  };
}

async function main() {
  const repo = path.resolve(import.meta.dirname, "..");
  if (!existsSync(path.join(repo, "build", "server", "index.js"))) fail("no build: run `npm run build` first");
  const adminUrl = process.env.TWO_MACHINES_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const port = Number(process.env.TWO_MACHINES_PORT ?? 3206);
  const database = `pelican_two_machines_${process.pid}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  const work = mkdtempSync(path.join(tmpdir(), "pelican-two-machines-"));
  const s3 = await startS3rver(work);
  try {
    await admin.unsafe(`create database ${database}`);
    const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).href;
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, npm_config_update_notifier: "false" };
    const migrate = spawn("npm", ["run", "db:migrate"], { cwd: repo, env: { ...env, DATABASE_URL: databaseUrl }, stdio: "inherit" });
    const migrated = await new Promise((resolve) => migrate.on("exit", resolve));
    if (migrated !== 0) fail(`npm run db:migrate exited with ${migrated}`);
    // Postmark and Stripe keys only have to be there: nothing here sends e-mail or calls Stripe.
    await checkTwoMachines({
      appDir: repo,
      env: {
        ...env,
        POSTMARK_SERVER_TOKEN: "two-machines",
        POSTMARK_API_URL: "http://127.0.0.1:9",
        STRIPE_SECRET_KEY: "sk_test_two_machines",
        STRIPE_WEBHOOK_SECRET: "whsec_two_machines",
      },
      databaseUrl,
      s3,
      ports: [port, port + 1],
    });
  } finally {
    await s3.close();
    await admin.unsafe(`drop database if exists ${database} with (force)`);
    await admin.end();
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(`\ntwo machines FAILED: ${error instanceof TwoMachinesFailed ? error.message : error.stack}`);
    process.exitCode = 1;
  });
}
