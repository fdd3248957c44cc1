import { describe, expect, it } from "vitest";
import { evaluationShouldRevalidate } from "./evaluation-form";

const args = (current: string, next: string, formMethod?: "POST") =>
  ({
    currentUrl: new URL(current, "http://x"),
    nextUrl: new URL(next, "http://x"),
    currentParams: {},
    nextParams: {},
    formMethod,
    defaultShouldRevalidate: true,
  }) as Parameters<typeof evaluationShouldRevalidate>[0];

describe("evaluationShouldRevalidate", () => {
  const page = "/course-player/c/evaluation/e";
  it("reloads after a submit and on a revalidation of the same URL (the license recheck)", () => {
    expect(evaluationShouldRevalidate(args(page, page, "POST"))).toBe(true);
    expect(evaluationShouldRevalidate(args(page, page))).toBe(true);
  });
  it("does not reload for a query-string change alone, and does for another item", () => {
    expect(evaluationShouldRevalidate(args(page, `${page}?x=1`))).toBe(false);
    expect(evaluationShouldRevalidate(args(page, "/course-player/c/topic/t"))).toBe(true);
  });
});
