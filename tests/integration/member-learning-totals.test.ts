// The per-member totals and the enrollments' copies of their progress summaries that company reports
// read (migration 0009; decision 0027) are kept by database triggers. Whatever writes — the player's
// own model functions, a retake, bulk SQL, a cascade — they must equal what the base rows say, counted
// here independently in TypeScript; and concurrent writers for one member must not leave a stale total.
import { beforeAll, describe, expect, it } from "vitest";
import { seed } from "../../db/seed";
import { eq, inArray, sql } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { enrollInCourse, unenrollFromCourse } from "~/models/learning/enrollment.server";
import { completeItem } from "~/models/learning/progress.server";
import { loadPlayerData } from "~/models/learning/player.server";
import { formatCertificateId, randomCertificateSuffix } from "~/rules/certificate-id";
import { QUICK_COURSE_IDS } from "../fixtures/quick-course";
import { createLearner } from "../learners";
import { sessionUser } from "../session-user";

const { users, profiles, companies, courses, evaluations, studentCourseAccess: access, userCourseProgressSummary: summaries } = schema;
const { generatedCertificates, memberLearningTotals: totals, companyCourseTotals } = schema;

let made = 0;
async function course() {
  const [row] = await getDb()
    .insert(courses)
    .values({ slug: `totals-${Date.now()}-${++made}`, title: `Totals ${made}`, courseType: "Continuing Education", hours: 3 })
    .returning({ id: courses.id });
  return row.id;
}

let evaluationId: string | undefined;
async function certify(userId: string, courseId: string, hours: number) {
  evaluationId ??= (await getDb().insert(evaluations).values({}).returning({ id: evaluations.id }))[0].id;
  const [row] = await getDb()
    .insert(generatedCertificates)
    .values({
      userId,
      courseId,
      evaluationId,
      uniqueCertificateId: formatCertificateId(courseId, randomCertificateSuffix()),
      completionDate: "2026-05-01",
      studentName: "Someone",
      courseTitle: "Totals",
      courseType: "Continuing Education",
      hours,
      attemptNumber: ++made,
    })
    .returning({ id: generatedCertificates.id });
  return row.id;
}

const time = (value: Date | null) => value?.getTime() ?? null;

/** What the triggers should have written, recounted from the base rows. */
async function expected(userIds: string[]) {
  const db = getDb();
  const [enrollments, progress, certificates] = await Promise.all([
    db.select().from(access).where(inArray(access.userId, userIds)),
    db.select().from(summaries).where(inArray(summaries.userId, userIds)),
    db.select().from(generatedCertificates).where(inArray(generatedCertificates.userId, userIds)),
  ]);
  const summaryOf = (userId: string, courseId: string) => progress.find((s) => s.userId === userId && s.courseId === courseId);
  return {
    members: Object.fromEntries(
      userIds.map((userId) => {
        const mine = enrollments.filter((a) => a.userId === userId);
        const times = [
          ...mine.map((a) => time(a.lastAccessedAt)),
          ...progress.filter((s) => s.userId === userId).map((s) => time(s.lastCompletedAt)),
        ].filter((t): t is number => t !== null);
        const enrollmentTimes = mine
          .flatMap((a) => [time(a.lastAccessedAt), time(summaryOf(userId, a.courseId)?.lastCompletedAt ?? null)])
          .filter((t): t is number => t !== null);
        const certs = certificates.filter((c) => c.userId === userId);
        return [
          userId,
          {
            enrollments: mine.length,
            progressSum: mine.reduce((sum, a) => sum + (summaryOf(userId, a.courseId)?.progressPercentage ?? 0), 0),
            lastActivity: times.length ? Math.max(...times) : null,
            lastEnrollmentActivity: enrollmentTimes.length ? Math.max(...enrollmentTimes) : null,
            certificates: certs.length,
            certifiedHours: certs.reduce((sum, c) => sum + c.hours, 0),
          },
        ];
      }),
    ),
    copies: Object.fromEntries(
      enrollments.map((a) => {
        const s = summaryOf(a.userId, a.courseId);
        return [a.id, { progressPercentage: s?.progressPercentage ?? 0, lastCompletedAt: time(s?.lastCompletedAt ?? null) }];
      }),
    ),
  };
}

async function actual(userIds: string[]) {
  const db = getDb();
  const [rows, enrollments] = await Promise.all([
    db.select().from(totals).where(inArray(totals.userId, userIds)),
    db.select().from(access).where(inArray(access.userId, userIds)),
  ]);
  const none = { enrollments: 0, progressSum: 0, lastActivity: null, lastEnrollmentActivity: null, certificates: 0, certifiedHours: 0 };
  return {
    members: Object.fromEntries(
      userIds.map((userId) => {
        const row = rows.find((r) => r.userId === userId);
        return [
          userId,
          row
            ? {
                enrollments: row.enrollments,
                progressSum: Number(row.progressSum),
                lastActivity: time(row.lastActivity),
                lastEnrollmentActivity: time(row.lastEnrollmentActivity),
                certificates: row.certificates,
                certifiedHours: Number(row.certifiedHours),
              }
            : none,
        ];
      }),
    ),
    copies: Object.fromEntries(
      enrollments.map((a) => [a.id, { progressPercentage: a.progressPercentage, lastCompletedAt: time(a.lastCompletedAt) }]),
    ),
  };
}

/** Each company's enrollments and summed progress per course, recounted from its current members' rows. */
async function expectedCourses(companyIds: string[]) {
  const db = getDb();
  const members = await db
    .select({ id: profiles.id, companyId: profiles.companyId })
    .from(profiles)
    .where(inArray(profiles.companyId, companyIds));
  const ids = members.map((m) => m.id);
  if (ids.length === 0) return {};
  const [enrollments, progress] = await Promise.all([
    db.select().from(access).where(inArray(access.userId, ids)),
    db.select().from(summaries).where(inArray(summaries.userId, ids)),
  ]);
  const result: Record<string, { enrollments: number; progressSum: number }> = {};
  for (const a of enrollments) {
    const key = `${members.find((m) => m.id === a.userId)!.companyId}:${a.courseId}`;
    const pct = progress.find((p) => p.userId === a.userId && p.courseId === a.courseId)?.progressPercentage ?? 0;
    result[key] = { enrollments: (result[key]?.enrollments ?? 0) + 1, progressSum: (result[key]?.progressSum ?? 0) + pct };
  }
  return result;
}

async function actualCourses(companyIds: string[]) {
  const rows = await getDb().select().from(companyCourseTotals).where(inArray(companyCourseTotals.companyId, companyIds));
  // A pair whose last enrollment went keeps its row at zero.
  for (const row of rows.filter((r) => r.enrollments === 0)) expect(Number(row.progressSum)).toBe(0);
  return Object.fromEntries(
    rows
      .filter((r) => r.enrollments > 0)
      .map((r) => [`${r.companyId}:${r.courseId}`, { enrollments: r.enrollments, progressSum: Number(r.progressSum) }]),
  );
}

async function expectConsistent(userIds: string[], companyIds: string[] = []) {
  expect(await actual(userIds)).toEqual(await expected(userIds));
  expect(await actualCourses(companyIds)).toEqual(await expectedCourses(companyIds));
}

async function company(name: string) {
  const [row] = await getDb().insert(companies).values({ name }).returning({ id: companies.id });
  return row.id;
}

beforeAll(async () => {
  await seed(getDb()); // the Quick Start course the player test walks
});

describe("member learning totals", () => {
  it("follow every kind of write to enrollments, summaries and certificates, one statement or many", async () => {
    const db = getDb();
    const [able, baker] = [await company("Able Realty"), await company("Baker Realty")];
    const [ann, bob, cy] = [
      await createLearner({ companyId: able }),
      await createLearner({ companyId: able }),
      await createLearner({ companyId: baker }),
    ];
    const people = [ann, bob, cy];
    const both = [able, baker];
    const [c1, c2, c3] = [await course(), await course(), await course()];
    const day = (n: number) => new Date(Date.UTC(2026, 4, n, 12));

    await expectConsistent(people, both); // nothing yet: no rows, all zero

    // A summary before any enrollment (progress outlives an unenrollment), then the enrollment copies it.
    await db.insert(summaries).values({ userId: ann, courseId: c1, progressPercentage: 40, lastCompletedAt: day(3) });
    await expectConsistent(people, both);
    await db.insert(access).values({ userId: ann, courseId: c1, accessType: "premium_subscription", lastAccessedAt: day(2) });
    await expectConsistent(people, both);

    // Several members and courses in one statement, then their summaries in one statement.
    await db.insert(access).values([
      { userId: bob, courseId: c1, accessType: "company_access", lastAccessedAt: day(5) },
      { userId: bob, courseId: c2, accessType: "company_access", lastAccessedAt: null },
      { userId: cy, courseId: c3, accessType: "company_access", lastAccessedAt: day(1) },
      { userId: ann, courseId: c2, accessType: "premium_subscription", lastAccessedAt: day(9) },
    ]);
    await db.insert(summaries).values([
      { userId: bob, courseId: c1, progressPercentage: 12.5, lastCompletedAt: day(6) },
      { userId: bob, courseId: c2, progressPercentage: 100, lastCompletedAt: day(4) },
      { userId: cy, courseId: c3, progressPercentage: 0 },
    ]);
    await expectConsistent(people, both);

    // Progress moves; only the position moves (no total changes); the access time moves.
    await db
      .update(summaries)
      .set({ progressPercentage: 55.5, lastCompletedAt: day(20) })
      .where(eq(summaries.userId, bob));
    await expectConsistent(people, both);
    await db.update(access).set({ currentPosition: "topic:x" }).where(eq(access.userId, cy));
    await expectConsistent(people, both);
    await db
      .update(access)
      .set({ lastAccessedAt: day(25) })
      .where(eq(access.courseId, c1));
    await expectConsistent(people, both);

    // Certificates: two at once, one's hours corrected, one revoked.
    const [first] = [await certify(ann, c1, 3), await certify(ann, c2, 4.5), await certify(cy, c3, 2)];
    await expectConsistent(people, both);
    await db.update(generatedCertificates).set({ hours: 6 }).where(eq(generatedCertificates.id, first));
    await expectConsistent(people, both);
    await db.delete(generatedCertificates).where(eq(generatedCertificates.id, first));
    await expectConsistent(people, both);

    // An unenrollment keeps the summary (it still dates the last activity); a summary deleted clears the copy.
    await db.delete(access).where(eq(access.userId, bob));
    await expectConsistent(people, both);
    await db.delete(summaries).where(eq(summaries.userId, ann));
    await expectConsistent(people, both);

    // Re-enrolling on conflict (as a retake does) resets the access time.
    await db
      .insert(access)
      .values({ userId: cy, courseId: c3, accessType: "company_access" })
      .onConflictDoUpdate({ target: [access.userId, access.courseId], set: { lastAccessedAt: null } });
    await expectConsistent(people, both);

    // Members change company, leave one, and progress moves while they are away.
    await db.insert(access).values({ userId: bob, courseId: c3, accessType: "company_access" });
    await db.insert(summaries).values({ userId: bob, courseId: c3, progressPercentage: 20 });
    await expectConsistent(people, both);
    await db.update(profiles).set({ companyId: baker }).where(eq(profiles.id, bob));
    await expectConsistent(people, both);
    await db
      .update(profiles)
      .set({ companyId: null })
      .where(inArray(profiles.id, [ann, cy]));
    await expectConsistent(people, both);
    await db.update(summaries).set({ progressPercentage: 90 }).where(eq(summaries.userId, cy));
    await expectConsistent(people, both);
    await db
      .update(profiles)
      .set({ companyId: able })
      .where(inArray(profiles.id, [ann, cy]));
    await expectConsistent(people, both);

    // A deleted account takes its rows and totals with it; the others are untouched.
    await db.delete(users).where(eq(users.id, cy));
    expect(await db.select().from(totals).where(eq(totals.userId, cy))).toEqual([]);
    await expectConsistent([ann, bob], both);
  });

  it("follow the player's own writes: enrolling, completing a topic, unenrolling", async () => {
    const user = sessionUser(await createLearner());
    const learnerId = user.id;
    expect(await enrollInCourse(user, QUICK_COURSE_IDS.courseId)).toMatchObject({ ok: true });
    const player = await loadPlayerData(user, QUICK_COURSE_IDS.courseId);
    const completed = await completeItem(learnerId, player!, `topic:${QUICK_COURSE_IDS.allTopicIds[0]}`);
    expect(completed).toMatchObject({ ok: true });
    const [row] = await getDb().select().from(totals).where(eq(totals.userId, learnerId));
    expect(row.enrollments).toBe(1);
    expect(Number(row.progressSum)).toBeGreaterThan(0);
    await expectConsistent([learnerId]);
    await unenrollFromCourse(learnerId, QUICK_COURSE_IDS.courseId);
    await expectConsistent([learnerId]);
  });

  it("stay exact when a company's members enroll in one course and progress at once", async () => {
    const busy = await company("Busy Realty");
    const courseId = await course();
    const members = await Promise.all(Array.from({ length: 10 }, () => createLearner({ companyId: busy })));
    const slowly = (run: (tx: Parameters<Parameters<ReturnType<typeof getDb>["transaction"]>[0]>[0]) => Promise<unknown>) =>
      getDb().transaction(async (tx) => {
        await run(tx);
        await tx.execute(sql`select pg_sleep(0.02)`);
      });
    await Promise.all(
      members.map((userId) => slowly((tx) => tx.insert(access).values({ userId, courseId, accessType: "company_access" }))),
    );
    await Promise.all(
      members.map((userId, i) => slowly((tx) => tx.insert(summaries).values({ userId, courseId, progressPercentage: 10 + i }))),
    );
    const [row] = await getDb().select().from(companyCourseTotals).where(eq(companyCourseTotals.companyId, busy));
    expect({ enrollments: row.enrollments, progressSum: Number(row.progressSum) }).toEqual({ enrollments: 10, progressSum: 145 });
    await expectConsistent(members, [busy]);
  });

  it("stay exact when many transactions write for the same member at once", async () => {
    const learnerId = await createLearner();
    const ids = await Promise.all(Array.from({ length: 12 }, () => course()));
    // Each enrollment commits a moment after its own trigger ran: without the lock, a later writer
    // would recount without the earlier, uncommitted rows and leave a stale total.
    await Promise.all(
      ids.map((courseId, i) =>
        getDb().transaction(async (tx) => {
          await tx.insert(access).values({
            userId: learnerId,
            courseId,
            accessType: "premium_subscription",
            lastAccessedAt: new Date(Date.UTC(2026, 0, i + 1)),
          });
          await tx.execute(sql`select pg_sleep(0.02)`);
        }),
      ),
    );
    const [row] = await getDb().select().from(totals).where(eq(totals.userId, learnerId));
    expect(row.enrollments).toBe(12);
    await expectConsistent([learnerId]);
  });
});
