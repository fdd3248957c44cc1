import AxeBuilder from "@axe-core/playwright";
import { expect, test, type BrowserContext, type Page, type TestInfo } from "@playwright/test";

export const isNoJs = (testInfo: TestInfo) => testInfo.project.name === "no-js";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Fails on any WCAG 2.1 A/AA violation on the current page. axe needs JavaScript, so for the
 * no-JS project the page's current DOM (scripts removed) is checked in a JavaScript-enabled page
 * at the same address, with the same stylesheets.
 */
export async function expectAccessible(page: Page) {
  if (test.info().project.use.javaScriptEnabled !== false) {
    return expectNoViolations(page);
  }
  const url = page.url();
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
  try {
    const checker = await context.newPage();
    await checker.route(url, (route) => route.fulfill({ body: html, contentType: "text/html" }));
    await checker.goto(url);
    await expectNoViolations(checker);
  } finally {
    await context.close();
  }
}

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

/**
 * The server takes the client's address from the socket, so every test would share this machine's.
 * A test that sends what is limited per address (sign-ups, reset requests, resends, wrong passwords,
 * contact messages) takes an address of its own: the server reads this header instead of the socket
 * only with the local stand-ins, off Fly, from this machine (app/utils/client-address.server.ts).
 */
export const TEST_CLIENT_ADDRESS_HEADER = "X-Test-Client-Address";

/** A random address in 198.18.0.0/15 (set aside for benchmarking, never a real client's). */
export const uniqueAddress = () =>
  `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;

/** Gives every request of this browser context (navigations, fetches, form posts) an address of its own; returns it. */
export async function useOwnAddress(context: BrowserContext): Promise<string> {
  const address = uniqueAddress();
  await context.setExtraHTTPHeaders({ [TEST_CLIENT_ADDRESS_HEADER]: address });
  return address;
}

/** An address no other test (or the other project's run of this one) uses. */
export const uniqueEmail = (label: string, project: string) =>
  `${label}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@pelican.test`;

/** Opens the newest message to `to` whose subject matches in /dev/mailbox, and returns its first link. */
export async function mailedLink(page: Page, to: string, subject: RegExp): Promise<string> {
  const row = page.getByRole("listitem").filter({ hasText: to }).filter({ hasText: subject }).first();
  await expect(async () => {
    await page.goto("/dev/mailbox");
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await row.getByRole("link").click();
  const href = await page.getByRole("region", { name: "Links in this message" }).getByRole("link").first().getAttribute("href");
  expect(href).toMatch(/^https?:\/\/[^/]+\//);
  return href!;
}

export type NewLearnerOptions = {
  kind?: "subscriber" | "free" | "agent" | "reviewer";
  /** Course slugs to enrol in. */
  enroll?: string[];
  licenseNumber?: string;
  /**
   * Courses finished at once (every item completed, certificate issued): a slug, or "slug@yyyy-mm-dd"
   * for a completion on that day.
   */
  complete?: string[];
};

/**
 * Creates a fresh confirmed learner through /dev/learners (local stand-ins only) and signs this
 * page's browser context in as them. Every test that changes a learner's state uses its own.
 */
export async function newLearner(page: Page, options: NewLearnerOptions = {}): Promise<{ userId: string; email: string }> {
  const form: Record<string, string> = { kind: options.kind ?? "subscriber" };
  if (options.licenseNumber) form.licenseNumber = options.licenseNumber;
  const body = new URLSearchParams(form);
  for (const slug of options.enroll ?? []) body.append("enroll", slug);
  for (const course of options.complete ?? []) body.append("complete", course);
  const response = await page.request.post("/dev/learners", {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: body.toString(),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { userId: string; email: string };
}
