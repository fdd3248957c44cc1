// The audit packet (decision 0034; decision 0029): its figures are the learner's own rows — time on task per
// item and in all, every attempt with its score and duration, the certificate — including records on a
// topic since archived; the PDF carries them; each download is in the audit log; nobody but an admin
// gets one, and a learner with no records in the course is a 404.
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { seed } from "../../db/seed";
import { getDb, schema } from "~/db.server";
import { completeCourseNow } from "~/routes/dev+/completion-data.server";
import { enrollInCourse } from "~/models/learning/enrollment.server";
import { getAuditPacket } from "~/models/certificates/audit-packet.server";
import { loader } from "~/routes/admin+/users.$userId.audit.$courseId[.pdf]";
import { QUICK_COURSE_IDS } from "../fixtures/quick-course";
import { createLearner, outcome, request, sessionCookie } from "../learners";
import { pdfText } from "../pdf-text";
import { sessionUser } from "../session-user";

const { timeOnTask, quizAttempts, lessonTopics, auditLog, profiles } = schema;
const courseId = QUICK_COURSE_IDS.courseId;
const [topic0, topic1, topic2] = QUICK_COURSE_IDS.allTopicIds;
const finalKey = `quiz:${QUICK_COURSE_IDS.finalExamId}`;
const at = (minute: number) => new Date(Date.UTC(2026, 9, 5, 15, minute));

let learnerId: string;
let adminCookie: string;
let certificateId: string;

async function spend(contentKey: string, startMinute: number, seconds: number) {
  const startedAt = at(startMinute);
  await getDb()
    .insert(timeOnTask)
    .values({ userId: learnerId, courseId, contentKey, startedAt, endedAt: new Date(startedAt.getTime() + seconds * 1000), seconds });
}

beforeAll(async () => {
  await seed(getDb());
  learnerId = await createLearner({ firstName: "Audra", lastName: "Inspect" });
  await getDb().update(profiles).set({ licenseNumber: "RE-55501" }).where(eq(profiles.id, learnerId));
  adminCookie = await sessionCookie(await createLearner({ role: "admin", firstName: "Ada", lastName: "Admin" }));
  expect(await enrollInCourse(sessionUser(learnerId), courseId)).toMatchObject({ ok: true });
  await spend(`topic:${topic0}`, 0, 60);
  await spend(`topic:${topic0}`, 30, 90);
  await spend(`topic:${topic1}`, 2, 45);
  await spend(`topic:${topic2}`, 3, 30);
  await spend(finalKey, 5, 300);
  await getDb()
    .insert(quizAttempts)
    .values([
      {
        userId: learnerId,
        courseId,
        quizId: QUICK_COURSE_IDS.finalExamId,
        attemptNumber: 1,
        questionOrder: [],
        startedAt: at(5),
        completedAt: at(9),
        scorePercentage: 40,
        passed: false,
      },
      {
        userId: learnerId,
        courseId,
        quizId: QUICK_COURSE_IDS.finalExamId,
        attemptNumber: 2,
        questionOrder: [],
        startedAt: at(10),
        completedAt: at(22),
        scorePercentage: 90,
        passed: true,
      },
    ]);
  const certificate = await getDb().transaction((tx) => completeCourseNow(tx, learnerId, courseId, at(40)));
  certificateId = certificate!.uniqueCertificateId;
  // The third topic is archived after the learner spent time on it: the record stays in the packet.
  await getDb().update(lessonTopics).set({ archivedAt: new Date() }).where(eq(lessonTopics.id, topic2));
});

describe("getAuditPacket", () => {
  it("lists every item with the time on task recorded on it, and the total equals the rows", async () => {
    const packet = (await getAuditPacket(learnerId, courseId))!;
    const byKey = new Map(packet.items.map((item) => [item.key, item]));
    expect(byKey.get(`topic:${topic0}`)).toMatchObject({ seconds: 150, intervals: 2, inCourse: true, firstStartedAt: at(0) });
    expect(byKey.get(`topic:${topic1}`)).toMatchObject({ seconds: 45, intervals: 1 });
    expect(byKey.get(finalKey)).toMatchObject({ kind: "final_exam", seconds: 300, completedAt: at(40) });
    const archived = byKey.get(`topic:${topic2}`)!;
    expect(archived).toMatchObject({ inCourse: false, seconds: 30 });
    expect(packet.items.at(-1)).toBe(archived); // after the course's own items
    const [{ total }] = await getDb()
      .select({ total: sql<number>`sum(${timeOnTask.seconds})::int` })
      .from(timeOnTask)
      .where(and(eq(timeOnTask.userId, learnerId), eq(timeOnTask.courseId, courseId)));
    expect(packet.totalSeconds).toBe(total);
    // The quick course has no delivery policy (decision 0087): nothing required.
    expect(packet.seatTime).toEqual({ policyEnabled: false, creditedSeconds: total, requiredSeconds: 0, met: true });
    expect(packet.items.reduce((sum, item) => sum + item.seconds, 0)).toBe(total);
    // In the player's order: the lesson's topics first, then its quiz, the final exam, the evaluation.
    expect(packet.items.slice(0, 2).map((item) => item.key)).toEqual([`topic:${topic0}`, `topic:${topic1}`]);
    expect(
      packet.items
        .filter((item) => item.inCourse)
        .map((item) => item.kind)
        .slice(-3),
    ).toEqual(["quiz", "final_exam", "evaluation"]);
  });

  it("has every attempt with its score, and the certificate", async () => {
    const packet = (await getAuditPacket(learnerId, courseId))!;
    expect(packet.attempts.map((a) => [a.attemptNumber, a.finalExam, a.scorePercentage, a.passed, a.completedAt])).toEqual([
      [1, true, 40, false, at(9)],
      [2, true, 90, true, at(22)],
    ]);
    expect(packet.certificates.map((c) => c.uniqueCertificateId)).toEqual([certificateId]);
    expect(packet.learner).toMatchObject({ firstName: "Audra", licenseNumber: "RE-55501" });
    expect(packet.enrollment?.accessType).toBe("premium_subscription");
  });

  it("keeps a record whose item key is not an id (an older client's key) as a deleted item, not a 500", async () => {
    const otherId = await createLearner({ firstName: "Legacy", lastName: "Keys" });
    expect(await enrollInCourse(sessionUser(otherId), courseId)).toMatchObject({ ok: true });
    const startedAt = at(50);
    await getDb()
      .insert(timeOnTask)
      .values({
        userId: otherId,
        courseId,
        contentKey: "topic:intro",
        startedAt,
        endedAt: new Date(startedAt.getTime() + 40_000),
        seconds: 40,
      });
    const packet = (await getAuditPacket(otherId, courseId))!;
    expect(packet.items.find((i) => i.key === "topic:intro")).toMatchObject({ title: "(deleted item)", inCourse: false, seconds: 40 });
    expect(packet.totalSeconds).toBe(40);
  });

  it("is null for a learner with no record in the course, and for unknown ids", async () => {
    expect(await getAuditPacket(await createLearner(), courseId)).toBeNull();
    expect(await getAuditPacket(learnerId, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});

describe("the audit packet route", () => {
  const path = (user: string, course: string) => `/admin/users/${user}/audit/${course}.pdf`;
  const get = (user: string, course: string, cookie = adminCookie) =>
    outcome(() => loader({ request: request(path(user, course), cookie), params: { userId: user, courseId: course }, context: {} }));

  it("gives the admin a PDF with the learner, the hours, the time, the scores and the certificate, and logs the download", async () => {
    const { value } = await get(learnerId, courseId);
    const response = value as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toContain("audit-packet-audra-inspect-");
    // Streamed (decision 0034): the body is a stream, its length not announced in advance.
    expect(response.body).toBeInstanceOf(ReadableStream);
    expect(response.headers.get("Content-Length")).toBeNull();
    const [{ title: archivedTitle }] = await getDb()
      .select({ title: lessonTopics.title })
      .from(lessonTopics)
      .where(eq(lessonTopics.id, topic2));
    const text = pdfText(new Uint8Array(await response.arrayBuffer())).replace(/\s+/g, " ");
    for (const expected of [
      "Audra Inspect",
      "RE-55501",
      "1 credit hour",
      "8 min 45 s",
      "2 min 30 s (2 visits)",
      "5 min 00 s",
      "40%",
      "90%",
      "Passed",
      certificateId,
      archivedTitle,
    ]) {
      expect(text).toContain(expected);
    }
    const [entry] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "audit_packet.download"), eq(auditLog.entityId, learnerId)));
    expect(entry.details).toMatchObject({ courseId });
  });

  it("answers 404 to a learner without records there, and refuses everyone but admins", async () => {
    const stranger = await createLearner();
    expect(await get(stranger, courseId)).toMatchObject({ thrown: true, value: { init: { status: 404 } } });
    const asLearner = await get(learnerId, courseId, await sessionCookie(learnerId));
    expect(asLearner.thrown).toBe(true);
    expect([302, 403, 404]).toContain((asLearner.value as Response).status);
  });
});
