// The course evaluation inside the player (requirements learning-screens, progress-unlocking-and-quiz-flow, learning-validation-rules; docs/decisions/0016): the route's
// loader and action called as the browser would, with a real session cookie — the player's checks
// first (locked → redirect, no access → 403, crafted POSTs write nothing), one page view per load,
// the submission, and the license recheck endpoint.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { COURSE_SLUGS, QUICK_COURSE_IDS, seed, seedIds } from "../../db/seed";
import { getDb, schema } from "~/db.server";
import { completeNonEvaluationItems, setLicenseNumber } from "~/routes/dev+/evaluation-data.server";
import { answerField, followUpField } from "~/rules/evaluation-form";
import { contentKey } from "~/rules/unlocking";
import { action, loader } from "~/routes/course-player+/$course.evaluation.$evaluationId/route";
import { loader as licenseLoader } from "~/routes/_resources+/course-player-license";
import { asData, outcome, request, signedInLearner } from "../learners";

const { generatedCertificates, studentCourseAccess, studentProgress, timeOnTask } = schema;

const SLUG = COURSE_SLUGS.quickStart;
const COURSE = QUICK_COURSE_IDS.courseId;
const EVALUATION = QUICK_COURSE_IDS.evaluationId;
const PATH = `/course-player/${SLUG}/evaluation/${EVALUATION}`;
const params = { course: SLUG, evaluationId: EVALUATION };
const q = (section: number, index: number) => seedIds.evaluationQuestion("course-evaluation", section, index);

/** A confirmed subscriber with a session cookie, enrolled in the quick course unless told otherwise. */
async function newLearner({ enroll = true, course = COURSE } = {}) {
  const learner = await signedInLearner();
  if (enroll)
    await getDb().insert(studentCourseAccess).values({ userId: learner.id, courseId: course, accessType: "premium_subscription" });
  return learner;
}

/** A POST of a complete, valid answer set for the seeded evaluation, with `overrides` on top. */
const post = (path: string, cookie: string, overrides: Record<string, string> = {}) =>
  request(path, cookie, {
    intent: "submit-evaluation",
    [answerField(q(0, 0))]: "5",
    [answerField(q(0, 1))]: "4",
    [answerField(q(1, 0))]: "2",
    [followUpField(q(1, 0))]: "The audio was too quiet.",
    [answerField(q(1, 2))]: "At my next listing appointment.",
    ...overrides,
  });

async function written(userId: string) {
  const db = getDb();
  return {
    evaluation: await db
      .select()
      .from(studentProgress)
      .where(and(eq(studentProgress.userId, userId), eq(studentProgress.courseId, COURSE), eq(studentProgress.contentType, "evaluation"))),
    certificates: await db.select().from(generatedCertificates).where(eq(generatedCertificates.userId, userId)),
  };
}

const pageViews = (userId: string) =>
  getDb()
    .select()
    .from(timeOnTask)
    .where(and(eq(timeOnTask.userId, userId), eq(timeOnTask.contentKey, contentKey("evaluation", EVALUATION))));

beforeAll(async () => {
  await seed(getDb());
});

describe("the player's evaluation refuses what the player refuses", () => {
  it("redirects a locked evaluation's address, and a crafted submit, to the current item with the locked message", async () => {
    const learner = await newLearner();
    for (const run of [
      () => loader({ request: request(PATH, learner.cookie), params, context: {} }),
      () => action({ request: post(PATH, learner.cookie), params, context: {} }),
    ]) {
      const result = await outcome(run);
      const response = result.value as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(`/course-player/${SLUG}/topic/${QUICK_COURSE_IDS.topicIds[0]}`);
      expect(response.headers.get("Set-Cookie")).toMatch(/^toast=/);
    }
    expect(await written(learner.id)).toEqual({ evaluation: [], certificates: [] });
    expect(await pageViews(learner.id)).toHaveLength(0);
  });

  it("answers 403 Access Denied to a learner who is not enrolled, for the page and for a crafted submit", async () => {
    const learner = await newLearner({ enroll: false });
    await completeNonEvaluationItems(learner.id, COURSE);
    for (const run of [
      () => loader({ request: request(PATH, learner.cookie), params, context: {} }),
      () => action({ request: post(PATH, learner.cookie), params, context: {} }),
    ]) {
      const result = await outcome(run);
      expect(result.thrown).toBe(true);
      expect(asData(result.value).init?.status).toBe(403);
    }
    expect(await written(learner.id)).toEqual({ evaluation: [], certificates: [] });
  });

  it("answers 404 for an evaluation that is not this course's or not a uuid", async () => {
    const learner = await newLearner();
    await completeNonEvaluationItems(learner.id, COURSE);
    for (const evaluationId of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const result = await outcome(() =>
        action({
          request: post(`/course-player/${SLUG}/evaluation/${evaluationId}`, learner.cookie),
          params: { course: SLUG, evaluationId },
          context: {},
        }),
      );
      expect(result.thrown).toBe(true);
      expect(asData(result.value).init?.status).toBe(404);
    }
  });

  it("refuses an unknown intent with 400", async () => {
    const learner = await newLearner();
    await completeNonEvaluationItems(learner.id, COURSE);
    const result = await outcome(() => action({ request: post(PATH, learner.cookie, { intent: "complete" }), params, context: {} }));
    expect(asData(result.value).init?.status).toBe(400);
    expect((await written(learner.id)).evaluation).toHaveLength(0);
  });
});

describe("an unlocked evaluation in the player", () => {
  it("shows the screen, records one page view per load, submits once and then shows the submitted date", async () => {
    const learner = await newLearner();
    await completeNonEvaluationItems(learner.id, COURSE);
    const page = (await loader({ request: request(PATH, learner.cookie), params, context: {} })) as {
      evaluation: { id: string };
      submittedAt: Date | null;
      intervalId: string;
      certificatesPath: string;
    };
    expect(page.evaluation.id).toBe(EVALUATION);
    expect(page.submittedAt).toBeNull();
    expect(page.certificatesPath).toBe("/student/certificates");
    expect((await pageViews(learner.id)).map((row) => row.id)).toEqual([page.intervalId]);

    const invalid = asData(await action({ request: post(PATH, learner.cookie, { [followUpField(q(1, 0))]: "" }), params, context: {} }));
    expect(invalid.init?.status).toBe(400);
    expect((await written(learner.id)).evaluation).toHaveLength(0);

    const submitted = asData(await action({ request: post(PATH, learner.cookie), params, context: {} }));
    expect(submitted.init?.status).toBe(200);
    expect(submitted.data).toEqual({ submitted: true });
    const rows = await written(learner.id);
    expect(rows.evaluation).toHaveLength(1);
    expect(rows.certificates).toHaveLength(1);

    const again = asData(await action({ request: post(PATH, learner.cookie), params, context: {} }));
    expect(again.init?.status).toBe(409);
    expect((await written(learner.id)).certificates).toHaveLength(1);

    const revisit = (await loader({ request: request(PATH, learner.cookie), params, context: {} })) as { submittedAt: Date | null };
    expect(revisit.submittedAt).toBeInstanceOf(Date);
    expect(await pageViews(learner.id)).toHaveLength(2);
  });
});

describe("GET /course-player-license (the screen's recheck)", () => {
  it("reads the signed-in user's gate for the course, and refuses a malformed course id", async () => {
    const flood = seedIds.course(COURSE_SLUGS.ceFlood);
    const learner = await newLearner({ course: flood });
    const read = async (course: string) => {
      const response = (await licenseLoader({
        request: request(`/course-player-license?course=${course}`, learner.cookie),
        params: {},
        context: {},
      })) as Response;
      return { status: response.status, body: await response.json() };
    };
    expect(await read(flood)).toEqual({ status: 200, body: { required: true, blocked: true } });
    await setLicenseNumber(learner.id, "LA-0042317");
    expect(await read(flood)).toEqual({ status: 200, body: { required: true, blocked: false } });
    expect(await read(COURSE)).toEqual({ status: 200, body: { required: false, blocked: false } });
    expect((await read("x'; drop table courses")).status).toBe(400);
  });
});
