import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;
// Debian's old headless shell (package chromium-headless-shell) is what Playwright itself runs headless,
// and takes half the time of the full browser per page; the full browser is the fallback.
const DEBIAN_BROWSERS = ["/usr/lib/chromium/chromium-headless-shell", "/usr/lib/chromium/chromium", "/usr/bin/chromium"];
const ADMIN_SPECS = /admin-[\w-]+\.spec\.ts$/;

// Debian's Chromium when present (this project never downloads browsers); elsewhere set
// PLAYWRIGHT_CHROMIUM_PATH, or run `npx playwright install chromium` on a machine that may.
const executablePath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? DEBIAN_BROWSERS.find((file) => existsSync(file));

const launchOptions = {
  executablePath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    // The GPU process (software compositing, as there is no GPU) runs inside the browser process:
    // about a tenth less CPU across the browser's processes in a measured subset of the journeys.
    "--in-process-gpu",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // CI machines have 2 CPUs; axe runs and fresh production pages can take a while under two workers.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    trace: "on-first-retry",
    timezoneId: "America/Chicago",
  },
  // Every journey runs twice: with JavaScript, and without it (progressive enhancement).
  // The admin journeys publish courses and announcements into the shared database, so they run after
  // every other journey (the catalogue's counts are the seed's).
  projects: [
    {
      name: "js",
      testIgnore: ADMIN_SPECS,
      use: { ...devices["Desktop Chrome"], launchOptions, javaScriptEnabled: true },
    },
    {
      name: "no-js",
      testIgnore: ADMIN_SPECS,
      use: { ...devices["Desktop Chrome"], launchOptions, javaScriptEnabled: false },
    },
    {
      name: "admin-js",
      testMatch: ADMIN_SPECS,
      dependencies: ["js", "no-js"],
      use: { ...devices["Desktop Chrome"], launchOptions, javaScriptEnabled: true },
    },
    {
      name: "admin-no-js",
      testMatch: ADMIN_SPECS,
      dependencies: ["js", "no-js"],
      use: { ...devices["Desktop Chrome"], launchOptions, javaScriptEnabled: false },
    },
  ],
  // The production build on a fresh, seeded embedded database with the local stand-ins.
  webServer: {
    command: "node tests/e2e/server.mjs",
    url: `${BASE_URL}/healthcheck`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: { E2E_PORT: String(PORT) },
  },
});
