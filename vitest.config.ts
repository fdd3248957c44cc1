import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(import.meta.dirname, "app") };

// Test files that replace a module (vi.mock) or spy on one need a module registry of their own.
const MOCKING = [
  "tests/integration/account.test.ts",
  "tests/integration/avatar-storage.test.ts",
  "tests/integration/billing-standin.test.ts",
  "tests/integration/billing-webhook.test.ts",
  "tests/integration/contact.test.ts",
  "tests/integration/credentials.test.ts",
  "tests/integration/staff-billing.test.ts",
  "tests/integration/payments-stripe.test.ts",
  "tests/integration/profile-load-failure.test.ts",
  "tests/integration/secret-rotation.test.ts",
  // Starts the Sentry SDK, which sets process-wide handlers: a registry (and process state) of its own.
  "tests/integration/error-reports.test.ts",
];

const database = {
  environment: "node" as const,
  globalSetup: ["tests/global-setup-database.ts"],
  setupFiles: ["tests/setup-database.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // The production image's young generation (Dockerfile NODE_OPTIONS, decision 0084): Node 24 sizes it
  // from the host, so garbage piled up to a size that depended on the machine (media-uploads' streamed
  // 201 MB upload measured a 70 MB rise in heap and buffers on one run here, under 64 MB on others).
  execArgv: ["--max-semi-space-size=16"],
};

// Every other file shares its worker's modules (isolate: false): a fresh process per file cost more
// than the tests themselves on a 2-CPU machine (unit 29 s → 4 s, integration 220 s → 95 s). Each
// database file still gets its own database (tests/setup-database.ts runs before every file).
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          environment: "node",
          isolate: false,
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          ...database,
          name: "integration",
          isolate: false,
          include: ["tests/integration/**/*.test.ts", "db/**/*.test.ts"],
          exclude: MOCKING,
        },
      },
      {
        resolve: { alias },
        test: { ...database, name: "integration-mocking", include: MOCKING },
      },
    ],
  },
});
