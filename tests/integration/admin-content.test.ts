// Admin content authoring (issue 18): every topic type round-trips through its editor's form and
// schema into the player's reader; HTML is sanitised on save; publishing is refused while a course
// is incomplete (with the list) and accepted once complete; removing a completed topic archives it
// and keeps the learner's progress; every change writes the audit log.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { seed } from "../../db/seed";
import { contentDataFromPayload, parseContentData, type TopicContentTypeName } from "~/rules/content-data";
import { toTopicView } from "~/models/topic-content.server";
import { action as createCourseAction } from "~/routes/admin+/courses.create/route";
import { action as editCourseAction, loader as editCourseLoader } from "~/routes/admin+/courses.edit.$courseId/route";
import { action as lessonsAction } from "~/routes/admin+/lessons._index/route";
import { action as topicsAction, loader as topicsLoader } from "~/routes/admin+/lessons.$lessonId.topics/route";
import { createLearner, reply, request, sessionCookie } from "../learners";

const { lessonTopics, auditLog, studentProgress, studentCourseAccess, quizzes, evaluations, certificateTemplates } = schema;
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
    expect(stored).toContain('rel="noopener noreferrer"');
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
