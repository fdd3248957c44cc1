import { describe, expect, it } from "vitest";
import { isUuid } from "./ids";
import { SEARCH_MAX_LENGTH } from "./search";
import { catalogueSearch, DEFAULT_CATALOGUE_QUERY, isFiltered, parseCatalogueQuery, parseCourseRef, showingLine } from "./catalogue";

const parse = (search: string) => parseCatalogueQuery(new URLSearchParams(search));

describe("parseCatalogueQuery", () => {
  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual({ q: "", sort: "newest", type: null });
    expect(parse("")).toEqual(DEFAULT_CATALOGUE_QUERY);
  });

  it("reads every valid value", () => {
    expect(parse("q=flood&sort=title-desc&type=continuing-education")).toEqual({
      q: "flood",
      sort: "title-desc",
      type: "Continuing Education",
    });
    for (const sort of ["newest", "oldest", "title-asc", "title-desc"]) expect(parse(`sort=${sort}`).sort).toBe(sort);
    expect(parse("type=all").type).toBeNull();
    expect(parse("type=pre-licensing").type).toBe("Pre-licensing");
    expect(parse("type=post-licensing").type).toBe("Post-licensing");
  });

  it("accepts the course type's own name", () => {
    expect(parse("type=Post-licensing").type).toBe("Post-licensing");
    expect(parse("type=Continuing+Education").type).toBe("Continuing Education");
    expect(parse("type=PRE-LICENSING").type).toBe("Pre-licensing");
  });

  it("falls back to the default for each bad value without touching the others", () => {
    expect(parse("sort=price&type=post-licensing")).toEqual({ q: "", sort: "newest", type: "Post-licensing" });
    expect(parse("sort=oldest&type=broker")).toEqual({ q: "", sort: "oldest", type: null });
    expect(parse("sort=&type=")).toEqual(DEFAULT_CATALOGUE_QUERY);
  });

  it("trims and collapses the search text and caps its length", () => {
    expect(parse("q=%20%20fair%20%20%20housing%20").q).toBe("fair housing");
    expect(parse(`q=${"a".repeat(500)}`).q).toHaveLength(SEARCH_MAX_LENGTH);
    expect(parse("q=%20%20%20").q).toBe("");
  });

  it("takes the first of repeated parameters", () => {
    expect(parse("sort=oldest&sort=title-asc").sort).toBe("oldest");
  });
});

describe("catalogueSearch and isFiltered", () => {
  it("leaves defaults out of the URL", () => {
    expect(catalogueSearch(DEFAULT_CATALOGUE_QUERY)).toBe("");
    expect(isFiltered(DEFAULT_CATALOGUE_QUERY)).toBe(false);
  });

  it("round-trips a state through the URL", () => {
    const state = { q: "a&b = c", sort: "title-asc", type: "Pre-licensing" } as const;
    const search = catalogueSearch(state);
    expect(search).toBe("?q=a%26b+%3D+c&sort=title-asc&type=pre-licensing");
    expect(parse(search.slice(1))).toEqual(state);
    expect(isFiltered(state)).toBe(true);
    expect(isFiltered({ ...DEFAULT_CATALOGUE_QUERY, sort: "oldest" })).toBe(true);
  });
});

describe("showingLine", () => {
  it("uses the required wording", () => {
    expect(showingLine(2, 6)).toBe("Showing 2 of 6 courses");
    expect(showingLine(0, 6)).toBe("Showing 0 of 6 courses");
    expect(showingLine(1, 1)).toBe("Showing 1 of 1 course");
  });
});

describe("parseCourseRef and isUuid", () => {
  const id = "0f8b3f4e-1c2d-5e6f-8a9b-0c1d2e3f4a5b";

  it("looks a uuid-shaped value up by id first, then by slug", () => {
    expect(parseCourseRef(id)).toEqual({ id, slug: id });
    expect(parseCourseRef(id.toUpperCase())).toEqual({ id, slug: id });
    expect(isUuid(id)).toBe(true);
  });

  it("looks anything else up by slug only", () => {
    expect(parseCourseRef("louisiana-flood-zones")).toEqual({ id: null, slug: "louisiana-flood-zones" });
    expect(parseCourseRef("Quick-Start")).toEqual({ id: null, slug: "quick-start" });
    expect(parseCourseRef("0f8b3f4e-1c2d")).toEqual({ id: null, slug: "0f8b3f4e-1c2d" });
  });

  it("refuses values that cannot be a slug or an id", () => {
    for (const bad of [undefined, "", " ", "a b", "../etc", "x".repeat(201), "-lead", "a_b", "é"]) {
      expect(parseCourseRef(bad)).toEqual({ id: null, slug: null });
    }
    expect(isUuid("0f8b3f4e-1c2d-5e6f-8a9b-0c1d2e3f4a5")).toBe(false);
    expect(isUuid(null)).toBe(false);
  });
});
