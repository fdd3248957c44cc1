import { describe, expect, it } from "vitest";
import { idSchema } from "./id-schema";
import { isUuid } from "./ids";

describe("ids", () => {
  it("accepts a UUID in any case and lower-cases it", () => {
    expect(idSchema.parse("6F9619FF-8B86-D011-B42D-00C04FC964FF")).toBe("6f9619ff-8b86-d011-b42d-00c04fc964ff");
    expect(isUuid("6f9619ff-8b86-d011-b42d-00c04fc964ff")).toBe(true);
  });
  it("refuses anything else", () => {
    for (const bad of [
      "",
      "6f9619ff",
      "6f9619ff-8b86-d011-b42d-00c04fc964ff ",
      "6f9619ff-8b86-d011-b42d-00c04fc964f\u0000",
      "😀",
      null,
      42,
    ]) {
      expect(isUuid(bad)).toBe(false);
      expect(idSchema.safeParse(bad).success).toBe(false);
    }
  });
});
