// Consented company membership (decision 0053, superseding 0025's "an existing
// account without a company is added"), through the routes as a browser calls them: a company admin
// adding an existing account only invites it; the company sees a pending invitation and nothing of
// the person (no certificate PDF, not in the list, reports or exports) until the owner, signed in,
// accepts at /invitations; setting a member inactive or removing them withdraws only what the
// company granted (never their own premium_subscription access, never a certificate from before they
// joined); platform accounts (admin@pelican.test) can never be added or invited; company actions on
// a non-member answer 404; the CSV preview says "Invitation will be sent" / "Already in another
// company"; a member leaves at /leave-company.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { COURSE_SLUGS, QUICK_COURSE_IDS, seed, seedIds } from "../../db/seed";
import { getDb, schema } from "~/db.server";
import { issueCertificate } from "~/models/certificates/certificate.server";
import { getUserHistory } from "~/models/reporting/company-reports.server";
import { MEMBERSHIP_MESSAGES } from "~/rules/company-membership";
import { USER_MESSAGES, USER_TOASTS } from "~/rules/company-users";
import { FATE_LABELS, SKIP_REASONS } from "~/rules/user-csv";
import { loader as certificatePdf } from "~/routes/_resources+/certificates.$certificateId[.pdf]";
import { action as invitationsAction, loader as invitationsLoader } from "~/routes/_auth+/invitations";
import { action as leaveAction } from "~/routes/_auth+/leave-company";
import { loader as userProgressExport } from "~/routes/company-dashboard+/reports.user-progress";
import { action as editAction, loader as editLoader } from "~/routes/company-dashboard+/users.$userId.edit";
import { action as removeAction, loader as removeLoader } from "~/routes/company-dashboard+/users.$userId.remove";
import { loader as listLoader } from "~/routes/company-dashboard+/users._index/route";
import { loader as exportLoader } from "~/routes/company-dashboard+/users.export";
import { action as previewAction, loader as previewLoader } from "~/routes/company-dashboard+/users.import.$importId";
import { action as uploadAction } from "~/routes/company-dashboard+/users.import._index";
import { action as newAction } from "~/routes/company-dashboard+/users.new";
import { createLearner, reply, request, sessionCookie } from "../learners";

const { companies, companyInvitations, emailOutbox, generatedCertificates, profiles, studentCourseAccess, userRoles, users } = schema;

const ctx = { context: {} };
type Action = (args: ActionFunctionArgs) => Promise<unknown>;
type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;
const post = (run: Action, path: string, cookie: string, fields: Record<string, string>, params = {}) =>
  reply(() => run({ request: request(path, cookie, fields), params, ...ctx }));
const get = (run: Loader, path: string, cookie: string, params = {}) =>
  reply(() => run({ request: request(path, cookie), params, ...ctx }));

let n = 0;
async function companyWithAdmin(allowedUserSeats: number | null = 25) {
  const [company] = await getDb()
    .insert(companies)
    .values({ name: `Consent Realty ${++n}`, allowedUserSeats })
    .returning({ id: companies.id });
  const adminId = await createLearner({ companyId: company.id, role: "company_admin", firstName: "Rene", lastName: "Admin" });
  return { companyId: company.id, adminId, cookie: await sessionCookie(adminId) };
}

const emailOf = async (userId: string) => (await getDb().select({ email: users.email }).from(users).where(eq(users.id, userId)))[0].email;
const profileOf = async (userId: string) => (await getDb().select().from(profiles).where(eq(profiles.id, userId)))[0];
const accessOf = async (userId: string) =>
  (await getDb().select().from(studentCourseAccess).where(eq(studentCourseAccess.userId, userId))).map((a) => a.accessType).sort();

const newUser = (email: string, extra: Record<string, string> = {}) => ({
  intent: "create",
  firstName: "Alex",
  lastName: "Agent",
  email,
  ...extra,
});

async function pdfStatus(userId: string, certificateId: string) {
  const cookie = await sessionCookie(userId);
  try {
    const response = (await certificatePdf({
      request: new Request(`http://localhost/certificates/${certificateId}.pdf`, { headers: { Cookie: cookie } }),
      params: { certificateId },
      ...ctx,
    })) as Response;
    return response.status;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (status) return status;
    throw thrown;
  }
}

/**
 * An individual learner with their own premium membership, a premium_subscription course access and
 * a certificate issued before any company knew them.
 */
async function individualWithHistory() {
  const learnerId = await createLearner({ firstName: "Celeste", lastName: "Fontenot" });
  const courseId = seedIds.course(COURSE_SLUGS.ceEthics);
  await getDb().insert(studentCourseAccess).values({ userId: learnerId, courseId, accessType: "premium_subscription" });
  const certificate = (await getDb().transaction((tx) =>
    issueCertificate(tx, {
      userId: learnerId,
      courseId,
      evaluationId: QUICK_COURSE_IDS.evaluationId,
      now: new Date(Date.now() - 86_400_000),
    }),
  ))!;
  return {
    learnerId,
    email: await emailOf(learnerId),
    certificateId: certificate.uniqueCertificateId,
    cookie: await sessionCookie(learnerId),
  };
}

async function invitationIdFor(learnerCookie: string) {
  const page = await get(invitationsLoader, "/invitations", learnerCookie);
  return page.data.invitations[0]?.id as string | undefined;
}

async function exportText(loader: Loader, path: string, cookie: string) {
  const answer = (await loader({ request: request(path, cookie), params: {}, ...ctx })) as Response;
  return answer.status === 200 ? await answer.text() : "";
}

beforeAll(async () => {
  await seed(getDb());
});

describe("adding an existing account invites it; it joins only when its owner accepts", () => {
  it("pending: not a member, no data visible to the company; accept: member; earlier certificate still hidden", async () => {
    const { companyId, adminId, cookie } = await companyWithAdmin();
    const learner = await individualWithHistory();

    const added = await post(newAction, "/company-dashboard/users/new", cookie, newUser(learner.email));
    expect(added).toMatchObject({ status: 302, toast: { title: USER_TOASTS.invited.title } });
    expect((await profileOf(learner.learnerId)).companyId).toBeNull();
    const mails = await getDb().select().from(emailOutbox).where(eq(emailOutbox.recipient, learner.email));
    expect(mails.map((m) => m.templateKey)).toEqual(["company_invitation"]);
    expect(mails[0].textBody).toContain("/invitations");

    // The company sees a pending invitation (the address only), never the person's data.
    const list = await get(listLoader, "/company-dashboard/users", cookie);
    expect(list.data.invitations).toEqual([expect.objectContaining({ email: learner.email })]);
    expect(list.data.users.map((u: { email: string }) => u.email)).not.toContain(learner.email);
    expect(await pdfStatus(adminId, learner.certificateId)).toBe(404);
    expect(await exportText(exportLoader, "/company-dashboard/users/export", cookie)).not.toContain(learner.email);
    expect(await exportText(userProgressExport, "/company-dashboard/reports/user-progress", cookie)).not.toContain(learner.email);
    // Company actions on a pending invitee: not a member, 404.
    const params = { userId: learner.learnerId };
    expect((await get(editLoader, `/company-dashboard/users/${learner.learnerId}/edit`, cookie, params)).status).toBe(404);
    expect(
      (
        await post(
          editAction,
          `/company-dashboard/users/${learner.learnerId}/edit`,
          cookie,
          { firstName: "X", lastName: "Y", role: "student", accountStatus: "inactive" },
          params,
        )
      ).status,
    ).toBe(404);
    expect(
      (await post(removeAction, `/company-dashboard/users/${learner.learnerId}/remove`, cookie, { intent: "remove" }, params)).status,
    ).toBe(404);

    // Someone else cannot accept it for them.
    const invitationId = (await invitationIdFor(learner.cookie))!;
    expect(invitationId).toBeTruthy();
    const stranger = await sessionCookie(await createLearner());
    expect((await post(invitationsAction, "/invitations", stranger, { intent: "accept", invitationId })).status).toBe(404);
    expect((await profileOf(learner.learnerId)).companyId).toBeNull();

    // The owner, signed in, accepts: now a member.
    const accepted = await post(invitationsAction, "/invitations", learner.cookie, { intent: "accept", invitationId });
    expect(accepted).toMatchObject({ status: 302, location: "/dashboard" });
    const profile = await profileOf(learner.learnerId);
    expect(profile).toMatchObject({ companyId, companyStatus: "active", accountStatus: "active" });
    expect(profile.companyJoinedAt).not.toBeNull();
    expect(await getDb().select().from(companyInvitations).where(eq(companyInvitations.userId, learner.learnerId))).toHaveLength(0);
    const after = await get(listLoader, "/company-dashboard/users", cookie);
    expect(after.data.users.map((u: { email: string }) => u.email)).toContain(learner.email);
    expect(after.data.invitations).toEqual([]);
    // The certificate from before joining stays the learner's own: 404 to the company, absent from its export.
    expect(await pdfStatus(adminId, learner.certificateId)).toBe(404);
    expect(await pdfStatus(learner.learnerId, learner.certificateId)).toBe(200);
    const progress = await exportText(userProgressExport, "/company-dashboard/reports/user-progress", cookie);
    expect(progress).toContain(learner.email);
    expect(progress).not.toContain(learner.certificateId);
    const history = await getUserHistory(companyId, { q: "Celeste", page: 1 });
    expect(history.users).toEqual([expect.objectContaining({ email: learner.email, certificates: [], hours: 0 })]);
    expect(history.users[0].certificates).toEqual([]);
  });

  it("set inactive and remove withdraw only what the company granted: the own subscription and earlier certificate stay", async () => {
    const { companyId, cookie } = await companyWithAdmin();
    const learner = await individualWithHistory();
    await post(newAction, "/company-dashboard/users/new", cookie, newUser(learner.email));
    const invitationId = (await invitationIdFor(learner.cookie))!;
    expect((await post(invitationsAction, "/invitations", learner.cookie, { intent: "accept", invitationId })).status).toBe(302);
    // The company grants a course.
    await getDb()
      .insert(studentCourseAccess)
      .values({ userId: learner.learnerId, courseId: seedIds.course(COURSE_SLUGS.ceAgency), accessType: "company_access" });
    expect(await accessOf(learner.learnerId)).toEqual(["company_access", "premium_subscription"]);

    const path = `/company-dashboard/users/${learner.learnerId}/edit`;
    const inactive = await post(
      editAction,
      path,
      cookie,
      { firstName: "Celeste", lastName: "Fontenot", role: "company_admin", accountStatus: "inactive" },
      { userId: learner.learnerId },
    );
    expect(inactive.status).toBe(302);
    expect(await accessOf(learner.learnerId)).toEqual(["premium_subscription"]);
    const profile = await profileOf(learner.learnerId);
    expect(profile).toMatchObject({ companyId, companyStatus: "inactive", accountStatus: "active", subscribed: true });
    expect(await getDb().select().from(userRoles).where(eq(userRoles.userId, learner.learnerId))).toHaveLength(0);
    expect(await getDb().select().from(generatedCertificates).where(eq(generatedCertificates.userId, learner.learnerId))).toHaveLength(1);
    expect(await pdfStatus(learner.learnerId, learner.certificateId)).toBe(200);
    // Still signed in: their account is theirs (the page answers, no redirect to /login).
    expect((await get(invitationsLoader, "/invitations", learner.cookie)).status).toBe(200);

    const removed = await post(
      removeAction,
      `/company-dashboard/users/${learner.learnerId}/remove`,
      cookie,
      { intent: "remove" },
      {
        userId: learner.learnerId,
      },
    );
    expect(removed.status).toBe(302);
    expect(await profileOf(learner.learnerId)).toMatchObject({ companyId: null, companyJoinedAt: null, subscribed: true });
    expect(await accessOf(learner.learnerId)).toEqual(["premium_subscription"]);
  });

  it("platform accounts (admin@pelican.test, a reviewer) can never be added or invited: 400 'cannot be added'", async () => {
    const { companyId, cookie } = await companyWithAdmin();
    const reviewer = await createLearner({ role: "reviewer" });
    for (const email of ["admin@pelican.test", await emailOf(reviewer)]) {
      const refused = await post(newAction, "/company-dashboard/users/new", cookie, newUser(email, { role: "company_admin" }));
      expect(refused.status).toBe(400);
      expect(refused.data.result.error.email).toEqual([USER_MESSAGES.platformRole]);
    }
    const admin = await profileOf(seedIds.user("admin@pelican.test"));
    expect(admin).toMatchObject({ companyId: null, accountStatus: "active" });
    expect(await getDb().select().from(companyInvitations).where(eq(companyInvitations.companyId, companyId))).toHaveLength(0);
  });

  it("decline removes the invitation and changes nothing else; an account in another company cannot accept", async () => {
    const first = await companyWithAdmin();
    const second = await companyWithAdmin();
    const learner = await individualWithHistory();
    await post(newAction, "/company-dashboard/users/new", first.cookie, newUser(learner.email));
    await post(newAction, "/company-dashboard/users/new", second.cookie, newUser(learner.email));
    const page = await get(invitationsLoader, "/invitations", learner.cookie);
    expect(page.data.invitations).toHaveLength(2);
    const [newest, oldest] = page.data.invitations as { id: string }[];
    expect((await post(invitationsAction, "/invitations", learner.cookie, { intent: "accept", invitationId: oldest.id })).status).toBe(302);
    const refused = await post(invitationsAction, "/invitations", learner.cookie, { intent: "accept", invitationId: newest.id });
    expect(refused).toMatchObject({ status: 409, data: { message: MEMBERSHIP_MESSAGES.inACompany } });
    expect((await post(invitationsAction, "/invitations", learner.cookie, { intent: "decline", invitationId: newest.id })).status).toBe(
      302,
    );
    expect(await getDb().select().from(companyInvitations).where(eq(companyInvitations.userId, learner.learnerId))).toHaveLength(0);
    expect((await profileOf(learner.learnerId)).companyId).toBe(first.companyId);
    expect((await post(invitationsAction, "/invitations", learner.cookie, { intent: "nope", invitationId: newest.id })).status).toBe(400);
  });

  it("a member leaves from /leave-company: company access goes, the own subscription stays; a company admin cannot leave there", async () => {
    const { companyId, adminId, cookie } = await companyWithAdmin();
    const learner = await individualWithHistory();
    await post(newAction, "/company-dashboard/users/new", cookie, newUser(learner.email));
    await post(invitationsAction, "/invitations", learner.cookie, {
      intent: "accept",
      invitationId: (await invitationIdFor(learner.cookie))!,
    });
    await getDb()
      .insert(studentCourseAccess)
      .values({ userId: learner.learnerId, courseId: seedIds.course(COURSE_SLUGS.ceAgency), accessType: "company_access" });
    const left = await post(leaveAction, "/leave-company", learner.cookie, { intent: "leave" });
    expect(left).toMatchObject({ status: 302, location: "/dashboard" });
    expect(await profileOf(learner.learnerId)).toMatchObject({ companyId: null, subscribed: true });
    expect(await accessOf(learner.learnerId)).toEqual(["premium_subscription"]);
    const adminLeaves = await post(leaveAction, "/leave-company", cookie, { intent: "leave" });
    expect(adminLeaves.status).toBe(409);
    expect((await profileOf(adminId)).companyId).toBe(companyId);
  });
});

describe("a platform account already in a company (taken over under decision 0025)", () => {
  it("cannot be edited or set inactive by the company (400); removing it takes only the company's grants, never its role", async () => {
    const { companyId, cookie } = await companyWithAdmin();
    const reviewer = await createLearner({ role: "reviewer", firstName: "Rita" });
    await getDb().update(profiles).set({ companyId }).where(eq(profiles.id, reviewer));
    const params = { userId: reviewer };
    const edit = await post(
      editAction,
      `/company-dashboard/users/${reviewer}/edit`,
      cookie,
      { firstName: "Rita", lastName: "R", role: "student", accountStatus: "inactive" },
      params,
    );
    expect(edit.status).toBe(400);
    expect(edit.data.result.error[""]).toEqual([USER_MESSAGES.platformRoleChange]);
    expect(await profileOf(reviewer)).toMatchObject({ companyStatus: "active", accountStatus: "active" });
    expect((await post(removeAction, `/company-dashboard/users/${reviewer}/remove`, cookie, { intent: "remove" }, params)).status).toBe(
      302,
    );
    expect((await profileOf(reviewer)).companyId).toBeNull();
    expect((await getDb().select().from(userRoles).where(eq(userRoles.userId, reviewer))).map((r) => r.role)).toEqual(["reviewer"]);
  });
});

describe("company actions on a non-member", () => {
  it("edit and remove of an account without a company answer 404 and write nothing", async () => {
    const { cookie } = await companyWithAdmin();
    const lone = await createLearner({ firstName: "Lone" });
    const params = { userId: lone };
    expect((await get(editLoader, `/company-dashboard/users/${lone}/edit`, cookie, params)).status).toBe(404);
    expect((await get(removeLoader, `/company-dashboard/users/${lone}/remove`, cookie, params)).status).toBe(404);
    const edit = await post(
      editAction,
      `/company-dashboard/users/${lone}/edit`,
      cookie,
      { firstName: "Hacked", lastName: "X", role: "company_admin", accountStatus: "inactive" },
      params,
    );
    expect(edit.status).toBe(404);
    expect((await post(removeAction, `/company-dashboard/users/${lone}/remove`, cookie, { intent: "remove" }, params)).status).toBe(404);
    expect(await profileOf(lone)).toMatchObject({ firstName: "Lone", companyId: null, accountStatus: "active", companyStatus: "active" });
  });
});

describe("CSV import of existing addresses", () => {
  it("preview: 'Invitation will be sent' / 'Already in another company' / platform account skipped; confirm sends the invitations", async () => {
    const { companyId, cookie } = await companyWithAdmin();
    const other = await companyWithAdmin();
    const lone = await createLearner();
    const theirs = await createLearner({ companyId: other.companyId });
    const csv = [
      "first_name,last_name,email",
      "New,Person,brand-new@import.test",
      `Lone,Learner,${await emailOf(lone)}`,
      `Their,Agent,${await emailOf(theirs)}`,
      "School,Admin,admin@pelican.test",
    ].join("\r\n");
    const form = new FormData();
    form.set("intent", "upload");
    form.set("file", new File([csv], "agents.csv", { type: "text/csv" }));
    const uploaded = await reply(() =>
      uploadAction({
        request: new Request("http://localhost/company-dashboard/users/import", {
          method: "POST",
          headers: { Cookie: cookie },
          body: form,
        }),
        params: {},
        ...ctx,
      }),
    );
    const importId = uploaded.location!.split("/").pop()!;
    const page = await get(previewLoader, `/company-dashboard/users/import/${importId}`, cookie, { importId });
    expect(page.data.rows.map((r: { fate: string }) => r.fate)).toEqual([
      FATE_LABELS.create,
      "Invitation will be sent",
      "Skipped: Already in another company",
      `Skipped: ${SKIP_REASONS.platformRole}`,
    ]);
    const done = await post(
      previewAction,
      `/company-dashboard/users/import/${importId}`,
      cookie,
      { intent: "confirm", limit: "2" },
      { importId },
    );
    expect(done.status).toBe(302);
    expect((await profileOf(lone)).companyId).toBeNull();
    expect(
      await getDb()
        .select()
        .from(companyInvitations)
        .where(and(eq(companyInvitations.companyId, companyId), eq(companyInvitations.userId, lone))),
    ).toHaveLength(1);
    const mails = await getDb()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, await emailOf(lone)));
    expect(mails.map((m) => m.templateKey)).toEqual(["company_invitation"]);
    expect((await profileOf(theirs)).companyId).toBe(other.companyId);
    expect((await profileOf(seedIds.user("admin@pelican.test"))).companyId).toBeNull();
    const results = await get(previewLoader, `/company-dashboard/users/import/${importId}`, cookie, { importId });
    expect(results.data).toMatchObject({ stage: "results", created: 1, invited: 1, skippedCount: 2 });
  });
});
