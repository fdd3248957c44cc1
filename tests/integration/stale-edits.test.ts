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
  deleteQuestion,
  questionVersion,
  quizSettingsVersion,
  updateQuestion,
  updateQuizSettings,
} from "~/models/assessment/quiz-admin.server";
import { QUESTION_REPLACED_MESSAGE, questionSchema, quizSettingsSchema } from "~/rules/quiz-authoring";
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

describe("quiz sections, evaluation sections and questions, and a replaced quiz question through their routes", () => {
  type Loaded = Record<string, unknown>;
  const load = async (run: (args: never) => unknown, path: string, params: Record<string, string>) =>
    (await reply(() => run({ request: request(path, cookie), params, ...ctx } as never) as never)).data as Loaded;
  const send = (run: (args: never) => unknown, path: string, params: Record<string, string>, fields: Record<string, string>) =>
    reply(() => run({ request: request(path, cookie, fields), params, ...ctx } as never) as never);

  it("a quiz section's form: 409 naming the changed field, nothing written, entries kept; saved again with the returned version", async () => {
    const created = await createQuiz(
      quizSettingsSchema.parse({ title: "Sectioned quiz", quizType: "final_exam", passingScorePercentage: "70" }),
      actor,
    );
    if (!created.ok) throw new Error("create failed");
    const quizId = created.quizId;
    const path = `/admin/quizzes/${quizId}`;
    const params = { quizId };
    expect((await send(quizAction as never, path, params, { intent: "section", title: "Agency" })).status).toBe(302);
    type Page = { sections: { id: string; version: string }[]; settingsVersion: string };
    const first = (await load(quizLoader as never, path, params)) as unknown as Page;
    const second = (await load(quizLoader as never, path, params)) as unknown as Page;
    const section = first.sections[0]!;
    expect(second.sections[0]!.version).toBe(section.version);
    const fields = { intent: "section", sectionId: section.id, title: "Agency", orderIndex: "0", questionsToPull: "" };

    expect(
      (await send(quizAction as never, path, params, { ...fields, title: "Agency law", [EDIT_VERSION_FIELD]: section.version })).status,
    ).toBe(302);
    const read = async () => (await getDb().select().from(schema.quizSections).where(eq(schema.quizSections.id, section.id)))[0]!;
    const saved = await read();
    const audits = await auditCount(section.id);

    const refused = await send(quizAction as never, path, params, {
      ...fields,
      orderIndex: "3",
      [EDIT_VERSION_FIELD]: second.sections[0]!.version,
    });
    expect(refused.status).toBe(409);
    const [message] = refused.data.result.error[""];
    expect(message).toContain(STALE_EDIT_TITLE);
    expect(message).toContain('Section title is now "Agency law"');
    expect(message).not.toContain("Order is now");
    expect(refused.data.problems).toEqual([message]);
    expect(refused.data.result.initialValue).toMatchObject({ title: "Agency", orderIndex: "3" });
    expect(refused.data.versionOf).toBe(`section:${section.id}`);
    expect(await read()).toEqual(saved);
    expect(await auditCount(section.id)).toBe(audits);

    const again = await send(quizAction as never, path, params, {
      ...fields,
      title: "Agency law",
      orderIndex: "3",
      [EDIT_VERSION_FIELD]: refused.data.version,
    });
    expect(again.status).toBe(302);
    expect(await read()).toMatchObject({ title: "Agency law", orderIndex: 3 });
    // The section's save does not make the quiz settings form stale.
    expect((await load(quizLoader as never, path, params)).settingsVersion).toBe(first.settingsVersion);
  });

  it("an evaluation's section and question forms: 409 naming the changed field, nothing written; saved again", async () => {
    const evaluationId = await createEvaluation(evaluationSettingsSchema.parse({ title: "Sectioned evaluation", status: "draft" }), actor);
    const path = `/admin/evaluations/${evaluationId}`;
    const params = { evaluationId };
    const post = (fields: Record<string, string>) => send(evaluationAction as never, path, params, fields);
    expect((await post({ intent: "section", title: "Your experience" })).status).toBe(302);
    type Page = {
      version: string;
      sections: { id: string; version: string; questions: { id: string; version: string }[] }[];
    };
    const sectionId = ((await load(evaluationLoader as never, path, params)) as unknown as Page).sections[0]!.id;
    expect(
      (await post({ intent: "question", sectionId, questionText: "How was it?", questionType: "star_rating", isRequired: "on" })).status,
    ).toBe(302);
    const first = (await load(evaluationLoader as never, path, params)) as unknown as Page;
    const second = (await load(evaluationLoader as never, path, params)) as unknown as Page;
    const readAll = async () => ({
      section: (await getDb().select().from(schema.evaluationSections).where(eq(schema.evaluationSections.id, sectionId)))[0],
      questions: await getDb().select().from(schema.evaluationQuestions).where(eq(schema.evaluationQuestions.sectionId, sectionId)),
      audits: await auditCount(evaluationId),
    });

    // The section.
    const section = { intent: "section", sectionId, title: "Your experience", description: "" };
    expect((await post({ ...section, description: "Tell us", [EDIT_VERSION_FIELD]: first.sections[0]!.version })).status).toBe(302);
    const before = await readAll();
    const refused = await post({ ...section, title: "Renamed", [EDIT_VERSION_FIELD]: second.sections[0]!.version });
    expect(refused.status).toBe(409);
    const [message] = refused.data.result.error[""];
    expect(message).toContain(STALE_EDIT_TITLE);
    expect(message).toContain('Description is now "Tell us"');
    expect(message).not.toContain("Section title is now");
    expect(refused.data).toMatchObject({ target: sectionId, versionOf: sectionId, problems: [message] });
    expect(refused.data.result.initialValue).toMatchObject({ title: "Renamed" });
    expect(await readAll()).toEqual(before);
    const again = await post({ ...section, title: "Renamed", description: "Tell us", [EDIT_VERSION_FIELD]: refused.data.version });
    expect(again.status).toBe(302);
    expect((await readAll()).section).toMatchObject({ title: "Renamed", description: "Tell us" });

    // A question of it.
    const questionId = first.sections[0]!.questions[0]!.id;
    const question = {
      intent: "question",
      sectionId,
      questionId,
      questionText: "How was it?",
      questionType: "star_rating",
      isRequired: "on",
    };
    const { isRequired: _required, ...optional } = question;
    expect((await post({ ...optional, [EDIT_VERSION_FIELD]: first.sections[0]!.questions[0]!.version })).status).toBe(302);
    const questionBefore = await readAll();
    const questionRefused = await post({
      ...question,
      questionType: "open_ended",
      [EDIT_VERSION_FIELD]: second.sections[0]!.questions[0]!.version,
    });
    expect(questionRefused.status).toBe(409);
    const [questionMessage] = questionRefused.data.result.error[""];
    expect(questionMessage).toContain("Required is now off");
    expect(questionMessage).not.toContain("Answer is now");
    expect(questionRefused.data).toMatchObject({ target: questionId, versionOf: questionId });
    expect(await readAll()).toEqual(questionBefore);
    const questionAgain = await post({ ...optional, questionType: "open_ended", [EDIT_VERSION_FIELD]: questionRefused.data.version });
    expect(questionAgain.status).toBe(302);
    expect((await readAll()).questions[0]).toMatchObject({ questionType: "open_ended", isRequired: false });

    // What the message shows for the kind of answer.
    const current = (await load(evaluationLoader as never, path, params)) as unknown as Page;
    expect(
      (await post({ ...optional, [EDIT_VERSION_FIELD]: current.sections[0]!.questions[0]!.version, questionType: "star_rating" })).status,
    ).toBe(302);
    const typeRefused = await post({
      ...optional,
      questionType: "open_ended",
      questionText: "Other",
      [EDIT_VERSION_FIELD]: current.sections[0]!.questions[0]!.version,
    });
    expect(typeRefused.status).toBe(409);
    expect(typeRefused.data.result.error[""][0]).toContain('Answer is now "Star rating (1–5)"');
    // The settings form keeps its own version and result.
    expect(current.version).toBe(first.version);
  });

  it("a form opened on a quiz question that another save replaced (learners had answered it): 409 naming what changed, pointing at the new question; nothing written; saved again to the new question", async () => {
    const created = await createQuiz(
      quizSettingsSchema.parse({ title: "Replaced questions", quizType: "regular", passingScorePercentage: "70" }),
      actor,
    );
    if (!created.ok) throw new Error("create failed");
    const quizId = created.quizId;
    const input = { questionText: "<p>Q</p>", choiceA: "A", choiceB: "B", correctAnswer: "A" };
    const made = await createQuestion(quizId, questionSchema.parse(input), actor);
    if (!made.ok) throw new Error("question failed");
    const oldId = made.questionId;
    // A learner has been shown it.
    const learner = await createLearner();
    const [course] = await getDb()
      .insert(schema.courses)
      .values({ slug: `replaced-${crypto.randomUUID()}`, title: "Replaced course", courseType: "Continuing Education" })
      .returning();
    await getDb()
      .insert(schema.quizAttempts)
      .values({
        userId: learner,
        quizId,
        courseId: course!.id,
        attemptNumber: 1,
        questionOrder: [{ questionId: oldId, choices: ["A", "B"] }],
      });

    const path = `/admin/quizzes/${quizId}/questions/${oldId}`;
    const params = { quizId, questionId: oldId };
    type Page = { version: string; replacedBy: string | null; values: Record<string, string> };
    const first = (await load(questionLoader as never, path, params)) as unknown as Page;
    const second = (await load(questionLoader as never, path, params)) as unknown as Page;
    expect(first.replacedBy).toBeNull();

    const saved = await send(questionAction as never, path, params, { ...input, correctAnswer: "B", [EDIT_VERSION_FIELD]: first.version });
    expect(saved.status).toBe(302);
    const [replacement] = await getDb().select().from(schema.quizQuestions).where(eq(schema.quizQuestions.replacesQuestionId, oldId));
    expect(replacement).toMatchObject({ correctAnswer: "B", retiredAt: null });
    const readAll = async () => ({
      questions: await getDb().select().from(schema.quizQuestions).where(eq(schema.quizQuestions.quizId, quizId)),
      audits: (await auditCount(oldId)) + (await auditCount(replacement!.id)),
    });
    const before = await readAll();

    const refused = await send(questionAction as never, path, params, {
      ...input,
      choiceA: "Other A",
      [EDIT_VERSION_FIELD]: second.version,
    });
    expect(refused.status).toBe(409);
    const [message] = refused.data.result.error[""];
    expect(message).toContain(STALE_EDIT_TITLE);
    expect(message).toContain('Correct answer is now "B"');
    expect(message).not.toContain("Choice A is now");
    expect(message).toContain(QUESTION_REPLACED_MESSAGE);
    expect(refused.data.replacedBy).toBe(replacement!.id);
    expect(refused.data.result.initialValue).toMatchObject({ choiceA: "Other A" });
    expect(await readAll()).toEqual(before);

    // The page at the old address now shows the question in its place (and says so).
    const reopened = (await load(questionLoader as never, path, params)) as unknown as Page;
    expect(reopened).toMatchObject({ replacedBy: replacement!.id, version: refused.data.version });
    expect(reopened.values.correctAnswer).toBe("B");

    // Saved again with the returned version: the entries go to the question in its place.
    const again = await send(questionAction as never, path, params, {
      ...input,
      choiceA: "Other A",
      correctAnswer: "B",
      [EDIT_VERSION_FIELD]: refused.data.version,
    });
    expect(again.status).toBe(302);
    const active = await getDb().select().from(schema.quizQuestions).where(eq(schema.quizQuestions.quizId, quizId));
    const live = active.filter((row) => !row.retiredAt);
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({ id: replacement!.id, choiceA: "Other A", correctAnswer: "B" });
    const [old] = active.filter((row) => row.id === oldId);
    expect(old).toMatchObject({ choiceA: "A", correctAnswer: "A" });

    // A call without a form's version (a script) is not checked against the question in its place: not found, as before.
    expect(await updateQuestion(quizId, oldId, questionSchema.parse(input), actor)).toEqual({ ok: false, reason: "not_found" });
    // Once the question in its place is deleted, a form on the old one finds nothing (404), as before.
    expect(await deleteQuestion(quizId, replacement!.id, actor)).toMatchObject({ ok: true });
    const deleted = await send(questionAction as never, path, params, { ...input, [EDIT_VERSION_FIELD]: refused.data.version });
    expect(deleted.status).toBe(404);
  });
});
