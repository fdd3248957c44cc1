// The course evaluation form (requirement learning-screens Evaluation screen, requirement learning-data-fields Evaluation / Evaluation response, requirement learning-validation-rules,
// requirement learning-constants): ONE zod schema built from an evaluation's questions, used by conform in the browser
// (`parseWithZod` from "@conform-to/zod/v4" in `onValidate`) and by the server
// (`readEvaluationForm` beside the player's evaluation route), so both give the same messages.
//
// Field names: every question posts under `answerField(question.id)`; the low-rating follow-up of
// 'Overall, how would you rate this course?' posts under `followUpField(question.id)`.
// Open-ended → trimmed text; star rating → a radio value "1"…"5".
//
// Every field is an optional string at the zod level and every rule is checked in one refinement,
// so a single submission reports every problem at once (zod stops at type errors otherwise).
import { z } from "zod";

export const EVALUATION_QUESTION_TYPES = ["open_ended", "star_rating"] as const;
export type EvaluationQuestionType = (typeof EVALUATION_QUESTION_TYPES)[number];

/** What the schema needs to know about a question. */
export type EvaluationQuestionSpec = {
  id: string;
  questionText: string;
  questionType: EvaluationQuestionType;
  isRequired: boolean;
};

/** One evaluation_responses row to write (requirement learning-data-fields): question_id, response_text, star_rating. */
export type EvaluationResponseInput = {
  questionId: string;
  /** The open-ended answer, or the low-rating follow-up of the overall question; null when none. */
  responseText: string | null;
  /** 1–5 for star-rating questions; null otherwise or when an optional rating was skipped. */
  starRating: number | null;
};

/** The exact texts of requirement learning-validation-rules, and ours where the requirements give none (see docs/decisions/0014-evaluation.md). */
export const EVALUATION_MESSAGES = {
  required: "This field is required",
  ratingRequired: "Please select a rating",
  followUpRequired: "Please share your feedback",
  /** Ours: the requirements only say "an apology prompt". It labels the follow-up box. */
  followUpPrompt: "We're sorry this course didn't meet your expectations. Please tell us what we could do better.",
  /** Ours: answers are capped so one submission cannot store megabytes. */
  tooLong: "Please keep your answer under 5,000 characters",
} as const;

/** The question whose low rating asks for a follow-up (requirement learning-validation-rules; the seed uses the same wording). */
export const OVERALL_RATING_QUESTION = "Overall, how would you rate this course?";

export const RATING_VALUES = ["1", "2", "3", "4", "5"] as const;
export const MIN_RATING = 1;
/** requirement learning-constants: a low overall rating is 3 or below. */
export const LOW_RATING_MAX = 3;
export const MAX_ANSWER_LENGTH = 5000;

/** The form field of a question's answer. */
export const answerField = (questionId: string) => `q_${questionId}`;
/** The form field of the overall question's low-rating follow-up. */
export const followUpField = (questionId: string) => `q_${questionId}_followup`;

const normalise = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/** Is this the star-rating question 'Overall, how would you rate this course?' (whitespace and case tolerant). */
export function isOverallRatingQuestion(question: Pick<EvaluationQuestionSpec, "questionText" | "questionType">): boolean {
  return question.questionType === "star_rating" && normalise(question.questionText) === normalise(OVERALL_RATING_QUESTION);
}

/** 1–3 (requirements learning-validation-rules, learning-constants). */
export function isLowRating(rating: number | null | undefined): boolean {
  return typeof rating === "number" && rating >= MIN_RATING && rating <= LOW_RATING_MAX;
}

/** "1"…"5" → 1…5; anything else → null. */
export function parseRating(value: unknown): number | null {
  return typeof value === "string" && (RATING_VALUES as readonly string[]).includes(value.trim()) ? Number(value.trim()) : null;
}

/** Trimmed text with CRLF as \n; blank → null. */
function cleanText(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.replace(/\r\n?/g, "\n").trim();
  return text === "" ? null : text;
}

/**
 * The schema for one evaluation. Output: the responses to write, one per answered question, in
 * question order (a skipped optional question writes no row). A follow-up sent with a rating of 4–5
 * (or without a rating) is dropped: only a low overall rating keeps it.
 */
export function buildEvaluationSchema(questions: readonly EvaluationQuestionSpec[]) {
  const shape: Record<string, z.ZodOptional<z.ZodString>> = {};
  for (const question of questions) {
    shape[answerField(question.id)] = z.string().optional();
    if (isOverallRatingQuestion(question)) shape[followUpField(question.id)] = z.string().optional();
  }

  return z
    .object(shape)
    .superRefine((value, ctx) => {
      const issue = (field: string, message: string) => ctx.addIssue({ code: "custom", message, path: [field] });
      for (const question of questions) {
        const field = answerField(question.id);
        const raw = value[field];
        if (question.questionType === "open_ended") {
          const text = cleanText(raw);
          if (text === null) {
            if (question.isRequired) issue(field, EVALUATION_MESSAGES.required);
          } else if (text.length > MAX_ANSWER_LENGTH) issue(field, EVALUATION_MESSAGES.tooLong);
          continue;
        }
        const rating = parseRating(raw);
        // A value outside 1–5 is no rating; reported when the rating is required or a value was sent.
        if (rating === null && (question.isRequired || cleanText(raw) !== null)) issue(field, EVALUATION_MESSAGES.ratingRequired);
        if (isOverallRatingQuestion(question) && isLowRating(rating)) {
          const followUp = cleanText(value[followUpField(question.id)]);
          if (followUp === null) issue(followUpField(question.id), EVALUATION_MESSAGES.followUpRequired);
          else if (followUp.length > MAX_ANSWER_LENGTH) issue(followUpField(question.id), EVALUATION_MESSAGES.tooLong);
        }
      }
    })
    .transform((value): EvaluationResponseInput[] => {
      const responses: EvaluationResponseInput[] = [];
      for (const question of questions) {
        const raw = value[answerField(question.id)];
        if (question.questionType === "open_ended") {
          const text = cleanText(raw);
          if (text !== null) responses.push({ questionId: question.id, responseText: text, starRating: null });
          continue;
        }
        const rating = parseRating(raw);
        if (rating === null) continue;
        const followUp = isOverallRatingQuestion(question) && isLowRating(rating) ? cleanText(value[followUpField(question.id)]) : null;
        responses.push({ questionId: question.id, responseText: followUp, starRating: rating });
      }
      return responses;
    });
}
