import { describe, expect, it } from "vitest";
import { defineListQuery, idParam, LIST_MAX_PAGE, oneOf, pageWindow } from "./list-query";

const ID = "6F9619FF-8B86-D011-B42D-00C04FC964FF";
const list = defineListQuery({
  filters: { type: oneOf(["a", "b"] as const), company: idParam() },
  sorts: ["recent", "oldest"] as const,
  dir: "desc",
});
const parse = (query: string) => list.parse(new URLSearchParams(query));

describe("defineListQuery", () => {
  it("reads the search, filters, sort, direction and page", () => {
    expect(parse(`q=%20flood%20zone%20&type=b&company=${ID}&sort=oldest&dir=asc&page=3`)).toEqual({
      q: "flood zone",
      sort: "oldest",
      dir: "asc",
      page: 3,
      filters: { type: "b", company: ID.toLowerCase() },
    });
  });

  it("falls back to the defaults on anything unknown or unreadable, never throwing", () => {
    const defaults = { q: "", sort: "recent", dir: "desc", page: 1, filters: { type: "", company: "" } };
    expect(parse("")).toEqual(defaults);
    expect(parse("type=c&company=nope&sort=sideways&dir=up&page=-2")).toEqual(defaults);
    expect(parse("page=abc").page).toBe(1);
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("type=A").filters.type).toBe("");
  });

  it("clamps the page and cuts (or drops) a long search", () => {
    expect(parse("page=99999999").page).toBe(LIST_MAX_PAGE);
    expect(parse(`q=${"x".repeat(300)}`).q).toBe("x".repeat(100));
    const dropping = defineListQuery({ longSearch: "drop" });
    expect(dropping.parse(new URLSearchParams(`q=${"x".repeat(101)}`)).q).toBe("");
    expect(dropping.parse(new URLSearchParams(`q=${"x".repeat(100)}`)).q).toBe("x".repeat(100));
  });

  it("takes the first of repeated parameters", () => {
    expect(parse("type=a&type=b").filters.type).toBe("a");
  });

  it("tells whether a search or a filter narrows the list", () => {
    expect(list.isFiltered(parse("sort=oldest&page=2"))).toBe(false);
    expect(list.isFiltered(parse("q=x"))).toBe(true);
    expect(list.isFiltered(parse("type=a"))).toBe(true);
  });
});

describe("pageWindow", () => {
  it("counts the pages and clamps the page to them", () => {
    expect(pageWindow(0, 1, 20)).toEqual({ pages: 1, page: 1, offset: 0 });
    expect(pageWindow(41, 3, 20)).toEqual({ pages: 3, page: 3, offset: 40 });
    expect(pageWindow(41, 9, 20)).toEqual({ pages: 3, page: 3, offset: 40 });
  });
});
