import { describe, expect, it } from "vitest";
import { allowanceMessage, assignedToast, assignFormSchema, inactiveMembersMessage, placesLeft } from "./course-assignment";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe("course assignment rules", () => {
  it("words the allowance refusal with counted places", () => {
    expect(allowanceMessage("Pre-licensing", 2, 1)).toBe("This assignment needs 2 Pre-licensing places; your plan has 1 left this year.");
    expect(allowanceMessage("Post-licensing", 1, 0)).toBe("This assignment needs 1 Post-licensing place; your plan has 0 left this year.");
  });

  it("counts places left, never below zero, null without a limit", () => {
    expect(placesLeft(5, 2)).toBe(3);
    expect(placesLeft(2, 5)).toBe(0);
    expect(placesLeft(null, 9)).toBeNull();
  });

  it("toasts the number assigned with the plural helper", () => {
    expect(assignedToast(2, 0)).toEqual({ type: "success", title: "Course assigned to 2 members", description: undefined });
    expect(assignedToast(1, 1).title).toBe("Course assigned to 1 member");
    expect(assignedToast(1, 1).description).toBe("1 member already had it.");
    expect(assignedToast(0, 2).title).toBe("Nothing to assign");
  });

  it("names inactive members", () => {
    expect(inactiveMembersMessage(["Ana Lopez"])).toBe("This member is inactive and cannot be given courses: Ana Lopez.");
    expect(inactiveMembersMessage(["A B", "C D"])).toContain("These members are");
  });

  it("parses the form: a course and 1–100 distinct members", () => {
    const ok = assignFormSchema.safeParse({ courseId: id(1), memberIds: [id(2), id(2), id(3).toUpperCase()] });
    expect(ok.success && ok.data.memberIds).toEqual([id(2), id(3)]);
    expect(assignFormSchema.safeParse({ courseId: id(1), memberIds: [] }).success).toBe(false);
    expect(assignFormSchema.safeParse({ courseId: "", memberIds: [id(2)] }).success).toBe(false);
    expect(assignFormSchema.safeParse({ courseId: id(1), memberIds: ["x"] }).success).toBe(false);
    expect(assignFormSchema.safeParse({ courseId: id(1), memberIds: Array.from({ length: 101 }, (_, i) => id(i + 10)) }).success).toBe(
      false,
    );
  });
});
