import { describe, expect, it } from "vitest";
import { COURSE_TYPE_OPTIONS, courseTypeFromParam, courseTypeSlug } from "./course-type";

describe("course type in a URL", () => {
  it("is the kebab-case slug", () => {
    expect(courseTypeSlug("Pre-licensing")).toBe("pre-licensing");
    expect(courseTypeSlug("Continuing Education")).toBe("continuing-education");
    expect(COURSE_TYPE_OPTIONS.map((o) => o.value)).toEqual(["pre-licensing", "continuing-education", "post-licensing"]);
  });
  it("reads the slug, any case, and the exact name", () => {
    expect(courseTypeFromParam("post-licensing")).toBe("Post-licensing");
    expect(courseTypeFromParam("Continuing-Education")).toBe("Continuing Education");
    expect(courseTypeFromParam("Continuing Education")).toBe("Continuing Education");
  });
  it("means all types for anything else", () => {
    for (const value of [null, undefined, "", "all", "continuing", "<script>"]) expect(courseTypeFromParam(value)).toBeNull();
  });
});
