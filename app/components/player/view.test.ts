import { describe, expect, it } from "vitest";
import { reloadForOwnForm } from "./view";

const evaluationShouldRevalidate = reloadForOwnForm();
const quizShouldRevalidate = reloadForOwnForm(["attempt", "tab"]);

const page = "/course-player/c/evaluation/e";

const args = (current: string, next: string, submission?: { formMethod: "POST" | "GET"; formAction: string }) =>
  ({
    currentUrl: new URL(current, "http://x"),
    nextUrl: new URL(next, "http://x"),
    currentParams: {},
    nextParams: {},
    formMethod: submission?.formMethod,
    formAction: submission?.formAction,
    defaultShouldRevalidate: true,
  }) as Parameters<typeof evaluationShouldRevalidate>[0];

describe("reloadForOwnForm (the evaluation and quiz pages)", () => {
  it("reloads after a form posted to this page, whatever the answer's status", () => {
    expect(evaluationShouldRevalidate(args(page, page, { formMethod: "POST", formAction: page }))).toBe(true);
    expect(
      evaluationShouldRevalidate({ ...args(page, page, { formMethod: "POST", formAction: page }), defaultShouldRevalidate: false }),
    ).toBe(true);
  });
  it("does not reload for other submissions on the page (theme, audio preferences)", () => {
    expect(evaluationShouldRevalidate(args(page, page, { formMethod: "POST", formAction: "/theme" }))).toBe(false);
    expect(evaluationShouldRevalidate(args(page, page, { formMethod: "POST", formAction: "/course-player-preferences" }))).toBe(false);
  });
  it("does not reload for a plain revalidation or a query-string change (no extra page view)", () => {
    expect(evaluationShouldRevalidate(args(page, page))).toBe(false);
    expect(evaluationShouldRevalidate(args(page, `${page}?sidebar=closed`))).toBe(false);
  });
  it("loads another item's address as usual", () => {
    expect(evaluationShouldRevalidate(args(page, "/course-player/c/topic/t"))).toBe(true);
    expect(
      evaluationShouldRevalidate(args(page, "/course-player/c/topic/t", { formMethod: "POST", formAction: "/course-player/c/topic/t" })),
    ).toBe(true);
  });
  it("on a quiz page, reloads when the attempt or tab changes but not between questions", () => {
    const quiz = "/course-player/c/quiz/q";
    expect(quizShouldRevalidate(args(`${quiz}?q=1`, `${quiz}?q=2`))).toBe(false);
    expect(quizShouldRevalidate(args(`${quiz}?q=2`, `${quiz}?q=2&confirm=1`))).toBe(false);
    expect(quizShouldRevalidate(args(`${quiz}?q=3`, `${quiz}?attempt=a`))).toBe(true);
    expect(quizShouldRevalidate(args(`${quiz}?attempt=a&tab=review`, `${quiz}?attempt=a&tab=history`))).toBe(true);
    expect(quizShouldRevalidate(args(`${quiz}?attempt=a&submitted=1`, `${quiz}?attempt=a`))).toBe(false);
  });
});
