// /admin/evaluations/{evaluationId} (decision 0041; decision 0031): an evaluation's settings, its
// sections (title, description, order) and their questions (star rating or written answer,
// required, order), the courses using it, and deleting it. Every button is a form posting an
// `intent`, so all of it works without JavaScript; each change answers with a toast and writes the
// audit log. Questions learners have answered keep their wording and type.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { EvaluationSettingsForm } from "~/components/admin/evaluation-settings-form";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { Toaster } from "~/components/ui/toaster";
import {
  deleteEvaluation,
  deleteQuestion,
  deleteSection,
  evaluationQuestionVersion,
  evaluationSectionVersion,
  evaluationVersion,
  getEvaluationEditor,
  moveItem,
  saveQuestion,
  saveSection,
  updateEvaluationSettings,
  type Refused,
} from "~/models/assessment/evaluation-admin.server";
import { useEditVersion } from "~/components/forms/edit-version";
import { postedVersion, showValue, staleEditMessage } from "~/rules/edit-version";
import {
  EVALUATION_FIELD_LABELS,
  EVALUATION_MESSAGES,
  EVALUATION_QUESTION_FIELD_LABELS,
  EVALUATION_SECTION_FIELD_LABELS,
  EVALUATION_STALE_PART_TOAST,
  EVALUATION_STALE_TOAST,
  EVALUATION_TOASTS,
  EVALUATIONS_PATH,
  evaluationQuestionSchema,
  evaluationSectionSchema,
  evaluationSettingsSchema,
  QUESTION_TYPE_LABELS,
  type EvaluationQuestionType,
} from "~/rules/evaluation-authoring";
import { isOverallRatingQuestion } from "~/rules/evaluation-form";
import { readForm } from "~/utils/form.server";
import { invariantResponse, requireIdParam } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { errorToast, requireAdmin } from "../admin.server";
import { SectionsPanel } from "./sections-panel";

export const handle: PageTitleHandle = { pageTitle: "Edit Evaluation" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Edit Evaluation", matches);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const editor = await getEvaluationEditor(requireIdParam(params.evaluationId, EVALUATION_MESSAGES.notFound));
  invariantResponse(editor, EVALUATION_MESSAGES.notFound);
  return {
    evaluation: {
      id: editor.evaluation.id,
      title: editor.evaluation.title,
      description: editor.evaluation.description ?? "",
      status: editor.evaluation.status === "draft" ? ("draft" as const) : ("published" as const),
    },
    version: evaluationVersion(editor.evaluation),
    sections: editor.sections.map((section) => ({
      id: section.id,
      title: section.title,
      description: section.description ?? "",
      version: evaluationSectionVersion(section),
      questions: section.questions.map((q) => ({
        id: q.id,
        version: evaluationQuestionVersion(q),
        questionText: q.questionText,
        questionType: q.questionType,
        isRequired: q.isRequired,
        answers: q.answers,
        overallRating: isOverallRatingQuestion(q),
      })),
    })),
    courses: editor.courses,
    submissions: editor.submissions,
  };
}

const intentSchema = z.object({
  intent: z.enum([
    "settings",
    "section",
    "section-delete",
    "section-up",
    "section-down",
    "question",
    "question-delete",
    "question-up",
    "question-down",
    "delete",
  ]),
  sectionId: z.string().optional().default(""),
  questionId: z.string().optional().default(""),
});

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { actor } = await requireAdmin(request, context);
  const evaluationId = requireIdParam(params.evaluationId, EVALUATION_MESSAGES.notFound);
  const form = await readForm(request);
  const parsed = intentSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ problems: ["Unknown action."], target: "", toast: errorToast("Unknown action") }, { status: 400 });
  const { intent, sectionId, questionId } = parsed.data;
  const here = `${EVALUATIONS_PATH}/${evaluationId}`;
  // Where a refusal is shown: the section or question form it came from.
  const target = intent.startsWith("question")
    ? questionId || `new-${sectionId}`
    : intent.startsWith("section")
      ? sectionId || "new"
      : intent;
  const refuse = (problems: string[], title: string = EVALUATION_TOASTS.updateFailed.title) =>
    data({ problems, target, toast: errorToast(title, problems.join(" ")) }, { status: 400 });
  const answer = (result: { ok: true } | Refused, toast: { type: "success"; title: string }, title?: string) => {
    if (result.ok) return redirectWithToast(here, toast);
    if (result.reason === "not_found") throw data(EVALUATION_MESSAGES.notFound, { status: 404 });
    return refuse([result.problem], title);
  };
  const problemsOf = (error: z.ZodError) => error.issues.map((issue) => issue.message);
  // A section or question form someone else saved after it was opened: nothing written, what changed
  // shown beside it, its entries kept (conform's lastResult) and the current version (decision 0085).
  const stale = (message: string, version: string, schema: z.ZodType) => {
    const result = parseWithZod(form, { schema }).reply({ formErrors: [message] });
    const toast = errorToast(EVALUATION_TOASTS.updateFailed.title, EVALUATION_STALE_PART_TOAST);
    return data({ result, target, problems: [message], version, versionOf: target, toast }, { status: 409 });
  };

  switch (intent) {
    case "settings": {
      const submission = parseWithZod(form, { schema: evaluationSettingsSchema });
      if (submission.status !== "success") {
        return data(
          { result: submission.reply(), target, problems: [], toast: errorToast(EVALUATION_TOASTS.updateFailed.title) },
          { status: 400 },
        );
      }
      const saved = await updateEvaluationSettings(evaluationId, submission.value, actor, postedVersion(form));
      if ("outcome" in saved) {
        // Someone saved the settings after this form was opened: nothing written, what changed shown (decision 0085).
        const result = submission.reply({ formErrors: [staleEditMessage(saved, EVALUATION_FIELD_LABELS)] });
        const toast = errorToast(EVALUATION_TOASTS.updateFailed.title, EVALUATION_STALE_TOAST);
        return data({ result, target, problems: [] as string[], version: saved.version, versionOf: target, toast }, { status: 409 });
      }
      return answer(saved, EVALUATION_TOASTS.updated);
    }
    case "section": {
      const input = evaluationSectionSchema.safeParse(Object.fromEntries(form));
      if (!input.success) return refuse(problemsOf(input.error));
      const saved = await saveSection(evaluationId, sectionId || null, input.data, actor, postedVersion(form));
      if ("outcome" in saved)
        return stale(staleEditMessage(saved, EVALUATION_SECTION_FIELD_LABELS), saved.version, evaluationSectionSchema);
      return answer(saved, EVALUATION_TOASTS.sectionSaved);
    }
    case "section-delete":
      return answer(await deleteSection(evaluationId, sectionId, actor), EVALUATION_TOASTS.sectionDeleted);
    case "section-up":
    case "section-down":
      return answer(
        await moveItem(evaluationId, "section", sectionId, intent === "section-up" ? "up" : "down", actor),
        EVALUATION_TOASTS.moved,
      );
    case "question": {
      const input = evaluationQuestionSchema.safeParse(Object.fromEntries(form));
      if (!input.success) return refuse(problemsOf(input.error));
      const saved = await saveQuestion(evaluationId, sectionId, questionId || null, input.data, actor, postedVersion(form));
      if ("outcome" in saved) {
        const message = staleEditMessage(saved, EVALUATION_QUESTION_FIELD_LABELS, (key, value) =>
          showValue(key === "questionType" ? QUESTION_TYPE_LABELS[value as EvaluationQuestionType] : value),
        );
        return stale(message, saved.version, evaluationQuestionSchema);
      }
      return answer(saved, EVALUATION_TOASTS.questionSaved);
    }
    case "question-delete":
      return answer(await deleteQuestion(evaluationId, questionId, actor), EVALUATION_TOASTS.questionDeleted);
    case "question-up":
    case "question-down":
      return answer(
        await moveItem(evaluationId, "question", questionId, intent === "question-up" ? "up" : "down", actor),
        EVALUATION_TOASTS.moved,
      );
    case "delete": {
      const deleted = await deleteEvaluation(evaluationId, actor);
      if (deleted.ok) return redirectWithToast(EVALUATIONS_PATH, EVALUATION_TOASTS.deleted);
      return answer(deleted, EVALUATION_TOASTS.deleted, EVALUATION_TOASTS.deleteFailed.title);
    }
  }
}

export default function EditEvaluation() {
  const { evaluation, version, sections, courses, submissions } = useLoaderData<typeof loader>();
  const formVersion = useEditVersion(version, "settings");
  const actionData = useActionData<typeof action>();
  const refusal =
    actionData && "problems" in actionData
      ? {
          target: actionData.target,
          problems: actionData.problems,
          // A stale save's entries, shown again in its form (without JavaScript the page is drawn anew).
          entries: "result" in actionData ? ((actionData.result as SubmissionResult<string[]>).initialValue ?? null) : null,
        }
      : null;
  const questionCount = sections.reduce((n, s) => n + s.questions.length, 0);
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <div>
        <Link to={EVALUATIONS_PATH} className="text-sm text-brand underline hover:no-underline">
          Back to Evaluations
        </Link>
        <h1 className="mt-2 font-serif text-3xl font-bold">{evaluation.title}</h1>
        <p className="mt-1 text-ink-muted">
          {sections.length} section{sections.length === 1 ? "" : "s"} · {questionCount} question{questionCount === 1 ? "" : "s"} · submitted
          by {submissions} learner{submissions === 1 ? "" : "s"}
        </p>
      </div>
      <EvaluationSettingsForm
        key={version}
        version={formVersion}
        submitLabel="Save Evaluation"
        defaultValue={evaluation}
        lastResult={
          actionData && "result" in actionData && actionData.target === "settings"
            ? (actionData.result as SubmissionResult<string[]>)
            : null
        }
        problems={refusal?.target === "settings" ? refusal.problems : []}
      />
      <SectionsPanel sections={sections} refusal={refusal} />
      <section aria-labelledby="courses-heading" className="card p-4 sm:p-6">
        <h2 id="courses-heading" className="text-lg font-semibold">
          Courses using this evaluation
        </h2>
        {courses.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">None yet. A course links its evaluation from the course editor.</p>
        ) : (
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {courses.map((course) => (
              <li key={course.id}>
                <Link to={`/admin/courses/edit/${course.id}`} className="text-brand underline hover:no-underline">
                  {course.title}
                </Link>{" "}
                ({course.status})
              </li>
            ))}
          </ul>
        )}
      </section>
      <Form method="post" className="card p-4 sm:p-6">
        <h2 className="text-lg font-semibold">Delete evaluation</h2>
        <p className="mt-1 text-sm text-ink-muted">Only an evaluation no course uses and no learner has submitted can be deleted.</p>
        {refusal?.target === "delete" ? (
          <p role="alert" className="mt-2 text-sm text-danger">
            {refusal.problems.join(" ")}
          </p>
        ) : null}
        <button type="submit" name="intent" value="delete" className="btn-secondary mt-3 text-danger">
          Delete Evaluation
        </button>
      </Form>
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}
