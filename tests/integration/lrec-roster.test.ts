// The LREC roster export (decision 0029) against a fixture: a licensee who completed the seed's Quick
// Start course twice (a retake) in the range and one who completed it before the range — names and
// license numbers as certified, credit hours, dates of attendance per attempt (first access →
// completion, Louisiana days) and the final exam score of each attempt; the CSV streamed by the
// admin's resource route; bad queries refused.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { loader as reportsLoader } from "~/routes/admin+/reports/route";
import { loader as rosterLoader } from "~/routes/admin+/reports.roster";
import { QUICK_COURSE_IDS, seed } from "../../db/seed";
import { createLearner, reply, request, sessionCookie } from "../learners";
import { issueCertificate } from "~/models/certificates/certificate.server";
import { getAuditPacket } from "~/models/certificates/audit-packet.server";
import { saveDeliveryPolicy } from "~/models/learning/delivery-policy.server";
import { DEFAULT_POLICY, NO_POLICY, formatRemaining } from "~/rules/delivery-policy";

const { generatedCertificates, quizAttempts, studentCourseAccess, timeOnTask } = schema;
const course = QUICK_COURSE_IDS.courseId;
let cookie: string;

async function certify(userId: string, attempt: number, name: string, license: string | null, day: string, at: string) {
  await getDb()
    .insert(generatedCertificates)
    .values({
      userId,
      courseId: course,
      evaluationId: QUICK_COURSE_IDS.evaluationId,
      uniqueCertificateId: `${course}-CERT-${userId.slice(0, 8)}-${attempt}`,
      attemptNumber: attempt,
      completionDate: day,
      studentName: name,
      licenseNumber: license,
      courseTitle: "Quick Start",
      courseType: "Continuing Education",
      hours: 2.5,
      generatedAt: new Date(at),
    });
}

async function finalExam(userId: string, attempt: number, score: number, passed: boolean, at: string) {
  await getDb()
    .insert(quizAttempts)
    .values({
      userId,
      courseId: course,
      quizId: QUICK_COURSE_IDS.finalExamId,
      attemptNumber: attempt,
      questionOrder: [],
      startedAt: new Date(new Date(at).getTime() - 600_000),
      completedAt: new Date(at),
      scorePercentage: score,
      passed,
    });
}

async function studied(userId: string, at: string) {
  await getDb()
    .insert(timeOnTask)
    .values({
      userId,
      courseId: course,
      contentKey: "topic:x",
      startedAt: new Date(at),
      endedAt: new Date(new Date(at).getTime() + 60_000),
      seconds: 60,
    });
}

beforeAll(async () => {
  await seed(getDb());
  cookie = await sessionCookie(await createLearner({ role: "admin" }));
  const ann = await createLearner({ firstName: "Ann", lastName: "Roster", licenseNumber: "LA-111" });
  await getDb()
    .insert(studentCourseAccess)
    .values({ userId: ann, courseId: course, accessType: "premium_subscription", grantedAt: new Date("2026-03-01T16:00:00Z") });
  // Attempt 1: access granted 1 March, first studied 2 March (late evening in Louisiana = 3 March UTC): attendance starts at the
  // first recorded time on task. A failed then a passed final; certified 9 March.
  await studied(ann, "2026-03-03T03:30:00Z");
  await studied(ann, "2026-03-05T15:00:00Z");
  await finalExam(ann, 1, 60, false, "2026-03-08T15:00:00Z");
  await finalExam(ann, 2, 90, true, "2026-03-09T15:00:00Z");
  await certify(ann, 1, "Ann B. Roster", "LA-111", "2026-03-09", "2026-03-09T16:00:00Z");
  // Attempt 2 (a retake): studied from 1 May, passed with 80, certified 3 May.
  await studied(ann, "2026-05-01T14:00:00Z");
  await finalExam(ann, 3, 80, true, "2026-05-03T14:00:00Z");
  await certify(ann, 2, "Ann B. Roster", "LA-111", "2026-05-03", "2026-05-03T15:00:00Z");
  // Before the range.
  const bob = await createLearner({ firstName: "Bob", lastName: "Early", licenseNumber: "LA-222" });
  await studied(bob, "2026-01-10T15:00:00Z");
  await finalExam(bob, 1, 100, true, "2026-01-11T15:00:00Z");
  await certify(bob, 1, "Bob Early", "LA-222", "2026-01-11", "2026-01-11T16:00:00Z");
});

describe("LREC roster", () => {
  it("streams every completion in the range with attendance dates and final scores", async () => {
    const response = (await rosterLoader({
      request: request(`/admin/reports/roster?course=${course}&from=2026-03-01&to=2026-05-31`, cookie),
      params: {},
      context: {},
    })) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/text\/csv/);
    expect(response.headers.get("Content-Disposition")).toContain("lrec-roster-");
    const lines = (await response.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      "Name as licensed,License number,Course title,Credit hours,First access,Completion date,Dates of attendance,Final score (%),Certificate ID,Seat time,Required seat time,Identity checks passed,Identity checks failed,Exam attestations,Proctoring sessions passed,Proctoring sessions failed",
    );
    expect(lines.slice(1).map((l) => l.split(",").slice(0, 8))).toEqual([
      ["Ann B. Roster", "LA-111", "Quick Start", "2.5", "2026-03-02", "2026-03-09", "2026-03-02 to 2026-03-09", "90"],
      ["Ann B. Roster", "LA-111", "Quick Start", "2.5", "2026-05-01", "2026-05-03", "2026-05-01 to 2026-05-03", "80"],
    ]);
    // Seat time of each attempt (its own intervals only); this course has no delivery policy, so nothing is required.
    expect(lines.slice(1).map((l) => l.split(",").slice(9, 11))).toEqual([
      ["2 min", ""],
      ["1 min", ""],
    ]);
  });

  it("counts on the reports page and refuses bad queries", async () => {
    const page = await reply(() =>
      reportsLoader({ request: request(`/admin/reports?course=${course}&from=2026-01-01&to=2026-12-31`, cookie), params: {}, context: {} }),
    );
    expect((page.data as { roster: { result: { count: number } } }).roster.result.count).toBe(3);
    const bad = await reply(() =>
      reportsLoader({ request: request(`/admin/reports?course=${course}&from=2026-05-01&to=2026-01-01`, cookie), params: {}, context: {} }),
    );
    expect((bad.data as { roster: { errors: Record<string, string> } }).roster.errors.to).toBe(
      "The end date must be on or after the start date",
    );
    const refused = (await rosterLoader({
      request: request(`/admin/reports/roster?course=x&from=2026-01-01&to=2026-01-02`, cookie),
      params: {},
      context: {},
    })) as Response;
    expect(refused.status).toBe(400);
  });

  it("refuses impossible dates with the field's message, never a database error (decision 0078)", async () => {
    for (const [from, to] of [
      ["0000-01-01", "2026-01-01"],
      ["2026-01-01", "2027-02-31"],
      ["2027-13-01", "2027-12-31"],
    ]) {
      const page = await reply(() =>
        reportsLoader({ request: request(`/admin/reports?course=${course}&from=${from}&to=${to}`, cookie), params: {}, context: {} }),
      );
      expect(page.status).toBe(200);
      const errors = (page.data as { roster: { errors: Record<string, string> } }).roster.errors;
      expect(errors[from === "2026-01-01" ? "to" : "from"]).toBe(
        from === "2026-01-01" ? "Enter the last completion date" : "Enter the first completion date",
      );
      const csv = (await rosterLoader({
        request: request(`/admin/reports/roster?course=${course}&from=${from}&to=${to}`, cookie),
        params: {},
        context: {},
      })) as Response;
      expect(csv.status).toBe(400);
    }
  });

  it("shows the seat time the policy required when each certificate was issued; an older certificate, today's", async () => {
    const cara = await createLearner({ firstName: "Cara", lastName: "Policy", licenseNumber: "LA-333" });
    await saveDeliveryPolicy(course, { ...DEFAULT_POLICY, requiredSeatTimePercent: 80 });
    try {
      const issued = await getDb().transaction((tx) =>
        issueCertificate(tx, {
          userId: cara,
          courseId: course,
          evaluationId: QUICK_COURSE_IDS.evaluationId,
          now: new Date("2026-04-15T15:00:00Z"),
        }),
      );
      expect(issued).not.toBeNull();
      // The policy changes after the certificate: the course's 1 credit hour at 80 % was 48 min; now 100 %, 1 h.
      await saveDeliveryPolicy(course, { ...DEFAULT_POLICY, requiredSeatTimePercent: 100 });
      const response = (await rosterLoader({
        request: request(`/admin/reports/roster?course=${course}&from=2026-03-01&to=2026-05-31`, cookie),
        params: {},
        context: {},
      })) as Response;
      const required = Object.fromEntries(
        (await response.text())
          .trim()
          .split(/\r?\n/)
          .slice(1)
          .map((l) => l.split(","))
          .map((cells) => [`${cells[0]} ${cells[5]}`, cells[10]]),
      );
      expect(required).toEqual({
        "Ann B. Roster 2026-03-09": formatRemaining(3600),
        "Cara Policy 2026-04-15": formatRemaining(2880),
        "Ann B. Roster 2026-05-03": formatRemaining(3600),
      });
      // The audit packet: the same figures per certificate, in its data and its PDF.
      const packet = (await getAuditPacket(cara, course))!;
      expect(packet.certificates.map((c) => c.requiredSeatSeconds)).toEqual([2880]);
      // Turned off after issue: the certificate still shows what was required then.
      await saveDeliveryPolicy(course, NO_POLICY);
      expect((await getAuditPacket(cara, course))!.certificates.map((c) => c.requiredSeatSeconds)).toEqual([2880]);
    } finally {
      await saveDeliveryPolicy(course, NO_POLICY);
    }
  });
});
