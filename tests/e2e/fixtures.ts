// The end-to-end tests' fixtures: every spec imports `test` and `expect` from here.
//
//   learner                       a fresh signed-in learner (POST /dev/learners, one request); its options
//                                 come from `learnerOptions`, set per file or describe with test.use
//   admin, companyAdmin, agent,   the seed's demo account, this page's context signed in as it (one POST,
//   reviewer, student, free       not the form: tests about signing in fill the form themselves)
//   signInAs(key)                 the same, for a test that changes account half-way
//   expectAccessible(page)        no WCAG 2.1 A/AA violation on the page (axe); without JavaScript the
//                                 page's DOM is checked in one JavaScript-enabled page kept per worker
//
// The data behind them (learners, demo accounts, the quick course) lives in tests/fixtures/.
import axe from "axe-core";
import { test as base, expect, type Browser, type BrowserContext, type Page, type Response } from "@playwright/test";
import { signInAsDemo, type DemoAccount, type DemoKey } from "../fixtures/accounts";
import { createLearner, type Learner, type LearnerOptions } from "../fixtures/learners";
import { isNoJs, settle } from "./helpers";

export { expect };
export type { DemoAccount, Learner, LearnerOptions };

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Runs axe (WCAG 2.1 A/AA) on the page's document and expects no violation. axe is loaded into the
 * document once (550 KB: ~70–150 ms to compile) and kept for the document's next checks. The app has
 * no same-origin frames; a cross-origin one (a video) is checked as an element (its title).
 */
async function runAxe(page: Page) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const summary = await page.evaluate(async (tags) => {
    // A toast caught half-way through fading in or out is half-transparent: a false contrast failure.
    // Animations in their active phase are finished first (one not yet started is left alone).
    for (const animation of document.getAnimations()) {
      const { progress } = animation.effect?.getComputedTiming() ?? {};
      if (progress != null && progress < 1) animation.finish();
    }
    const results = await window.axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"], iframes: false });
    return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  }, WCAG_TAGS);
  expect(summary).toEqual([]);
}

/**
 * axe needs JavaScript. A page without it is checked as a copy: its current DOM (scripts removed)
 * written into one JavaScript-enabled page of the same origin, kept per worker, where axe was loaded
 * once. `document.open()` replaces the document but keeps the window and axe with it, so a check
 * costs axe's run and the stylesheets' load (from cache), not a navigation and axe's 550 KB again
 * (0.2–0.6 s a check instead of 1.3–2 s).
 */
class AxeChecker {
  private context: BrowserContext | null = null;
  private page: Page | null = null;
  private origin: string | null = null;

  constructor(private readonly browser: Browser) {}

  private async checkerPage(origin: string): Promise<Page> {
    if (!this.page || this.page.isClosed() || this.origin !== origin) {
      // Reduced motion: a toast fading in or out is never caught half-transparent (a false contrast failure).
      this.context ??= await this.browser.newContext({ javaScriptEnabled: true, reducedMotion: "reduce" });
      this.page ??= await this.context.newPage();
      await this.page.goto(`${origin}/healthcheck`);
      this.origin = origin;
    }
    return this.page;
  }

  async check(page: Page) {
    const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
    const checker = await this.checkerPage(new URL(page.url()).origin);
    const viewport = page.viewportSize();
    if (viewport) await checker.setViewportSize(viewport);
    await checker.evaluate(async (html) => {
      document.open();
      document.write(html);
      document.close();
      if (document.readyState !== "complete") await new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
    }, html);
    await runAxe(checker);
  }

  async close() {
    await this.context?.close();
  }
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

type TestFixtures = {
  /** Options for `learner`: test.use({ learnerOptions: { enroll: [slug] } }) in a file or describe. */
  learnerOptions: LearnerOptions;
  learner: Learner;
  signInAs: (key: DemoKey) => Promise<DemoAccount>;
  admin: DemoAccount;
  companyAdmin: DemoAccount;
  agent: DemoAccount;
  reviewer: DemoAccount;
  student: DemoAccount;
  free: DemoAccount;
  expectAccessible: (page: Page) => Promise<void>;
};

type WorkerFixtures = { axeChecker: AxeChecker };

export const test = base.extend<TestFixtures, WorkerFixtures>({
  // A page hydrates in a React transition after its modules run, so the `load` event that goto and
  // reload wait for can come before the page responds. With JavaScript they also wait for hydration,
  // as a learner would wait for the page to respond; a journey that clicks into a full page load and
  // then needs JavaScript calls settle(page) itself.
  page: async ({ page }, use, testInfo) => {
    if (!isNoJs(testInfo)) {
      const settled = async (response: Response | null) => {
        if (response?.headers()["content-type"]?.startsWith("text/html")) await settle(page);
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => settled(await goto(url, options));
      page.reload = async (options) => settled(await reload(options));
    }
    await use(page);
  },
  learnerOptions: [{ kind: "subscriber" }, { option: true }],
  learner: async ({ page, learnerOptions }, use) => {
    await use(await createLearner(page.request, learnerOptions));
  },

  signInAs: async ({ page }, use) => {
    await use((key) => signInAsDemo(page.request, key));
  },
  admin: async ({ signInAs }, use) => use(await signInAs("admin")),
  companyAdmin: async ({ signInAs }, use) => use(await signInAs("companyAdmin")),
  agent: async ({ signInAs }, use) => use(await signInAs("agent")),
  reviewer: async ({ signInAs }, use) => use(await signInAs("reviewer")),
  student: async ({ signInAs }, use) => use(await signInAs("student")),
  free: async ({ signInAs }, use) => use(await signInAs("free")),

  axeChecker: [
    async ({ browser }, use) => {
      const checker = new AxeChecker(browser);
      await use(checker);
      await checker.close();
    },
    { scope: "worker" },
  ],
  expectAccessible: async ({ axeChecker }, use, testInfo) => {
    const javaScript = testInfo.project.use.javaScriptEnabled !== false;
    await use((page) => (javaScript ? runAxe(page) : axeChecker.check(page)));
  },
});
