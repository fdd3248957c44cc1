import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps local paths with their query", () => {
    expect(safeRedirect("/student?tab=2")).toBe("/student?tab=2");
  });

  it.each(["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)", "", "/a\nb"])(
    "refuses %j",
    (to) => {
      expect(safeRedirect(to, "/home")).toBe("/home");
    },
  );

  it("falls back for missing values", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(undefined, "/dashboard")).toBe("/dashboard");
  });
});
