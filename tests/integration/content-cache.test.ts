// Public content read once per content version and shared by every request (decision 0071): the
// catalogue's and the home page's lists, signed in or not. A content edit is seen by the next request;
// learner activity keeps the kept lists; a failed read is not kept; the number kept is bounded.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { QUICK_COURSE_IDS, seed } from "../../db/seed";
import { getDb } from "~/db.server";
import { enrollInCourse } from "~/models/learning/enrollment.server";
import { CONTENT_CACHE_ENTRIES, forContentVersion } from "~/models/operations/content-version.server";
import { loader as catalogueLoader } from "~/routes/_public+/louisiana-real-estate-courses";
import { loader as homeLoader } from "~/routes/_public+/_index";
import { createLearner, request, sessionCookie } from "../learners";
import { sessionUser } from "../session-user";

beforeAll(async () => {
  await seed(getDb());
});

const catalogue = async (path = "/louisiana-real-estate-courses") =>
  catalogueLoader({ request: request(path), params: {}, context: {} } as Parameters<typeof catalogueLoader>[0]);

describe("shared public content", () => {
  it("reads a key's value once while the content version stays, and again when content changes", async () => {
    const load = vi.fn(async () => ({ at: load.mock.calls.length }));
    const first = await forContentVersion("test once", load);
    expect(await forContentVersion("test once", load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);

    await getDb().execute(sql`update courses set title = title where id = ${QUICK_COURSE_IDS.courseId}`);
    expect(await forContentVersion("test once", load)).not.toBe(first);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("the catalogue shows an edited title to the next request", async () => {
    const before = await catalogue();
    const course = before.courses.find((item) => item.id === QUICK_COURSE_IDS.courseId)!;
    expect((await catalogue()).courses).toBe(before.courses);

    await getDb().execute(sql`update courses set title = ${`${course.title} (revised)`} where id = ${course.id}`);
    const after = await catalogue();
    expect(after.courses.find((item) => item.id === course.id)!.title).toBe(`${course.title} (revised)`);
  });

  it("the home page's courses follow an edit too", async () => {
    const [featured] = (await homeLoader()).courses;
    expect((await homeLoader()).courses[0]).toBe(featured);
    await getDb().execute(sql`update courses set title = ${`${featured.title} (new)`} where id = ${featured.id}`);
    expect((await homeLoader()).courses.find((item) => item.id === featured.id)!.title).toBe(`${featured.title} (new)`);
  });

  it("learner activity keeps the shared lists; a search is read fresh each time", async () => {
    const kept = await catalogue();
    const learnerId = await createLearner({ firstName: "Lena" });
    await sessionCookie(learnerId);
    expect(await enrollInCourse(sessionUser(learnerId), QUICK_COURSE_IDS.courseId)).toMatchObject({ ok: true });
    expect((await catalogue()).courses).toBe(kept.courses);

    const searched = await catalogue("/louisiana-real-estate-courses?q=agency");
    expect((await catalogue("/louisiana-real-estate-courses?q=agency")).courses).not.toBe(searched.courses);
    expect(searched.courses).toEqual((await catalogue("/louisiana-real-estate-courses?q=agency")).courses);
  });

  it("does not keep a failed read, and keeps at most CONTENT_CACHE_ENTRIES keys", async () => {
    await expect(forContentVersion("test failing", () => Promise.reject(new Error("database gone")))).rejects.toThrow("database gone");
    const retried = vi.fn(async () => "read");
    expect(await forContentVersion("test failing", retried)).toBe("read");
    expect(retried).toHaveBeenCalledTimes(1);

    const oldest = vi.fn(async () => "oldest");
    await forContentVersion("test bound 0", oldest);
    for (let i = 1; i <= CONTENT_CACHE_ENTRIES; i++) await forContentVersion(`test bound ${i}`, async () => i);
    await forContentVersion("test bound 0", oldest);
    expect(oldest).toHaveBeenCalledTimes(2);
  });
});
