// Admin edit forms carry the version they were loaded with (decision 0085): a save from a form that
// someone else saved after it was opened is refused (409) with what changed, and nothing is written;
// the version the refusal hands back lets the admin save again deliberately. One shared rule
// (app/rules/edit-version.ts), checked by each model under the record's row lock.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { EDIT_VERSION_FIELD, STALE_EDIT_TITLE } from "~/rules/edit-version";
import { action as createCourseAction } from "~/routes/admin+/courses.create/route";
import { action as editCourseAction, loader as editCourseLoader } from "~/routes/admin+/courses.edit.$courseId/route";
import { saveInstructor, instructorVersion, findAdminInstructor } from "~/models/catalogue/admin-instructors.server";
import { companyVersion, createCompany, getAdminCompany, updateCompany } from "~/models/companies/admin-companies.server";
import {
  announcementVersion,
  createAnnouncement,
  getAdminAnnouncement,
  updateAnnouncement,
} from "~/models/operations/admin-announcements.server";
import { createTemplate, getTemplate, templateVersion, updateTemplate } from "~/models/certificates/certificate-template.server";
import { announcementSchema } from "~/rules/admin-announcements";
import { companyEditSchema, companySchema } from "~/rules/admin-companies";
import { instructorSchema } from "~/rules/admin-content";
import { REQUIRED_ITEM_KEYS, templateSchema } from "~/rules/certificate-template";
import { action as editUserAction, loader as editUserLoader } from "~/routes/admin+/users.$userId_.edit";
import {
  createQuestion,
  createQuiz,
  questionVersion,
  quizSettingsVersion,
  updateQuestion,
  updateQuizSettings,
} from "~/models/assessment/quiz-admin.server";
import { questionSchema, quizSettingsSchema } from "~/rules/quiz-authoring";
import { createEvaluation, evaluationVersion, updateEvaluationSettings } from "~/models/assessment/evaluation-admin.server";
import { evaluationSettingsSchema } from "~/rules/evaluation-authoring";
import { action as companyEditUserAction, loader as companyEditUserLoader } from "~/routes/company-dashboard+/users.$userId.edit";
import { action as quizAction, loader as quizLoader } from "~/routes/admin+/quizzes.$quizId._index/route";
import { action as questionAction, loader as questionLoader } from "~/routes/admin+/quizzes.$quizId.questions.$questionId/route";
import { action as evaluationAction, loader as evaluationLoader } from "~/routes/admin+/evaluations.$evaluationId/route";
import { action as topicsAction, loader as topicsLoader } from "~/routes/admin+/lessons.$lessonId.topics/route";
import { createLearner, reply, request, sessionCookie } from "../learners";

const ctx = { context: {} };
let cookie = "";
let actor = { userId: "", ipAddress: null as string | null };

beforeAll(async () => {
  const adminId = await createLearner({ role: "admin" });
  actor = { userId: adminId, ipAddress: null };
  cookie = await sessionCookie(adminId);
});

const auditCount = async (entityId: string) =>
  (await getDb().select().from(schema.auditLog).where(eq(schema.auditLog.entityId, entityId))).length;

describe("course details", () => {
  it("a stale course form is refused naming the changed fields; nothing is written; saved again with the new version, accepted", async () => {
    const slug = `stale-${Date.now()}`;
    const created = await reply(() =>
      createCourseAction({
        request: request("/admin/courses/create", cookie, { title: "Stale Course", slug, hours: "3", courseType: "Continuing Education" }),
        params: {},
        ...ctx,
      }),
    );
    const courseId = created.location!.split("/").pop()!;
    const open = async () =>
      (await editCourseLoader({ request: request(`/admin/courses/edit/${courseId}`, cookie), params: { courseId }, ...ctx })) as Awaited<
        ReturnType<typeof editCourseLoader>
      >;
    const fields = { intent: "save", title: "Stale Course", slug, hours: "3", courseType: "Continuing Education" };
    const save = (version: string, changes: Record<string, string>) =>
      reply(() =>
        editCourseAction({
          request: request(`/admin/courses/edit/${courseId}`, cookie, { ...fields, ...changes, [EDIT_VERSION_FIELD]: version }),
          params: { courseId },
          ...ctx,
        }),
      );
    const first = await open();
    const second = await open();
    expect(first.version).toBe(second.version);

    expect((await save(first.version, { hours: "4.5" })).status).toBe(302);
    const [saved] = await getDb().select().from(schema.courses).where(eq(schema.courses.id, courseId));
    const audits = await auditCount(courseId);

    const refused = await save(second.version, { title: "Renamed On The Other Form" });
    expect(refused.status).toBe(409);
    expect(refused.toast?.title).toBe("Course not saved");
    const [message] = refused.data.result.error[""];
    expect(message).toContain(STALE_EDIT_TITLE);
    expect(message).toContain("Hours is now 4.5");
    expect(message).not.toContain("Title");
    const [after] = await getDb().select().from(schema.courses).where(eq(schema.courses.id, courseId));
    expect(after).toEqual(saved);
    expect(await auditCount(courseId)).toBe(audits);

    const again = await save(refused.data.version, { hours: "4.5", title: "Renamed On The Other Form" });
    expect(again.status).toBe(302);
    const [both] = await getDb().select().from(schema.courses).where(eq(schema.courses.id, courseId));
    expect(both.title).toBe("Renamed On The Other Form");
    expect(Number(both.hours)).toBe(4.5);

    // A change the form does not show (the course's status) leaves the form current.
    const current = await open();
    await getDb().update(schema.courses).set({ status: "archived" }).where(eq(schema.courses.id, courseId));
    expect((await save(current.version, { hours: "5", title: "Renamed On The Other Form" })).status).toBe(302);
  });
});

/**
 * The same for each other record, through its model: two forms opened at one version, the first
 * saved, the second refused with the field the first changed, the row and the audit log untouched.
 */
describe("instructors, companies, announcements, certificate templates", () => {
  async function expectRefused<T>(read: () => Promise<T>, attempt: () => Promise<unknown>, entityId: string, changedField: string) {
    const before = await read();
    const audits = await auditCount(entityId);
    const answer = (await attempt()) as { outcome?: string; changed?: Record<string, unknown> };
    expect(answer.outcome).toBe("stale");
    expect(Object.keys(answer.changed ?? {})).toEqual([changedField]);
    expect(await read()).toEqual(before);
    expect(await auditCount(entityId)).toBe(audits);
  }

  it("instructor", async () => {
    const input = instructorSchema.parse({ firstName: "Ida", lastName: "Stale" });
    const created = (await saveInstructor(null, input, actor)) as { id: string };
    const version = instructorVersion((await findAdminInstructor(created.id))!);
    expect(await saveInstructor(created.id, { ...input, phone: "225-555-0101" }, actor, version)).toMatchObject({ id: created.id });
    await expectRefused(
      () => findAdminInstructor(created.id),
      () => saveInstructor(created.id, { ...input, lastName: "Other" }, actor, version),
      created.id,
      "phone",
    );
  });

  it("company", async () => {
    const input = companySchema.parse({ name: "Stale Realty", allowedUserSeats: "25", planTier: "pro" });
    const id = await createCompany(input, actor);
    const version = companyVersion((await getAdminCompany(id))!);
    const edit = companyEditSchema.parse({ name: "Stale Realty", allowedUserSeats: "25", planTier: "pro" });
    expect(await updateCompany(id, { ...edit, allowedUserSeats: 30 }, actor, version)).toBe("updated");
    await expectRefused(
      () => getAdminCompany(id),
      () => updateCompany(id, { ...edit, name: "Renamed Realty" }, actor, version),
      id,
      "allowedUserSeats",
    );
  });

  it("announcement", async () => {
    const input = announcementSchema.parse({ title: "Stale notice", message: "<p>Hello</p>", targetType: "all" });
    const created = await createAnnouncement(input, { publish: false }, actor);
    if (created.outcome !== "created") throw new Error(created.outcome);
    const version = announcementVersion((await getAdminAnnouncement(created.id))!);
    expect(await updateAnnouncement(created.id, { ...input, title: "Renamed notice" }, actor, { version })).toBe("updated");
    await expectRefused(
      async () => (await getDb().select().from(schema.announcements).where(eq(schema.announcements.id, created.id)))[0],
      () => updateAnnouncement(created.id, { ...input, message: "<p>Other</p>" }, actor, { version }),
      created.id,
      "title",
    );
  });

  it("certificate template", async () => {
    const input = templateSchema.parse({
      name: "Stale template",
      heading: "Certificate of Completion",
      body: "has completed the course below.",
      signerName: "Dana Director",
      signerTitle: "School Director",
      accentColor: "#0f3d5e",
      showQrCode: "on",
      items: REQUIRED_ITEM_KEYS,
    });
    const id = await createTemplate(input, actor);
    const version = templateVersion((await getTemplate(id))!.template);
    expect(await updateTemplate(id, { ...input, heading: "Certificate of Achievement" }, actor, version)).toBe(true);
    await expectRefused(
      async () => (await getTemplate(id))!.template,
      () => updateTemplate(id, { ...input, signerName: "Someone Else" }, actor, version),
      id,
      "heading",
    );
  });

  it("quiz settings", async () => {
    const settings = quizSettingsSchema.parse({ title: "Stale quiz", quizType: "regular", passingScorePercentage: "70" });
    const created = await createQuiz(settings, actor);
    if (!created.ok) throw new Error("create failed");
    const quizId = created.quizId;
    const read = async () => (await getDb().select().from(schema.quizzes).where(eq(schema.quizzes.id, quizId)))[0]!;
    const version = quizSettingsVersion(await read());
    expect(await updateQuizSettings(quizId, { ...settings, passingScorePercentage: 80 }, actor, version)).toEqual({ ok: true });
    await expectRefused(
      read,
      () => updateQuizSettings(quizId, { ...settings, title: "Renamed quiz" }, actor, version),
      quizId,
      "passingScorePercentage",
    );
  });

  it("evaluation settings", async () => {
    const input = evaluationSettingsSchema.parse({ title: "Stale evaluation", status: "draft" });
    const id = await createEvaluation(input, actor);
    const read = async () => (await getDb().select().from(schema.evaluations).where(eq(schema.evaluations.id, id)))[0]!;
    const version = evaluationVersion(await read());
    expect(await updateEvaluationSettings(id, { ...input, description: "<p>Tell us</p>" }, actor, version)).toEqual({ ok: true });
    await expectRefused(
      read,
      () => updateEvaluationSettings(id, { ...input, title: "Renamed evaluation" }, actor, version),
      id,
      "description",
    );
  });

  it("quiz question", async () => {
    const created = await createQuiz(
      quizSettingsSchema.parse({ title: "Stale questions", quizType: "regular", passingScorePercentage: "70" }),
      actor,
    );
    if (!created.ok) throw new Error("create failed");
    const input = questionSchema.parse({ questionText: "<p>Q</p>", choiceA: "A", choiceB: "B", correctAnswer: "A" });
    const made = await createQuestion(created.quizId, input, actor);
    if (!made.ok) throw new Error("question failed");
    const read = async () => (await getDb().select().from(schema.quizQuestions).where(eq(schema.quizQuestions.id, made.questionId)))[0]!;
    const version = questionVersion(await read());
    expect(await updateQuestion(created.quizId, made.questionId, { ...input, correctAnswer: "B" }, actor, version)).toMatchObject({
      ok: true,
    });
    await expectRefused(
      read,
      () => updateQuestion(created.quizId, made.questionId, { ...input, choiceA: "Other A" }, actor, version),
      made.questionId,
      "correctAnswer",
    );
  });
});

describe("staff's Edit User", () => {
  it("a learner's own profile save after the admin opened the form makes it stale: refused with the field, nothing written", async () => {
    const userId = await createLearner({ firstName: "Lena", lastName: "Learner" });
    const params = { userId };
    const opened = (await editUserLoader({ request: request(`/admin/users/${userId}/edit`, cookie), params, ...ctx })) as {
      user: Record<string, string>;
      version: string;
    };
    // The learner changes their phone on their own profile page meanwhile.
    await getDb().update(schema.profiles).set({ phone: "(225) 555-0199" }).where(eq(schema.profiles.id, userId));
    const [before] = await getDb().select().from(schema.profiles).where(eq(schema.profiles.id, userId));
    const { id: _id, ...fields } = opened.user;
    const refused = await reply(() =>
      editUserAction({
        request: request(`/admin/users/${userId}/edit`, cookie, { ...fields, lastName: "Renamed", [EDIT_VERSION_FIELD]: opened.version }),
        params,
        ...ctx,
      }),
    );
    expect(refused.status).toBe(409);
    expect(refused.data.result.error[""][0]).toContain('Phone is now "(225) 555-0199"');
    const [after] = await getDb().select().from(schema.profiles).where(eq(schema.profiles.id, userId));
    expect(after).toEqual(before);
    const again = await reply(() =>
      editUserAction({
        request: request(`/admin/users/${userId}/edit`, cookie, {
          ...fields,
          phone: "(225) 555-0199",
          lastName: "Renamed",
          [EDIT_VERSION_FIELD]: refused.data.version,
        }),
        params,
        ...ctx,
      }),
    );
    expect(again.status).toBe(302);
  });
});

describe("lesson details and topic editor", () => {
  it("a stale lesson form and a stale topic editor are refused with what changed; nothing written; saved again", async () => {
    const [{ id: lessonId }] = await getDb().insert(schema.lessons).values({ title: "Stale lesson", description: "First" }).returning();
    const params = { lessonId };
    const url = `/admin/lessons/${lessonId}/topics`;
    type Opened = { lessonVersion: string; editor: { version: string | null } | null };
    const open = async (search = "") =>
      (await topicsLoader({ request: request(`${url}${search}`, cookie), params, ...ctx })) as unknown as Opened;
    const post = (fields: Record<string, string>) => reply(() => topicsAction({ request: request(url, cookie, fields), params, ...ctx }));

    // Lesson details: two forms at one version; the first saves the description, the second is refused.
    const first = await open();
    const second = await open();
    expect(first.lessonVersion).toBe(second.lessonVersion);
    const base = { intent: "save-lesson", title: "Stale lesson", description: "First" };
    expect((await post({ ...base, description: "Second", [EDIT_VERSION_FIELD]: first.lessonVersion })).status).toBe(302);
    const [saved] = await getDb().select().from(schema.lessons).where(eq(schema.lessons.id, lessonId));
    const audits = await auditCount(lessonId);
    const refused = await post({ ...base, title: "Renamed lesson", [EDIT_VERSION_FIELD]: second.lessonVersion });
    expect(refused.status).toBe(409);
    expect(refused.data.lessonError).toContain(STALE_EDIT_TITLE);
    expect(refused.data.lessonError).toContain('Lesson description is now "Second"');
    expect(refused.data.lessonError).not.toContain("Lesson title");
    expect(refused.data.lessonEntries.title).toBe("Renamed lesson");
    expect(refused.data.versionOf).toBe("lesson");
    const [after] = await getDb().select().from(schema.lessons).where(eq(schema.lessons.id, lessonId));
    expect(after).toEqual(saved);
    expect(await auditCount(lessonId)).toBe(audits);
    const again = await post({ ...base, title: "Renamed lesson", description: "Second", [EDIT_VERSION_FIELD]: refused.data.version });
    expect(again.status).toBe(302);
    const [both] = await getDb().select().from(schema.lessons).where(eq(schema.lessons.id, lessonId));
    expect(both).toMatchObject({ title: "Renamed lesson", description: "Second" });

    // Topic editor: the same.
    const created = await post({ intent: "save-topic", title: "Stale topic", contentType: "text", html: "<p>One</p>" });
    expect(created.status).toBe(302);
    const [topic] = await getDb().select().from(schema.lessonTopics).where(eq(schema.lessonTopics.lessonId, lessonId));
    const a = (await open(`?topic=${topic!.id}`)).editor!.version!;
    const b = (await open(`?topic=${topic!.id}`)).editor!.version!;
    expect(a).toBe(b);
    const topicFields = { intent: "save-topic", topicId: topic!.id, title: "Stale topic", contentType: "text", html: "<p>One</p>" };
    expect((await post({ ...topicFields, html: "<p>Two</p>", [EDIT_VERSION_FIELD]: a })).status).toBe(302);
    const [topicSaved] = await getDb().select().from(schema.lessonTopics).where(eq(schema.lessonTopics.id, topic!.id));
    const topicAudits = await auditCount(topic!.id);
    const topicRefused = await post({ ...topicFields, title: "Renamed topic", [EDIT_VERSION_FIELD]: b });
    expect(topicRefused.status).toBe(409);
    const [message] = topicRefused.data.result.error[""];
    expect(message).toContain(STALE_EDIT_TITLE);
    expect(message).toContain("Content is now different from what you opened");
    expect(message).not.toContain("Title is now");
    expect(topicRefused.data.versionOf).toBe("topic");
    const [topicAfter] = await getDb().select().from(schema.lessonTopics).where(eq(schema.lessonTopics.id, topic!.id));
    expect(topicAfter).toEqual(topicSaved);
    expect(await auditCount(topic!.id)).toBe(topicAudits);
    const topicAgain = await post({
      ...topicFields,
      title: "Renamed topic",
      html: "<p>Two</p>",
      [EDIT_VERSION_FIELD]: topicRefused.data.version,
    });
    expect(topicAgain.status).toBe(302);
    const [topicBoth] = await getDb().select().from(schema.lessonTopics).where(eq(schema.lessonTopics.id, topic!.id));
    expect(topicBoth!.title).toBe("Renamed topic");
    expect(JSON.stringify(topicBoth!.contentData)).toContain("Two");
  });
});

describe("the company admin's Edit User", () => {
  it("another admin's save after the form was opened makes it stale: 409 naming the field, nothing written; saved again", async () => {
    const [company] = await getDb()
      .insert(schema.companies)
      .values({ name: "Stale Members Realty" })
      .returning({ id: schema.companies.id });
    const companyAdmin = await createLearner({ companyId: company!.id, role: "company_admin" });
    const adminCookie = await sessionCookie(companyAdmin);
    const memberId = await createLearner({ companyId: company!.id, firstName: "Mia", lastName: "Member" });
    const params = { userId: memberId };
    const path = `/company-dashboard/users/${memberId}/edit`;
    const open = async () =>
      (await reply(() => companyEditUserLoader({ request: request(path, adminCookie), params, ...ctx }))).data as {
        user: Record<string, string>;
        version: string;
      };
    const first = await open();
    const second = await open();
    expect(first.version).toBe(second.version);
    const { emailEditable: _e, ...fields } = first.user as Record<string, unknown>;
    const form = fields as Record<string, string>;
    const save = (changes: Record<string, string>, version: string) =>
      reply(() =>
        companyEditUserAction({
          request: request(path, adminCookie, { ...form, ...changes, [EDIT_VERSION_FIELD]: version }),
          params,
          ...ctx,
        }),
      );
    expect((await save({ licenseNumber: "RE-5551" }, first.version)).status).toBe(302);
    const [before] = await getDb().select().from(schema.profiles).where(eq(schema.profiles.id, memberId));
    const audits = await auditCount(memberId);
    const refused = await save({ lastName: "Renamed" }, second.version);
    expect(refused.status).toBe(409);
    const [message] = refused.data.result.error[""];
    expect(message).toContain(STALE_EDIT_TITLE);
    expect(message).toContain('License Number is now "RE-5551"');
    expect(message).not.toContain("Last Name");
    const [after] = await getDb().select().from(schema.profiles).where(eq(schema.profiles.id, memberId));
    expect(after).toEqual(before);
    expect(await auditCount(memberId)).toBe(audits);
    const again = await save({ lastName: "Renamed", licenseNumber: "RE-5551" }, refused.data.version);
    expect(again.status).toBe(302);
    const [both] = await getDb().select().from(schema.profiles).where(eq(schema.profiles.id, memberId));
    expect(both).toMatchObject({ lastName: "Renamed", licenseNumber: "RE-5551" });
  });
});

describe("quiz settings, quiz question and evaluation settings through their routes", () => {
  it("each answers a stale form with 409 and the message naming the changed field, then accepts the returned version", async () => {
    type Page = { version?: string; settingsVersion?: string };
    const load = async (run: (args: never) => unknown, path: string, params: Record<string, string>) =>
      (await reply(() => run({ request: request(path, cookie), params, ...ctx } as never) as never)).data as Page;
    const send = (run: (args: never) => unknown, path: string, params: Record<string, string>, fields: Record<string, string>) =>
      reply(() => run({ request: request(path, cookie, fields), params, ...ctx } as never) as never);

    // Quiz settings.
    const created = await createQuiz(
      quizSettingsSchema.parse({ title: "Route quiz", quizType: "regular", passingScorePercentage: "70" }),
      actor,
    );
    if (!created.ok) throw new Error("create failed");
    const quizId = created.quizId;
    const quizPath = `/admin/quizzes/${quizId}`;
    const quizParams = { quizId };
    const opened = (await load(quizLoader as never, quizPath, quizParams)).settingsVersion!;
    const settings = { intent: "settings", title: "Route quiz", quizType: "regular", passingScorePercentage: "70" };
    expect(
      (await send(quizAction as never, quizPath, quizParams, { ...settings, passingScorePercentage: "75", [EDIT_VERSION_FIELD]: opened }))
        .status,
    ).toBe(302);
    const quizRefused = await send(quizAction as never, quizPath, quizParams, {
      ...settings,
      title: "Other",
      [EDIT_VERSION_FIELD]: opened,
    });
    expect(quizRefused.status).toBe(409);
    expect(quizRefused.data.result.error[""][0]).toContain("Passing score (%) is now 75");
    const quizAgain = await send(quizAction as never, quizPath, quizParams, {
      ...settings,
      title: "Other",
      passingScorePercentage: "75",
      [EDIT_VERSION_FIELD]: quizRefused.data.version,
    });
    expect(quizAgain.status).toBe(302);

    // A question of it.
    const made = await createQuestion(
      quizId,
      questionSchema.parse({ questionText: "<p>Q</p>", choiceA: "A", choiceB: "B", correctAnswer: "A" }),
      actor,
    );
    if (!made.ok) throw new Error("question failed");
    const questionPath = `${quizPath}/questions/${made.questionId}`;
    const questionParams = { quizId, questionId: made.questionId };
    const questionOpened = (await load(questionLoader as never, questionPath, questionParams)).version!;
    const question = { questionText: "<p>Q</p>", choiceA: "A", choiceB: "B", correctAnswer: "A" };
    expect(
      (
        await send(questionAction as never, questionPath, questionParams, {
          ...question,
          choiceB: "Bee",
          [EDIT_VERSION_FIELD]: questionOpened,
        })
      ).status,
    ).toBe(302);
    const questionRefused = await send(questionAction as never, questionPath, questionParams, {
      ...question,
      correctAnswer: "B",
      [EDIT_VERSION_FIELD]: questionOpened,
    });
    expect(questionRefused.status).toBe(409);
    expect(questionRefused.data.result.error[""][0]).toContain('Choice B is now "Bee"');
    const [questionAfter] = await getDb().select().from(schema.quizQuestions).where(eq(schema.quizQuestions.id, made.questionId));
    expect(questionAfter).toMatchObject({ choiceB: "Bee", correctAnswer: "A" });

    // Evaluation settings.
    const evaluationId = await createEvaluation(evaluationSettingsSchema.parse({ title: "Route evaluation", status: "draft" }), actor);
    const evaluationPath = `/admin/evaluations/${evaluationId}`;
    const evaluationParams = { evaluationId };
    const evaluationOpened = (await load(evaluationLoader as never, evaluationPath, evaluationParams)).version!;
    const evaluation = { intent: "settings", title: "Route evaluation", status: "draft" };
    expect(
      (
        await send(evaluationAction as never, evaluationPath, evaluationParams, {
          ...evaluation,
          title: "Renamed",
          [EDIT_VERSION_FIELD]: evaluationOpened,
        })
      ).status,
    ).toBe(302);
    const evaluationRefused = await send(evaluationAction as never, evaluationPath, evaluationParams, {
      ...evaluation,
      description: "<p>Hello</p>",
      [EDIT_VERSION_FIELD]: evaluationOpened,
    });
    expect(evaluationRefused.status).toBe(409);
    expect(evaluationRefused.data.result.error[""][0]).toContain('Title is now "Renamed"');
    const [evaluationAfter] = await getDb().select().from(schema.evaluations).where(eq(schema.evaluations.id, evaluationId));
    expect(evaluationAfter).toMatchObject({ title: "Renamed", description: null });
  });
});
