// Running a transaction again after PostgreSQL aborted it as a deadlock victim or for a serialization
// failure (decision 0053). Pure: no database import, so it is unit-tested on its own; models use it
// through app/db.server.ts.
/** PostgreSQL's serialization failure (40001) and deadlock (40P01): the transaction may simply run again. */
const RETRYABLE_CODES = new Set(["40001", "40P01"]);

/** Is this error (or an error it wraps) a serialization failure or a deadlock? */
export function isRetryableConflict(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (RETRYABLE_CODES.has((e as { code?: string }).code ?? "")) return true;
  }
  return false;
}

/**
 * Runs a whole transaction again when PostgreSQL aborted it as a deadlock victim or for a
 * serialization failure (decision 0053): a few attempts with a short random pause, then the error.
 * `run` must start its own transaction, so each attempt begins afresh.
 */
export async function retryOnConflict<T>(
  run: () => Promise<T>,
  attempts = 5,
  pause = (attempt: number) => 5 + Math.random() * 20 * attempt,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause(attempt)));
    }
  }
}
