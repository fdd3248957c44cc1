// Reminders (decision 0093) and the job queue that runs them (decision 0094), on PGlite and on
// PostgreSQL: each reminder at its milestone exactly once with two schedulers at once; none after
// completion, unsubscribe, deactivation or anonymisation; the Louisiana day boundary and December 31;
// the one-click unsubscribe headers; the queue running a reminders job and the clean-ups.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getConnection, getDb, schema } from "~/db.server";
import { deleteExpiredRows } from "~/models/operations/cleanup.server";
import { sendDueReminders, setAtRiskDigest, unsubscribeByToken, unsubscribeStatus } from "~/models/operations/reminders.server";
import { formatCertificateId, randomCertificateSuffix } from "~/rules/certificate-id";
import { addDays } from "~/rules/license-deadlines";
import { unsubscribeHeaders } from "~/services/email.server";
import { jobQueue, startJobQueue, stopJobQueue } from "~/utils/job-queue.server";
import { createLearner } from "../learners";

const { profiles, emailOutbox, remindersSent, courses, evaluations, generatedCertificates, companies, userRoles, companyInvitations } =
  schema;

let run = 0;
let evaluationId: string;
let postCourse: { id: string; slug: string };

/** 8:00 in Louisiana (CST, UTC-6) on a day. */
const morning = (day: string) => new Date(`${day}T14:00:00Z`);

async function learner(license: { type?: "salesperson" | "broker"; initial?: string } = {}) {
  const id = await createLearner({ subscribed: false, firstName: `Rem${++run}` });
  await getDb()
    .update(profiles)
    .set({ licenseType: license.type ?? "salesperson", initialLicenseDate: license.initial ?? null })
    .where(eq(profiles.id, id));
  const [p] = await getDb().select({ email: profiles.email, token: profiles.unsubscribeToken }).from(profiles).where(eq(profiles.id, id));
  return { id, email: p.email, token: p.token };
}

/** A salesperson whose post-licensing deadline is `daysLeft` days after `today`. */
const postLicensee = (today: string, daysLeft: number) => learner({ initial: addDays(today, daysLeft - 180) });

async function certify(userId: string, courseType: "Post-licensing" | "Continuing Education", hours: number, completionDate: string) {
  const [c] = await getDb()
    .insert(courses)
    .values({ slug: `rem-${Date.now()}-${++run}`, title: `Course ${run}`, courseType, hours })
    .returning({ id: courses.id });
  await getDb()
    .insert(generatedCertificates)
    .values({
      userId,
      courseId: c.id,
      evaluationId,
      attemptNumber: 1,
      uniqueCertificateId: formatCertificateId(c.id, randomCertificateSuffix()),
      completionDate,
      studentName: "Someone",
      courseTitle: `Course ${run}`,
      courseType,
      hours,
    });
}

async function mailTo(email: string, templateKey?: string) {
  const found = await getDb().select().from(emailOutbox).where(eq(emailOutbox.recipient, email));
  return templateKey ? found.filter((m) => m.templateKey === templateKey) : found;
}

/** Two schedulers at once (two machines), then once more the same day. */
async function twoSchedulers(now: Date) {
  await Promise.all([sendDueReminders(now), sendDueReminders(now)]);
  await sendDueReminders(now);
}

beforeAll(async () => {
  await getDb()
    .insert(schema.siteSettings)
    .values({ premiumMembershipPrice: 199, supportEmail: "help@pelican.example" })
    .onConflictDoNothing();
  [{ id: evaluationId }] = await getDb().insert(evaluations).values({}).returning({ id: evaluations.id });
  [postCourse] = await getDb()
    .insert(courses)
    .values({ slug: `post-licensing-rem-${Date.now()}`, title: "Post-licensing 45", courseType: "Post-licensing", hours: 45 })
    .returning({ id: courses.id, slug: courses.slug });
});

afterAll(async () => {
  await stopJobQueue();
});

describe("post-licensing reminders", () => {
  it("goes at 60, 30 and 7 days before the deadline, each exactly once with two schedulers at once, with the course link", async () => {
    const today = "2026-10-02";
    const a = await postLicensee(today, 60);
    await getDb().insert(schema.studentCourseAccess).values({ userId: a.id, courseId: postCourse.id, accessType: "premium_subscription" });

    await sendDueReminders(morning(addDays(today, -1))); // 61 days before: nothing
    expect(await mailTo(a.email)).toHaveLength(0);

    for (const [offset, count] of [
      [0, 1],
      [1, 1],
      [30, 2],
      [45, 2],
      [53, 3],
      [60, 3],
      [61, 3],
    ] as const) {
      await twoSchedulers(morning(addDays(today, offset)));
      expect(await mailTo(a.email, "post_licensing_reminder"), `day ${offset}`).toHaveLength(count);
    }
    const mails = await mailTo(a.email, "post_licensing_reminder");
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [
        "Your post-licensing deadline is in 60 days",
        "Your post-licensing deadline is in 30 days",
        "Your post-licensing deadline is in 7 days",
      ].sort(),
    );
    const thirty = mails.find((m) => m.subject.includes("30 days"))!;
    expect(thirty.textBody).toContain(`/course-player/${postCourse.slug}`);
    expect(thirty.textBody).toContain(`/unsubscribe?token=${a.token}`);
    expect(thirty.textBody).toContain("0 of 45");
    const sent = await getDb().select().from(remindersSent).where(eq(remindersSent.userId, a.id));
    expect(sent.map((r) => r.milestone).sort()).toEqual(
      [`${addDays(today, 60)}:30`, `${addDays(today, 60)}:60`, `${addDays(today, 60)}:7`].sort(),
    );
    expect(sent.every((r) => r.emailId !== null)).toBe(true);
  });

  it("none once the 45 hours are done, nor after unsubscribe, deactivation or anonymisation", async () => {
    const today = "2026-11-10";
    const done = await postLicensee(today, 30);
    await certify(done.id, "Post-licensing", 45, addDays(today, -10));
    const unsubscribed = await postLicensee(today, 30);
    expect(await unsubscribeByToken(unsubscribed.token)).toEqual({ email: unsubscribed.email });
    expect(await unsubscribeStatus(unsubscribed.token)).toEqual({ unsubscribed: true });
    const inactive = await postLicensee(today, 30);
    await getDb().update(profiles).set({ accountStatus: "inactive" }).where(eq(profiles.id, inactive.id));
    const anonymised = await postLicensee(today, 30);
    await getDb().update(profiles).set({ anonymisedAt: new Date() }).where(eq(profiles.id, anonymised.id));
    const control = await postLicensee(today, 30);

    await twoSchedulers(morning(today));
    for (const person of [done, unsubscribed, inactive, anonymised]) expect(await mailTo(person.email)).toHaveLength(0);
    expect(await mailTo(control.email, "post_licensing_reminder")).toHaveLength(1);
  });

  it("counts days by Louisiana's calendar: 23:59 on the eve is still the day before", async () => {
    // 2026-12-01 00:00 in Louisiana is 06:00 UTC; the deadline is 60 days after that day.
    const a = await postLicensee("2026-12-01", 60);
    await sendDueReminders(new Date("2026-12-01T05:59:00Z")); // 23:59 on November 30: 61 days
    expect(await mailTo(a.email)).toHaveLength(0);
    await sendDueReminders(new Date("2026-12-01T06:00:00Z")); // 00:00 on December 1: 60 days
    expect(await mailTo(a.email, "post_licensing_reminder")).toHaveLength(1);
  });
});

describe("continuing-education reminders", () => {
  it("1 November, 1 December and 15 December to licensees short of the year's hours, with the hours still needed", async () => {
    const short = await learner({ type: "broker", initial: "2019-05-01" });
    await certify(short.id, "Continuing Education", 4, "2026-03-01");
    const complete = await learner({ type: "broker", initial: "2019-05-01" });
    await certify(complete.id, "Continuing Education", 12, "2026-03-01");
    await getDb().execute(sql`update ${courses} set mandatory_topic = true where title = ${`Course ${run}`}`);

    await twoSchedulers(morning("2026-10-31"));
    expect(await mailTo(short.email)).toHaveLength(0);
    for (const [day, count] of [
      ["2026-11-01", 1],
      ["2026-11-20", 1],
      ["2026-12-01", 2],
      ["2026-12-15", 3],
    ] as const) {
      await twoSchedulers(morning(day));
      expect(await mailTo(short.email, "continuing_education_reminder"), day).toHaveLength(count);
    }
    const [first] = await mailTo(short.email, "continuing_education_reminder");
    expect(first.subject).toBe("You still need 8 hours of continuing education by December 31");
    expect(first.textBody).toContain("Mandatory topic: Not completed yet");
    expect(await mailTo(complete.email)).toHaveLength(0);
  });

  it("December 31 late in the evening is still the year's last reminder window; 1 January is not", async () => {
    const late = await learner({ type: "broker", initial: "2019-05-01" });
    await sendDueReminders(new Date("2027-01-01T05:30:00Z")); // 23:30 on December 31 in Louisiana
    const mails = await mailTo(late.email, "continuing_education_reminder");
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toContain("December 31, 2026");
    const next = await learner({ type: "broker", initial: "2019-05-01" });
    await sendDueReminders(new Date("2027-01-01T06:30:00Z")); // 00:30 on January 1
    expect(await mailTo(next.email)).toHaveLength(0);
  });
});

describe("premium renewal and pending invitations", () => {
  it("a renewing membership gets one reminder 7 days before; one set to cancel gets none", async () => {
    const renewing = await learner({ initial: "2020-01-01" });
    const canceling = await learner({ initial: "2020-01-01" });
    const end = new Date("2026-12-20T18:00:00Z");
    await getDb()
      .update(profiles)
      .set({ subscribed: true, subscriptionStatus: "active", subscriptionEnd: end, stripeSubscriptionId: "sub_renew" })
      .where(eq(profiles.id, renewing.id));
    await getDb()
      .update(profiles)
      .set({ subscribed: true, subscriptionStatus: "canceled", subscriptionEnd: end, stripeSubscriptionId: "sub_cancel" })
      .where(eq(profiles.id, canceling.id));
    await twoSchedulers(morning("2026-12-12"));
    expect(await mailTo(renewing.email, "premium_renewal_reminder")).toHaveLength(0);
    await twoSchedulers(morning("2026-12-13"));
    await twoSchedulers(morning("2026-12-14"));
    const mails = await mailTo(renewing.email, "premium_renewal_reminder");
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain("December 20, 2026");
    expect(await mailTo(canceling.email, "premium_renewal_reminder")).toHaveLength(0);
  });

  it("a pending company invitation: after 3 and 10 days, once each", async () => {
    const invited = await learner();
    const [company] = await getDb()
      .insert(companies)
      .values({ name: `Bayou ${run}` })
      .returning({ id: companies.id });
    await getDb()
      .insert(companyInvitations)
      .values({ companyId: company.id, userId: invited.id, createdAt: new Date("2026-12-01T16:00:00Z") });
    await twoSchedulers(morning("2026-12-03"));
    expect(await mailTo(invited.email, "company_invitation_reminder")).toHaveLength(0);
    await twoSchedulers(morning("2026-12-04"));
    await twoSchedulers(morning("2026-12-05"));
    expect(await mailTo(invited.email, "company_invitation_reminder")).toHaveLength(1);
    await twoSchedulers(morning("2026-12-11"));
    await twoSchedulers(morning("2026-12-12"));
    const mails = await mailTo(invited.email, "company_invitation_reminder");
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.textBody).join()).toContain("10 days ago");
  });
});

describe("the company admins' at-risk digest", () => {
  it("off by default; once on, one a week listing the members whose deadline is within 30 days", async () => {
    const today = "2026-12-02";
    const [company] = await getDb()
      .insert(companies)
      .values({ name: `Digest Realty ${run}` })
      .returning({ id: companies.id });
    const admin = await learner();
    const atRisk = await postLicensee(today, 20);
    const safe = await postLicensee(today, 90);
    const finished = await postLicensee(today, 10);
    await certify(finished.id, "Post-licensing", 45, addDays(today, -3));
    for (const id of [admin.id, atRisk.id, safe.id, finished.id])
      await getDb().update(profiles).set({ companyId: company.id }).where(eq(profiles.id, id));
    await getDb().insert(userRoles).values({ userId: admin.id, role: "company_admin" });
    await getDb().update(profiles).set({ firstName: "Ana", lastName: "AtRisk" }).where(eq(profiles.id, atRisk.id));

    await twoSchedulers(morning(today));
    expect(await mailTo(admin.email, "at_risk_digest")).toHaveLength(0);

    await setAtRiskDigest(company.id, true);
    await twoSchedulers(morning(today));
    await twoSchedulers(morning(addDays(today, 3))); // the same week
    const mails = await mailTo(admin.email, "at_risk_digest");
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/^1 member of Digest Realty/);
    expect(mails[0].textBody).toContain("Ana AtRisk");
    await twoSchedulers(morning(addDays(today, 6))); // Monday of the next week
    expect(await mailTo(admin.email, "at_risk_digest")).toHaveLength(2);
  });
});

describe("one-click unsubscribe headers", () => {
  it("a reminder carries List-Unsubscribe and List-Unsubscribe-Post; other e-mails none", () => {
    expect(unsubscribeHeaders({ unsubscribeUrl: "https://pelican.example/unsubscribe?token=t" })).toEqual([
      { name: "List-Unsubscribe", value: "<https://pelican.example/unsubscribe?token=t>" },
      { name: "List-Unsubscribe-Post", value: "List-Unsubscribe=One-Click" },
    ]);
    expect(unsubscribeHeaders({ resetUrl: "https://pelican.example/reset" })).toBeUndefined();
  });
});

describe("the job queue", () => {
  it("runs a reminders job and the clean-ups on the app's own database, visible afterwards; a failing job is retried", async () => {
    const today = "2027-02-10";
    const a = await postLicensee(today, 30);
    let cleaned: unknown;
    let flakyCalls = 0;
    const boss = await startJobQueue({
      db: getConnection(),
      pollingIntervalSeconds: 0.5,
      jobs: [
        { name: "reminders", cron: "0 8 * * *", run: (data) => sendDueReminders(new Date(String(data.asOf))) },
        { name: "cleanup", cron: "17 * * * *", run: async () => (cleaned = await deleteExpiredRows()) },
        {
          name: "flaky",
          cron: "0 3 * * *",
          retryDelay: 1,
          run: async () => {
            flakyCalls++;
            if (flakyCalls === 1) throw new Error("database away");
            return { ok: true };
          },
        },
      ],
    });
    expect(jobQueue()).toBe(boss);
    const schedules = await boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron, s.options?.tz]).sort()).toEqual([
      ["cleanup", "17 * * * *", "America/Chicago"],
      ["flaky", "0 3 * * *", "America/Chicago"],
      ["reminders", "0 8 * * *", "America/Chicago"],
    ]);

    const expired = await getDb()
      .insert(schema.sessions)
      .values({ id: `expired-${run}`, userId: a.id, expiresAt: new Date(Date.now() - 1000) })
      .returning({ id: schema.sessions.id });
    const jobId = await boss.send("reminders", { asOf: morning(today).toISOString() });
    const cleanupId = await boss.send("cleanup", {});
    const deadline = Date.now() + 20_000;
    let job = await boss.getJobById("reminders", jobId!);
    while (job?.state !== "completed" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      job = await boss.getJobById("reminders", jobId!);
    }
    expect(job?.state).toBe("completed");
    expect((job?.output as { post_licensing: number }).post_licensing).toBeGreaterThanOrEqual(1);
    expect(await mailTo(a.email, "post_licensing_reminder")).toHaveLength(1);

    let cleanup = await boss.getJobById("cleanup", cleanupId!);
    while (cleanup?.state !== "completed" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      cleanup = await boss.getJobById("cleanup", cleanupId!);
    }
    expect(cleanup?.state).toBe("completed");
    expect(cleaned).toMatchObject({ sessions: expect.any(Number) });
    expect(await getDb().select().from(schema.sessions).where(eq(schema.sessions.id, expired[0].id))).toHaveLength(0);
    // A job whose handler throws is retried (with backoff) and completes; its retry count stays visible.
    const flakyId = await boss.send("flaky", {});
    let flaky = await boss.getJobById("flaky", flakyId!);
    const later = Date.now() + 40_000;
    while (flaky?.state !== "completed" && Date.now() < later) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      flaky = await boss.getJobById("flaky", flakyId!);
    }
    expect(flaky?.state).toBe("completed");
    expect(flaky?.retryCount).toBe(1);
    expect(flakyCalls).toBe(2);

    await stopJobQueue();
    expect(jobQueue()).toBeUndefined();
  }, 90_000);
});

it("deletes expired sessions, spent tokens a week old and expired rate-limit rows, nothing else", async () => {
  const a = await learner();
  const now = new Date("2026-12-10T12:00:00Z");
  await getDb()
    .insert(schema.sessions)
    .values([
      { id: `old-${run}`, userId: a.id, expiresAt: new Date("2026-12-09T00:00:00Z") },
      { id: `live-${run}`, userId: a.id, expiresAt: new Date("2026-12-11T00:00:00Z") },
    ]);
  await getDb()
    .insert(schema.oneTimeTokens)
    .values([
      { userId: a.id, kind: "password_reset", tokenHash: `old-${run}`, expiresAt: new Date("2026-12-01T00:00:00Z") },
      { userId: a.id, kind: "password_reset", tokenHash: `recent-${run}`, expiresAt: new Date("2026-12-09T00:00:00Z") },
    ]);
  await getDb()
    .insert(schema.rateLimits)
    .values([
      { key: `old-${run}`, points: 1, expire: new Date("2026-12-10T11:00:00Z") },
      { key: `live-${run}`, points: 1, expire: new Date("2026-12-10T13:00:00Z") },
    ]);
  await deleteExpiredRows(now);
  expect((await getDb().select().from(schema.sessions).where(eq(schema.sessions.userId, a.id))).map((s) => s.id)).toEqual([`live-${run}`]);
  expect((await getDb().select().from(schema.oneTimeTokens).where(eq(schema.oneTimeTokens.userId, a.id))).map((t) => t.tokenHash)).toEqual([
    `recent-${run}`,
  ]);
  const limits = await getDb()
    .select()
    .from(schema.rateLimits)
    .where(and(sql`${schema.rateLimits.key} like ${`%-${run}`}`));
  expect(limits.map((l) => l.key)).toEqual([`live-${run}`]);
});
