import { describe, expect, it } from "vitest";
import { availableCoursesSearch, isFiltered, parseAvailableCoursesQuery } from "./my-courses";

const parse = (search: string) => parseAvailableCoursesQuery(new URLSearchParams(search));

describe("parseAvailableCoursesQuery", () => {
  it("defaults to every course, newest first", () => {
    expect(parse("")).toEqual({ q: "", type: null, sort: "newest" });
  });

  it("reads search, course type (slug or exact name) and sort", () => {
    expect(parse("q=%20Flood%20%20zones%20&type=Continuing+Education&sort=title-desc")).toEqual({
      q: "Flood zones",
      type: "Continuing Education",
      sort: "title-desc",
    });
  });

  it("ignores an unknown type or sort instead of failing", () => {
    expect(parse("type=continuing-education")).toMatchObject({ type: "Continuing Education" });
    expect(parse("type=continuing+ed&sort=price")).toEqual({ q: "", type: null, sort: "newest" });
    expect(parse("type=pre_license")).toMatchObject({ type: null });
  });

  it("cuts a very long search", () => {
    expect(parse(`q=${"a".repeat(500)}`).q).toHaveLength(100);
  });
});

describe("availableCoursesSearch", () => {
  it("leaves defaults out so the plain page has a plain URL", () => {
    expect(availableCoursesSearch({ q: "", type: null, sort: "newest" })).toBe("");
    expect(availableCoursesSearch({ q: "flood & fire", type: "Post-licensing", sort: "oldest" })).toBe(
      "?q=flood+%26+fire&type=post-licensing&sort=oldest",
    );
  });

  it("round-trips through the parser", () => {
    const query = { q: "ethics", type: "Continuing Education" as const, sort: "title-asc" as const };
    expect(parse(availableCoursesSearch(query).slice(1))).toEqual(query);
  });
});

describe("isFiltered", () => {
  it("is true for a search or a type, not for a sort", () => {
    expect(isFiltered({ q: "", type: null, sort: "oldest" })).toBe(false);
    expect(isFiltered({ q: "x", type: null, sort: "newest" })).toBe(true);
    expect(isFiltered({ q: "", type: "Pre-licensing", sort: "newest" })).toBe(true);
  });
});
