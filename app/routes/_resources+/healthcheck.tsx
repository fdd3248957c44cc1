import { pingDatabase } from "~/models/operations/health.server";
import { logEvent } from "~/utils/log.server";

/**
 * How long the database may take to answer the probe. Fly's check gives up after 5 s (fly.toml); the
 * answer comes within 2 s whatever the pool does — every connection busy, a handshake that hangs, a
 * database that is gone (decision 0083). The probe's query may still finish later; nothing waits for it.
 */
export const HEALTHCHECK_DATABASE_TIMEOUT_MS = 1500;

class ProbeTimedOut extends Error {
  override name = "ProbeTimedOut";
}

// Fly's health check: the server answers and the database does too.
export async function loader() {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ProbeTimedOut(`The database did not answer within ${HEALTHCHECK_DATABASE_TIMEOUT_MS} ms.`)),
      HEALTHCHECK_DATABASE_TIMEOUT_MS,
    );
  });
  const probe = pingDatabase();
  try {
    await Promise.race([probe, timedOut]);
    return new Response("OK", { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    // A probe that fails after the timeout answered must not become an unhandled rejection.
    probe.catch(() => undefined);
    logEvent("error", "healthcheck_failed", { error });
    return new Response("Database unavailable", { status: 503, headers: { "Cache-Control": "no-store" } });
  } finally {
    clearTimeout(timer);
  }
}
