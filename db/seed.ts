/**
 * Seed data for Pelican Real Estate School: a deterministic Louisiana catalogue, demo accounts and
 * a little learner activity. Safe to run any number of times: ids and dates are fixed, content is
 * upserted with the same values, and accounts and learner state are only inserted when missing.
 *
 *   tsx db/seed.ts        migrate, seed, close (DATABASE_URL or PGLITE_DIR, as the app)
 */
import { inArray } from "drizzle-orm";
import { pathToFileURL } from "node:url";
import { hashPassword } from "../app/utils/password.server";
import { connectFromEnv, type Db } from "./client";
import { users } from "./schema";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./seed/accounts";
import { seedCertificates } from "./seed/certificates";
import { seedCatalog } from "./seed/write-catalog";
import { seedPeople } from "./seed/write-people";

export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_USER_IDS, BAYOU_REALTY_COMPANY_ID } from "./seed/accounts";
export { COURSE_SLUGS, QUICK_COURSE_IDS } from "./seed/courses";
export { seedId, ids as seedIds } from "./seed/ids";

/**
 * Hashes the demo password once per demo account that does not exist yet (argon2 hashes are salted,
 * so an existing account's hash is never rewritten).
 */
async function hashesForNewDemoAccounts(db: Db): Promise<Map<string, string>> {
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const existing = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  const known = new Set(existing.map((row) => row.email));
  const hashes = new Map<string, string>();
  for (const email of emails) if (!known.has(email)) hashes.set(email, await hashPassword(DEMO_PASSWORD));
  return hashes;
}

export async function seed(db: Db): Promise<void> {
  const passwordHashes = await hashesForNewDemoAccounts(db);
  await db.transaction(async (tx) => {
    await seedCatalog(tx);
    await seedPeople(tx, passwordHashes);
    await seedCertificates(tx);
  });
}

async function main() {
  const connection = connectFromEnv();
  try {
    await connection.migrate();
    await seed(connection.db);
    console.log(`Seeded the ${connection.driver} database.`);
  } finally {
    await connection.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
