// /admin (decision 0029): the dashboard's figures against hand-counted rows — members by subscription
// state, revenue by Louisiana month from paid invoices only, the 30-day windows, learners active
// today, the outbox and webhooks — and the page refused to anyone but an admin.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { listAdminUsers, parseUserListQuery } from "~/models/accounts/admin-users.server";
import { getAdminActivity, type AdminActivity } from "~/models/learning/dashboard.server";
import { createFailedEmail } from "~/routes/dev+/outbox-data.server";
import { loader } from "~/routes/admin+/_index";
import { formatCertificateId, randomCertificateSuffix } from "~/rules/certificate-id";
import { createLearner, outcome, request, sessionCookie } from "../learners";

const { profiles, invoices, courses, evaluations, studentCourseAccess, generatedCertificates, timeOnTask, paymentEvents } = schema;

// 13:00 in Louisiana (CDT) on March 15, 2026.
const NOW = new Date("2026-03-15T18:00:00Z");
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

let run = 0;
async function invoice(userId: string, status: string, amount: number, created: Date) {
  await getDb()
    .insert(invoices)
    .values({ id: `in_dashboard_${++run}`, userId, amount, status, created });
}

let before: AdminActivity;
let after: AdminActivity;
let activeLearner: string;
let activeYesterday: string;

beforeAll(async () => {
  before = await getAdminActivity(NOW);
  const db = getDb();
  const member = await createLearner();
  const pastDue = await createLearner();
  await db.update(profiles).set({ subscriptionStatus: "past_due" }).where(eq(profiles.id, pastDue));
  const canceled = await createLearner({ subscribed: false });
  await db.update(profiles).set({ subscriptionStatus: "canceled" }).where(eq(profiles.id, canceled));

  // March: 120.00 + 30.00 paid; an open invoice does not count.
  await invoice(member, "paid", 12_000, ago(1));
  await invoice(pastDue, "paid", 3_000, new Date("2026-03-01T06:30:00Z")); // 00:30 CST on March 1
  await invoice(pastDue, "open", 9_900, ago(2));
  // 23:30 CST on February 28 in Louisiana, though March 1 in UTC: February's.
  await invoice(member, "paid", 4_500, new Date("2026-03-01T05:30:00Z"));
  // April 2025 is the first of the 12 months; March 2025 is outside them.
  await invoice(member, "paid", 1_000, new Date("2025-04-10T12:00:00Z"));
  await invoice(member, "paid", 7_700, new Date("2025-03-10T12:00:00Z"));

  const [course] = await db
    .insert(courses)
    .values({ slug: `dashboard-${Date.now()}`, title: "Dashboard Course", courseType: "Continuing Education", hours: 4 })
    .returning({ id: courses.id });
  const [evaluation] = await db.insert(evaluations).values({}).returning({ id: evaluations.id });
  // Enrollments: one 29 days ago counts, one 31 days ago does not.
  await db.insert(studentCourseAccess).values([
    { userId: member, courseId: course.id, accessType: "premium_subscription", grantedAt: ago(29) },
    { userId: pastDue, courseId: course.id, accessType: "premium_subscription", grantedAt: ago(31) },
  ]);
  const certificate = (userId: string, generatedAt: Date) => ({
    userId,
    courseId: course.id,
    evaluationId: evaluation.id,
    uniqueCertificateId: formatCertificateId(course.id, randomCertificateSuffix()),
    completionDate: generatedAt.toISOString().slice(0, 10),
    studentName: "Someone",
    courseTitle: "Dashboard Course",
    courseType: "Continuing Education",
    hours: 4,
    generatedAt,
  });
  await db.insert(generatedCertificates).values([certificate(member, ago(3)), certificate(pastDue, ago(40))]);
  // Active today: two intervals of one learner since midnight count once; yesterday evening does not.
  const interval = (userId: string, startedAt: Date) => ({
    userId,
    courseId: course.id,
    contentKey: "topic:x",
    startedAt,
    endedAt: new Date(startedAt.getTime() + 60_000),
    seconds: 60,
  });
  await db
    .insert(timeOnTask)
    .values([
      interval(member, new Date("2026-03-15T05:10:00Z")),
      interval(member, ago(0.01)),
      interval(pastDue, new Date("2026-03-15T04:50:00Z")),
    ]);
  activeLearner = member;
  activeYesterday = pastDue;
  await createFailedEmail("dashboard@example.com");
  await db.insert(paymentEvents).values({ id: `evt_dashboard_${Date.now()}`, type: "invoice.paid", payload: {}, receivedAt: ago(0.1) });
  after = await getAdminActivity(NOW);
});

describe("admin dashboard figures", () => {
  it("counts members by subscription state", () => {
    expect(after.members.active - before.members.active).toBe(1);
    expect(after.members.pastDue - before.members.pastDue).toBe(1);
    expect(after.members.canceled - before.members.canceled).toBe(1);
  });

  it("sums paid invoices by Louisiana month over the last 12 months", () => {
    const delta = (month: string) =>
      (after.revenue.find((m) => m.month === month)?.cents ?? 0) - (before.revenue.find((m) => m.month === month)?.cents ?? 0);
    expect(after.revenue.map((m) => m.month)).toEqual([
      "2025-04",
      "2025-05",
      "2025-06",
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
    ]);
    expect(delta("2026-03")).toBe(15_000);
    expect(delta("2026-02")).toBe(4_500);
    expect(delta("2025-04")).toBe(1_000);
    const total = (a: AdminActivity) => a.revenue.reduce((sum, m) => sum + m.cents, 0);
    expect(total(after) - total(before)).toBe(20_500);
  });

  it("counts the last 30 days' enrollments and completions and today's learners", () => {
    expect(after.enrollments30d - before.enrollments30d).toBe(1);
    expect(after.completions30d - before.completions30d).toBe(1);
    expect(after.activeToday - before.activeToday).toBe(1);
  });

  it("links learners active today to the user list filtered to them, the same learners", async () => {
    const ids = async (search: string) => {
      const query = parseUserListQuery(new URLSearchParams(search));
      const found: string[] = [];
      for (let page = 1; ; page++) {
        const list = await listAdminUsers({ ...query, page }, NOW);
        found.push(...list.users.map((u) => u.id));
        if (page >= list.pageCount) return { found, total: list.total };
      }
    };
    const today = await ids("active=today");
    expect(today.total).toBe(after.activeToday);
    expect(today.found).toContain(activeLearner);
    expect(today.found).not.toContain(activeYesterday);
    // Combined with the other filters: the active learner is a subscribed member.
    expect((await ids("active=today&subscription=past_due")).found).not.toContain(activeLearner);
    expect((await ids("active=today&subscription=subscribed")).found).toContain(activeLearner);
  });

  it("shows the outbox and the webhooks left unprocessed", () => {
    expect(after.outbox.failed - before.outbox.failed).toBe(1);
    expect(after.unprocessedWebhooks - before.unprocessedWebhooks).toBe(1);
  });

  it("is an admin's page only", async () => {
    const admin = await sessionCookie(await createLearner({ role: "admin" }));
    const page = await outcome(() => loader({ request: request("/admin", admin), params: {}, context: {} }));
    expect(page.thrown).toBe(false);
    const learner = await sessionCookie(await createLearner());
    const refused = await outcome(() => loader({ request: request("/admin", learner), params: {}, context: {} }));
    expect(refused.thrown).toBe(true);
  });
});
