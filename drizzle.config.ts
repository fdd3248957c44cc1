import { defineConfig } from "drizzle-kit";

// Migrations are generated from the TypeScript schema and committed; the same SQL runs on
// PGlite (default) and on PostgreSQL (DATABASE_URL).
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema/index.ts",
  out: "./db/migrations",
  casing: "snake_case",
  strict: true,
});
