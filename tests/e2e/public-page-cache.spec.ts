import type { APIResponse, Response } from "@playwright/test";
import { expect, test } from "./fixtures";
import { isNoJs } from "./helpers";

// The public page cache (decision 0070): an anonymous visitor's public pages come from a rendered copy
// (X-Page-Cache: hit) with a fresh CSP nonce on every response, carried by every script; a signed-in
// learner never gets a copy. (An admin's edit showing at once: admin-public-page-cache.spec.ts, which
// runs with the admin journeys, as it changes a published course.)

const CATALOGUE = "/louisiana-real-estate-courses";

const nonceOf = (response: Response | APIResponse) => response.headers()["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1];

async function expectScriptsCarry(response: Response | APIResponse, nonce: string) {
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  expect(html.match(/nonce="([^"]+)"/g)?.every((attribute) => attribute === `nonce="${nonce}"`)).toBe(true);
}

test("an anonymous visitor gets the catalogue from a copy, with a fresh nonce every script carries", async ({ page }, testInfo) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const nonces: string[] = [];
  // Other journeys may change a setting in between (a new content version, so a fresh render): the
  // page is loaded until a copy answers, a few times at most.
  let hit = false;
  for (let load = 0; load < 5 && !hit; load++) {
    const response = (await page.goto(CATALOGUE))!;
    expect(response.status()).toBe(200);
    const nonce = nonceOf(response);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    await expectScriptsCarry(response, nonce!);
    nonces.push(nonce!);
    hit = response.headers()["x-page-cache"] === "hit";
    await expect(page.getByRole("heading", { level: 1, name: "Louisiana Real Estate Courses" })).toBeVisible();
    if (!isNoJs(testInfo)) await page.waitForLoadState("networkidle");
  }
  expect(hit).toBe(true);
  expect(new Set(nonces).size).toBe(nonces.length);
  expect(errors.filter((e) => e.includes("Content Security Policy"))).toEqual([]);
  // The copy is the page: its header offers signing in.
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeAttached();
});

test("a HEAD of a public page answers like its GET, without a body", async ({ request }) => {
  await request.get("/pricing");
  const head = await request.head("/pricing");
  expect(head.status()).toBe(200);
  expect(head.headers()["content-type"]).toBe("text/html; charset=utf-8");
  expect(await head.body()).toHaveLength(0);
});

// `learner` signs the page in as a fresh learner (the fixture); the test reads nothing from it.
test("a signed-in learner never gets an anonymous copy", async ({ page, learner: _learner, playwright, baseURL }) => {
  // An anonymous visitor has just left a copy of the catalogue.
  const anonymous = await playwright.request.newContext({ baseURL });
  await anonymous.get(CATALOGUE);
  expect((await anonymous.get(CATALOGUE)).headers()["x-page-cache"]).toBe("hit");
  await anonymous.dispose();

  const response = (await page.goto(CATALOGUE))!;
  expect(response.headers()["x-page-cache"]).toBeUndefined();
  await expectScriptsCarry(response, nonceOf(response)!);
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Dashboard" }).first()).toBeAttached();
  await expect(header.getByRole("link", { name: "Sign In" })).toHaveCount(0);
});
