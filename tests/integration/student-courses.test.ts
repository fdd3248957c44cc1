// My Courses (requirements student-dashboard, company-dashboard, signed-in-state-flows Enrollment, requirements signed-in-validation-rules, signed-in-roles, signed-in-error-texts): the /student and /company-dashboard
// loaders and actions called as the browser would, with a real session cookie, on the seeded data.
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { COURSE_SLUGS, QUICK_COURSE_IDS, seed, seedIds } from "../../db/seed";
import { courseBySlug } from "../../db/seed/courses";
import { getDb, schema } from "~/db.server";
import { completeCourseNow } from "~/routes/dev+/completion-data.server";
import { action as companyAction, loader as companyLoader } from "~/routes/company-dashboard+/_index";
import { action, loader } from "~/routes/student+/_index";
import { request, sessionCookie, signedInLearner, toastOf } from "../learners";

const { courses, profiles, studentCourseAccess, studentProgress, userCourseProgressSummary } = schema;

const courseId = (slug: string) => seedIds.course(slug);
const TITLES = {
  pre: "Louisiana Real Estate Salesperson Pre-Licensing (90 Hours)",
  post: "Louisiana Salesperson Post-Licensing (45 Hours)",
  ceAgency: "2026 Louisiana Mandatory CE: Agency & Disclosure Update",
  ceFlood: "Louisiana Flood Zones & Property Disclosure",
  ceEthics: "Ethics & Fair Housing in Louisiana",
  quick: "Quick Start: Louisiana Agency Basics",
  draft: "Commercial Leasing Fundamentals (Draft)",
};

beforeAll(async () => {
  await seed(getDb());
});

type Loaded = Awaited<ReturnType<typeof loader>>;

async function load(cookie: string, search = "", path = "/student"): Promise<Loaded> {
  const run = path === "/student" ? loader : companyLoader;
  return (await run({ request: request(`${path}${search}`, cookie), params: {}, context: {} })) as Loaded;
}

async function post(cookie: string, fields: Record<string, string>, { search = "?index", path = "/student" } = {}) {
  const run = path === "/student" ? action : companyAction;
  return run({ request: request(`${path}${search}`, cookie, fields), params: {}, context: {} }).catch((thrown: unknown) => thrown);
}

/** A redirect: where to, and the toast it carries. */
async function redirected(result: unknown) {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  expect(response.status).toBe(302);
  return { location: response.headers.get("Location"), toast: await toastOf(response) };
}

/** A re-rendered refusal: status and body. */
function refusal(result: unknown) {
  expect(result).not.toBeInstanceOf(Response);
  const { data, init } = result as {
    data: { refusal: { reason: string; premiumHref: string | null }; toast: { title: string } };
    init: ResponseInit | null;
  };
  return { status: init?.status ?? 200, ...data };
}

const titles = (list: { title: string }[]) => list.map((c) => c.title);

async function accessRows(userId: string, course: string) {
  return getDb()
    .select()
    .from(studentCourseAccess)
    .where(and(eq(studentCourseAccess.userId, userId), eq(studentCourseAccess.courseId, course)));
}

describe("the seeded student's My Courses", () => {
  it("shows the enrolled pre-licensing course with its progress, the stat cards, and the other published courses, newest first", async () => {
    const page = await load(await sessionCookie(seedIds.user("student@pelican.test")));
    expect(page.title).toBe("My Courses");
    expect(page.reviewer).toBe(false);
    expect(page.needsPremium).toBe(false);
    expect(page.enrolled).toHaveLength(1);
    expect(page.enrolled[0]).toMatchObject({ title: TITLES.pre, hours: 90, completed: false, slug: COURSE_SLUGS.preLicensing });
    const [summary] = await getDb()
      .select()
      .from(userCourseProgressSummary)
      .where(
        and(
          eq(userCourseProgressSummary.userId, seedIds.user("student@pelican.test")),
          eq(userCourseProgressSummary.courseId, seedIds.course(COURSE_SLUGS.preLicensing)),
        ),
      );
    expect(page.enrolled[0].progress).toBe(Math.floor(summary.progressPercentage));
    expect(page.enrolled[0].progress).toBeGreaterThan(0);
    // The seed also gives the student a finished (and no longer active) CE ethics course.
    expect(page.stats).toEqual({ enrolledCourses: 1, completedCourses: 1, hoursEarned: courseBySlug(COURSE_SLUGS.ceEthics).hours });
    expect(titles(page.available.courses)).toEqual([TITLES.quick, TITLES.ceEthics, TITLES.ceAgency, TITLES.ceFlood, TITLES.post]);
    expect(page.available.total).toBe(5);
  });

  it("never lists drafts or archived courses to a learner", async () => {
    const [draft] = await getDb().select({ title: courses.title }).from(courses).where(eq(courses.status, "draft"));
    const page = await load(await sessionCookie(seedIds.user("student@pelican.test")));
    expect(titles(page.available.courses)).not.toContain(draft.title);
  });
});

describe("search, type filter and sort", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = (await signedInLearner()).cookie;
  });

  it("searches title or description, case-insensitively, and agrees with a plain scan of the catalogue", async () => {
    const published = await getDb()
      .select({ title: courses.title, description: courses.description })
      .from(courses)
      .where(eq(courses.status, "published"));
    for (const term of ["FLOOD", "agency", "civil", "Louisiana"]) {
      const page = await load(cookie, `?q=${encodeURIComponent(term)}&sort=title-asc`);
      const expected = published
        .filter((c) => `${c.title}\n${c.description}`.toLowerCase().includes(term.toLowerCase()))
        .map((c) => c.title)
        .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
      expect(titles(page.available.courses), term).toEqual(expected);
      expect(page.available.total).toBe(6);
    }
    // A word only in a description still finds the course.
    const byDescription = await load(cookie, "?q=whom+do+you+represent");
    expect(titles(byDescription.available.courses)).toEqual([TITLES.quick]);
  });

  it("takes % and _ literally", async () => {
    expect((await load(cookie, "?q=%25")).available.courses).toEqual([]);
    expect((await load(cookie, "?q=_")).available.courses).toEqual([]);
  });

  it("filters by exact course type and sorts four ways", async () => {
    const ce = await load(cookie, "?type=Continuing+Education");
    expect(titles(ce.available.courses)).toEqual([TITLES.ceEthics, TITLES.ceAgency, TITLES.ceFlood]);
    expect(titles((await load(cookie, "?type=Continuing+Education&sort=oldest")).available.courses)).toEqual([
      TITLES.ceFlood,
      TITLES.ceAgency,
      TITLES.ceEthics,
    ]);
    expect(titles((await load(cookie, "?type=Continuing+Education&sort=title-asc")).available.courses)).toEqual([
      TITLES.ceAgency,
      TITLES.ceEthics,
      TITLES.ceFlood,
    ]);
    expect(titles((await load(cookie, "?type=Pre-licensing&sort=title-desc")).available.courses)).toEqual([TITLES.quick, TITLES.pre]);
    expect(titles((await load(cookie, "?type=Post-licensing&q=flood")).available.courses)).toEqual([]);
  });

  it("falls back to every type, newest first, for unknown values", async () => {
    const page = await load(cookie, "?type=continuing_education&sort=cheapest");
    expect(page.query).toEqual({ q: "", type: null, sort: "newest" });
    expect(page.available.courses).toHaveLength(6);
  });
});

describe("enroll and unenroll", () => {
  it("enrolls a subscriber, moves the course to Enrolled Courses and keeps the filters in the redirect", async () => {
    const learner = await signedInLearner();
    const result = await post(
      learner.cookie,
      { intent: "enroll", courseId: QUICK_COURSE_IDS.courseId },
      { search: "?index&type=Pre-licensing&sort=oldest" },
    );
    const { location, toast } = await redirected(result);
    expect(location).toBe("/student?type=Pre-licensing&sort=oldest");
    expect(toast).toMatchObject({ type: "success", title: "Enrolled" });
    expect(toast?.description).toContain(TITLES.quick);

    const [row] = await accessRows(learner.id, QUICK_COURSE_IDS.courseId);
    expect(row.accessType).toBe("premium_subscription");
    const page = await load(learner.cookie);
    expect(titles(page.enrolled)).toEqual([TITLES.quick]);
    expect(titles(page.available.courses)).not.toContain(TITLES.quick);
    expect(page.stats).toEqual({ enrolledCourses: 1, completedCourses: 0, hoursEarned: 0 });

    // Asking again changes nothing.
    const again = await redirected(await post(learner.cookie, { intent: "enroll", courseId: QUICK_COURSE_IDS.courseId }));
    expect(again.toast).toMatchObject({ title: "Already Enrolled" });
    expect(await accessRows(learner.id, QUICK_COURSE_IDS.courseId)).toHaveLength(1);
  });

  it("unenrolls but keeps every progress row, and enrolling again shows the same progress", async () => {
    const learner = await signedInLearner();
    const quick = QUICK_COURSE_IDS.courseId;
    await post(learner.cookie, { intent: "enroll", courseId: quick });
    // Two of the quick course's items done, as the player would record them.
    await getDb()
      .insert(studentProgress)
      .values(
        QUICK_COURSE_IDS.topicIds.slice(0, 2).map((lessonTopicId) => ({
          userId: learner.id,
          courseId: quick,
          contentType: "topic" as const,
          lessonTopicId,
        })),
      );
    await getDb()
      .insert(userCourseProgressSummary)
      .values({ userId: learner.id, courseId: quick, progressPercentage: 28.6, completedContentItems: 2, totalContentItems: 7 });
    expect((await load(learner.cookie)).enrolled[0].progress).toBe(28);

    const { location, toast } = await redirected(await post(learner.cookie, { intent: "unenroll", courseId: quick }));
    expect(location).toBe("/student");
    expect(toast).toMatchObject({ type: "success", title: "Unenrolled" });
    expect(await accessRows(learner.id, quick)).toHaveLength(0);
    const [{ n }] = await getDb()
      .select({ n: count() })
      .from(studentProgress)
      .where(and(eq(studentProgress.userId, learner.id), eq(studentProgress.courseId, quick)));
    expect(n).toBe(2);

    const after = await load(learner.cookie);
    expect(after.enrolled).toEqual([]);
    expect(after.available.courses.find((c) => c.id === quick)).toMatchObject({ started: true, progress: 28, completed: false });

    await post(learner.cookie, { intent: "enroll", courseId: quick });
    expect((await load(learner.cookie)).enrolled[0]).toMatchObject({ id: quick, progress: 28 });
  });

  it("counts a course as completed once its evaluation is done, with its hours, even after unenrolling", async () => {
    const learner = await signedInLearner();
    const quick = QUICK_COURSE_IDS.courseId;
    await post(learner.cookie, { intent: "enroll", courseId: quick });
    await getDb()
      .insert(studentProgress)
      .values({ userId: learner.id, courseId: quick, contentType: "evaluation", evaluationId: QUICK_COURSE_IDS.evaluationId });
    let page = await load(learner.cookie);
    expect(page.stats).toEqual({ enrolledCourses: 1, completedCourses: 1, hoursEarned: 1 });
    expect(page.enrolled[0]).toMatchObject({ completed: true, progress: 100 });

    await post(learner.cookie, { intent: "enroll", courseId: courseId(COURSE_SLUGS.postLicensing) });
    await getDb()
      .insert(userCourseProgressSummary)
      .values({ userId: learner.id, courseId: courseId(COURSE_SLUGS.postLicensing), progressPercentage: 100 });
    page = await load(learner.cookie);
    expect(page.stats).toEqual({ enrolledCourses: 2, completedCourses: 2, hoursEarned: 46 });

    await post(learner.cookie, { intent: "unenroll", courseId: quick });
    page = await load(learner.cookie);
    expect(page.stats).toEqual({ enrolledCourses: 1, completedCourses: 2, hoursEarned: 46 });
    expect(page.available.courses.find((c) => c.id === quick)).toMatchObject({ completed: true });
  });

  it("treats unenrolling from a course you are not enrolled in as a harmless no-op", async () => {
    const learner = await signedInLearner();
    const { location, toast } = await redirected(
      await post(learner.cookie, { intent: "unenroll", courseId: courseId(COURSE_SLUGS.ceFlood) }, { search: "?index&q=flood" }),
    );
    expect(location).toBe("/student?q=flood");
    expect(toast).toMatchObject({ type: "info", title: "Not Enrolled" });
    // The seeded student's enrollment is untouched by anyone else's request.
    expect(await accessRows(seedIds.user("student@pelican.test"), courseId(COURSE_SLUGS.preLicensing))).toHaveLength(1);
  });
});

describe("retake from My Courses (requirement signed-in-state-flows)", () => {
  const quick = QUICK_COURSE_IDS.courseId;
  const complete = (userId: string, course: string) => getDb().transaction((tx) => completeCourseNow(tx, userId, course));

  it("offers Retake on a completed course, asks first, resets it to 0 % and comes back with the filters", async () => {
    const learner = await signedInLearner();
    await post(learner.cookie, { intent: "enroll", courseId: quick });
    await complete(learner.id, quick);
    let page = await load(learner.cookie);
    expect(page.enrolled.find((c) => c.id === quick)).toMatchObject({ completed: true, retake: true });
    expect(page.confirmRetake).toBeNull();

    page = await load(learner.cookie, `?q=agency&retake=${quick}`);
    expect(page.confirmRetake).toEqual({ courseId: quick, title: TITLES.quick, courseType: "Pre-licensing" });
    expect(page.closeHref).toBe("/student?q=agency");
    expect(page.retakeAction).toBe("/student?index&q=agency");

    const { location, toast } = await redirected(
      await post(learner.cookie, { intent: "retake", courseId: quick }, { search: "?index&q=agency" }),
    );
    expect(location).toBe("/student?q=agency");
    expect(toast).toMatchObject({ type: "success", title: "Retake started" });
    page = await load(learner.cookie, `?retake=${quick}`);
    expect(page.enrolled.find((c) => c.id === quick)).toMatchObject({ completed: false, progress: 0, retake: false });
    expect(page.confirmRetake).toBeNull();

    // A crafted second retake is refused: the retake is in progress.
    const again = refusal(await post(learner.cookie, { intent: "retake", courseId: quick }));
    expect(again.status).toBe(409);
    expect(again.toast.title).toBe("Retake in progress");
  });

  it("offers it on a completed course the learner has left too (Available Courses)", async () => {
    const learner = await signedInLearner();
    await complete(learner.id, quick);
    const page = await load(learner.cookie);
    expect(page.available.courses.find((c) => c.id === quick)).toMatchObject({ completed: true, retake: true });
  });

  it("is not offered for a course in progress, nor without a membership or a company", async () => {
    const active = await signedInLearner();
    await post(active.cookie, { intent: "enroll", courseId: quick });
    let page = await load(active.cookie, `?retake=${quick}`);
    expect(page.enrolled.find((c) => c.id === quick)).toMatchObject({ completed: false, retake: false });
    expect(page.confirmRetake).toBeNull();
    expect(refusal(await post(active.cookie, { intent: "retake", courseId: quick })).status).toBe(409);

    const free = await signedInLearner({ subscribed: false });
    await complete(free.id, quick);
    page = await load(free.cookie, `?retake=${quick}`);
    expect(page.available.courses.find((c) => c.id === quick)).toMatchObject({ completed: true, retake: false });
    expect(page.confirmRetake).toBeNull();
    const refused = refusal(await post(free.cookie, { intent: "retake", courseId: quick }));
    expect(refused).toMatchObject({ status: 403, refusal: { reason: "not_entitled", premiumHref: "/student/billing" } });
  });
});

describe("refusals and crafted requests", () => {
  it("refuses an unsubscribed individual with Premium Required and a link to get premium", async () => {
    const learner = await signedInLearner({ subscribed: false });
    expect((await load(learner.cookie)).needsPremium).toBe(true);
    const result = refusal(await post(learner.cookie, { intent: "enroll", courseId: courseId(COURSE_SLUGS.ceEthics) }));
    expect(result.status).toBe(403);
    expect(result.toast.title).toBe("Premium Required");
    expect(result.refusal).toMatchObject({ reason: "premium_required", premiumHref: "/student/billing" });
    expect(await accessRows(learner.id, courseId(COURSE_SLUGS.ceEthics))).toHaveLength(0);
  });

  it("refuses a subscription that has ended", async () => {
    const learner = await signedInLearner();
    await getDb()
      .update(profiles)
      .set({ subscriptionEnd: new Date(Date.now() - 86_400_000) })
      .where(eq(profiles.id, learner.id));
    const result = refusal(await post(learner.cookie, { intent: "enroll", courseId: courseId(COURSE_SLUGS.ceEthics) }));
    expect(result.toast.title).toBe("Premium Required");
  });

  it("refuses a draft with 'Enrollment failed'", async () => {
    const learner = await signedInLearner();
    const result = refusal(await post(learner.cookie, { intent: "enroll", courseId: courseId(COURSE_SLUGS.draft) }));
    expect(result.status).toBe(404);
    expect(result.toast.title).toBe("Enrollment failed");
  });

  it("answers bad input with 400, never a 500", async () => {
    const learner = await signedInLearner();
    const invalid: Record<string, string>[] = [
      { intent: "enroll", courseId: "not-a-uuid" },
      { intent: "enroll" },
      { intent: "retake", courseId: "not-a-uuid" },
      { intent: "reset", courseId: QUICK_COURSE_IDS.courseId },
      { courseId: QUICK_COURSE_IDS.courseId },
    ];
    for (const fields of invalid) {
      const result = refusal(await post(learner.cookie, fields));
      expect(result.status, JSON.stringify(fields)).toBe(400);
      expect(result.refusal.reason).toBe("invalid");
    }
  });

  it("ignores a submitted user id: the session decides whose enrollment changes", async () => {
    const learner = await signedInLearner();
    const student = seedIds.user("student@pelican.test");
    const pre = courseId(COURSE_SLUGS.preLicensing);
    await redirected(await post(learner.cookie, { intent: "unenroll", courseId: pre, userId: student }));
    expect(await accessRows(student, pre)).toHaveLength(1);
    await redirected(await post(learner.cookie, { intent: "enroll", courseId: courseId(COURSE_SLUGS.ceFlood), userId: student }));
    expect(await accessRows(student, courseId(COURSE_SLUGS.ceFlood))).toHaveLength(0);
    expect(await accessRows(learner.id, courseId(COURSE_SLUGS.ceFlood))).toHaveLength(1);
  });

  it("sends visitors to sign in and other roles to their dashboard", async () => {
    const visitor = (await post("", { intent: "enroll", courseId: QUICK_COURSE_IDS.courseId })) as Response;
    expect(visitor.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    const companyAdmin = await sessionCookie(seedIds.user("companyadmin@pelican.test"));
    const wrongArea = (await post(companyAdmin, { intent: "enroll", courseId: QUICK_COURSE_IDS.courseId })) as Response;
    expect(wrongArea.headers.get("Location")).toBe("/dashboard");
    expect(await accessRows(seedIds.user("companyadmin@pelican.test"), QUICK_COURSE_IDS.courseId)).toHaveLength(0);
  });
});

describe("reviewers", () => {
  it("see Review Courses with the draft courses and no stat cards, and cannot enroll without a membership", async () => {
    const reviewer = await sessionCookie(seedIds.user("reviewer@pelican.test"));
    const page = await load(reviewer);
    expect(page.title).toBe("Review Courses");
    expect(page.reviewer).toBe(true);
    expect(page.stats).toBeNull();
    expect(page.needsPremium).toBe(false);
    expect(titles(page.available.courses)).toEqual([TITLES.draft]);
    expect(titles((await load(reviewer, "?q=leasing")).available.courses)).toEqual([TITLES.draft]);
    expect((await load(reviewer, "?type=Pre-licensing")).available.courses).toEqual([]);

    const result = refusal(await post(reviewer, { intent: "enroll", courseId: courseId(COURSE_SLUGS.draft) }));
    expect(result.status).toBe(404);
  });
});

describe("the company dashboard's My Courses", () => {
  it("offers the company admin Retake on their own completed course, and comes back to the dashboard", async () => {
    const ethics = courseId(COURSE_SLUGS.ceEthics);
    const { id: admin, cookie } = await signedInLearner({ subscribed: false, role: "company_admin", companyId: seedIds.company("bayou") });
    await getDb().transaction((tx) => completeCourseNow(tx, admin, ethics));
    const page = await load(cookie, `?retake=${ethics}`, "/company-dashboard");
    expect(page.available.courses.find((c) => c.id === ethics)).toMatchObject({ completed: true, retake: true });
    expect(page.confirmRetake).toMatchObject({ courseId: ethics, title: TITLES.ceEthics });
    expect(page.retakeAction).toBe("/company-dashboard?index");

    const { location, toast } = await redirected(
      await post(cookie, { intent: "retake", courseId: ethics }, { path: "/company-dashboard", search: "?index" }),
    );
    expect(location).toBe("/company-dashboard");
    expect(toast).toMatchObject({ title: "Retake started" });
    const [row] = await accessRows(admin, ethics);
    expect(row.accessType).toBe("company_access");
    const after = await load(cookie, "", "/company-dashboard");
    expect(after.enrolled.find((c) => c.id === ethics)).toMatchObject({ completed: false, progress: 0, retake: false });
  });

  it("is the same page for the company admin, who enrolls with company access", async () => {
    const admin = seedIds.user("companyadmin@pelican.test");
    const cookie = await sessionCookie(admin);
    const page = await load(cookie, "?type=Continuing+Education", "/company-dashboard");
    expect(page.stats).not.toBeNull();
    expect(page.needsPremium).toBe(false);
    expect(titles(page.available.courses)).toEqual([TITLES.ceEthics, TITLES.ceAgency, TITLES.ceFlood]);

    const ethics = courseId(COURSE_SLUGS.ceEthics);
    const { location } = await redirected(
      await post(
        cookie,
        { intent: "enroll", courseId: ethics },
        { path: "/company-dashboard", search: "?index&type=Continuing+Education" },
      ),
    );
    expect(location).toBe("/company-dashboard?type=Continuing+Education");
    const [row] = await accessRows(admin, ethics);
    expect(row.accessType).toBe("company_access");
    const after = await load(cookie, "", "/company-dashboard");
    expect(titles(after.enrolled)).toContain(TITLES.ceEthics);
    expect(after.available.courses.map((c) => c.id)).not.toContain(ethics);
  });
});
