// Decision 0076: a form on another site never acts on the app — refused at the server's edge with 403 —
// while the app's own forms still do, with JavaScript and without. The other sites are pages the
// browser is given here (page.route), so the browser sends its own Origin and Sec-Fetch-Site headers.
import type { Page } from "@playwright/test";
import { DEMO_HOME, DEMO_PASSWORD, demoAccount } from "../fixtures/accounts";
import { expect, test } from "./fixtures";
import { isNoJs, useOwnAddress } from "./helpers";

const REFUSED = "Forbidden: this request did not come from a page of this site. Go back, reload the page and try again.";
const FREE = demoAccount("free");

test.beforeEach(async ({ context }) => {
  await useOwnAddress(context);
});

/** Serves `body` as the page at `origin` (a site the app does not know). */
async function foreignPage(page: Page, origin: string, body: string) {
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: `<!doctype html><html lang="en"><title>Elsewhere</title><body>${body}</body></html>` }),
  );
  await page.goto(`${origin}/`);
}

const signInFields = `<input type="hidden" name="intent" value="signin"><input name="email" value="${FREE.email}"><input type="hidden" name="password" value="${DEMO_PASSWORD}">`;

test("another site's sign-in form is refused; the app's own sign-in form works", async ({ page, baseURL }) => {
  await foreignPage(page, "http://evil.test", `<form method="post" action="${baseURL}/login">${signInFields}<button>Go</button></form>`);
  const [refused] = await Promise.all([page.waitForResponse(`${baseURL}/login`), page.getByRole("button", { name: "Go" }).click()]);
  expect(refused.status()).toBe(403);
  expect(await refused.request().headerValue("origin")).toBe("http://evil.test");
  await expect(page.getByText(REFUSED)).toBeVisible();

  await page.goto("/student");
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("Email").fill(FREE.email);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${DEMO_HOME.free}$`));
});

test("a page on a sibling host of the same site (its cookies go along) cannot sign an admin out or grant a course", async ({
  page,
  admin,
  baseURL,
}) => {
  expect(admin.key).toBe("admin");
  // *.localhost is this machine, and the same site as localhost: the browser sends the admin's
  // SameSite=Lax session cookie with these posts.
  const sibling = baseURL!.replace("//localhost", "//sibling.localhost");
  await foreignPage(
    page,
    sibling,
    `<form method="post" action="${baseURL}/logout"><button>Sign out</button></form>
     <form method="post" action="${baseURL}/admin/users/6f9619ff-8b86-d011-b42d-00c04fc964ff/courses">
       <input type="hidden" name="intent" value="grant"><input type="hidden" name="courseId" value="6f9619ff-8b86-d011-b42d-00c04fc964ff">
       <button>Grant</button></form>`,
  );
  const [logout] = await Promise.all([page.waitForResponse(`${baseURL}/logout`), page.getByRole("button", { name: "Sign out" }).click()]);
  // (The browser sends Sec-Fetch-Site: same-site; Playwright does not show the Sec-Fetch-* headers.)
  expect(logout.status()).toBe(403);
  expect(await logout.request().headerValue("origin")).toBe(sibling);
  // Back to the sibling's page by loading it again (its route still serves it): going back in history
  // raced the browser swapping the page's process between the two hosts ("Not attached to an active page").
  await page.goto(`${sibling}/`);
  const grantUrl = `${baseURL}/admin/users/6f9619ff-8b86-d011-b42d-00c04fc964ff/courses`;
  const [grant] = await Promise.all([page.waitForResponse(grantUrl), page.getByRole("button", { name: "Grant" }).click()]);
  expect(grant.status()).toBe(403);

  // Still signed in.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin$/);
});

test("another site hiding where it is (a no-referrer policy: Origin: null) is refused", async ({ page, baseURL }) => {
  await foreignPage(
    page,
    "http://evil.test",
    `<meta name="referrer" content="no-referrer"><form method="post" action="${baseURL}/login">${signInFields}<button>Go</button></form>`,
  );
  const [refused] = await Promise.all([page.waitForResponse(`${baseURL}/login`), page.getByRole("button", { name: "Go" }).click()]);
  expect(refused.status()).toBe(403);
  expect(await refused.request().headerValue("origin")).toBe("null");
  expect(await refused.request().headerValue("referer")).toBeNull();
});

test("the app's own page under a no-referrer policy (Origin: null) still signs in", async ({ page, baseURL }, testInfo) => {
  // The sign-in page as a browser setting or extension might leave it: Referrer-Policy: no-referrer,
  // under which the browser sends `Origin: null` even to the page's own origin.
  await page.route("**/login", async (route) => {
    if (route.request().method() !== "GET" || route.request().resourceType() !== "document") return route.continue();
    const response = await route.fetch();
    const headers: Record<string, string> = { ...response.headers(), "referrer-policy": "no-referrer" };
    delete headers["content-encoding"];
    delete headers["content-length"];
    await route.fulfill({ response, headers, body: await response.text() });
  });
  await page.goto("/login");
  await page.getByLabel("Email").fill(FREE.email);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  const [sent] = await Promise.all([
    page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname.startsWith("/login")),
    page.getByRole("button", { name: "Sign In", exact: true }).click(),
  ]);
  // The form's own post says `Origin: null` (with Sec-Fetch-Site: same-origin, which Playwright does not
  // show); Remix's fetch of the same form (JavaScript on) still names the origin.
  expect(await sent.headerValue("origin")).toBe(isNoJs(testInfo) ? "null" : new URL(baseURL!).origin);
  await expect(page).toHaveURL(new RegExp(`${DEMO_HOME.free}$`));
});
