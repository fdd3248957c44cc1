// Applies the committed migrations to the configured database (DATABASE_URL, else PGlite).
// Fly runs it as the release command; `npm run dev` runs it through db/setup.ts.
import { connectFromEnv } from "./client";

const connection = connectFromEnv();
try {
  await connection.migrate();
  console.log(`Migrations applied (${connection.driver}).`);
} finally {
  await connection.close();
}
