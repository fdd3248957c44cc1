// The periodic work every machine schedules (decision 0094), on the job queue of app/utils/job-queue.server.ts.
// server.js starts it after the server listens and stops it on SIGTERM. The e-mail outbox keeps its own
// worker (decision 0064): its rows are already a queue with locks and retries.
import { getConnection } from "~/db.server";
import { deleteExpiredRows } from "./cleanup.server";
import { sendDueReminders } from "./reminders.server";
import { startJobQueue, stopJobQueue, type ScheduledJob } from "~/utils/job-queue.server";
import { logEvent } from "~/utils/log.server";

export const SCHEDULED_JOBS: ScheduledJob[] = [
  // 8:00 every morning in Louisiana; `asOf` (an ISO instant) lets a test or the dev helper's job run another day.
  {
    name: "reminders",
    cron: "0 8 * * *",
    run: (data) => sendDueReminders(typeof data.asOf === "string" ? new Date(data.asOf) : new Date()),
  },
  { name: "cleanup", cron: "17 * * * *", run: () => deleteExpiredRows() },
];

/** Starts the queue with the scheduled jobs; a failure is logged, never fatal (the site serves without it). */
export async function startScheduledJobs(): Promise<void> {
  if (process.env.JOB_QUEUE === "off") return;
  try {
    await startJobQueue({ db: getConnection(), jobs: SCHEDULED_JOBS });
  } catch (error) {
    logEvent("error", "job_queue_start_failed", { message: error instanceof Error ? error.message : String(error) });
  }
}

export const stopScheduledJobs = stopJobQueue;
