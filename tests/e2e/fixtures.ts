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
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Browser, type BrowserContext, type Page, type Route } from "@playwright/test";
import { signInAsDemo, type DemoAccount, type DemoKey } from "../fixtures/accounts";
import { createLearner, type Learner, type LearnerOptions } from "../fixtures/learners";

export { expect };
export type { DemoAccount, Learner, LearnerOptions };

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

// Legacy mode runs axe in the page itself. The default mode opens a new page for every check to
// merge the frames' results; that doubled each check's time, and the app has no same-origin frames.
async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] }) // before withTags: options() replaces what withTags set
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary).toEqual([]);
}

/**
 * axe needs JavaScript. A page without it is checked as a copy: its current DOM (scripts removed)
 * served at the same address, with the same stylesheets, in a JavaScript-enabled page. One such page
 * per worker, opened on first use and reused for every check: opening a browser context for each
 * check was the largest single cost of the no-JS project.
 */
class AxeChecker {
  private context: BrowserContext | null = null;
  private page: Page | null = null;

  constructor(private readonly browser: Browser) {}

  private async checkerPage(): Promise<Page> {
    if (!this.page || this.page.isClosed()) {
      // Reduced motion: a toast fading in or out is never caught half-transparent (a false contrast failure).
      this.context ??= await this.browser.newContext({ javaScriptEnabled: true, reducedMotion: "reduce" });
      this.page = await this.context.newPage();
    }
    return this.page;
  }

  async check(page: Page) {
    const url = page.url();
    const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
    const checker = await this.checkerPage();
    const viewport = page.viewportSize();
    if (viewport) await checker.setViewportSize(viewport);
    // A fresh document every time, even when only the fragment differs from the last check's address.
    await checker.goto("about:blank");
    const documentUrl = url.replace(/#.*$/, "");
    const isDocument = (request: URL) => request.href === documentUrl;
    const serve = (route: Route) => route.fulfill({ body: html, contentType: "text/html" });
    await checker.route(isDocument, serve);
    try {
      await checker.goto(url);
      await expectNoViolations(checker);
    } finally {
      await checker.unroute(isDocument, serve);
    }
  }

  async close() {
    await this.context?.close();
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
    await use((page) => (javaScript ? expectNoViolations(page) : axeChecker.check(page)));
  },
});
