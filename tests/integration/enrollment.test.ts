// Enrollment (requirements access-and-subscription-states, roles-and-route-guards; requirement signed-in-state-flows Enrollment): entitlement, idempotence, company plan
// allowances under concurrency, and unenrolling that keeps progress.
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { COURSE_SLUGS, seed, seedIds } from "../../db/seed";
import { getDb, schema } from "~/db.server";
import { enrollInCourse, getCourseAccessLevel, unenrollFromCourse } from "~/models/learning/enrollment.server";
import { getCompanyPlan } from "~/models/companies/company-plan.server";
import { createAccount } from "~/models/accounts/user.server";
import { sessionUser } from "../session-user";

const { auditLog, companies, courses, profiles, studentCourseAccess, studentProgress } = schema;

const demo = (email: string) => sessionUser(seedIds.user(email));
const courseId = (slug: string) => seedIds.course(slug);

beforeAll(async () => {
  await seed(getDb());
});

describe("enrollInCourse", () => {
  it("refuses an individual without a membership", async () => {
    const result = await enrollInCourse(demo("free@pelican.test"), courseId(COURSE_SLUGS.postLicensing));
    expect(result).toEqual({ ok: false, reason: "premium_required" });
  });

  it("refuses draft and unknown courses", async () => {
    const student = demo("student@pelican.test");
    const [draft] = await getDb().select({ id: courses.id }).from(courses).where(eq(courses.status, "draft"));
    expect(await enrollInCourse(student, draft.id)).toEqual({ ok: false, reason: "not_found" });
    expect(await enrollInCourse(student, "00000000-0000-4000-8000-000000000000")).toEqual({ ok: false, reason: "not_found" });
  });

  it("enrolls a subscriber with premium access, once, however often it is asked", async () => {
    const student = demo("student@pelican.test");
    const id = courseId(COURSE_SLUGS.postLicensing);
    expect(await getCourseAccessLevel(student, id)).toBe("subscribed_not_enrolled");
    const results = await Promise.all(Array.from({ length: 5 }, () => enrollInCourse(student, id)));
    expect(results.every((r) => r.ok)).toBe(true);
    const rows = await getDb()
      .select()
      .from(studentCourseAccess)
      .where(and(eq(studentCourseAccess.userId, student.id), eq(studentCourseAccess.courseId, id)));
    expect(rows).toHaveLength(1);
    expect(rows[0].accessType).toBe("premium_subscription");
    expect(await getCourseAccessLevel(student, id)).toBe("enrolled");
  });

  it("gives company members company access", async () => {
    const agent = demo("agent@pelican.test");
    const id = courseId(COURSE_SLUGS.ceFlood);
    expect(await enrollInCourse(agent, id)).toMatchObject({ ok: true });
    const [row] = await getDb()
      .select({ accessType: studentCourseAccess.accessType })
      .from(studentCourseAccess)
      .where(and(eq(studentCourseAccess.userId, agent.id), eq(studentCourseAccess.courseId, id)));
    expect(row.accessType).toBe("company_access");
  });

  it("holds a company to its yearly pre-licensing allowance, even under concurrent requests", async () => {
    const db = getDb();
    const [company] = await db
      .insert(companies)
      .values({ name: "Allowance Test Realty", preLicensingLimitPerYear: 2, postLicensingLimitPerYear: 0 })
      .returning({ id: companies.id });
    const agentIds = await db.transaction(async (tx) => {
      const created: string[] = [];
      for (let i = 0; i < 6; i++) {
        created.push(
          await createAccount(tx, {
            email: `allowance-${i}@example.com`,
            password: null,
            firstName: "Agent",
            lastName: `${i}`,
            companyId: company.id,
          }),
        );
      }
      return created;
    });
    const agents = agentIds.map((id) => sessionUser(id, { companyId: company.id }));
    const pre = courseId(COURSE_SLUGS.preLicensing);

    const results = await Promise.all(agents.map((agent) => enrollInCourse(agent, pre)));
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(results.filter((r) => !r.ok)).toEqual(Array.from({ length: 4 }, () => ({ ok: false, reason: "limit_reached_pre_licensing" })));
    const [{ n }] = await db
      .select({ n: count() })
      .from(studentCourseAccess)
      .innerJoin(profiles, eq(profiles.id, studentCourseAccess.userId))
      .where(and(eq(profiles.companyId, company.id), eq(studentCourseAccess.courseId, pre)));
    expect(n).toBe(2);

    // Unenrolling does not give the place back; the same agent may come back to the same course.
    const enrolled = agents[results.findIndex((r) => r.ok)];
    const waiting = agents[results.findIndex((r) => !r.ok)];
    expect(await unenrollFromCourse(enrolled.id, pre)).toBe(true);
    expect(await enrollInCourse(waiting, pre)).toEqual({ ok: false, reason: "limit_reached_pre_licensing" });
    expect(await enrollInCourse(enrolled, pre)).toMatchObject({ ok: true, alreadyEnrolled: false });

    // Post-licensing has its own allowance (0 here); continuing education is unlimited.
    expect(await enrollInCourse(agents[0], courseId(COURSE_SLUGS.postLicensing))).toEqual({
      ok: false,
      reason: "limit_reached_post_licensing",
    });
    expect(await enrollInCourse(agents[5], courseId(COURSE_SLUGS.ceEthics))).toMatchObject({ ok: true });
  });

  it("counts the allowance from the company's plan year start when it has one", async () => {
    const db = getDb();
    const [company] = await db
      .insert(companies)
      .values({ name: "Plan Year Realty", preLicensingLimitPerYear: 1, postLicensingLimitPerYear: 1 })
      .returning({ id: companies.id });
    const [first, second] = await db.transaction(async (tx) =>
      Promise.all(
        [0, 1].map((i) =>
          createAccount(tx, {
            email: `plan-year-${i}@example.com`,
            password: null,
            firstName: "Agent",
            lastName: `${i}`,
            companyId: company.id,
          }),
        ),
      ),
    );
    const pre = courseId(COURSE_SLUGS.preLicensing);
    const now = new Date("2026-11-24T18:00:00Z");
    expect(await enrollInCourse(sessionUser(first!, { companyId: company.id }), pre, now)).toMatchObject({ ok: true });
    // The first agent enrolled on May 15: this calendar year, but before the plan year that began on June 1.
    const may15 = new Date("2026-05-15T15:00:00Z");
    await db.update(studentCourseAccess).set({ grantedAt: may15 }).where(eq(studentCourseAccess.userId, first!));
    await db.update(auditLog).set({ createdAt: may15 }).where(eq(auditLog.actorUserId, first!));
    const agent = sessionUser(second!, { companyId: company.id });
    expect(await enrollInCourse(agent, pre, now)).toEqual({ ok: false, reason: "limit_reached_pre_licensing" });
    await db.update(companies).set({ planYearStart: "2024-06-01" }).where(eq(companies.id, company.id));
    expect(await enrollInCourse(agent, pre, now)).toMatchObject({ ok: true });
    const plan = await getCompanyPlan(company.id, now);
    expect(plan).toMatchObject({ preLicensing: { limit: 1, used: 1 }, planYearStart: new Date("2026-06-01T05:00:00Z") });
  });
});

describe("unenrollFromCourse", () => {
  it("removes the enrollment and keeps the progress", async () => {
    const student = demo("student@pelican.test");
    const pre = courseId(COURSE_SLUGS.preLicensing);
    const progressOf = async () =>
      (
        await getDb()
          .select({ n: count() })
          .from(studentProgress)
          .where(and(eq(studentProgress.userId, student.id), eq(studentProgress.courseId, pre)))
      )[0].n;
    const before = await progressOf();
    expect(before).toBeGreaterThan(0);
    expect(await unenrollFromCourse(student.id, pre)).toBe(true);
    expect(await getCourseAccessLevel(student, pre)).toBe("subscribed_not_enrolled");
    expect(await progressOf()).toBe(before);
    expect(await unenrollFromCourse(student.id, pre)).toBe(false);
  });

  it("shows staff the review level and visitors the sign-up level", async () => {
    const reviewer = sessionUser(seedIds.user("reviewer@pelican.test"), { roles: ["reviewer"] });
    expect(await getCourseAccessLevel(reviewer, courseId(COURSE_SLUGS.preLicensing))).toBe("staff");
    expect(await getCourseAccessLevel(null, courseId(COURSE_SLUGS.preLicensing))).toBe("not_logged_in");
  });
});
