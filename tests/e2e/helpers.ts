import { mkdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type BrowserContext, type Page, type TestInfo } from "@playwright/test";
import { createLearner, type Learner, type LearnerOptions } from "../fixtures/learners";

// Small helpers of the end-to-end specs. Fixtures (learner, demo accounts, the accessibility check)
// are in ./fixtures.ts; test data factories in tests/fixtures/.

export const isNoJs = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled === false;

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

/**
 * Creates a fresh confirmed learner through /dev/learners (local stand-ins only) and signs this
 * page's browser context in as them. For a test whose learner needs options of its own; the
 * `learner` fixture covers the common case. Every test that changes a learner's state uses its own.
 */
export function newLearner(page: Page, options: LearnerOptions = {}): Promise<Learner> {
  return createLearner(page.request, options);
}

/**
 * Waits until React has hydrated the page and run the first render's effects: the theme toggle
 * (in every header) drops its no-JavaScript `redirectTo` field once `useHydrated` is true, which
 * React sets in the same pass that runs the hydration's effects.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator('form[action="/theme"] input[name="redirectTo"]')).toHaveCount(0);
}

/**
 * Moves a row of a SortableList with the keyboard, as a keyboard user does: Space on its handle to
 * pick it up, an arrow until the announcement names the new position, Space to drop. The arrow is
 * pressed again until heard: the list measures its rows in the frame after the pick-up.
 */
export async function dragWithKeyboard(page: Page, handle: string, key: "ArrowUp" | "ArrowDown", position: string) {
  const live = page.locator("[id^=DndLiveRegion]");
  await page.getByRole("button", { name: `Drag to reorder ${handle}` }).focus();
  await page.keyboard.press("Space");
  await expect(live).toContainText(handle);
  await expect(async () => {
    await page.keyboard.press(key);
    await expect(live).toContainText(`moved to ${position}`, { timeout: 500 });
  }).toPass({ timeout: 5000 });
  // The drop saves the new order with a POST of the page's own action (SortableList's fetcher): its
  // answer means the order is stored, so a reload after this reads it (without waiting, a reload could
  // overtake the save and show the old order).
  const saved = page.waitForResponse((response) => response.request().method() === "POST" && response.ok());
  await page.keyboard.press("Space");
  await expect(live).toContainText(`dropped at ${position}`);
  await saved;
}

/**
 * The same when the page runs scripts (the JS project); without JavaScript there is nothing to wait
 * for. A click that lands while a page hydrates can be lost, so journeys that click at once wait.
 */
export async function settle(page: Page) {
  if (await page.evaluate(() => "__remixContext" in window)) await waitForHydration(page);
}

/**
 * Types into a rich-text field (RichTextField): without JavaScript its textarea, which takes HTML;
 * with JavaScript, once the editor has loaded over it (its Formatting toolbar shows), the editor,
 * which takes text. `text` is plain text, which is valid in both.
 */
export async function fillRichText(page: Page, testInfo: TestInfo, label: string, text: string) {
  if (!isNoJs(testInfo)) await expect(page.getByRole("toolbar", { name: "Formatting" }).first()).toBeVisible();
  await page.getByRole("textbox", { name: label, exact: true }).fill(text);
}

/**
 * Runs `run` while no other worker runs a block of the same name: for journeys that change a
 * school-wide setting (the membership price) and then read it back, which two projects running at
 * once would otherwise overwrite under each other. A lock directory (mkdir is atomic); a lock left
 * by a killed run is taken over after two minutes.
 */
export async function exclusively<T>(name: string, run: () => Promise<T>): Promise<T> {
  const lock = path.join(tmpdir(), `pelican-e2e-${name}.lock`);
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      const age = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > 120_000) await rm(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await run();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
