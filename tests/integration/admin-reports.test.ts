// The activity reports of /admin/reports (decision 0038; decision 0029) against a hand-made fixture in
// 2019, a year no other test writes: enrollments by the Louisiana month access was granted (an access
// at 23:30 on March 31 in Louisiana is March, though April in UTC), completions and credit hours by
// certificate completion date, final-exam attempts and passes (a lesson quiz does not count), and
// the page's loader shaping them.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { learningActivity } from "~/models/reporting/admin-reports.server";
import { loader as reportsLoader } from "~/routes/admin+/reports/route";
import { QUICK_COURSE_IDS, seed } from "../../db/seed";
import { createLearner, request, sessionCookie } from "../learners";

const { generatedCertificates, quizAttempts, studentCourseAccess } = schema;
const course = QUICK_COURSE_IDS.courseId;

async function granted(userId: string, at: string) {
  await getDb()
    .insert(studentCourseAccess)
    .values({ userId, courseId: course, accessType: "premium_subscription", grantedAt: new Date(at) });
}

async function certified(userId: string, day: string, hours: number) {
  await getDb()
    .insert(generatedCertificates)
    .values({
      userId,
      courseId: course,
      evaluationId: QUICK_COURSE_IDS.evaluationId,
      uniqueCertificateId: `${course}-CERT-report-${userId.slice(0, 8)}`,
      completionDate: day,
      studentName: "Report Learner",
      courseTitle: "Quick Start",
      courseType: "Continuing Education",
      hours,
      generatedAt: new Date(`${day}T18:00:00Z`),
    });
}

let attemptNumber = 0;
async function attempt(userId: string, quizId: string, passed: boolean, at: string) {
  await getDb()
    .insert(quizAttempts)
    .values({
      userId,
      courseId: course,
      quizId,
      attemptNumber: ++attemptNumber,
      questionOrder: [],
      startedAt: new Date(new Date(at).getTime() - 600_000),
      completedAt: new Date(at),
      scorePercentage: passed ? 90 : 50,
      passed,
    });
}

let cookie: string;
beforeAll(async () => {
  await seed(getDb());
  cookie = await sessionCookie(await createLearner({ role: "admin" }));
  const [ann, ben, cat, dan] = await Promise.all([1, 2, 3, 4].map(() => createLearner()));
  await granted(ann!, "2019-04-01T04:30:00Z"); // 23:30 on March 31 in Louisiana (CDT)
  await granted(ben!, "2019-04-01T05:30:00Z"); // 00:30 on April 1
  await granted(cat!, "2020-01-01T05:30:00Z"); // 23:30 on December 31, 2019 (CST)
  await granted(dan!, "2020-01-01T06:30:00Z"); // 00:30 on January 1, 2020: outside
  await attempt(ann!, QUICK_COURSE_IDS.finalExamId, false, "2019-04-09T15:00:00Z");
  await attempt(ann!, QUICK_COURSE_IDS.finalExamId, true, "2019-04-10T15:00:00Z");
  await attempt(ben!, QUICK_COURSE_IDS.finalExamId, true, "2019-04-20T15:00:00Z");
  await attempt(ben!, QUICK_COURSE_IDS.lessonQuizId, false, "2019-04-19T15:00:00Z"); // a lesson quiz: not counted
  await certified(ann!, "2019-04-10", 2.5);
  await certified(ben!, "2019-04-20", 2.5);
});

describe("learning activity", () => {
  it("counts enrollments, completions, hours and final-exam attempts by Louisiana month and course", async () => {
    const rows = (await learningActivity("2019-01", "2019-12")).filter((row) => row.courseId === course);
    const byMonth = Object.fromEntries(rows.map(({ month, courseId: _, ...figures }) => [month, figures]));
    expect(byMonth).toEqual({
      "2019-03": { enrollments: 1, completions: 0, hours: 0, attempts: 0, passed: 0 },
      "2019-04": { enrollments: 1, completions: 2, hours: 5, attempts: 3, passed: 2 },
      "2019-12": { enrollments: 1, completions: 0, hours: 0, attempts: 0, passed: 0 },
    });
    expect(await learningActivity("2019-05", "2019-11")).toEqual([]);
  });

  it("gives the page its months, its courses and its totals; an unknown course shows every course", async () => {
    const page = await reportsLoader({
      request: request("/admin/reports?period=nonsense&monthly=not-a-course", cookie),
      params: {},
      context: {},
    });
    expect(page.activity.period).toBe("last-12-months");
    expect(page.activity.monthly).toBe("");
    expect(page.activity.months).toHaveLength(12);
    expect(page.activity.byCourse.some((c) => c.id === course)).toBe(true);
    const summed = page.activity.byCourse.reduce((sum, c) => sum + c.completions, 0);
    expect(page.activity.total.completions).toBe(summed);
    expect(page.roster.result).toBeNull();
  });
});
