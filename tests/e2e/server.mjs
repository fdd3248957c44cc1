// Starts the production build for the end-to-end tests: a fresh embedded database in
// data/e2e, migrated and seeded, then the app's server (server.js, as `npm start` runs it) with the
// local stand-ins. The server takes the client's address from the socket; a test that needs an
// address of its own sends X-Test-Client-Address (tests/e2e/helpers.ts, useOwnAddress), which only
// the local stand-ins honour.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";

const port = process.env.E2E_PORT ?? "3100";
// One database folder per port, so two runs on different ports never share (or delete) one.
const dataDir = `data/e2e-${port}`;
rmSync(dataDir, { recursive: true, force: true });

const env = {
  ...process.env,
  PGLITE_DIR: dataDir,
  DATABASE_URL: "",
  NODE_ENV: "production",
  LOCAL_STANDINS: "1",
  APP_URL: `http://localhost:${port}`,
  PORT: port,
  // The internal metrics port (server/metrics.js): one per test server, beside its own.
  METRICS_PORT: String(Number(port) + 10_000),
};

const setup = spawnSync("npx", ["tsx", "db/setup.ts"], { env, stdio: "inherit" });
if (setup.status !== 0) process.exit(setup.status ?? 1);

const server = spawn(process.execPath, ["server.js"], { env, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
