import { sql } from "drizzle-orm";
import { getDb } from "~/db.server";

// Fly's health check: the server answers and the database does too.
export async function loader() {
  try {
    await getDb().execute(sql`select 1`);
    return new Response("OK", { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error(JSON.stringify({ event: "healthcheck_failed", error: String(error) }));
    return new Response("Database unavailable", { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
