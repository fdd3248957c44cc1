// Decision 0055: author HTML keeps no class, style or id. A course description with
// <a href="https://evil.test" class="fixed inset-0 z-50 block"> used to cover the whole course page
// (and the bundle, instructor and player pages) with one link to another site. Saved through the
// admin course form and shown by the course page, the link keeps its address but not its class, and
// carries rel="noopener noreferrer nofollow". A row stored before the fix loses them on render too.
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { RichText } from "~/components/player/rich-text";
import { action as createCourseAction } from "~/routes/admin+/courses.create/route";
import { loader as courseLoader } from "~/routes/_catalogue+/course.$courseId";
import { createLearner, reply, request, sessionCookie } from "../learners";

const OVERLAY = '<p>Intro <a href="https://evil.test" class="fixed inset-0 z-50 block" style="position:fixed" id="win">Win</a></p>';

let cookie = "";
beforeAll(async () => {
  cookie = await sessionCookie(await createLearner({ role: "admin" }));
});

const coursePage = (courseId: string) =>
  reply(() => courseLoader({ request: request(`/course/${courseId}`, cookie), params: { courseId }, context: {} }));

/** The description as the course page renders it. */
const rendered = (html: string) => renderToStaticMarkup(createElement(RichText, { html }));

describe("rich text from authors keeps no class, style or id", () => {
  it("a course description saved through the admin form shows its link without class, with rel nofollow", async () => {
    const slug = `overlay-${Date.now()}`;
    const created = await reply(() =>
      createCourseAction({
        request: request("/admin/courses/create", cookie, {
          title: "Overlay",
          slug,
          hours: "1",
          courseType: "Continuing Education",
          description: OVERLAY,
        }),
        params: {},
        context: {},
      }),
    );
    expect(created.status).toBe(302);
    const courseId = created.location!.split("/").pop()!;
    const [stored] = await getDb()
      .select({ description: schema.courses.description })
      .from(schema.courses)
      .where(eq(schema.courses.id, courseId));
    expect(stored!.description).not.toMatch(/\s(class|style|id)=/);

    const page = await coursePage(courseId);
    expect(page.status).toBe(200);
    const html = rendered(page.data.course.descriptionHtml);
    expect(html).toContain('<a href="https://evil.test" target="_blank" rel="noopener noreferrer nofollow">Win</a>');
    expect(html).not.toMatch(/fixed|inset-0|z-50|position:|id="win"/);
  });

  it("a description stored before the fix loses its class when the page shows it", async () => {
    const [row] = await getDb()
      .insert(schema.courses)
      .values({
        title: "Old overlay",
        slug: `old-overlay-${Date.now()}`,
        description: OVERLAY,
        hours: 1,
        courseType: "Continuing Education",
      })
      .returning({ id: schema.courses.id });
    const page = await coursePage(row!.id);
    expect(page.status).toBe(200);
    expect(page.data.course.descriptionHtml).not.toMatch(/\s(class|style|id)=/);
    expect(page.data.course.descriptionHtml).toContain('rel="noopener noreferrer nofollow"');
  });
});
