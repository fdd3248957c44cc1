import { describe, expect, it } from "vitest";
import { initials, instructorBackLink, instructorHref, parseInstructorOrigin } from "./instructor";

const bundleId = "9a1b2c3d-4e5f-5a6b-8c7d-0e1f2a3b4c5d";

describe("instructor origin", () => {
  it("round-trips a course and a bundle through the query", () => {
    const course = instructorHref("i-1", { kind: "course", ref: "ethics-fair-housing" });
    expect(course).toBe("/instructor/i-1?from=course%3Aethics-fair-housing");
    expect(parseInstructorOrigin(new URL(course, "http://x").searchParams.get("from"))).toEqual({
      kind: "course",
      ref: "ethics-fair-housing",
    });
    const bundle = instructorHref("i-1", { kind: "bundle", id: bundleId });
    expect(parseInstructorOrigin(new URL(bundle, "http://x").searchParams.get("from"))).toEqual({ kind: "bundle", id: bundleId });
    expect(instructorHref("i-1")).toBe("/instructor/i-1");
  });

  it("ignores anything that is not a course reference or a bundle id", () => {
    for (const bad of [null, "", "course:", "course:../admin", "course://evil.example", "bundle:not-a-uuid", "lesson:abc", "nocolon"]) {
      expect(parseInstructorOrigin(bad)).toBeNull();
    }
  });

  it("links back to the course, the bundle, or the courses list", () => {
    expect(instructorBackLink({ kind: "course", ref: "quick-start" })).toEqual({ to: "/course/quick-start", label: "Back to Course" });
    expect(instructorBackLink({ kind: "bundle", id: bundleId })).toEqual({ to: `/bundle/${bundleId}`, label: "Back to Bundle" });
    expect(instructorBackLink(null)).toEqual({ to: "/louisiana-real-estate-courses", label: "Back to Courses" });
  });
});

describe("initials", () => {
  it("takes the first letter of each name", () => {
    expect(initials("lisa", "Marchand")).toBe("LM");
    expect(initials(" Andre ", "")).toBe("A");
    expect(initials("", "")).toBe("?");
    expect(initials(" Émile ", "")).toBe("É");
    expect(initials("𝒜da", "lee")).toBe("𝒜L"); // a whole code point, never half a surrogate pair
  });
});
