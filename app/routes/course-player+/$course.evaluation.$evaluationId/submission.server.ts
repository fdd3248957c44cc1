// The evaluation form at the edge: the posted fields are parsed with the ONE schema built from the
// evaluation's questions (app/rules/evaluation-form.ts, the same one conform runs in the browser).
// The model decides when to read them — inside its transaction, once it has the questions and has
// checked access, unlocking and a previous submission — and never sees the form itself.
import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { buildEvaluationSchema, type EvaluationQuestionSpec, type EvaluationResponseInput } from "~/rules/evaluation-form";

export type EvaluationFormReader = {
  /** The responses to write, or null when a field is refused (see `reply`). */
  readResponses(questions: readonly EvaluationQuestionSpec[]): EvaluationResponseInput[] | null;
  /** conform's reply for the page: every field error, what was typed, and any form-level errors. */
  reply(formErrors?: string[]): SubmissionResult<string[]>;
};

export function readEvaluationForm(formData: FormData): EvaluationFormReader {
  let submission: Submission<Record<string, string | undefined>, string[], EvaluationResponseInput[]> | undefined;
  return {
    readResponses(questions) {
      submission = parseWithZod(formData, { schema: buildEvaluationSchema(questions) });
      return submission.status === "success" ? submission.value : null;
    },
    reply(formErrors) {
      // Refused before the fields were read (e.g. not found): nothing to echo back.
      if (!submission) return { status: "error", error: formErrors ? { "": formErrors } : {} };
      return submission.reply(formErrors ? { formErrors } : undefined);
    },
  };
}
