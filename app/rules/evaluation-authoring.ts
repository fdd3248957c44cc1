// /admin/evaluations (decision 0041; decision 0031): the course evaluation's settings, sections and
// questions as an admin edits them — the form rules, the texts and the history rule (a question
// learners have answered keeps its wording and type, and stays). Pure.
import { z } from "zod";
import { EVALUATION_QUESTION_TYPES, OVERALL_RATING_QUESTION } from "./evaluation-form";

export const EVALUATIONS_PATH = "/admin/evaluations";

export const QUESTION_TYPE_LABELS = { star_rating: "Star rating (1–5)", open_ended: "Written answer" } as const;
export type EvaluationQuestionType = keyof typeof QUESTION_TYPE_LABELS;

/** The evaluation settings form's fields by label (decision 0085). */
export const EVALUATION_FIELD_LABELS = { title: "Title", description: "Introduction", status: "Status" } as const;

/** A section's and a question's form fields by label (decision 0085). */
export const EVALUATION_SECTION_FIELD_LABELS = { title: "Section title", description: "Description" } as const;
export const EVALUATION_QUESTION_FIELD_LABELS = { questionText: "Question", questionType: "Answer", isRequired: "Required" } as const;

/** The toasts of a save refused because someone else saved the form's record after it was opened (decision 0085). */
export const EVALUATION_STALE_TOAST = "Someone else saved it after you opened it: see what changed at the top of the form.";
export const EVALUATION_STALE_PART_TOAST = "Someone else saved it after you opened it: see what changed above its Save button.";

export const EVALUATION_TOASTS = {
  created: { type: "success", title: "Evaluation created successfully" },
  updated: { type: "success", title: "Evaluation updated successfully" },
  deleted: { type: "success", title: "Evaluation deleted successfully" },
  createFailed: { type: "error", title: "Failed to create evaluation" },
  updateFailed: { type: "error", title: "Failed to update evaluation" },
  deleteFailed: { type: "error", title: "Failed to delete evaluation" },
  sectionSaved: { type: "success", title: "Section saved successfully" },
  sectionDeleted: { type: "success", title: "Section deleted successfully" },
  questionSaved: { type: "success", title: "Question saved successfully" },
  questionDeleted: { type: "success", title: "Question deleted successfully" },
  moved: { type: "success", title: "Order updated" },
} as const;

export const EVALUATION_MESSAGES = {
  title: "Enter a title of at most 200 characters",
  sectionTitle: "Enter a section title of at most 200 characters",
  questionText: "Enter the question, at most 500 characters",
  notFound: "Evaluation not found",
  sectionNotFound: "Section not found",
  questionNotFound: "Question not found",
  answeredChange:
    "Learners have answered this question, so its wording and type stay as they answered them (their responses are part of their course records). Add a new question instead; this one can be made optional.",
  answeredDelete:
    "Learners have answered this question, so it cannot be deleted (their responses are part of their course records). Make it optional instead.",
  sectionAnswered: "Learners have answered questions of this section, so it cannot be deleted.",
  inUse: "Cannot delete an evaluation in use: unlink it from its courses first.",
  hasResponses: "Learners have submitted this evaluation, so it cannot be deleted (their responses are part of their course records).",
  noQuestions: "A published evaluation used by a course needs at least one question.",
} as const;

/** What the player's follow-up rule keys on (1–3 stars asks what could be improved). */
export const OVERALL_RATING_NOTE = `Learners who give “${OVERALL_RATING_QUESTION}” 1 to 3 stars are asked what could be improved.`;

const trimmed = (max: number, message: string) =>
  z.preprocess((v) => (typeof v === "string" ? v.trim() : v), z.string({ error: message }).min(1, message).max(max, message));

export const evaluationSettingsSchema = z.object({
  title: trimmed(200, EVALUATION_MESSAGES.title),
  description: z.preprocess((v) => (typeof v === "string" && v.trim() ? v : undefined), z.string().max(20_000).optional()),
  status: z.enum(["published", "draft"]).default("published"),
});
export type EvaluationSettingsInput = z.output<typeof evaluationSettingsSchema>;

export const evaluationSectionSchema = z.object({
  title: trimmed(200, EVALUATION_MESSAGES.sectionTitle),
  description: z.preprocess((v) => (typeof v === "string" && v.trim() ? v.trim() : undefined), z.string().max(2_000).optional()),
});
export type EvaluationSectionInput = z.output<typeof evaluationSectionSchema>;

export const evaluationQuestionSchema = z.object({
  questionText: trimmed(500, EVALUATION_MESSAGES.questionText),
  questionType: z.enum(EVALUATION_QUESTION_TYPES, { error: "Choose the kind of answer" }),
  // A checkbox: present ("on") when ticked.
  isRequired: z.preprocess((v) => v === "on" || v === "true", z.boolean()),
});
export type EvaluationQuestionInput = z.output<typeof evaluationQuestionSchema>;

/** May an answered question take this edit? Only its required flag may change. */
export function answeredEditAllowed(current: { questionText: string; questionType: string }, next: EvaluationQuestionInput): boolean {
  return current.questionText === next.questionText && current.questionType === next.questionType;
}
