import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { OVERALL_RATING_QUESTION as SEEDED_OVERALL_QUESTION } from "../../db/seed/evaluations";
import {
  answerField,
  buildEvaluationSchema,
  EVALUATION_MESSAGES,
  followUpField,
  isLowRating,
  isOverallRatingQuestion,
  OVERALL_RATING_QUESTION,
  parseRating,
  type EvaluationQuestionSpec,
} from "./evaluation-form";

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const QUESTIONS: EvaluationQuestionSpec[] = [
  { id: id(1), questionText: "The lessons were clear.", questionType: "star_rating", isRequired: true },
  { id: id(2), questionText: "Which topic was most useful?", questionType: "open_ended", isRequired: false },
  { id: id(3), questionText: OVERALL_RATING_QUESTION, questionType: "star_rating", isRequired: true },
  { id: id(4), questionText: "Rate the instructor.", questionType: "star_rating", isRequired: false },
  { id: id(5), questionText: "How will you apply it?", questionType: "open_ended", isRequired: true },
];
const [CLEAR, USEFUL, OVERALL, INSTRUCTOR, APPLY] = QUESTIONS;

const valid = {
  [answerField(CLEAR.id)]: "5",
  [answerField(USEFUL.id)]: "",
  [answerField(OVERALL.id)]: "4",
  [followUpField(OVERALL.id)]: "",
  [answerField(INSTRUCTOR.id)]: undefined,
  [answerField(APPLY.id)]: "In my next listing.",
  intent: "submit-evaluation",
} as Record<string, string | undefined>;

/** Parses like conform does for a posted form (empty inputs become undefined). */
function submit(values: Record<string, string | undefined>, questions = QUESTIONS) {
  const formData = new FormData();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) formData.set(key, value);
  return parseWithZod(formData, { schema: buildEvaluationSchema(questions) });
}

function errorsOf(values: Record<string, string | undefined>, questions = QUESTIONS) {
  const submission = submit(values, questions);
  expect(submission.status).toBe("error");
  return submission.reply().error ?? {};
}

function valueOf(values: Record<string, string | undefined>, questions = QUESTIONS) {
  const submission = submit(values, questions);
  if (submission.status !== "success") throw new Error(`expected success: ${JSON.stringify(submission.reply().error)}`);
  return submission.value;
}

describe("the evaluation schema (requirement learning-validation-rules)", () => {
  it("turns a valid form into one response per answered question, in question order", () => {
    expect(valueOf(valid)).toEqual([
      { questionId: CLEAR.id, responseText: null, starRating: 5 },
      { questionId: OVERALL.id, responseText: null, starRating: 4 },
      { questionId: APPLY.id, responseText: "In my next listing.", starRating: null },
    ]);
  });

  it("keeps optional answers when given, trimmed, with CRLF as \\n", () => {
    const value = valueOf({ ...valid, [answerField(USEFUL.id)]: "  Agency\r\nand disclosure  ", [answerField(INSTRUCTOR.id)]: "2" });
    expect(value).toContainEqual({ questionId: USEFUL.id, responseText: "Agency\nand disclosure", starRating: null });
    expect(value).toContainEqual({ questionId: INSTRUCTOR.id, responseText: null, starRating: 2 });
    expect(value.map((r) => r.questionId)).toEqual([CLEAR.id, USEFUL.id, OVERALL.id, INSTRUCTOR.id, APPLY.id]);
  });

  it("reports every missing required answer at once with the required texts", () => {
    expect(errorsOf({ intent: "submit-evaluation" })).toEqual({
      [answerField(CLEAR.id)]: [EVALUATION_MESSAGES.ratingRequired],
      [answerField(OVERALL.id)]: [EVALUATION_MESSAGES.ratingRequired],
      [answerField(APPLY.id)]: [EVALUATION_MESSAGES.required],
    });
    expect(EVALUATION_MESSAGES.required).toBe("This field is required");
    expect(EVALUATION_MESSAGES.ratingRequired).toBe("Please select a rating");
  });

  it("treats a blank required open answer as missing", () => {
    expect(errorsOf({ ...valid, [answerField(APPLY.id)]: "   \n " })).toEqual({
      [answerField(APPLY.id)]: ["This field is required"],
    });
  });

  it("accepts only ratings 1 to 5", () => {
    for (const bad of ["0", "6", "4.5", "-1", "five", "1e0"]) {
      expect(errorsOf({ ...valid, [answerField(CLEAR.id)]: bad })).toEqual({
        [answerField(CLEAR.id)]: ["Please select a rating"],
      });
    }
    for (const good of ["1", "2", "3", "4", "5"]) {
      expect(valueOf({ ...valid, [answerField(CLEAR.id)]: good, [followUpField(OVERALL.id)]: "x" })[0].starRating).toBe(Number(good));
    }
  });

  it("rejects a nonsense value for an optional rating but allows skipping it", () => {
    expect(errorsOf({ ...valid, [answerField(INSTRUCTOR.id)]: "9" })).toEqual({
      [answerField(INSTRUCTOR.id)]: ["Please select a rating"],
    });
    expect(valueOf({ ...valid, [answerField(INSTRUCTOR.id)]: "" }).some((r) => r.questionId === INSTRUCTOR.id)).toBe(false);
  });

  it("caps answers at 5,000 characters", () => {
    expect(valueOf({ ...valid, [answerField(APPLY.id)]: "a".repeat(5000) })).toContainEqual({
      questionId: APPLY.id,
      responseText: "a".repeat(5000),
      starRating: null,
    });
    expect(errorsOf({ ...valid, [answerField(USEFUL.id)]: "a".repeat(5001) })).toEqual({
      [answerField(USEFUL.id)]: [EVALUATION_MESSAGES.tooLong],
    });
  });

  it("ignores fields that are not questions (the intent, a forged id)", () => {
    expect(valueOf({ ...valid, [answerField(id(9))]: "5", other: "x" })).toHaveLength(3);
  });
});

describe("the low overall rating follow-up (requirements learning-validation-rules, learning-constants)", () => {
  for (const rating of ["1", "2", "3"]) {
    it(`requires the follow-up for a rating of ${rating}`, () => {
      expect(errorsOf({ ...valid, [answerField(OVERALL.id)]: rating })).toEqual({
        [followUpField(OVERALL.id)]: ["Please share your feedback"],
      });
      expect(errorsOf({ ...valid, [answerField(OVERALL.id)]: rating, [followUpField(OVERALL.id)]: "  \r\n " })).toEqual({
        [followUpField(OVERALL.id)]: [EVALUATION_MESSAGES.followUpRequired],
      });
      expect(valueOf({ ...valid, [answerField(OVERALL.id)]: rating, [followUpField(OVERALL.id)]: " Too fast. " })).toContainEqual({
        questionId: OVERALL.id,
        responseText: "Too fast.",
        starRating: Number(rating),
      });
    });
  }

  for (const rating of ["4", "5"]) {
    it(`does not require it for ${rating} and drops a follow-up sent with it`, () => {
      expect(valueOf({ ...valid, [answerField(OVERALL.id)]: rating })).toContainEqual({
        questionId: OVERALL.id,
        responseText: null,
        starRating: Number(rating),
      });
      expect(valueOf({ ...valid, [answerField(OVERALL.id)]: rating, [followUpField(OVERALL.id)]: "left from a 2" })).toContainEqual({
        questionId: OVERALL.id,
        responseText: null,
        starRating: Number(rating),
      });
    });
  }

  it("reports the missing follow-up together with the other errors", () => {
    expect(errorsOf({ [answerField(OVERALL.id)]: "1" })).toEqual({
      [answerField(CLEAR.id)]: ["Please select a rating"],
      [followUpField(OVERALL.id)]: ["Please share your feedback"],
      [answerField(APPLY.id)]: ["This field is required"],
    });
  });

  it("caps the follow-up too", () => {
    expect(errorsOf({ ...valid, [answerField(OVERALL.id)]: "2", [followUpField(OVERALL.id)]: "b".repeat(5001) })).toEqual({
      [followUpField(OVERALL.id)]: [EVALUATION_MESSAGES.tooLong],
    });
  });

  it("needs no follow-up when an optional overall question is skipped, and drops one sent anyway", () => {
    const optional = QUESTIONS.map((q) => (q.id === OVERALL.id ? { ...q, isRequired: false } : q));
    const value = valueOf({ ...valid, [answerField(OVERALL.id)]: undefined, [followUpField(OVERALL.id)]: "hello" }, optional);
    expect(value.some((r) => r.questionId === OVERALL.id)).toBe(false);
  });

  it("only the overall star question has a follow-up", () => {
    // Another low rating needs nothing more.
    expect(valueOf({ ...valid, [answerField(CLEAR.id)]: "1" })[0]).toEqual({ questionId: CLEAR.id, responseText: null, starRating: 1 });
    // The overall wording as an open question is just an open question.
    const open = [{ id: id(6), questionText: OVERALL_RATING_QUESTION, questionType: "open_ended", isRequired: true } as const];
    expect(valueOf({ [answerField(id(6))]: "Great" }, open)).toEqual([{ questionId: id(6), responseText: "Great", starRating: null }]);
  });
});

describe("helpers", () => {
  it("recognises the overall question by its wording, tolerant of case and spacing, and matches the seed", () => {
    expect(OVERALL_RATING_QUESTION).toBe(SEEDED_OVERALL_QUESTION);
    expect(isOverallRatingQuestion({ questionText: "Overall, how would you rate this course?", questionType: "star_rating" })).toBe(true);
    expect(isOverallRatingQuestion({ questionText: "  overall,  how would you RATE this course? ", questionType: "star_rating" })).toBe(
      true,
    );
    expect(isOverallRatingQuestion({ questionText: "Overall, how would you rate this course", questionType: "star_rating" })).toBe(false);
    expect(isOverallRatingQuestion({ questionText: OVERALL_RATING_QUESTION, questionType: "open_ended" })).toBe(false);
  });

  it("low ratings are 1–3", () => {
    expect([null, undefined, 0, 1, 2, 3, 4, 5].map(isLowRating)).toEqual([false, false, false, true, true, true, false, false]);
  });

  it("parses radio values", () => {
    expect(["1", " 5 ", "0", "6", "", undefined, 3].map(parseRating)).toEqual([1, 5, null, null, null, null, null]);
  });

  it("names fields after the question id", () => {
    expect(answerField("abc")).toBe("q_abc");
    expect(followUpField("abc")).toBe("q_abc_followup");
  });

  it("works without conform too (the server may parse a plain object)", () => {
    const schema = buildEvaluationSchema(QUESTIONS);
    expect(schema.safeParse({ ...valid, [answerField(USEFUL.id)]: "" }).success).toBe(true);
    const failed = schema.safeParse({});
    expect(failed.success).toBe(false);
    expect(failed.error?.issues.map((i) => i.message)).toEqual([
      "Please select a rating",
      "Please select a rating",
      "This field is required",
    ]);
  });
});
