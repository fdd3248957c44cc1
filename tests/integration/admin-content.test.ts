// Admin content authoring (decision 0030): every topic type round-trips through its editor's form and
// schema into the player's reader; HTML is sanitised on save; publishing is refused while a course
// is incomplete (with the list) and accepted once complete; removing a completed topic archives it
// and keeps the learner's progress; every change writes the audit log.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { seed } from "../../db/seed";
import { contentDataFromPayload, parseContentData, type TopicContentTypeName } from "~/rules/content-data";
import { toTopicView } from "~/models/catalogue/topic-content.server";
import { action as createCourseAction } from "~/routes/admin+/courses.create/route";
import { action as editCourseAction, loader as editCourseLoader } from "~/routes/admin+/courses.edit.$courseId/route";
import { action as lessonsAction } from "~/routes/admin+/lessons._index/route";
import { action as topicsAction, loader as topicsLoader } from "~/routes/admin+/lessons.$lessonId.topics/route";
import { linkFinalExam } from "~/models/assessment/quiz-admin.server";
import { createLearner, reply, request, sessionCookie } from "../learners";

const {
  lessonTopics,
  auditLog,
  studentProgress,
  studentCourseAccess,
  quizzes,
  evaluations,
  certificateTemplates,
  courseLessons,
  courseLessonQuizzes,
  courseFinalExams,
  courseEvaluations,
  userCourseProgressSummary,
} = schema;
const ctx = { context: {} };

let cookie = "";
let adminId = "";
beforeAll(async () => {
  // The seeded final exams, evaluation and certificate templates are what the pickers offer.
  await seed(getDb());
  adminId = await createLearner({ role: "admin", firstName: "Ada", lastName: "Admin" });
  cookie = await sessionCookie(adminId);
});

/** The editor's form fields for a payload (conform's path names), as a browser posts them. */
function formFields(payload: Record<string, unknown>, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(payload)) {
    const name = prefix ? (/^\d+$/.test(key) ? `${prefix}[${key}]` : `${prefix}.${key}`) : key;
    if (value && typeof value === "object") Object.assign(out, formFields(value as Record<string, unknown>, name));
    else if (value === true) out[name] = "on";
    else if (value !== undefined && value !== false) out[name] = String(value);
  }
  return out;
}

const SAMPLES: {
  type: TopicContentTypeName;
  label: string;
  payload: Record<string, unknown>;
  view: (v: ReturnType<typeof toTopicView>) => void;
}[] = [
  {
    type: "text",
    label: "text",
    payload: { html: "<p>Agency law</p>", after_text: "<p>Next up</p>" },
    view: (v) => expect(v.html).toContain("Agency law"),
  },
  {
    type: "video",
    label: "video",
    payload: { video_url: "https://youtu.be/dQw4w9WgXcQ", video_description: "<p>Watch</p>" },
    view: (v) => expect(v.video?.source.kind).toBe("youtube"),
  },
  {
    type: "text_with_video",
    label: "text with video",
    payload: { html: "<p>Read</p>", video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
    view: (v) => expect(v.video?.source.kind).toBe("youtube"),
  },
  {
    type: "text_with_audio",
    label: "text with audio",
    payload: { html: "<p>Listen</p>", audio_url: "https://cdn.example.com/a.mp3" },
    view: (v) => expect(v.audio?.kind).toBe("file"),
  },
  {
    type: "interactive",
    label: "flashcards",
    payload: {
      interaction_type: "flashcards",
      interactive_data: {
        cards: [
          { front: "<p>Q</p>", back: "<p>A</p>" },
          { front: "", back: "" },
        ],
      },
    },
    view: (v) => expect(v.interactive).toMatchObject({ type: "flashcards", cards: [{ front: "<p>Q</p>", back: "<p>A</p>" }] }),
  },
  {
    type: "interactive",
    label: "progressive disclosure",
    payload: {
      interaction_type: "progressive_disclosure",
      interactive_data: { layers: [{ id: "1", button_text: "Why?", content: "<p>Because</p>" }] },
    },
    view: (v) => expect(v.interactive).toMatchObject({ type: "progressive_disclosure", layers: [{ buttonText: "Why?" }] }),
  },
  {
    type: "interactive",
    label: "math problem (multi-answer, steps, hint, calculator)",
    payload: {
      interaction_type: "math_problem",
      interactive_data: {
        problem_statement: "<p>Split 11,000 at 60/40.</p>",
        multi_answer: [
          { label: "Seller", value: "6,600.00" },
          { label: "Buyer", value: "4400" },
        ],
        steps: [{ description: "Multiply", calculation: "11000 × 0.6", result: "6600" }],
        hint: "<p>Percent of total</p>",
        show_calculator: true,
      },
    },
    view: (v) =>
      expect(v.interactive).toMatchObject({
        type: "math_problem",
        showCalculator: true,
        answerFields: [{ label: "Seller" }, { label: "Buyer" }],
      }),
  },
  {
    type: "interactive",
    label: "REX activity",
    payload: {
      interaction_type: "rex_activity",
      interactive_data: {
        topics: [{ id: "1", text: "Disclosure" }],
        scenarios: [{ id: "1", text: "A buyer asks…" }],
        reflection_questions: [{ id: "1", question: "What next?" }],
      },
    },
    view: (v) => expect(v.interactive).toMatchObject({ type: "rex_activity", reflectionQuestions: [{ question: "What next?" }] }),
  },
];

describe("topic editor → player reader", () => {
  it.each(SAMPLES)("round-trips a $label topic through the form, the schema and the player's reader", async (sample) => {
    const [{ id: lessonId }] = await getDb()
      .insert(schema.lessons)
      .values({ title: `Round trip ${sample.label}` })
      .returning();
    const fields = { intent: "save-topic", title: `A ${sample.label}`, contentType: sample.type, ...formFields(sample.payload) };
    const saved = await reply(() =>
      topicsAction({ request: request(`/admin/lessons/${lessonId}/topics`, cookie, fields), params: { lessonId }, ...ctx }),
    );
    expect(saved.status, JSON.stringify(saved.data)).toBe(302);
    expect(saved.toast?.title).toBe("Topic created");
    const [row] = await getDb().select().from(lessonTopics).where(eq(lessonTopics.lessonId, lessonId));
    expect(parseContentData(row!.contentType, row!.contentData).ok).toBe(true);
    const view = toTopicView(row!);
    expect(view.interactive?.type).not.toBe("misconfigured");
    sample.view(view);
    const [audit] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, row!.id), eq(auditLog.action, "topic.create")));
    expect(audit).toBeDefined();
  });

  it("switches a new topic's interaction without validating it, keeping what was typed (the editor is keyed by it)", async () => {
    const [{ id: lessonId }] = await getDb().insert(schema.lessons).values({ title: "Switching" }).returning();
    const fields = {
      intent: "switch-interaction",
      title: "Half typed",
      contentType: "interactive",
      interaction_type: "math_problem",
      "interactive_data.cards[0].front": "Kept",
    };
    const res = await reply(() =>
      topicsAction({ request: request(`/admin/lessons/${lessonId}/topics`, cookie, fields), params: { lessonId }, ...ctx }),
    );
    expect(res.status).toBe(200);
    expect(res.data.toast).toBeNull();
    // No errors: the fields of the new interaction are shown blank, not marked wrong before a save.
    expect(res.data.result.error).toBeUndefined();
    expect(res.data.result.status).toBeUndefined();
    expect(res.data.result.initialValue).toMatchObject({
      title: "Half typed",
      interaction_type: "math_problem",
      interactive_data: { cards: [{ front: "Kept" }] },
    });
    expect(await getDb().$count(lessonTopics, eq(lessonTopics.lessonId, lessonId))).toBe(0);
  });

  it("refuses content the player could not show, naming the field", async () => {
    const [{ id: lessonId }] = await getDb().insert(schema.lessons).values({ title: "Refusals" }).returning();
    const fields = { intent: "save-topic", title: "Bad video", contentType: "video", video_url: "https://vimeo.com/1" };
    const res = await reply(() =>
      topicsAction({ request: request(`/admin/lessons/${lessonId}/topics`, cookie, fields), params: { lessonId }, ...ctx }),
    );
    expect(res.status).toBe(400);
    expect(res.data.result.error.video_url[0]).toMatch(/YouTube/);
    const math = contentDataFromPayload("interactive", {
      interaction_type: "math_problem",
      interactive_data: { problem_statement: "<p>x</p>", correct_answer: "" },
    });
    expect(parseContentData("interactive", math).ok).toBe(false);
    expect(await getDb().$count(lessonTopics, eq(lessonTopics.lessonId, lessonId))).toBe(0);
  });

  it("sanitises HTML on save: <script>, onerror and an iframe from an unlisted host are removed", async () => {
    const [{ id: lessonId }] = await getDb().insert(schema.lessons).values({ title: "Sanitising" }).returning();
    const html =
      '<p>Hi<script>alert(1)</script></p><img src="x.png" onerror="alert(2)"><iframe src="https://evil.example/x"></iframe><a href="https://lrec.gov">LREC</a>';
    const fields = { intent: "save-topic", title: "Dirty", contentType: "text", html };
    const res = await reply(() =>
      topicsAction({ request: request(`/admin/lessons/${lessonId}/topics`, cookie, fields), params: { lessonId }, ...ctx }),
    );
    expect(res.status).toBe(302);
    const [row] = await getDb().select().from(lessonTopics).where(eq(lessonTopics.lessonId, lessonId));
    const stored = row!.contentData.html!;
    expect(stored).not.toMatch(/<script|alert|onerror|evil\.example/);
    expect(stored).toContain('loading="lazy"');
    expect(stored).toContain('rel="noopener noreferrer nofollow"');
  });
});

describe("courses: create, structure, publish, archive a completed topic", () => {
  it("refuses to publish while incomplete with the list, then publishes; removing a completed topic archives it", async () => {
    const slug = `authoring-${Date.now()}`;
    const created = await reply(() =>
      createCourseAction({
        request: request("/admin/courses/create", cookie, {
          title: "Authoring Test Course",
          slug,
          hours: "3",
          courseType: "Continuing Education",
          mandatoryTopic: "on",
          description: "<p>About<script>x</script></p>",
        }),
        params: {},
        ...ctx,
      }),
    );
    expect(created.status).toBe(302);
    expect(created.toast?.title).toBe("Course created");
    const courseId = created.location!.split("/").pop()!;
    const course = (await getDb().select().from(schema.courses).where(eq(schema.courses.id, courseId)))[0]!;
    expect(course.description).toBe("<p>About</p>");
    expect(course.mandatoryTopic).toBe(true); // counts as the CE mandatory topic (license deadlines)
    expect(course.status).toBe("draft");

    const post = (fields: Record<string, string>) =>
      reply(() => editCourseAction({ request: request(`/admin/courses/edit/${courseId}`, cookie, fields), params: { courseId }, ...ctx }));

    const refused = await post({ intent: "status", status: "published" });
    expect(refused.status).toBe(409);
    expect(refused.data.missing).toEqual(["At least one lesson with a topic", "A final exam", "An evaluation", "A certificate template"]);

    expect((await post({ intent: "new-lesson", title: "Lesson one" })).status).toBe(302);
    const loaded = (await editCourseLoader({
      request: request(`/admin/courses/edit/${courseId}`, cookie),
      params: { courseId },
      ...ctx,
    })) as Awaited<ReturnType<typeof editCourseLoader>>;
    const lessonId = loaded.structure.lessons[0]!.lessonId;
    for (const title of ["First", "Second"]) {
      const res = await reply(() =>
        topicsAction({
          request: request(`/admin/lessons/${lessonId}/topics`, cookie, {
            intent: "save-topic",
            title,
            contentType: "text",
            html: `<p>${title}</p>`,
          }),
          params: { lessonId },
          ...ctx,
        }),
      );
      expect(res.status).toBe(302);
    }
    const [exam] = await getDb().select().from(quizzes).where(eq(quizzes.quizType, "final_exam")).limit(1);
    const [evaluation] = await getDb().select().from(evaluations).limit(1);
    const [template] = await getDb().select().from(certificateTemplates).limit(1);
    if (!exam || !evaluation || !template) throw new Error("the seed provides a final exam, an evaluation and a certificate template");
    expect((await post({ intent: "links", finalExamId: exam.id, evaluationId: evaluation.id, templateId: template.id })).status).toBe(302);
    const published = await post({ intent: "status", status: "published" });
    expect(published.status).toBe(302);
    expect(published.toast?.title).toBe("Course published");

    // Reorder: Second moves up (one transaction), then a learner completes "First" and it is removed.
    const topics = await getDb().select().from(lessonTopics).where(eq(lessonTopics.lessonId, lessonId)).orderBy(lessonTopics.orderIndex);
    const [first, second] = topics;
    const moved = await reply(() =>
      topicsAction({
        request: request(`/admin/lessons/${lessonId}/topics`, cookie, { intent: "move-topic", topicId: second!.id, direction: "up" }),
        params: { lessonId },
        ...ctx,
      }),
    );
    expect(moved.status).toBe(302);
    const order = await getDb()
      .select({ id: lessonTopics.id })
      .from(lessonTopics)
      .where(eq(lessonTopics.lessonId, lessonId))
      .orderBy(lessonTopics.orderIndex);
    expect(order.map((t) => t.id)).toEqual([second!.id, first!.id]);

    const learnerId = await createLearner();
    await getDb().insert(studentCourseAccess).values({ userId: learnerId, courseId, accessType: "premium_subscription" });
    await getDb()
      .insert(studentProgress)
      .values({ userId: learnerId, courseId, contentType: "topic", lessonTopicId: first!.id, completedAt: new Date() });
    const page = (await topicsLoader({
      request: request(`/admin/lessons/${lessonId}/topics?remove=${first!.id}`, cookie),
      params: { lessonId },
      ...ctx,
    })) as Awaited<ReturnType<typeof topicsLoader>>;
    expect(page.removing?.completedBy).toBe(1);
    const removed = await reply(() =>
      topicsAction({
        request: request(`/admin/lessons/${lessonId}/topics`, cookie, { intent: "remove-topic", topicId: first!.id }),
        params: { lessonId },
        ...ctx,
      }),
    );
    expect(removed.toast?.title).toBe("Topic archived");
    const [archived] = await getDb().select().from(lessonTopics).where(eq(lessonTopics.id, first!.id));
    expect(archived?.archivedAt).not.toBeNull();
    expect(await getDb().$count(studentProgress, eq(studentProgress.lessonTopicId, first!.id))).toBe(1);
    const [summary] = await getDb()
      .select()
      .from(schema.userCourseProgressSummary)
      .where(and(eq(schema.userCourseProgressSummary.userId, learnerId), eq(schema.userCourseProgressSummary.courseId, courseId)));
    expect(summary?.completedContentItems).toBe(0);

    // "Second" nobody completed: deleted outright.
    const deleted = await reply(() =>
      topicsAction({
        request: request(`/admin/lessons/${lessonId}/topics`, cookie, { intent: "remove-topic", topicId: second!.id }),
        params: { lessonId },
        ...ctx,
      }),
    );
    expect(deleted.toast?.title).toBe("Topic deleted");
    const actions = (await getDb().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.actorUserId, adminId))).map(
      (r) => r.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        "course.create",
        "course.publish",
        "topic.archive",
        "topic.delete",
        "topic.reorder",
        "course.structure.update",
      ]),
    );
  });

  it("asks before deleting a lesson (?delete=1, no JavaScript needed) and offers it only when nothing uses it", async () => {
    const [{ id: lessonId }] = await getDb().insert(schema.lessons).values({ title: "Deletable" }).returning();
    const load = async (query: string) =>
      (await topicsLoader({
        request: request(`/admin/lessons/${lessonId}/topics${query}`, cookie),
        params: { lessonId },
        ...ctx,
      })) as Awaited<ReturnType<typeof topicsLoader>>;
    expect((await load("")).deleting).toBeNull();
    expect((await load("?delete=1")).deleting).toEqual({ canDelete: true });
    const { courseId } = await publishedCourse("delete-lesson");
    await getDb().insert(courseLessons).values({ courseId, lessonId, orderIndex: 5 });
    expect((await load("?delete=1")).deleting).toEqual({ canDelete: false });
  });

  it("creates a lesson from /admin/lessons and refuses a blank title", async () => {
    const bad = await reply(() => lessonsAction({ request: request("/admin/lessons", cookie, { title: "  " }), params: {}, ...ctx }));
    expect(bad.status).toBe(400);
    const good = await reply(() =>
      lessonsAction({ request: request("/admin/lessons", cookie, { title: "Fresh lesson" }), params: {}, ...ctx }),
    );
    expect(good.status).toBe(302);
    expect(good.location).toMatch(/^\/admin\/lessons\/[0-9a-f-]{36}\/topics$/);
  });
});

/** A published course with two lessons of one topic each, linked to the seed's exam, evaluation and template. */
async function publishedCourse(label: string) {
  const db = getDb();
  const [exam] = await db.select().from(quizzes).where(eq(quizzes.quizType, "final_exam")).limit(1);
  const [evaluation] = await db.select().from(evaluations).limit(1);
  const [template] = await db.select().from(certificateTemplates).limit(1);
  const [course] = await db
    .insert(schema.courses)
    .values({
      title: `Structure ${label}`,
      slug: `structure-${label}-${Date.now()}`,
      courseType: "Continuing Education",
      status: "published",
    })
    .returning();
  const lessonIds: string[] = [];
  const topicIds: string[] = [];
  for (const [index, title] of ["One", "Two"].entries()) {
    const [lesson] = await db
      .insert(schema.lessons)
      .values({ title: `${label} lesson ${title}` })
      .returning();
    const [topic] = await db
      .insert(lessonTopics)
      .values({
        lessonId: lesson!.id,
        title: `${label} topic ${title}`,
        orderIndex: 0,
        contentType: "text",
        contentData: { html: "<p>x</p>" },
      })
      .returning();
    await db.insert(courseLessons).values({ courseId: course!.id, lessonId: lesson!.id, orderIndex: index });
    lessonIds.push(lesson!.id);
    topicIds.push(topic!.id);
  }
  await db.insert(courseFinalExams).values({ courseId: course!.id, quizId: exam!.id });
  await db.insert(courseEvaluations).values({ courseId: course!.id, evaluationId: evaluation!.id });
  await db.insert(schema.courseCertificateTemplates).values({ courseId: course!.id, templateId: template!.id });
  const courseId = course!.id;
  const post = (fields: Record<string, string>) =>
    reply(() => editCourseAction({ request: request(`/admin/courses/edit/${courseId}`, cookie, fields), params: { courseId }, ...ctx }));
  return { courseId, lessonIds, topicIds, exam: exam!, evaluation: evaluation!, template: template!, post };
}

async function summaryOf(userId: string, courseId: string) {
  const [row] = await getDb()
    .select()
    .from(userCourseProgressSummary)
    .where(and(eq(userCourseProgressSummary.userId, userId), eq(userCourseProgressSummary.courseId, courseId)));
  return row;
}

describe("course links: only existing items of the right kind", () => {
  it("answers 400 and writes nothing for an unknown id, a regular quiz as final exam or a final exam as lesson quiz", async () => {
    const { courseId, lessonIds, exam, evaluation, template, post } = await publishedCourse("links");
    const [regular] = await getDb().select().from(quizzes).where(eq(quizzes.quizType, "regular")).limit(1);
    if (!regular) throw new Error("the seed provides a lesson quiz");
    const unknown = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
    const snapshot = async () => ({
      exams: await getDb().select().from(courseFinalExams).where(eq(courseFinalExams.courseId, courseId)),
      evaluations: await getDb().select().from(courseEvaluations).where(eq(courseEvaluations.courseId, courseId)),
      templates: await getDb()
        .select()
        .from(schema.courseCertificateTemplates)
        .where(eq(schema.courseCertificateTemplates.courseId, courseId)),
      lessonQuizzes: await getDb().select().from(courseLessonQuizzes).where(eq(courseLessonQuizzes.courseId, courseId)),
    });
    const before = await snapshot();
    const cases: [Record<string, string>, RegExp][] = [
      [{ intent: "links", finalExamId: unknown, evaluationId: evaluation.id, templateId: template.id }, /final exam does not exist/],
      [{ intent: "links", finalExamId: regular.id, evaluationId: evaluation.id, templateId: template.id }, /is a lesson quiz/],
      [{ intent: "links", finalExamId: exam.id, evaluationId: unknown, templateId: template.id }, /evaluation does not exist/],
      [{ intent: "links", finalExamId: exam.id, evaluationId: evaluation.id, templateId: unknown }, /certificate template does not exist/],
      [{ intent: "lesson-quiz", lessonId: lessonIds[0]!, quizId: unknown }, /lesson quiz does not exist/],
      [{ intent: "lesson-quiz", lessonId: lessonIds[0]!, quizId: exam.id }, /is a final exam/],
      [{ intent: "add-lesson", lessonId: unknown }, /lesson does not exist/],
    ];
    for (const [fields, message] of cases) {
      const res = await post(fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.toast?.description).toMatch(message);
    }
    expect(await snapshot()).toEqual(before);
    // The lesson quiz picker's own choice still works.
    expect((await post({ intent: "lesson-quiz", lessonId: lessonIds[0]!, quizId: regular.id })).status).toBe(302);
  });

  it("linkFinalExam refuses a regular quiz", async () => {
    const { courseId } = await publishedCourse("link-exam");
    const [regular] = await getDb().select().from(quizzes).where(eq(quizzes.quizType, "regular")).limit(1);
    const result = await linkFinalExam(regular!.id, courseId, { userId: adminId, ipAddress: null });
    expect(result).toMatchObject({ ok: false, reason: "invalid" });
    expect(
      await getDb().$count(courseFinalExams, and(eq(courseFinalExams.courseId, courseId), eq(courseFinalExams.quizId, regular!.id))),
    ).toBe(0);
  });
});

describe("removing a lesson from a course", () => {
  it("archives a lesson learners completed topics in, keeps their records, recomputes totals, and keeps one lesson with content", async () => {
    const { courseId, lessonIds, topicIds, post } = await publishedCourse("remove");
    const learnerId = await createLearner();
    await getDb().insert(studentCourseAccess).values({ userId: learnerId, courseId, accessType: "premium_subscription" });
    await getDb()
      .insert(studentProgress)
      .values({ userId: learnerId, courseId, contentType: "topic", lessonTopicId: topicIds[0]!, completedAt: new Date() });

    const page = (await editCourseLoader({
      request: request(`/admin/courses/edit/${courseId}?remove=${lessonIds[0]}`, cookie),
      params: { courseId },
      ...ctx,
    })) as Awaited<ReturnType<typeof editCourseLoader>>;
    expect(page.removing).toMatchObject({ lessonId: lessonIds[0], completedBy: 1 });

    const removed = await post({ intent: "remove-lesson", lessonId: lessonIds[0]! });
    expect(removed.status).toBe(302);
    expect(removed.toast?.title).toBe("Lesson archived");
    const [link] = await getDb()
      .select()
      .from(courseLessons)
      .where(and(eq(courseLessons.courseId, courseId), eq(courseLessons.lessonId, lessonIds[0]!)));
    expect(link?.archivedAt).not.toBeNull();
    expect(await getDb().$count(studentProgress, eq(studentProgress.lessonTopicId, topicIds[0]!))).toBe(1);
    // Two lesson topics, the exam and the evaluation before; now one topic, the exam and the evaluation.
    expect(await summaryOf(learnerId, courseId)).toMatchObject({ completedContentItems: 0, totalContentItems: 3 });
    const after = (await editCourseLoader({
      request: request(`/admin/courses/edit/${courseId}`, cookie),
      params: { courseId },
      ...ctx,
    })) as Awaited<ReturnType<typeof editCourseLoader>>;
    expect(after.structure.lessons.map((l) => l.lessonId)).toEqual([lessonIds[1]]);

    // The last lesson with content of a published course stays.
    const refused = await post({ intent: "remove-lesson", lessonId: lessonIds[1]! });
    expect(refused.status).toBe(409);
    expect(refused.toast?.description).toMatch(/at least one lesson with content/);
    expect(await getDb().$count(courseLessons, eq(courseLessons.courseId, courseId))).toBe(2);

    // Added back: the archived link returns with the learner's completion counted again.
    expect((await post({ intent: "add-lesson", lessonId: lessonIds[0]! })).status).toBe(302);
    expect(await summaryOf(learnerId, courseId)).toMatchObject({ completedContentItems: 1, totalContentItems: 4 });
    const archivedAudit = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, courseId), eq(auditLog.action, "course.lesson.archive")));
    expect(archivedAudit).toHaveLength(1);
  });

  it("unlinks a lesson nobody completed, and add/remove/set-required recompute the learners' totals", async () => {
    const { courseId, lessonIds, post } = await publishedCourse("unlink");
    const learnerId = await createLearner();
    await getDb().insert(studentCourseAccess).values({ userId: learnerId, courseId, accessType: "premium_subscription" });
    const page = (await editCourseLoader({
      request: request(`/admin/courses/edit/${courseId}?remove=${lessonIds[1]}`, cookie),
      params: { courseId },
      ...ctx,
    })) as Awaited<ReturnType<typeof editCourseLoader>>;
    expect(page.removing?.completedBy).toBe(0);
    const removed = await post({ intent: "remove-lesson", lessonId: lessonIds[1]! });
    expect(removed.toast?.title).toBe("Course updated");
    expect(await getDb().$count(courseLessons, eq(courseLessons.courseId, courseId))).toBe(1);
    expect(await summaryOf(learnerId, courseId)).toMatchObject({ totalContentItems: 3 });
    expect((await post({ intent: "add-lesson", lessonId: lessonIds[1]! })).status).toBe(302);
    expect(await summaryOf(learnerId, courseId)).toMatchObject({ totalContentItems: 4 });
    await getDb().delete(userCourseProgressSummary).where(eq(userCourseProgressSummary.courseId, courseId));
    expect((await post({ intent: "set-required", lessonId: lessonIds[1]!, required: "false" })).status).toBe(302);
    expect(await summaryOf(learnerId, courseId)).toMatchObject({ totalContentItems: 4 });
  });
});
