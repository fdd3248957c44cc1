// The course and bundle pages' loaders and enroll actions (requirements access-and-subscription-states, public-error-texts; requirement signed-in-state-flows Enrollment),
// called as the browser calls them: a Request with a session cookie and a form body. The server
// re-checks everything, whatever the page offered.
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { COURSE_SLUGS, seed, seedIds } from "../../db/seed";
import { getDb, schema } from "~/db.server";
import { action as bundleAction, loader as bundleLoader } from "~/routes/_catalogue+/bundle.$bundleId";
import { action as courseAction, loader as courseLoader } from "~/routes/_catalogue+/course.$courseId";
import { loader as instructorLoader } from "~/routes/_catalogue+/instructor.$instructorId";
import { reply, request, signedInLearner } from "../learners";

const { companies, studentCourseAccess } = schema;

beforeAll(async () => {
  await seed(getDb());
});

let counter = 0;

/** A fresh signed-in account of the given kind; a visitor has neither id nor cookie. */
async function account(
  kind: "visitor" | "free" | "subscriber" | "reviewer" | "member",
  companyId?: string,
): Promise<{ userId: string | null; cookie: string | null }> {
  if (kind === "visitor") return { userId: null, cookie: null };
  const { id, cookie } = await signedInLearner({
    subscribed: kind === "subscriber",
    companyId: kind === "member" ? companyId : null,
    role: kind === "reviewer" ? "reviewer" : undefined,
  });
  return { userId: id, cookie };
}

const postCourse = (param: string, cookie: string | null, fields: Record<string, string> = { intent: "enroll" }) =>
  reply(() => courseAction({ request: request(`/course/${param}`, cookie, fields), params: { courseId: param }, context: {} }));
const getCourse = (param: string, cookie: string | null) =>
  reply(() => courseLoader({ request: request(`/course/${param}`, cookie), params: { courseId: param }, context: {} }));
const postBundle = (id: string, cookie: string | null, fields: Record<string, string> = { intent: "enroll-bundle" }) =>
  reply(() => bundleAction({ request: request(`/bundle/${id}`, cookie, fields), params: { bundleId: id }, context: {} }));
const getBundle = (id: string, cookie: string | null) =>
  reply(() => bundleLoader({ request: request(`/bundle/${id}`, cookie), params: { bundleId: id }, context: {} }));

async function accessRows(userId: string, slugs: string[]) {
  return getDb()
    .select({ courseId: studentCourseAccess.courseId, accessType: studentCourseAccess.accessType })
    .from(studentCourseAccess)
    .where(
      and(
        eq(studentCourseAccess.userId, userId),
        inArray(
          studentCourseAccess.courseId,
          slugs.map((s) => seedIds.course(s)),
        ),
      ),
    );
}

async function companyWithLimits(pre: number | null, post: number | null) {
  const [company] = await getDb()
    .insert(companies)
    .values({ name: `Limits ${++counter} Realty`, preLicensingLimitPerYear: pre, postLicensingLimitPerYear: post })
    .returning({ id: companies.id });
  return company.id;
}

const QUICK = COURSE_SLUGS.quickStart;

describe("course page loader", () => {
  it("gives each kind of user its access level", async () => {
    const expectations = [
      ["visitor", "not_logged_in"],
      ["free", "not_subscribed"],
      ["subscriber", "subscribed_not_enrolled"],
      ["reviewer", "staff"],
    ] as const;
    for (const [kind, level] of expectations) {
      const { cookie } = await account(kind);
      expect((await getCourse(QUICK, cookie)).data.level, kind).toBe(level);
    }
  });

  it("finds by id or slug, shows drafts to staff only, and 404s everything else", async () => {
    const { cookie: reviewer } = await account("reviewer");
    const { cookie: subscriber } = await account("subscriber");
    expect((await getCourse(seedIds.course(QUICK), null)).data.course.slug).toBe(QUICK);
    expect((await getCourse(COURSE_SLUGS.draft, reviewer)).data.course.status).toBe("draft");
    for (const param of [COURSE_SLUGS.draft, "no-such-course", "00000000-0000-4000-8000-000000000000", "bad slug!"]) {
      expect((await getCourse(param, subscriber)).status, param).toBe(404);
    }
  });

  it("builds the Course and BreadcrumbList structured data", async () => {
    const { data } = await getCourse(COURSE_SLUGS.ceFlood, null);
    const [course, breadcrumbs] = data.structuredData;
    expect(course).toMatchObject({
      "@type": "Course",
      name: data.course.title,
      offers: { price: "59.99" },
      aggregateRating: { reviewCount: 3 },
    });
    expect(breadcrumbs["@type"]).toBe("BreadcrumbList");
  });
});

describe("course enroll action", () => {
  it("sends a visitor to sign in and back", async () => {
    const result = await postCourse(QUICK, null);
    expect(result.status).toBe(302);
    expect(result.location).toBe(`/login?redirectTo=${encodeURIComponent(`/course/${QUICK}`)}`);
  });

  it("refuses an individual without a membership with the Premium Required toast", async () => {
    const { userId, cookie } = await account("free");
    const result = await postCourse(QUICK, cookie);
    expect(result.status).toBe(403);
    expect(result.data).toMatchObject({ refusal: "premium_required", toast: { type: "error", title: "Premium Required" } });
    expect(await accessRows(userId!, [QUICK])).toEqual([]);
  });

  it("enrolls a subscriber with premium access and goes to /student with a toast; again is harmless", async () => {
    const { userId, cookie } = await account("subscriber");
    const result = await postCourse(QUICK, cookie);
    expect(result).toMatchObject({ status: 302, location: "/student" });
    expect(result.toast).toMatchObject({
      type: "success",
      title: "Enrolled",
      description: "You're enrolled in Quick Start: Louisiana Agency Basics.",
    });
    expect(await accessRows(userId!, [QUICK])).toEqual([{ courseId: seedIds.course(QUICK), accessType: "premium_subscription" }]);
    expect((await getCourse(QUICK, cookie)).data.level).toBe("enrolled");

    const again = await postCourse(seedIds.course(QUICK), cookie); // by id this time
    expect(again.toast?.description).toBe("You're already enrolled in Quick Start: Louisiana Agency Basics.");
    expect(await accessRows(userId!, [QUICK])).toHaveLength(1);
  });

  it("gives company members company access and the limit toasts of the requirements", async () => {
    const companyId = await companyWithLimits(0, 0);
    const { userId, cookie } = await account("member", companyId);
    const pre = await postCourse(QUICK, cookie);
    expect(pre.status).toBe(409);
    expect(pre.data.toast.title).toBe("Pre-Licensing Limit Reached");
    const post = await postCourse(COURSE_SLUGS.postLicensing, cookie);
    expect(post.data.toast.title).toBe("Post-Licensing Limit Reached");
    const ce = await postCourse(COURSE_SLUGS.ceEthics, cookie);
    expect(ce.location).toBe("/student");
    expect(await accessRows(userId!, [QUICK, COURSE_SLUGS.postLicensing, COURSE_SLUGS.ceEthics])).toEqual([
      { courseId: seedIds.course(COURSE_SLUGS.ceEthics), accessType: "company_access" },
    ]);
  });

  it("refuses drafts, unknown courses and unknown intents without a 500", async () => {
    const { cookie: subscriber } = await account("subscriber");
    const { cookie: reviewer } = await account("reviewer");
    expect((await postCourse(COURSE_SLUGS.draft, subscriber)).status).toBe(404);
    expect((await postCourse(COURSE_SLUGS.draft, reviewer)).status).toBe(404);
    expect((await postCourse("no-such-course", subscriber)).status).toBe(404);
    expect((await postCourse(QUICK, subscriber, { intent: "unenroll" })).status).toBe(400);
    expect((await postCourse(QUICK, subscriber, {})).status).toBe(400);
  });
});

describe("bundle page", () => {
  const SALES = seedIds.bundle("salesperson-licensing");
  const SALES_SLUGS = [COURSE_SLUGS.preLicensing, COURSE_SLUGS.postLicensing];

  it("gives each kind of user its call to action and 404s unknown bundles", async () => {
    expect((await getBundle(SALES, null)).data.level).toBe("not_logged_in");
    expect((await getBundle(SALES, (await account("free")).cookie)).data.level).toBe("not_subscribed");
    expect((await getBundle(SALES, (await account("subscriber")).cookie)).data.level).toBe("can_enroll");
    expect((await getBundle(SALES, (await account("reviewer")).cookie)).data.level).toBe("staff");
    expect((await getBundle("00000000-0000-4000-8000-000000000000", null)).status).toBe(404);
    expect((await getBundle("nope", null)).status).toBe(404);
  });

  it("enrolls a subscriber in every course, then says they have them all", async () => {
    const { userId, cookie } = await account("subscriber");
    const result = await postBundle(SALES, cookie);
    expect(result).toMatchObject({ status: 302, location: "/student" });
    expect(result.toast).toMatchObject({
      type: "success",
      title: "Enrolled",
      description: "You're enrolled in all 2 courses of Louisiana Salesperson Licensing Bundle.",
    });
    expect((await accessRows(userId!, SALES_SLUGS)).map((r) => r.accessType)).toEqual(["premium_subscription", "premium_subscription"]);
    expect((await getBundle(SALES, cookie)).data.level).toBe("enrolled");
  });

  it("enrolls a company member where the plan allows and names the refused course", async () => {
    const companyId = await companyWithLimits(0, 5);
    const { userId, cookie } = await account("member", companyId);
    const result = await postBundle(SALES, cookie);
    expect(result).toMatchObject({ status: 302, location: "/student" });
    expect(result.toast?.type).toBe("info");
    expect(result.toast?.description).toContain("You're enrolled in 1 of 2 courses");
    expect(result.toast?.description).toContain("Louisiana Real Estate Salesperson Pre-Licensing (90 Hours) (Pre-Licensing Limit Reached)");
    expect(await accessRows(userId!, SALES_SLUGS)).toEqual([
      { courseId: seedIds.course(COURSE_SLUGS.postLicensing), accessType: "company_access" },
    ]);
  });

  it("stays on the page when nothing could be enrolled", async () => {
    const { userId, cookie } = await account("free");
    const premium = await postBundle(SALES, cookie);
    expect(premium.status).toBe(403);
    expect(premium.data.toast.title).toBe("Premium Required");
    expect(await accessRows(userId!, SALES_SLUGS)).toEqual([]);

    const { cookie: member } = await account("member", await companyWithLimits(0, 0));
    const limited = await postBundle(SALES, member);
    expect(limited.status).toBe(409);
    expect(limited.data.toast.title).toBe("Enrollment failed");
  });

  it("sends visitors to sign in, and refuses bad intents and unknown bundles", async () => {
    const visitor = await postBundle(SALES, null);
    expect(visitor.location).toBe(`/login?redirectTo=${encodeURIComponent(`/bundle/${SALES}`)}`);
    const { cookie } = await account("subscriber");
    expect((await postBundle(SALES, cookie, { intent: "enroll" })).status).toBe(400);
    expect((await postBundle("00000000-0000-4000-8000-000000000000", cookie)).status).toBe(404);
  });
});

describe("instructor page loader", () => {
  const LISA = seedIds.instructor("lisa-marchand");
  const load = (search: string, id = LISA) =>
    reply(() => instructorLoader({ request: request(`/instructor/${id}${search}`, null), params: { instructorId: id }, context: {} }));

  it("links back to where it was opened from, and sanitises the bio", async () => {
    expect((await load(`?from=course%3A${COURSE_SLUGS.ceFlood}`)).data.back).toEqual({
      to: `/course/${COURSE_SLUGS.ceFlood}`,
      label: "Back to Course",
    });
    expect((await load("?from=course%3A..%2Fadmin")).data.back.to).toBe("/louisiana-real-estate-courses");
    const { data } = await load("");
    expect(data.bioHtml).toContain('rel="noopener noreferrer nofollow"');
    expect(data.instructor).not.toHaveProperty("resumeBio");
  });

  it("404s unknown and malformed ids", async () => {
    expect((await load("", "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await load("", "zzz")).status).toBe(404);
  });
});
