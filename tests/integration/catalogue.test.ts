// The catalogue's search, type filter and sort (requirement public-pages-and-routes) against the seeded catalogue; course,
// bundle and instructor lookups, including ids that are not ids. Expected values come from the seed
// modules themselves, so the SQL is checked against an independent reading of the same data.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { COURSE_SLUGS, seed, seedIds } from "../../db/seed";
import { BUNDLES } from "../../db/seed/bundles";
import { COURSES } from "../../db/seed/courses";
import { INSTRUCTORS } from "../../db/seed/instructors";
import { REVIEWS } from "../../db/seed/reviews";
import { getDb, schema } from "~/db.server";
import { getBundleDetail, listPublishedBundles } from "~/models/catalogue/bundle.server";
import { countPublishedCourses, getCourseDetail, listPublishedCourses } from "~/models/catalogue/course.server";
import { getInstructorPage } from "~/models/catalogue/instructor.server";
import { parseCatalogueQuery, parseCourseRef, type CatalogueSort } from "~/rules/catalogue";
import type { CourseType } from "~/rules/course-type";

beforeAll(async () => {
  await seed(getDb());
});

const published = COURSES.filter((c) => c.status === "published");

/** The seed's own answer: published courses matching the search and type, in the sort's order. */
function expected(search: string, type: CourseType | null, sort: CatalogueSort): string[] {
  const needle = search.toLowerCase();
  const rows = published.filter(
    (c) =>
      (!needle || c.title.toLowerCase().includes(needle) || c.description.toLowerCase().includes(needle)) &&
      (!type || c.courseType === type),
  );
  const byTitle = (a: (typeof rows)[number], b: (typeof rows)[number]) => a.title.toLowerCase().localeCompare(b.title.toLowerCase());
  const sorted = [...rows].sort((a, b) => {
    if (sort === "newest") return b.createdAt.localeCompare(a.createdAt) || byTitle(a, b);
    if (sort === "oldest") return a.createdAt.localeCompare(b.createdAt) || byTitle(a, b);
    return sort === "title-asc" ? byTitle(a, b) : byTitle(b, a);
  });
  return sorted.map((c) => c.slug);
}

async function catalogue(search: string) {
  const query = parseCatalogueQuery(new URLSearchParams(search));
  const courses = await listPublishedCourses({ search: query.q, courseType: query.type, sort: query.sort });
  return { query, slugs: courses.map((c) => c.slug), courses };
}

describe("catalogue filters", () => {
  it("counts every published course and no draft", async () => {
    expect(await countPublishedCourses()).toBe(published.length);
    expect(published.length).toBe(6);
    const { slugs } = await catalogue("");
    expect(slugs).toHaveLength(6);
    expect(slugs).not.toContain(COURSE_SLUGS.draft);
  });

  it.each([
    ["", null],
    ["flood", null],
    ["FLOOD", null],
    ["louisiana", "Continuing Education"],
    ["agency", null],
    ["agency", "Pre-licensing"],
    ["", "Post-licensing"],
    ["", "Continuing Education"],
    ["salesperson", "Pre-licensing"],
    ["no such course anywhere", null],
  ] as const)("search %j with type %j gives the seed's courses in every sort order", async (search, type) => {
    for (const sort of ["newest", "oldest", "title-asc", "title-desc"] as const) {
      const typeParam = type ? `&type=${encodeURIComponent(type)}` : "";
      const { slugs } = await catalogue(`q=${encodeURIComponent(search)}&sort=${sort}${typeParam}`);
      expect(slugs).toEqual(expected(search, type, sort));
    }
  });

  it("matches the description as well as the title, case-insensitively", async () => {
    const { slugs } = await catalogue("q=Flood");
    // The flood course by its title, pre-licensing by "flood risk" in its description.
    expect(new Set(slugs)).toEqual(new Set([COURSE_SLUGS.ceFlood, COURSE_SLUGS.preLicensing]));
  });

  it("takes % and _ in a search literally", async () => {
    expect((await catalogue("q=%25")).slugs).toEqual([]);
    expect((await catalogue("q=_")).slugs).toEqual([]);
  });

  it("orders newest first and title Z-A as the seed dates and titles say", async () => {
    expect((await catalogue("")).slugs[0]).toBe(COURSE_SLUGS.quickStart);
    expect((await catalogue("sort=oldest")).slugs[0]).toBe(COURSE_SLUGS.preLicensing);
    expect((await catalogue("sort=title-asc")).slugs[0]).toBe(COURSE_SLUGS.ceAgency); // "2026 Louisiana…"
    expect((await catalogue("sort=title-desc")).slugs[0]).toBe(COURSE_SLUGS.quickStart);
  });

  it("a bad sort or type is the default, not an error", async () => {
    expect((await catalogue("sort=price&type=broker")).slugs).toEqual(expected("", null, "newest"));
  });

  it("gives each card its real rating, review count, hours and instructor", async () => {
    const { courses } = await catalogue("");
    for (const course of courses) {
      const ratings = REVIEWS.filter((r) => r.slug === course.slug).map((r) => r.rating);
      expect(course.reviewCount).toBe(ratings.length);
      const average = ratings.reduce((a, b) => a + b, 0) / ratings.length;
      expect(course.averageRating).toBe(Math.round(average * 10) / 10);
      const seedCourse = published.find((c) => c.slug === course.slug)!;
      expect(course.hours).toBe(seedCourse.hours);
      expect(course.instructor?.id).toBe(seedIds.instructor(seedCourse.instructorKey));
    }
  });
});

describe("bundles", () => {
  it("lists published bundles with the real rating of their courses' reviews", async () => {
    const bundles = await listPublishedBundles();
    expect(bundles.map((b) => b.id).sort()).toEqual(
      BUNDLES.filter((b) => b.status === "published")
        .map((b) => seedIds.bundle(b.key))
        .sort(),
    );
    for (const bundle of bundles) {
      const seedBundle = BUNDLES.find((b) => seedIds.bundle(b.key) === bundle.id)!;
      const ratings = REVIEWS.filter((r) => seedBundle.courseSlugs.includes(r.slug)).map((r) => r.rating);
      expect(bundle.reviewCount).toBe(ratings.length);
      expect(bundle.averageRating).toBe(Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10);
      expect(bundle.averageRating).not.toBe(4.8);
      expect(bundle.courseCount).toBe(seedBundle.courseSlugs.length);
    }
  });

  it("filters bundles by search and type like courses", async () => {
    expect((await listPublishedBundles({ courseType: "Continuing Education" })).map((b) => b.title)).toEqual(["2026 CE Renewal Bundle"]);
    expect((await listPublishedBundles({ search: "salesperson" })).map((b) => b.title)).toEqual(["Louisiana Salesperson Licensing Bundle"]);
    expect(await listPublishedBundles({ courseType: "Post-licensing" })).toEqual([]);
  });

  it("gives a bundle's courses in order, and null for unknown or malformed ids", async () => {
    const bundle = await getBundleDetail(seedIds.bundle("salesperson-licensing"));
    expect(bundle?.courses.map((c) => c.slug)).toEqual([COURSE_SLUGS.preLicensing, COURSE_SLUGS.postLicensing]);
    expect(bundle?.instructor?.firstName).toBe("Danielle");
    expect(await getBundleDetail("00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await getBundleDetail("not-a-uuid")).toBeNull();
    expect(await getBundleDetail(undefined)).toBeNull();
  });
});

describe("course detail", () => {
  it("finds a course by slug and by id, with its outline in order", async () => {
    const bySlug = await getCourseDetail(parseCourseRef(COURSE_SLUGS.quickStart));
    const byId = await getCourseDetail(parseCourseRef(seedIds.course(COURSE_SLUGS.quickStart)));
    expect(bySlug?.id).toBe(seedIds.course(COURSE_SLUGS.quickStart));
    expect(byId).toEqual(bySlug);
    const seedCourse = COURSES.find((c) => c.slug === COURSE_SLUGS.quickStart)!;
    expect(bySlug?.lessons.map((l) => l.title)).toEqual(seedCourse.lessons.map((l) => l.title));
    expect(bySlug?.lessons[0].topics).toEqual(seedCourse.lessons[0].topics.map((t) => t.title));
    expect(bySlug?.lessons.map((l) => l.quizzes)).toEqual(seedCourse.lessons.map((l) => (l.quiz ? [l.quiz.title] : [])));
    expect(bySlug?.finalExams).toHaveLength(1);
    expect(bySlug?.instructor?.lastName).toBe("Fontenot");
  });

  it("hides drafts unless asked to include them, and finds nothing for unknown values", async () => {
    expect(await getCourseDetail(parseCourseRef(COURSE_SLUGS.draft))).toBeNull();
    expect((await getCourseDetail(parseCourseRef(COURSE_SLUGS.draft), { includeDrafts: true }))?.status).toBe("draft");
    expect(await getCourseDetail(parseCourseRef("no-such-course"))).toBeNull();
    expect(await getCourseDetail(parseCourseRef("00000000-0000-4000-8000-000000000000"))).toBeNull();
    expect(await getCourseDetail(parseCourseRef("bad slug!"))).toBeNull();
  });
});

describe("instructor page", () => {
  it("counts only published courses", async () => {
    const andre = await getInstructorPage(seedIds.instructor("andre-fontenot"));
    const seedCourses = published.filter((c) => c.instructorKey === "andre-fontenot");
    expect(andre?.courses.map((c) => c.slug).sort()).toEqual(seedCourses.map((c) => c.slug).sort());
    // Andre also teaches the draft course, which is not counted.
    expect(COURSES.some((c) => c.instructorKey === "andre-fontenot" && c.status === "draft")).toBe(true);
    expect(andre?.email).toBe(INSTRUCTORS.find((i) => i.key === "andre-fontenot")!.email);
  });

  it("is null for unknown and malformed ids", async () => {
    expect(await getInstructorPage("00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await getInstructorPage("x")).toBeNull();
  });

  it("draft courses stay draft in the table (sanity)", async () => {
    const [draft] = await getDb().select().from(schema.courses).where(eq(schema.courses.slug, COURSE_SLUGS.draft));
    expect(draft.status).toBe("draft");
  });
});

describe("descriptions written in the rich-text editor", () => {
  it("show as plain text on cards and lists, and as sanitised HTML on the course and bundle pages", async () => {
    const db = getDb();
    const slug = COURSE_SLUGS.ceEthics;
    const [course] = await db.select().from(schema.courses).where(eq(schema.courses.slug, slug));
    const html = "<p>Fair housing &amp; <strong>ethics</strong>.</p><script>alert(1)</script><ul><li>Agency</li></ul>";
    await db.update(schema.courses).set({ description: html }).where(eq(schema.courses.id, course.id));
    try {
      const card = (await listPublishedCourses()).find((c) => c.slug === slug);
      expect(card?.description).toBe("Fair housing & ethics. Agency");
      const detail = await getCourseDetail(parseCourseRef(slug));
      expect(detail?.description).toBe("Fair housing & ethics. Agency");
      expect(detail?.descriptionHtml).toBe("<p>Fair housing &amp; <strong>ethics</strong>.</p><ul><li>Agency</li></ul>");

      const bundle = BUNDLES.find((b) => b.courseSlugs.includes(slug))!;
      const bundleDetail = await getBundleDetail(seedIds.bundle(bundle.key));
      expect(bundleDetail?.courses.find((c) => c.slug === slug)?.description).toBe("Fair housing & ethics. Agency");
      expect(bundleDetail?.descriptionHtml).not.toMatch(/<script/);
    } finally {
      await db.update(schema.courses).set({ description: course.description }).where(eq(schema.courses.id, course.id));
    }
  });
});
