// The job queue on the app's own database (decision 0094): pg-boss, run on every machine. Its cron
// schedules are kept in the database and each tick becomes one job whatever the number of machines
// (a singleton key per minute); a job is fetched by one worker (SKIP LOCKED), retried with backoff
// when its handler throws, and visible afterwards in the pgboss schema's tables (state, output,
// retries). It runs over the app's connection (`executeSql`), so the same code serves PostgreSQL and
// PGlite. Infrastructure only: the jobs and their handlers are passed in (scheduled-jobs.server.ts).
import PgBoss from "pg-boss";
import { SCHOOL_TIME_ZONE } from "~/rules/school-time";
import { logEvent } from "./log.server";

export type ScheduledJob = {
  /** The queue's name (letters, digits, dashes). */
  name: string;
  /** Five-field cron in Louisiana time (America/Chicago). */
  cron: string;
  /** Throws to have the job retried. */
  run: (data: Record<string, unknown>) => Promise<unknown>;
  retryLimit?: number;
  /** Seconds before the first retry (doubled each time). */
  retryDelay?: number;
  expireInSeconds?: number;
};

export type SqlExecutor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

export const JOB_SCHEMA = "pgboss";

declare global {
  // One queue per process, kept across development rebuilds of the server bundle.
  var __pelicanJobQueue: PgBoss | undefined;
}

/** Starts the queue in this process: creates its tables on first use, registers the jobs' schedules and workers. Idempotent. */
export async function startJobQueue({
  db,
  jobs,
  pollingIntervalSeconds = 10,
}: {
  db: SqlExecutor;
  jobs: ScheduledJob[];
  pollingIntervalSeconds?: number;
}): Promise<PgBoss> {
  if (globalThis.__pelicanJobQueue) return globalThis.__pelicanJobQueue;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => db.executeSql(text, values) },
    schema: JOB_SCHEMA,
    // Finished jobs stay visible for a week; maintenance (one machine at a time) archives and deletes.
    retentionDays: 7,
    deleteAfterDays: 7,
  });
  boss.on("error", (error) => logEvent("error", "job_queue_error", { message: error.message }));
  globalThis.__pelicanJobQueue = boss;
  try {
    await boss.start();
    for (const job of jobs) {
      const options = {
        name: job.name,
        // One job of a name active at a time: two machines never run the same clean-up side by side.
        policy: "singleton" as const,
        retryLimit: job.retryLimit ?? 3,
        retryDelay: job.retryDelay ?? 60,
        retryBackoff: true,
        expireInSeconds: job.expireInSeconds ?? 15 * 60,
      };
      await boss.createQueue(job.name, options);
      await boss.updateQueue(job.name, options);
      await boss.schedule(job.name, job.cron, {}, { tz: SCHOOL_TIME_ZONE });
      await boss.work<Record<string, unknown>>(job.name, { pollingIntervalSeconds }, async ([first]) => {
        const started = Date.now();
        const output = await job.run(first?.data ?? {});
        logEvent("info", "job_done", { job: job.name, ms: Date.now() - started, output });
        return output;
      });
    }
  } catch (error) {
    globalThis.__pelicanJobQueue = undefined;
    await boss.stop({ graceful: false, wait: true }).catch(() => {});
    throw error;
  }
  return boss;
}

/** Stops fetching jobs and waits (up to `timeoutMs`) for the running ones to finish. */
export async function stopJobQueue(timeoutMs = 10_000): Promise<void> {
  const boss = globalThis.__pelicanJobQueue;
  if (!boss) return;
  globalThis.__pelicanJobQueue = undefined;
  await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
}

/** The running queue of this process, if any (tests and the dev helper send jobs through it). */
export function jobQueue(): PgBoss | undefined {
  return globalThis.__pelicanJobQueue;
}
