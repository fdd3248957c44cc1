// /admin/users (decision 0029): search by license number, deactivate (course access and sessions go,
// records stay, audited before → after) and reactivate, role change, and an admin cannot change
// their own role or status.
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { parseUserListQuery } from "~/models/accounts/admin-users.server";
import { USER_ADMIN_MESSAGES, USER_ADMIN_TOASTS } from "~/rules/admin-users";
import { loader as listLoader } from "~/routes/admin+/users._index/route";
import { action as userAction, loader as userLoader } from "~/routes/admin+/users.$userId/route";
import { action as inviteAction } from "~/routes/admin+/users.new/route";
import { createLearner, reply, request, sessionCookie } from "../learners";

const { profiles, sessions, studentCourseAccess, courses, auditLog, userRoles, emailOutbox } = schema;

let adminId: string;
let cookie: string;
beforeAll(async () => {
  adminId = await createLearner({ role: "admin" });
  cookie = await sessionCookie(adminId);
});

const post = (userId: string, fields: Record<string, string>) =>
  reply(() => userAction({ request: request(`/admin/users/${userId}`, cookie, fields), params: { userId }, context: {} }));

async function lastAudit(action: string, entityId: string) {
  const [row] = await getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe("parseUserListQuery", () => {
  it("keeps known values and ignores the rest", () => {
    const q = parseUserListQuery(new URLSearchParams("q=%20LA-123%20&role=admin&status=bogus&company=nope&subscription=past_due&page=-2"));
    expect(q).toEqual({ q: "LA-123", role: "admin", status: "", companyId: "", subscription: "past_due", active: "", page: 1 });
  });
  it("reads the activity filter (only `today`) and ignores anything else", () => {
    expect(parseUserListQuery(new URLSearchParams("active=today")).active).toBe("today");
    expect(parseUserListQuery(new URLSearchParams("active=TODAY")).active).toBe("");
    expect(parseUserListQuery(new URLSearchParams("active=yesterday")).active).toBe("");
    expect(parseUserListQuery(new URLSearchParams("active=today&active=x")).active).toBe("today");
  });
  it("reads a company id and a page", () => {
    const id = "6F9619FF-8B86-D011-B42D-00C04FC964FF";
    expect(parseUserListQuery(new URLSearchParams(`company=${id}&page=3`))).toMatchObject({ companyId: id.toLowerCase(), page: 3 });
  });
});

describe("admin users", () => {
  it("finds a learner by license number", async () => {
    const license = `LA-${Date.now()}`;
    const id = await createLearner({ firstName: "Lena", lastName: "Licensed" });
    await getDb().update(profiles).set({ licenseNumber: license }).where(eq(profiles.id, id));
    const list = (await listLoader({ request: request(`/admin/users?q=${license.toLowerCase()}`, cookie), params: {}, context: {} })) as {
      users: { id: string }[];
      total: number;
    };
    expect(list.total).toBe(1);
    expect(list.users[0].id).toBe(id);
  });

  it("deactivates (course access and sessions removed, records kept, audited) and reactivates", async () => {
    const id = await createLearner();
    await sessionCookie(id);
    // The learner is signed in, so "sessions removed" below checks a real deletion.
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(1);
    const [course] = await getDb()
      .insert(courses)
      .values({ title: "Admin Users Course", slug: `admin-users-${Date.now()}`, hours: 3, courseType: "Continuing Education" })
      .returning();
    await getDb().insert(studentCourseAccess).values({ userId: id, courseId: course.id, accessType: "premium_subscription" });

    const off = await post(id, { intent: "status", accountStatus: "inactive" });
    expect(off.status).toBe(302);
    expect(off.toast?.title).toBe(USER_ADMIN_TOASTS.updated.title);
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, id));
    expect(profile.accountStatus).toBe("inactive");
    expect(await getDb().select().from(studentCourseAccess).where(eq(studentCourseAccess.userId, id))).toHaveLength(0);
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
    const audit = await lastAudit("user.status", id);
    expect(audit.actorUserId).toBe(adminId);
    expect(audit.details).toMatchObject({
      before: { accountStatus: "active" },
      after: { accountStatus: "inactive" },
      courseAccessRemoved: 1,
    });

    const record = (await userLoader({ request: request(`/admin/users/${id}`, cookie), params: { userId: id }, context: {} })) as {
      profile: { status: string };
    };
    expect(record.profile.status).toBe("Inactive");

    const on = await post(id, { intent: "status", accountStatus: "active" });
    expect(on.status).toBe(302);
    expect((await getDb().select().from(profiles).where(eq(profiles.id, id)))[0].accountStatus).toBe("active");
  });

  it("changes a role (one role row), refuses a company admin without a company, and refuses changes to oneself", async () => {
    const id = await createLearner();
    expect((await post(id, { intent: "role", role: "reviewer" })).status).toBe(302);
    expect((await getDb().select().from(userRoles).where(eq(userRoles.userId, id))).map((r) => r.role)).toEqual(["reviewer"]);
    const noCompany = await post(id, { intent: "role", role: "company_admin" });
    expect(noCompany.toast?.description).toBe(USER_ADMIN_MESSAGES.companyRequired);
    expect((await getDb().select().from(userRoles).where(eq(userRoles.userId, id))).map((r) => r.role)).toEqual(["reviewer"]);
    const self = await post(adminId, { intent: "status", accountStatus: "inactive" });
    expect(self.toast?.description).toBe(USER_ADMIN_MESSAGES.yourself);
    expect((await getDb().select().from(profiles).where(eq(profiles.id, adminId)))[0].accountStatus).toBe("active");
  });

  it("sends a password reset and invites a user, each queued and audited; a taken address is refused", async () => {
    const id = await createLearner();
    expect((await post(id, { intent: "reset" })).toast?.title).toBe(USER_ADMIN_TOASTS.resetSent.title);
    expect((await lastAudit("user.password_reset", id))?.actorUserId).toBe(adminId);
    const email = `invited-${Date.now()}@example.com`;
    const fields = { firstName: "Ivy", lastName: "Invited", email, role: "student" };
    const invited = await reply(() => inviteAction({ request: request("/admin/users/new", cookie, fields), params: {}, context: {} }));
    expect(invited.status).toBe(302);
    expect(
      await getDb()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.recipient, email), eq(emailOutbox.templateKey, "invitation"))),
    ).toHaveLength(1);
    const again = await reply(() => inviteAction({ request: request("/admin/users/new", cookie, fields), params: {}, context: {} }));
    expect(again.status).toBe(409);
  });
});
