// Anonymising an account (decision 0039; decision 0029), through the admin's user record: refused until
// ticked and until the user is deactivated; then the address, phone, picture, password, sessions,
// roles, e-mails and contact messages are gone while the name as licensed, license number and every
// learning record stay; the audit entry keeps no trace of the address; the account cannot be
// reactivated or anonymised twice.
import { count, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { ANONYMISE_MESSAGES, ANONYMISE_TOASTS, anonymisedEmail } from "~/rules/user-anonymisation";
import { action } from "~/routes/admin+/users.$userId/route";
import { QUICK_COURSE_IDS, seed } from "../../db/seed";
import { createLearner, reply, request, sessionCookie } from "../learners";

const { users, profiles, sessions, userRoles, emailOutbox, contactMessages, generatedCertificates, quizAttempts, auditLog } = schema;

let admin: string;
beforeAll(async () => {
  await seed(getDb());
  admin = await sessionCookie(await createLearner({ role: "admin" }));
});

const post = (userId: string, fields: Record<string, string>) =>
  reply(() => action({ request: request(`/admin/users/${userId}`, admin, fields), params: { userId }, context: {} }));

const countOf = async (table: typeof sessions | typeof userRoles, userId: string) =>
  (await getDb().select({ n: count() }).from(table).where(eq(table.userId, userId)))[0]!.n;

describe("anonymising a user", () => {
  it("removes the personal data the law does not require and keeps the learning records", async () => {
    const userId = await createLearner({
      firstName: "Fern",
      lastName: "Anon",
      licenseNumber: "LA-ANON-1",
      phone: "504-555-0199",
      role: "reviewer",
    });
    const [{ email }] = await getDb().select({ email: profiles.email }).from(profiles).where(eq(profiles.id, userId));
    await sessionCookie(userId);
    await getDb().update(profiles).set({ avatarUrl: "https://example.com/fern.png" }).where(eq(profiles.id, userId));
    await getDb()
      .insert(emailOutbox)
      .values({ templateKey: "welcome", recipient: email!, subject: "Welcome", htmlBody: "<p>Hi Fern</p>", textBody: "Hi Fern" });
    await getDb()
      .insert(contactMessages)
      .values({ name: "Fern Anon", email: email!, subject: "Help", professionalStatus: "agent", message: "A question" });
    await getDb()
      .insert(generatedCertificates)
      .values({
        userId,
        courseId: QUICK_COURSE_IDS.courseId,
        evaluationId: QUICK_COURSE_IDS.evaluationId,
        uniqueCertificateId: `${QUICK_COURSE_IDS.courseId}-CERT-anon`,
        completionDate: "2026-10-01",
        studentName: "Fern Anon",
        licenseNumber: "LA-ANON-1",
        courseTitle: "Quick Start",
        courseType: "Continuing Education",
        hours: 2.5,
      });
    await getDb().insert(quizAttempts).values({
      userId,
      courseId: QUICK_COURSE_IDS.courseId,
      quizId: QUICK_COURSE_IDS.finalExamId,
      attemptNumber: 1,
      questionOrder: [],
      completedAt: new Date(),
      scorePercentage: 90,
      passed: true,
    });

    const unticked = await post(userId, { intent: "anonymise" });
    expect(unticked.status).toBe(400);
    expect(unticked.data.toast).toMatchObject({ title: ANONYMISE_TOASTS.failed.title, description: ANONYMISE_MESSAGES.confirm });
    const active = await post(userId, { intent: "anonymise", confirm: "yes" });
    expect(active.status).toBe(409);
    expect(active.data.toast.description).toBe(ANONYMISE_MESSAGES.active);
    expect((await getDb().select().from(profiles).where(eq(profiles.id, userId)))[0]!.anonymisedAt).toBeNull();

    expect((await post(userId, { intent: "status", accountStatus: "inactive" })).status).toBe(302);
    const done = await post(userId, { intent: "anonymise", confirm: "yes" });
    expect(done.status).toBe(302);
    expect(done.toast?.title).toBe(ANONYMISE_TOASTS.done.title);

    const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, userId));
    expect(profile).toMatchObject({
      email: anonymisedEmail(userId),
      phone: null,
      avatarUrl: null,
      firstName: "Fern",
      lastName: "Anon",
      licenseNumber: "LA-ANON-1",
    });
    expect(profile!.anonymisedAt).toBeInstanceOf(Date);
    const [account] = await getDb().select().from(users).where(eq(users.id, userId));
    expect(account).toMatchObject({ email: anonymisedEmail(userId), passwordHash: null });
    expect(await countOf(sessions, userId)).toBe(0);
    expect(await countOf(userRoles, userId)).toBe(0);
    expect(await getDb().select().from(emailOutbox).where(eq(emailOutbox.recipient, email!))).toEqual([]);
    expect(await getDb().select().from(contactMessages).where(eq(contactMessages.email, email!))).toEqual([]);
    expect(await getDb().select().from(generatedCertificates).where(eq(generatedCertificates.userId, userId))).toHaveLength(1);
    expect(await getDb().select().from(quizAttempts).where(eq(quizAttempts.userId, userId))).toHaveLength(1);

    const [entry] = await getDb().select().from(auditLog).where(eq(auditLog.action, "user.anonymise")).orderBy(desc(auditLog.id)).limit(1);
    expect(entry!.entityId).toBe(userId);
    expect(entry!.details).toMatchObject({ emailsDeleted: 1, contactMessagesDeleted: 1, rolesRemoved: ["reviewer"] });
    expect(JSON.stringify(entry)).not.toContain(email!);

    const reactivated = await post(userId, { intent: "status", accountStatus: "active" });
    expect(reactivated.toast).toMatchObject({ type: "error", description: ANONYMISE_MESSAGES.reactivate });
    expect((await getDb().select().from(profiles).where(eq(profiles.id, userId)))[0]!.accountStatus).toBe("inactive");
    const again = await post(userId, { intent: "anonymise", confirm: "yes" });
    expect(again.status).toBe(409);
    expect(again.data.toast.description).toBe(ANONYMISE_MESSAGES.already);
  });
});
