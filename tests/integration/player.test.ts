// The course player (requirements learning-screens, progress-unlocking-and-quiz-flow): one loader in at most three round trips, server-enforced
// unlocking, idempotent completion under concurrency, crafted POSTs refused, resume, access,
// time on task.
import { and, eq, sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { beforeAll, describe, expect, it } from "vitest";
import { QUICK_COURSE_IDS, seed, seedIds } from "../../db/seed";
import { getConnection } from "../../db/client";
import * as fullSchema from "../../db/schema";
import { getDb, schema, type Db } from "~/db.server";
import { enrollInCourse } from "~/models/learning/enrollment.server";
import { loadPlayerData } from "~/models/learning/player.server";
import { completeItem } from "~/models/learning/progress.server";
import { recordHeartbeat, recordPageView, secondsByItem } from "~/models/learning/time-on-task.server";
import { MAX_CREDIT_SECONDS } from "~/rules/time-on-task";
import { contentKey, LOCKED_MESSAGE } from "~/rules/unlocking";
import { action as topicAction, loader as topicLoader } from "~/routes/course-player+/$course.topic.$topicId";
import { loader as courseIndexLoader } from "~/routes/course-player+/$course._index";
import { loader as layoutLoader } from "~/routes/course-player+/$course";
import { loader as quizLoader } from "~/routes/course-player+/$course.quiz.$quizId/route";
import { action as progressAction } from "~/routes/_resources+/course-player-progress";
import { asData, outcome, request, signedInLearner } from "../learners";
import { sessionUser } from "../session-user";

const { profiles, studentCourseAccess, studentProgress, timeOnTask, userCourseProgressSummary, courses } = schema;

const SLUG = "quick-start-agency-basics";
const COURSE = QUICK_COURSE_IDS.courseId;
const [T0, T1, T2] = QUICK_COURSE_IDS.topicIds;
const topicKey = (id: string) => contentKey("topic", id);

/** A confirmed subscriber, enrolled in the quick course unless told otherwise. */
async function newLearner({ enroll = true, subscribed = true } = {}) {
  const { id, cookie } = await signedInLearner({ subscribed });
  const user = sessionUser(id);
  if (enroll) expect((await enrollInCourse(user, COURSE)).ok).toBe(true);
  return { user, cookie };
}

async function progressRows(userId: string) {
  return getDb()
    .select()
    .from(studentProgress)
    .where(and(eq(studentProgress.userId, userId), eq(studentProgress.courseId, COURSE)));
}

/** A drizzle instance over the same connection that counts the statements it sends. */
function countingDb(): { db: Db; count: () => number } {
  let statements = 0;
  const logger = { logQuery: () => void statements++ };
  const connection = getConnection();
  const client = (connection.db as unknown as { $client: unknown }).$client;
  const options = { schema: fullSchema, casing: "snake_case" as const, logger };
  const db = connection.driver === "pglite" ? drizzlePglite(client as never, options) : drizzlePostgres(client as never, options);
  return { db: db as unknown as Db, count: () => statements };
}

let quickItemCount = 0;

beforeAll(async () => {
  await seed(getDb());
  const rows = (await getDb().execute(
    sql`select (select count(*)::int from lesson_topics where lesson_id = ${QUICK_COURSE_IDS.lessonId}) as n`,
  )) as unknown;
  const [row] = (Array.isArray(rows) ? rows : (rows as { rows: { n: number }[] }).rows) as { n: number }[];
  quickItemCount = row.n + 3; // topics, the lesson quiz, the final exam, the evaluation
});

describe("loadPlayerData", () => {
  it("orders the content: the lesson's topics, its quiz, the final exam, the evaluation", async () => {
    const { user } = await newLearner();
    const player = (await loadPlayerData(user, SLUG))!;
    expect(player.access.hasAccess).toBe(true);
    expect(player.content).toHaveLength(quickItemCount);
    expect(player.content.slice(0, 3).map((item) => item.key)).toEqual([T0, T1, T2].map(topicKey));
    expect(player.content.slice(-3).map((item) => [item.key, item.path])).toEqual([
      [contentKey("quiz", QUICK_COURSE_IDS.lessonQuizId), `quiz/${QUICK_COURSE_IDS.lessonQuizId}`],
      [contentKey("quiz", QUICK_COURSE_IDS.finalExamId), `final-exam/${QUICK_COURSE_IDS.finalExamId}`],
      [contentKey("evaluation", QUICK_COURSE_IDS.evaluationId), `evaluation/${QUICK_COURSE_IDS.evaluationId}`],
    ]);
    expect(player.content.at(-2)?.lessonId).toBeNull();
    // The query sends a lesson once for its run of items; each item still carries it.
    const lesson = [player.content[0].lessonId, player.content[0].lessonTitle];
    expect(lesson.every((value) => typeof value === "string")).toBe(true);
    expect(player.content.slice(0, -2).every((item) => item.lessonId === lesson[0] && item.lessonTitle === lesson[1])).toBe(true);
    expect(player.content.slice(-2).map((item) => [item.lessonId, item.lessonTitle])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(player.progressStats).toEqual({ totalItems: quickItemCount, completedItems: 0, completionPercentage: 0 });
    expect(player.unlocked.slice(0, 3)).toEqual([true, true, false]);
    expect(player.preferences).toEqual({ showAudioPlayer: true, autoPlayAndAdvance: false });
  });

  it("finds the course by id as well as by slug, and returns null for an unknown one", async () => {
    const { user } = await newLearner();
    expect((await loadPlayerData(user, COURSE))?.course.slug).toBe(SLUG);
    expect((await loadPlayerData(user, COURSE.toUpperCase()))?.course.slug).toBe(SLUG);
    expect(await loadPlayerData(user, "no-such-course")).toBeNull();
    expect(await loadPlayerData(user, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it("needs one database round trip for the course, the learner, the content and the progress", async () => {
    const { user } = await newLearner();
    expect(await completeItem(user.id, (await loadPlayerData(user, SLUG))!, topicKey(T0))).toMatchObject({ ok: true });
    const counting = countingDb();
    const player = await loadPlayerData(user, SLUG, counting.db);
    expect(player?.content).toHaveLength(quickItemCount);
    expect([...player!.completed]).toEqual([topicKey(T0)]);
    expect(player!.progress[0]?.completedAt).toBeInstanceOf(Date);
    expect(counting.count()).toBe(1);
  });

  it("denies a learner who is not enrolled, and a subscriber whose membership ended", async () => {
    const { user } = await newLearner({ enroll: false });
    expect((await loadPlayerData(user, SLUG))?.access.hasAccess).toBe(false);
    const lapsed = await newLearner();
    await getDb()
      .update(profiles)
      .set({ subscriptionEnd: new Date(Date.now() - 86_400_000) })
      .where(eq(profiles.id, lapsed.user.id));
    expect((await loadPlayerData(lapsed.user, SLUG))?.access.hasAccess).toBe(false);
  });

  it("lets reviewers and admins open any course, drafts included; learners never open drafts", async () => {
    const [draft] = await getDb().select({ id: courses.id, slug: courses.slug }).from(courses).where(eq(courses.status, "draft"));
    const reviewer = sessionUser(seedIds.user("reviewer@pelican.test"), { roles: ["reviewer"] });
    const admin = sessionUser(seedIds.user("admin@pelican.test"), { roles: ["admin"] });
    expect((await loadPlayerData(reviewer, draft.slug))?.access.hasAccess).toBe(true);
    expect((await loadPlayerData(admin, SLUG))?.access.hasAccess).toBe(true);
    const { user } = await newLearner();
    await getDb().insert(studentCourseAccess).values({ userId: user.id, courseId: draft.id, accessType: "premium_subscription" });
    expect((await loadPlayerData(user, draft.slug))?.access.hasAccess).toBe(false);
  });
});

describe("completing an item", () => {
  it("is idempotent under 20 concurrent POSTs for the same item: one row, the summary counts it once", async () => {
    const { user, cookie } = await newLearner();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        progressAction({
          request: request("/course-player-progress", cookie, { course: SLUG, key: topicKey(T0) }),
          params: {},
          context: {},
        }),
      ),
    );
    for (const result of results) {
      expect(result.status).toBe(200);
      expect(await result.json()).toMatchObject({ ok: true, key: topicKey(T0) });
    }

    const rows = await progressRows(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ contentType: "topic", lessonTopicId: T0, status: "completed" });

    const [summary] = await getDb()
      .select()
      .from(userCourseProgressSummary)
      .where(and(eq(userCourseProgressSummary.userId, user.id), eq(userCourseProgressSummary.courseId, COURSE)));
    expect(summary).toMatchObject({
      completedContentItems: 1,
      totalContentItems: quickItemCount,
      progressPercentage: Math.round((1 / quickItemCount) * 1000) / 10,
    });
    expect(summary.firstCompletedAt?.getTime()).toBe(rows[0].completedAt.getTime());
    expect(summary.lastCompletedAt?.getTime()).toBe(rows[0].completedAt.getTime());

    const [access] = await getDb()
      .select()
      .from(studentCourseAccess)
      .where(and(eq(studentCourseAccess.userId, user.id), eq(studentCourseAccess.courseId, COURSE)));
    expect(access.currentPosition).toBe(topicKey(T1));
    expect(access.lastAccessedAt).not.toBeNull();
  });

  it("refuses a crafted POST for a locked item: no row, a redirect with the locked message", async () => {
    const { user, cookie } = await newLearner();
    const path = `/course-player/${SLUG}/topic/${T2}`;
    const plain = await outcome(() =>
      topicAction({
        request: request(path, cookie, { intent: "complete", advance: "1" }),
        params: { course: SLUG, topicId: T2 },
        context: {},
      }),
    );
    const response = plain.value as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/course-player/${SLUG}/topic/${T0}`);
    expect(response.headers.get("Set-Cookie")).toMatch(/^toast=/);

    const viaJs = await progressAction({
      request: request("/course-player-progress", cookie, { course: SLUG, key: topicKey(T2) }),
      params: {},
      context: {},
    });
    expect(viaJs.status).toBe(409);
    expect(await viaJs.json()).toMatchObject({ ok: false, error: LOCKED_MESSAGE });
    expect(await progressRows(user.id)).toHaveLength(0);
  });

  it("never completes a quiz or the evaluation through the topic endpoint", async () => {
    const { user, cookie } = await newLearner();
    const quizId = QUICK_COURSE_IDS.lessonQuizId;
    const crafted = await outcome(() =>
      topicAction({
        request: request(`/course-player/${SLUG}/topic/${quizId}`, cookie, { intent: "complete" }),
        params: { course: SLUG, topicId: quizId },
        context: {},
      }),
    );
    expect(asData(crafted.value).init?.status).toBe(404);
    const player = (await loadPlayerData(user, SLUG))!;
    expect(await completeItem(user.id, player, contentKey("quiz", quizId))).toEqual({ ok: false, reason: "not_completable" });
    expect(await completeItem(user.id, player, contentKey("evaluation", QUICK_COURSE_IDS.evaluationId))).toEqual({
      ok: false,
      reason: "not_completable",
    });
    expect(await progressRows(user.id)).toHaveLength(0);
  });

  it("the JavaScript endpoint refuses visitors, learners without access and malformed requests", async () => {
    const signedOut = await progressAction({
      request: request("/course-player-progress", null, { course: SLUG, key: topicKey(T0) }),
      params: {},
      context: {},
    });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ ok: false, error: "User not authenticated" });
    const outsider = await newLearner({ enroll: false });
    const denied = await progressAction({
      request: request("/course-player-progress", outsider.cookie, { course: SLUG, key: topicKey(T0) }),
      params: {},
      context: {},
    });
    expect(denied.status).toBe(403);
    const { user, cookie } = await newLearner();
    const missing = await progressAction({
      request: request("/course-player-progress", cookie, { course: SLUG }),
      params: {},
      context: {},
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ ok: false, error: "Missing required data for submission" });
    const quiz = await progressAction({
      request: request("/course-player-progress", cookie, { course: SLUG, key: contentKey("quiz", QUICK_COURSE_IDS.lessonQuizId) }),
      params: {},
      context: {},
    });
    expect(quiz.status).toBe(400);
    expect(await progressRows(user.id)).toHaveLength(0);
    expect(await progressRows(outsider.user.id)).toHaveLength(0);
  });

  it("moves on without JavaScript: Next completes the topic and redirects to the next item", async () => {
    const { user, cookie } = await newLearner();
    const response = (await topicAction({
      request: request(`/course-player/${SLUG}/topic/${T0}`, cookie, { intent: "complete", advance: "1" }),
      params: { course: SLUG, topicId: T0 },
      context: {},
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/course-player/${SLUG}/topic/${T1}`);
    expect(await progressRows(user.id)).toHaveLength(1);
  });

  it("keeps the saved position when an earlier item is completed again", async () => {
    const { user } = await newLearner();
    for (const id of [T0, T1]) {
      const player = (await loadPlayerData(user, SLUG))!;
      expect((await completeItem(user.id, player, topicKey(id))).ok).toBe(true);
    }
    const again = await completeItem(user.id, (await loadPlayerData(user, SLUG))!, topicKey(T0));
    expect(again).toMatchObject({ ok: true, inserted: false, nextPosition: topicKey(T2) });
  });

  it("rejects an unknown intent with 400", async () => {
    const { cookie } = await newLearner();
    const result = asData(
      await topicAction({
        request: request(`/course-player/${SLUG}/topic/${T0}`, cookie, { intent: "delete-everything" }),
        params: { course: SLUG, topicId: T0 },
        context: {},
      }),
    );
    expect(result.init?.status).toBe(400);
  });
});

describe("player pages", () => {
  it("sends a visitor who is not signed in to /login and back", async () => {
    const result = await outcome(() =>
      layoutLoader({ request: request(`/course-player/${SLUG}`, null), params: { course: SLUG }, context: {} }),
    );
    const response = result.value as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(`/course-player/${SLUG}`)}`);
  });

  it("answers 403 with the Access Denied text to a learner who is not enrolled", async () => {
    const { cookie } = await newLearner({ enroll: false });
    const result = await outcome(() =>
      layoutLoader({ request: request(`/course-player/${SLUG}`, cookie), params: { course: SLUG }, context: {} }),
    );
    expect(result.thrown).toBe(true);
    expect(asData(result.value).init?.status).toBe(403);
    expect(asData(result.value).data).toBe("Access Denied - You don't have access to this course.");
  });

  it("redirects a locked item's address to the current item with the locked message", async () => {
    const { cookie } = await newLearner();
    const result = await outcome(() =>
      quizLoader({
        request: request(`/course-player/${SLUG}/quiz/${QUICK_COURSE_IDS.lessonQuizId}`, cookie),
        params: { course: SLUG, quizId: QUICK_COURSE_IDS.lessonQuizId },
        context: {},
      }),
    );
    const response = result.value as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/course-player/${SLUG}/topic/${T0}`);
    expect(response.headers.get("Set-Cookie")).toMatch(/^toast=/);
  });

  it("opens a fresh learner at the first topic, and offers the resume choice after progress", async () => {
    const { user, cookie } = await newLearner();
    const fresh = await outcome(() =>
      courseIndexLoader({ request: request(`/course-player/${SLUG}`, cookie), params: { course: SLUG }, context: {} }),
    );
    expect((fresh.value as Response).headers.get("Location")).toBe(`/course-player/${SLUG}/topic/${T0}`);

    await completeItem(user.id, (await loadPlayerData(user, SLUG))!, topicKey(T0));
    const again = (await courseIndexLoader({
      request: request(`/course-player/${SLUG}`, cookie),
      params: { course: SLUG },
      context: {},
    })) as { resume: { resumeHref: string; startHref: string } };
    expect(again.resume).toEqual({
      resumeHref: `/course-player/${SLUG}/topic/${T1}`,
      startHref: `/course-player/${SLUG}/topic/${T0}`,
    });
  });

  it("records a page view of a topic as a time-on-task interval", async () => {
    const { user, cookie } = await newLearner();
    const page = (await topicLoader({
      request: request(`/course-player/${SLUG}/topic/${T0}`, cookie),
      params: { course: SLUG, topicId: T0 },
      context: {},
    })) as { intervalId: string; topic: { title: string } };
    expect(page.topic.title).toBe("Client or Customer?");
    const [row] = await getDb().select().from(timeOnTask).where(eq(timeOnTask.id, page.intervalId));
    expect(row).toMatchObject({ userId: user.id, courseId: COURSE, contentKey: topicKey(T0), seconds: 0 });
  });
});

describe("time on task", () => {
  it("credits heartbeats up to the wall clock and the cap, only for the interval's owner", async () => {
    const { user } = await newLearner();
    const other = await newLearner();
    const t0 = new Date("2026-03-02T15:00:00.000Z");
    const at = (s: number) => new Date(t0.getTime() + s * 1000);
    const id = await recordPageView(user.id, COURSE, topicKey(T0), t0);

    expect(await recordHeartbeat(user.id, id, 30, at(30))).toEqual({ intervalId: id, credited: 30 });
    // Claims more than the wall clock since the last report: only the wall clock counts.
    expect(await recordHeartbeat(user.id, id, 30, at(40))).toEqual({ intervalId: id, credited: 10 });
    // A replay at the same instant adds nothing.
    expect(await recordHeartbeat(user.id, id, 30, at(40))).toEqual({ intervalId: id, credited: 0 });
    expect(await recordHeartbeat(other.user.id, id, 30, at(70))).toBeNull();
    expect(await secondsByItem(user.id, COURSE)).toEqual({ [topicKey(T0)]: 40 });

    // Back after 10 minutes away: a new interval, credited at most the cap.
    const later = await recordHeartbeat(user.id, id, 5_000, at(640));
    expect(later?.credited).toBe(MAX_CREDIT_SECONDS);
    expect(later?.intervalId).not.toBe(id);
  });

  it("without JavaScript, the next page view credits the previous one up to the cap", async () => {
    const { user } = await newLearner();
    const t0 = new Date("2026-03-03T15:00:00.000Z");
    await recordPageView(user.id, COURSE, topicKey(T0), t0);
    await recordPageView(user.id, COURSE, topicKey(T1), new Date(t0.getTime() + 25_000));
    await recordPageView(user.id, COURSE, topicKey(T2), new Date(t0.getTime() + 25_000 + 3_600_000));
    expect(await secondsByItem(user.id, COURSE)).toEqual({
      [topicKey(T0)]: 25,
      [topicKey(T1)]: MAX_CREDIT_SECONDS,
      [topicKey(T2)]: 0,
    });
  });
});
