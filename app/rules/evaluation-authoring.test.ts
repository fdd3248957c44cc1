import { describe, expect, it } from "vitest";
import { answeredEditAllowed, EVALUATION_MESSAGES, evaluationQuestionSchema, evaluationSectionSchema } from "./evaluation-authoring";

describe("evaluation authoring", () => {
  it("reads a question form: trimmed text, a kind of answer, the required box", () => {
    expect(evaluationQuestionSchema.parse({ questionText: "  How clear was it? ", questionType: "star_rating", isRequired: "on" })).toEqual(
      {
        questionText: "How clear was it?",
        questionType: "star_rating",
        isRequired: true,
      },
    );
    expect(evaluationQuestionSchema.parse({ questionText: "Comments", questionType: "open_ended" }).isRequired).toBe(false);
    const bad = evaluationQuestionSchema.safeParse({ questionText: " ", questionType: "essay" });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message)).toContain(EVALUATION_MESSAGES.questionText);
  });

  it("refuses a section without a title", () => {
    expect(evaluationSectionSchema.safeParse({ title: "" }).success).toBe(false);
    expect(evaluationSectionSchema.parse({ title: "Instructor", description: " " })).toEqual({
      title: "Instructor",
      description: undefined,
    });
  });

  it("lets an answered question change only whether it is required", () => {
    const current = { questionText: "Overall?", questionType: "star_rating" };
    expect(answeredEditAllowed(current, { questionText: "Overall?", questionType: "star_rating", isRequired: false })).toBe(true);
    expect(answeredEditAllowed(current, { questionText: "Overall, really?", questionType: "star_rating", isRequired: true })).toBe(false);
    expect(answeredEditAllowed(current, { questionText: "Overall?", questionType: "open_ended", isRequired: true })).toBe(false);
  });
});
