import { describe, expect, it } from "vitest";
import { ANNOUNCEMENT_MESSAGES, announcementSchema, audienceLabel, normalizeTargets } from "./admin-announcements";

const id = "0b6f9f5e-2f7a-4c59-9f43-6f0e8b3c1a01";
const other = "0b6f9f5e-2f7a-4c59-9f43-6f0e8b3c1a02";

describe("announcement form", () => {
  it("accepts a targeted announcement and keeps only the list its target uses", () => {
    const parsed = announcementSchema.parse({
      title: "  Office closed ",
      message: "<p>Hi</p>",
      targetType: "selected_companies",
      selectedCompanyIds: [id, id],
      selectedStudentIds: other,
    });
    expect(parsed.title).toBe("Office closed");
    expect(normalizeTargets(parsed)).toMatchObject({ selectedCompanyIds: [id], selectedStudentIds: [] });
  });

  it("requires a title, a message, a target and at least one pick for selected targets", () => {
    const result = announcementSchema.safeParse({ title: "", message: " ", targetType: "selected_students" });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([ANNOUNCEMENT_MESSAGES.title, ANNOUNCEMENT_MESSAGES.message, ANNOUNCEMENT_MESSAGES.selectedStudents]),
    );
    expect(announcementSchema.safeParse({ title: "t", message: "m", targetType: "nobody" }).success).toBe(false);
    expect(announcementSchema.safeParse({ title: "t", message: "m", targetType: "all", selectedCompanyIds: ["x"] }).success).toBe(false);
  });

  it("labels the audience", () => {
    expect(audienceLabel("all", 0, 0)).toBe("Everyone");
    expect(audienceLabel("selected_companies", 0, 2)).toBe("Selected companies (2)");
  });
});
