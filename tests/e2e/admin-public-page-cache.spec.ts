import { expect, test } from "./fixtures";
import { POST_LICENSING_SLUG, postLicensingCourse } from "../../db/seed/courses/post-licensing";
import { exclusively } from "./helpers";

// The public page cache (decision 0070): an admin's edit of a course's title, saved on the admin
// screen, is on an anonymous visitor's next view of the course page and the catalogue, although both
// were just served from copies. Runs with the admin journeys (it renames a published course, which
// the catalogue's journeys read), one project at a time, and puts the title back.

const COURSE_PAGE = `/course/${POST_LICENSING_SLUG}`;
const CATALOGUE = "/louisiana-real-estate-courses";
const TITLE = postLicensingCourse.title;

// `admin` signs the page in as the demo admin (the fixture); the test reads nothing from it.
test("an admin's new course title reaches an anonymous visitor at once", async ({ page, admin: _admin, request }, testInfo) => {
  const renamed = `${TITLE} — revised ${testInfo.project.name}`;

  async function rename(from: string, to: string) {
    await page.goto("/admin/courses");
    await page.getByRole("link", { name: from, exact: true }).click();
    await page.getByLabel("Title", { exact: true }).fill(to);
    await page.getByRole("button", { name: "Save course" }).click();
    await expect(page.getByTestId("toast")).toContainText("Course updated");
  }

  await exclusively("post-licensing-title", async () => {
    // Copies of both pages, as anonymous visitors left them.
    for (const path of [COURSE_PAGE, CATALOGUE]) {
      await request.get(path);
      const again = await request.get(path);
      expect(again.headers()["x-page-cache"], path).toBe("hit");
      expect(await again.text()).toContain(TITLE);
    }
    await rename(TITLE, renamed);
    try {
      for (const path of [COURSE_PAGE, CATALOGUE]) {
        const response = await request.get(path);
        expect(response.headers()["x-page-cache"], path).toBeUndefined();
        expect(await response.text(), path).toContain(renamed);
      }
      const anonymousPage = await page.context().browser()!.newPage({ baseURL: testInfo.project.use.baseURL });
      await anonymousPage.goto(COURSE_PAGE);
      await expect(anonymousPage.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
      await anonymousPage.close();
    } finally {
      await rename(renamed, TITLE);
    }
  });
});
