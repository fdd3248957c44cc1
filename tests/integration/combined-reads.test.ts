// The pages' combined statements (issue 34): My Courses reads its lists, their count, the stat
// cards' facts and the learner's entitlement in one statement, and the course page its outline with
// the viewer's entitlement and enrollment in one. Each must answer exactly what the separate reads
// answer, for every kind of viewer.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { BAYOU_REALTY_COMPANY_ID } from "../../db/seed/accounts";
import { COURSE_SLUGS, seed, seedIds } from "../../db/seed";
import { getDb, schema } from "~/db.server";
import { findCourse, getCourseDetail, getCoursePage } from "~/models/catalogue/course.server";
import { enrollmentOf, enrollInCourse, getCourseAccessLevel, getLearner } from "~/models/learning/enrollment.server";
import { courseAccessLevel } from "~/rules/access-level";
import { getMyCoursesOverview } from "~/models/learning/my-courses.server";
import { parseCourseRef } from "~/rules/catalogue";
import { createLearner } from "../learners";
import { sessionUser } from "../session-user";

const { courses, profiles, studentCourseAccess } = schema;
const DAY = 86_400_000;

beforeAll(async () => {
  await seed(getDb());
});

/** Viewers of every kind: their session user. */
async function viewers() {
  const fresh = async (profile: Partial<typeof profiles.$inferInsert>, roles: ("reviewer" | "admin")[] = []) => {
    const id = await createLearner({ subscribed: false });
    if (Object.keys(profile).length > 0) await getDb().update(profiles).set(profile).where(eq(profiles.id, id));
    return sessionUser(id, { roles: ["student", ...roles] });
  };
  const future = new Date(Date.now() + 30 * DAY);
  const past = new Date(Date.now() - 30 * DAY);
  return {
    unsubscribed: await fresh({}),
    subscriber: await fresh({ subscribed: true, subscriptionStatus: "active", subscriptionEnd: future }),
    lapsed: await fresh({ subscribed: true, subscriptionStatus: "active", subscriptionEnd: past }),
    complimentary: await fresh({ complimentaryUntil: future }),
    member: await fresh({ companyId: BAYOU_REALTY_COMPANY_ID }),
    inactiveMember: await fresh({ companyId: BAYOU_REALTY_COMPANY_ID, companyStatus: "inactive" }),
    inactiveAccount: await fresh({ subscribed: true, subscriptionStatus: "active", subscriptionEnd: future, accountStatus: "inactive" }),
    reviewer: await fresh({}, ["reviewer"]),
  };
}

describe("the course page in one statement (getCoursePage)", () => {
  it("answers the visitor's course and what getLearner and enrollmentOf answer, for every kind of learner, enrolled or not", async () => {
    const ref = parseCourseRef(COURSE_SLUGS.ceFlood);
    const course = (await findCourse(ref))!;
    const detail = await getCourseDetail(ref);
    expect(detail?.id).toBe(course.id);
    expect(await getCoursePage(ref, null)).toEqual({ course: detail, level: "not_logged_in" });

    const all = await viewers();
    const levels = new Set<string>();
    for (const [name, user] of Object.entries(all)) {
      for (const enrolled of [false, true]) {
        if (enrolled) {
          // Enroll whatever the entitlement: a lapsed membership keeps its premium enrollment.
          await getDb()
            .insert(studentCourseAccess)
            .values({
              userId: user.id,
              courseId: course.id,
              accessType: name.includes("ember") ? "company_access" : "premium_subscription",
            })
            .onConflictDoNothing();
        }
        const combined = (await getCoursePage(ref, user))!;
        // The separate reads, as the page made them before.
        const level = courseAccessLevel(await getLearner(user), await enrollmentOf(user.id, course.id));
        expect(await getCourseAccessLevel(user, course.id)).toBe(level);
        expect({ name, enrolled, level: combined.level }).toEqual({ name, enrolled, level });
        expect(combined.course).toEqual(detail);
        levels.add(level);
      }
    }
    // The viewers reach every signed-in level.
    expect([...levels].sort()).toEqual(["enrolled", "not_subscribed", "staff", "subscribed_not_enrolled"]);
  });

  it("finds a draft only with includeDrafts, by slug or id, and finds nothing for unknown values", async () => {
    const { reviewer } = await viewers();
    const draft = parseCourseRef(COURSE_SLUGS.draft);
    expect(await getCoursePage(draft, reviewer)).toBeNull();
    const found = await getCoursePage(draft, reviewer, { includeDrafts: true });
    expect(found).toEqual({ course: await getCourseDetail(draft, { includeDrafts: true }), level: "staff" });
    expect(found?.course.status).toBe("draft");
    expect(await getCoursePage(parseCourseRef(seedIds.course(COURSE_SLUGS.draft)), reviewer, { includeDrafts: true })).toEqual(found);
    for (const value of ["no-such-course", "00000000-0000-4000-8000-000000000000", "bad slug!"]) {
      expect(await getCoursePage(parseCourseRef(value), reviewer, { includeDrafts: true })).toBeNull();
    }
  });

  it("finds by id before slug: a uuid-shaped slug of another course does not hide the course with that id", async () => {
    const flood = seedIds.course(COURSE_SLUGS.ceFlood);
    const quick = seedIds.course(COURSE_SLUGS.quickStart);
    const [{ slug }] = await getDb().select({ slug: courses.slug }).from(courses).where(eq(courses.id, quick));
    await getDb().update(courses).set({ slug: flood }).where(eq(courses.id, quick));
    try {
      expect((await getCoursePage(parseCourseRef(flood), null))?.course.id).toBe(flood);
    } finally {
      await getDb().update(courses).set({ slug }).where(eq(courses.id, quick));
    }
  });
});

describe("My Courses in one statement (getMyCoursesOverview)", () => {
  it("reads the learner's entitlement as getLearner does", async () => {
    for (const user of Object.values(await viewers())) {
      expect((await getMyCoursesOverview(user)).learner).toEqual(await getLearner(user));
    }
  });

  it("lists enrolled courses apart from the available ones, counts the available before filtering, and leaves out the stat cards unless asked", async () => {
    const { subscriber } = await viewers();
    const published = await getDb().select({ id: courses.id }).from(courses).where(eq(courses.status, "published"));
    const flood = seedIds.course(COURSE_SLUGS.ceFlood);
    expect(await enrollInCourse(subscriber, flood)).toMatchObject({ ok: true });

    const overview = await getMyCoursesOverview(subscriber);
    expect(overview.enrolled.map((c) => [c.id, c.accessType, c.progress, c.completed])).toEqual([
      [flood, "premium_subscription", 0, false],
    ]);
    expect(overview.available.total).toBe(published.length - 1);
    expect(overview.available.courses.map((c) => c.id).sort()).toEqual(
      published
        .map((c) => c.id)
        .filter((id) => id !== flood)
        .sort(),
    );
    expect(overview.stats).toEqual({ enrolledCourses: 1, completedCourses: 0, hoursEarned: 0 });

    const filtered = await getMyCoursesOverview(
      subscriber,
      { q: "no course is called this", type: null, sort: "newest" },
      { stats: false },
    );
    expect(filtered.available).toEqual({ courses: [], total: published.length - 1 });
    expect(filtered.enrolled).toEqual(overview.enrolled);
    expect(filtered.stats).toBeNull();
  });

  it("offers reviewers the drafts", async () => {
    const { reviewer } = await viewers();
    const drafts = await getDb().select({ id: courses.id }).from(courses).where(eq(courses.status, "draft"));
    const overview = await getMyCoursesOverview(reviewer, undefined, { status: "draft", stats: false });
    expect(overview.available.courses.map((c) => c.id).sort()).toEqual(drafts.map((c) => c.id).sort());
    expect(overview.available.total).toBe(drafts.length);
  });
});
