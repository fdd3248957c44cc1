import { pingDatabase } from "~/models/operations/health.server";
import { logEvent } from "~/utils/log.server";

// Fly's health check: the server answers and the database does too.
export async function loader() {
  try {
    await pingDatabase();
    return new Response("OK", { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    logEvent("error", "healthcheck_failed", { error });
    return new Response("Database unavailable", { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
