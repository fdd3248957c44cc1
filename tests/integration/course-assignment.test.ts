// Assigning courses (decision 0063), called as the browser calls the actions: a company
// admin gives a course to members within the plan's yearly allowance (all or nothing), another
// company's user / a pending invitee / an inactive member is refused with nothing written, an
// existing enrollment costs nothing, Unassign only before the learner starts; the platform admin's
// grant (staff_grant) opens the course without a membership; a learner cannot call either. The
// race for the last allowance place runs on PostgreSQL only (PGlite is one connection).
import type { ActionFunctionArgs } from "@remix-run/node";
import { and, count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { addCompanyUser } from "~/models/companies/company-users.server";
import { canUserOpenCourse } from "~/models/learning/enrollment.server";
import { getMyCoursesOverview } from "~/models/learning/my-courses.server";
import { ASSIGNED_ACTION, GRANTED_ACTION, UNASSIGNED_ACTION } from "~/models/learning/course-assignment.server";
import { action as assignAction, loader as assignLoader } from "~/routes/company-dashboard+/assign-courses";
import { loader as editLoader } from "~/routes/company-dashboard+/users.$userId.edit";
import { action as grantAction } from "~/routes/admin+/users.$userId_.courses";
import { createLearner, reply, request, sessionCookie } from "../learners";
import { sessionUser } from "../session-user";

const { auditLog, companies, courses, emailOutbox, profiles, studentCourseAccess, timeOnTask } = schema;
const PATH = "/company-dashboard/assign-courses";

let made = 0;
async function course(
  courseType: "Pre-licensing" | "Post-licensing" | "Continuing Education" = "Pre-licensing",
  status: "published" | "draft" = "published",
) {
  const [row] = await getDb()
    .insert(courses)
    .values({ title: `Assigned course ${++made}`, slug: `assigned-course-${made}`, courseType, hours: 1, status })
    .returning({ id: courses.id });
  return row.id;
}

async function companyWithAdmin(pre: number | null = 2) {
  const [row] = await getDb()
    .insert(companies)
    .values({ name: `Assign Realty ${++made}`, allowedUserSeats: 50, preLicensingLimitPerYear: pre, postLicensingLimitPerYear: 1 })
    .returning({ id: companies.id });
  const adminId = await createLearner({
    companyId: row.id,
    role: "company_admin",
    firstName: "Rene",
    lastName: "Admin",
    subscribed: false,
  });
  return { companyId: row.id, adminId, cookie: await sessionCookie(adminId) };
}

const member = (companyId: string, firstName = "Mia") => createLearner({ companyId, firstName, lastName: "Member", subscribed: false });

/** A form POST with repeated memberId fields, as the checkboxes send it. */
function assignRequest(cookie: string | null, courseId: string, memberIds: string[]) {
  const body = new URLSearchParams([["courseId", courseId], ...memberIds.map((id) => ["memberId", id])]);
  return new Request(`http://localhost${PATH}`, { method: "POST", headers: cookie ? { Cookie: cookie } : undefined, body });
}
const assign = (cookie: string | null, courseId: string, memberIds: string[]) =>
  reply(() => assignAction({ request: assignRequest(cookie, courseId, memberIds), params: {}, context: {} }));
type Action = (args: ActionFunctionArgs) => Promise<unknown>;
const post = (run: Action, path: string, cookie: string, fields: Record<string, string>, params = {}) =>
  reply(() => run({ request: request(path, cookie, fields), params, context: {} }));

const accessOf = async (courseId: string, userIds: string[]) =>
  getDb()
    .select({ userId: studentCourseAccess.userId, accessType: studentCourseAccess.accessType })
    .from(studentCourseAccess)
    .where(and(eq(studentCourseAccess.courseId, courseId), inArray(studentCourseAccess.userId, userIds)));
const auditCount = async (action: string, courseId: string) =>
  Number(
    (
      await getDb()
        .select({ n: count() })
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.entityId, courseId)))
    )[0].n,
  );
async function emailsTo(userId: string) {
  const [{ email }] = await getDb().select({ email: profiles.email }).from(profiles).where(eq(profiles.id, userId));
  return getDb()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipient, email), eq(emailOutbox.templateKey, "course_assigned")));
}

describe("company admin assigns a course", () => {
  it("gives it to two members within the allowance: access, e-mails, audit, My Courses, player", async () => {
    const { companyId, adminId, cookie } = await companyWithAdmin(2);
    const [a, b] = [await member(companyId, "Ava"), await member(companyId, "Ben")];
    const id = await course();
    const page = await reply(() => assignLoader({ request: request(PATH, cookie), params: {}, context: {} }));
    expect(page.data.allowances.find((x: { courseType: string }) => x.courseType === "Pre-licensing")).toMatchObject({ limit: 2, left: 2 });

    const answer = await assign(cookie, id, [a, b]);
    expect(answer).toMatchObject({ status: 302, location: PATH, toast: { type: "success", title: "Course assigned to 2 members" } });
    expect((await accessOf(id, [a, b])).map((r) => r.accessType)).toEqual(["company_access", "company_access"]);
    expect(await emailsTo(a)).toHaveLength(1);
    const [mail] = await emailsTo(b);
    expect(mail.subject).toContain("A course has been assigned to you");
    expect(mail.textBody).toContain("/student");
    expect(await auditCount(ASSIGNED_ACTION, id)).toBe(1);
    const [enrollEvent] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "course.enrolled"), eq(auditLog.entityId, id)))
      .limit(1);
    expect(enrollEvent).toMatchObject({ actorUserId: adminId, companyId });
    expect((await getMyCoursesOverview(sessionUser(a))).enrolled.map((c) => c.id)).toEqual([id]);
    expect(await canUserOpenCourse(sessionUser(b), id)).toBe(true);

    const after = await reply(() => assignLoader({ request: request(PATH, cookie), params: {}, context: {} }));
    expect(after.data.allowances.find((x: { courseType: string }) => x.courseType === "Pre-licensing")).toMatchObject({ used: 2, left: 0 });
  });

  it("refuses more than the allowance left, all or nothing, with the numbers", async () => {
    const { companyId, cookie } = await companyWithAdmin(2);
    const [a, b, c] = [await member(companyId), await member(companyId), await member(companyId)];
    const id = await course();
    const answer = await assign(cookie, id, [a, b, c]);
    expect(answer.status).toBe(409);
    expect(answer.data.message).toBe("This assignment needs 3 Pre-licensing places; your plan has 2 left this year.");
    expect(await accessOf(id, [a, b, c])).toEqual([]);
    expect(await auditCount(ASSIGNED_ACTION, id)).toBe(0);
    expect(await emailsTo(a)).toEqual([]);
  });

  it("counts a member who already has the course once: skipped, free, not e-mailed again", async () => {
    const { companyId, cookie } = await companyWithAdmin(1);
    const [a, b] = [await member(companyId), await member(companyId)];
    const id = await course();
    expect((await assign(cookie, id, [a])).toast?.title).toBe("Course assigned to 1 member");
    // The one place is used; a already holds it, so only b would need one.
    const refused = await assign(cookie, id, [a, b]);
    expect(refused.data.message).toBe("This assignment needs 1 Pre-licensing place; your plan has 0 left this year.");
    const again = await assign(cookie, id, [a]);
    expect(again.toast).toMatchObject({ title: "Nothing to assign", description: "1 member already had it." });
    expect(await emailsTo(a)).toHaveLength(1);
    expect(await accessOf(id, [a])).toHaveLength(1);
  });

  it("continuing education has no allowance", async () => {
    const { companyId, cookie } = await companyWithAdmin(0);
    const a = await member(companyId);
    const id = await course("Continuing Education");
    expect((await assign(cookie, id, [a])).status).toBe(302);
  });

  it("another company's member, a pending invitee and an unknown id are not found (404), nothing written", async () => {
    const { companyId, adminId, cookie } = await companyWithAdmin(5);
    const other = await companyWithAdmin(5);
    const mine = await member(companyId);
    const theirs = await member(other.companyId);
    const id = await course();
    expect((await assign(cookie, id, [mine, theirs])).status).toBe(404);

    const invitee = await createLearner({ subscribed: false });
    const [{ email }] = await getDb().select({ email: profiles.email }).from(profiles).where(eq(profiles.id, invitee));
    const invited = await addCompanyUser(
      companyId,
      { firstName: "In", lastName: "Vitee", email, role: "student", phone: null, licenseNumber: null },
      {
        userId: adminId,
        name: "Rene Admin",
        exempt: false,
      },
    );
    expect(invited).toMatchObject({ ok: true, outcome: "invited" });
    expect((await assign(cookie, id, [mine, invitee])).status).toBe(404);
    expect((await assign(cookie, id, ["00000000-0000-4000-8000-000000000001"])).status).toBe(404);
    expect(await accessOf(id, [mine, theirs, invitee])).toEqual([]);
  });

  it("refuses an inactive member, a draft course and an empty choice (4xx, nothing written)", async () => {
    const { companyId, cookie } = await companyWithAdmin(5);
    const [a, sleepy] = [await member(companyId), await member(companyId, "Sleepy")];
    await getDb().update(profiles).set({ companyStatus: "inactive" }).where(eq(profiles.id, sleepy));
    const id = await course();
    const refused = await assign(cookie, id, [a, sleepy]);
    expect(refused.status).toBe(400);
    expect(refused.data.message).toBe("This member is inactive and cannot be given courses: Sleepy Member.");
    expect((await assign(cookie, await course("Pre-licensing", "draft"), [a])).status).toBe(400);
    expect((await assign(cookie, id, [])).data.message).toBe("Choose at least one member.");
    expect((await assign(cookie, "", [a])).data.message).toBe("Choose a course.");
    expect(await accessOf(id, [a, sleepy])).toEqual([]);
  });

  it("a learner, a signed-out visitor and a platform admin cannot call it", async () => {
    const { companyId } = await companyWithAdmin(5);
    const a = await member(companyId);
    const id = await course();
    const learnerCookie = await sessionCookie(a);
    expect((await assign(learnerCookie, id, [a])).status).toBeGreaterThanOrEqual(300);
    expect((await assign(null, id, [a])).status).toBeGreaterThanOrEqual(300);
    expect(await accessOf(id, [a])).toEqual([]);
  });

  it("unassigns a course not started; refuses one started; never the member's own enrollment", async () => {
    const { companyId, cookie } = await companyWithAdmin(5);
    const [a, b] = [await member(companyId), await member(companyId)];
    const id = await course();
    await assign(cookie, id, [a, b]);
    const unassign = (userId: string, courseId = id) => post(assignAction, PATH, cookie, { intent: "unassign", userId, courseId });

    expect(await unassign(a)).toMatchObject({
      status: 302,
      location: `/company-dashboard/users/${a}/edit`,
      toast: { title: "Course unassigned" },
    });
    expect(await accessOf(id, [a])).toEqual([]);
    expect(await auditCount(UNASSIGNED_ACTION, id)).toBe(1);

    // b has spent time on an item: started.
    const now = new Date();
    await getDb().insert(timeOnTask).values({ userId: b, courseId: id, contentKey: "topic:x", startedAt: now, endedAt: now, seconds: 30 });
    const edit = await reply(() =>
      editLoader({ request: request(`/company-dashboard/users/${b}/edit`, cookie), params: { userId: b }, context: {} }),
    );
    expect(edit.data.assigned).toEqual([expect.objectContaining({ courseId: id, started: true })]);
    const refused = await unassign(b);
    expect(refused.toast).toMatchObject({ title: "Failed to unassign course", description: expect.stringContaining("has started") });
    expect(await accessOf(id, [b])).toHaveLength(1);

    // A course the member bought themselves is not the company's to take.
    const own = await course("Continuing Education");
    await getDb().insert(studentCourseAccess).values({ userId: a, courseId: own, accessType: "premium_subscription" });
    expect((await unassign(a, own)).toast?.description).toBe("This course was not assigned by your company.");
    // Another company's member: 404.
    const other = await companyWithAdmin(5);
    const theirs = await member(other.companyId);
    expect((await unassign(theirs)).status).toBe(404);
    // Re-assigning a after unassigning is free (counted once this year).
    expect((await assign(cookie, id, [a])).status).toBe(302);
  });
});

describe("platform admin grants a course", () => {
  it("a learner without a membership gets a staff grant that opens the course; e-mailed, audited; removable until started", async () => {
    const adminId = await createLearner({ role: "admin", subscribed: false });
    const cookie = await sessionCookie(adminId);
    const learner = await createLearner({ subscribed: false });
    const id = await course("Post-licensing");
    const path = `/admin/users/${learner}/courses`;
    const grant = (courseId: string) => post(grantAction, path, cookie, { intent: "grant", courseId }, { userId: learner });

    expect(await canUserOpenCourse(sessionUser(learner), id)).toBe(false);
    expect(await grant(id)).toMatchObject({ status: 302, location: `/admin/users/${learner}`, toast: { title: "Course granted" } });
    expect(await accessOf(id, [learner])).toEqual([{ userId: learner, accessType: "staff_grant" }]);
    expect(await canUserOpenCourse(sessionUser(learner), id)).toBe(true);
    expect((await getMyCoursesOverview(sessionUser(learner))).enrolled.map((c) => c.id)).toEqual([id]);
    expect(await emailsTo(learner)).toHaveLength(1);
    expect(await auditCount(GRANTED_ACTION, id)).toBe(1);
    expect((await grant(id)).toast?.title).toBe("Already enrolled");
    expect((await grant(await course("Pre-licensing", "draft"))).toast).toMatchObject({
      title: "Failed to grant course",
      description: "This course is not available.",
    });
    expect((await grant("")).toast?.description).toBe("Choose a course.");

    const remove = () => post(grantAction, path, cookie, { intent: "unassign", userId: learner, courseId: id }, { userId: learner });
    expect((await remove()).toast?.title).toBe("Course removed");
    expect(await accessOf(id, [learner])).toEqual([]);
    expect((await remove()).toast?.title).toBe("Failed to remove course");

    // A learner cannot grant themselves a course.
    const self = await post(grantAction, path, await sessionCookie(learner), { intent: "grant", courseId: id }, { userId: learner });
    expect(self.status).toBeGreaterThanOrEqual(300);
    expect(await accessOf(id, [learner])).toEqual([]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("assignment within allowances under concurrency (PostgreSQL)", () => {
  it("two assignments racing for the last place: exactly one wins, 10 rounds", { timeout: 120_000 }, async () => {
    for (let round = 0; round < 10; round++) {
      const { companyId, cookie } = await companyWithAdmin(1);
      const [a, b] = [await member(companyId), await member(companyId)];
      const id = await course();
      const answers = await Promise.all([assign(cookie, id, [a]), assign(cookie, id, [b])]);
      expect(answers.map((x) => x.status).sort()).toEqual([302, 409]);
      expect(await accessOf(id, [a, b])).toHaveLength(1);
      expect(await auditCount(ASSIGNED_ACTION, id)).toBe(1);
    }
  });
});
