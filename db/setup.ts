/**
 * `npm run db:setup` (run by `npm run dev`): migrate, seed, close, and print a one-line summary.
 * Uses DATABASE_URL when set, else PGlite in PGLITE_DIR (default ./data/pglite).
 */
import { count, eq } from "drizzle-orm";
import { connectFromEnv, DEFAULT_PGLITE_DIR } from "./client";
import { courses, users } from "./schema";
import { seed } from "./seed";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./seed/accounts";

async function main() {
  const started = Date.now();
  const connection = connectFromEnv();
  try {
    await connection.migrate();
    await seed(connection.db);
    const [published] = await connection.db.select({ n: count() }).from(courses).where(eq(courses.status, "published"));
    const [people] = await connection.db.select({ n: count() }).from(users);
    const where = connection.driver === "postgres" ? "postgres (DATABASE_URL)" : `pglite ${process.env.PGLITE_DIR || DEFAULT_PGLITE_DIR}`;
    console.log(
      `Database ready: ${where}, ${published.n} published courses, ${people.n} users; ` +
        `sign in as ${DEMO_ACCOUNTS.map((a) => a.email).join(", ")} with password ${DEMO_PASSWORD} ` +
        `(${Date.now() - started} ms).`,
    );
  } finally {
    await connection.close();
  }
}

main().catch((error) => {
  console.error("Database setup failed:", error);
  process.exit(1);
});
