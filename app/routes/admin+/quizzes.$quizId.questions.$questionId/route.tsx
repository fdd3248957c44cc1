// /admin/quizzes/{quizId}/questions/{questionId} ("new" to add one): the question editor. Saving a
// question learners have answered keeps their past attempts as they were (decision 0031) and says so.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { QuestionForm } from "~/components/admin/question-form";
import { Toaster } from "~/components/ui/toaster";
import { createQuestion, getQuestionForEdit, getQuizSummary, questionVersion, updateQuestion } from "~/models/assessment/quiz-admin.server";
import {
  QUESTION_FIELD_LABELS,
  QUESTION_REPLACED_MESSAGE,
  QUESTION_REPLACED_NOTE,
  QUIZ_MESSAGES,
  QUIZ_TOASTS,
  QUIZZES_PATH,
  questionSchema,
} from "~/rules/quiz-authoring";
import { postedVersion, staleEditMessage } from "~/rules/edit-version";
import { useEditVersion } from "~/components/forms/edit-version";
import { readForm } from "~/utils/form.server";
import { invariantResponse, requireIdParam } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { errorToast, requireAdmin } from "../admin.server";

export const handle: PageTitleHandle = { pageTitle: "Question" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Question", matches);

const QUIZ_NOT_FOUND = "Quiz not found";
const QUESTION_NOT_FOUND = "Question not found";

function questionParam(value: string | undefined): string | null {
  return value === "new" ? null : requireIdParam(value, QUESTION_NOT_FOUND);
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const quiz = await getQuizSummary(requireIdParam(params.quizId, QUIZ_NOT_FOUND));
  invariantResponse(quiz, QUIZ_NOT_FOUND);
  const questionId = questionParam(params.questionId);
  const question = questionId ? await getQuestionForEdit(quiz.id, questionId) : null;
  if (questionId) invariantResponse(question, QUESTION_NOT_FOUND);
  return {
    quiz,
    isNew: !question,
    answered: question?.answered ?? false,
    version: question ? questionVersion(question) : null,
    // Opened on a question an edit replaced (decision 0031): this is the question now in its place.
    replacedBy: question?.replaced ? question.id : null,
    values: {
      questionText: question?.questionText ?? "",
      choiceA: question?.choiceA ?? "",
      choiceB: question?.choiceB ?? "",
      choiceC: question?.choiceC ?? "",
      choiceD: question?.choiceD ?? "",
      correctAnswer: question?.correctAnswer ?? "A",
      explanation: question?.explanation ?? "",
      sectionId: question?.sectionId ?? "",
      orderIndex: question ? String(question.orderIndex) : "",
    },
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { actor } = await requireAdmin(request, context);
  const quizId = requireIdParam(params.quizId, QUIZ_NOT_FOUND);
  const form = await readForm(request);
  const questionId = questionParam(params.questionId);
  const failed = questionId ? QUIZ_TOASTS.updateFailed.title : QUIZ_TOASTS.createFailed.title;
  const submission = parseWithZod(form, { schema: questionSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), problems: [] as string[], toast: errorToast(failed) }, { status: 400 });
  }
  const saved = questionId
    ? await updateQuestion(quizId, questionId, submission.value, actor, postedVersion(form))
    : await createQuestion(quizId, submission.value, actor);
  if ("outcome" in saved) {
    // Someone saved the question after this form was opened: nothing written, what changed shown (decision 0085).
    // If that save replaced it (learners had answered it), the form now saves to the question in its place.
    const replacedBy = "replacedBy" in saved ? saved.replacedBy : null;
    const message = staleEditMessage(saved, QUESTION_FIELD_LABELS);
    const result = submission.reply({ formErrors: [replacedBy ? `${message} ${QUESTION_REPLACED_MESSAGE}` : message] });
    return data(
      {
        result,
        problems: [] as string[],
        version: saved.version,
        replacedBy,
        toast: errorToast(QUIZ_TOASTS.stale.title, QUIZ_TOASTS.stale.description),
      },
      { status: 409 },
    );
  }
  if (!saved.ok) {
    if (saved.reason === "not_found") throw data(questionId ? QUESTION_NOT_FOUND : QUIZ_NOT_FOUND, { status: 404 });
    return data(
      { result: submission.reply(), problems: saved.problems, toast: errorToast(failed, saved.problems.join(" ")) },
      { status: 400 },
    );
  }
  const historyKept = "historyKept" in saved && saved.historyKept;
  return redirectWithToast(`${QUIZZES_PATH}/${quizId}`, {
    ...(questionId ? QUIZ_TOASTS.questionUpdated : QUIZ_TOASTS.questionCreated),
    description: historyKept ? QUIZ_MESSAGES.historyKept : undefined,
  });
}

export default function QuestionEditor() {
  const { quiz, isNew, answered, values, version, replacedBy: loadedReplacement } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const formVersion = useEditVersion(version);
  // A question replaced since this page was opened: the page and its Save stand for the question now in its place.
  const replacedBy = (actionData && "replacedBy" in actionData ? actionData.replacedBy : null) ?? loadedReplacement;
  const replacement = replacedBy ? `${QUIZZES_PATH}/${quiz.id}/questions/${replacedBy}` : null;
  return (
    <div className="mx-auto max-w-3xl">
      <Link to={`${QUIZZES_PATH}/${quiz.id}`} className="text-sm text-brand underline hover:no-underline">
        Back to {quiz.title}
      </Link>
      <h1 className="mt-2 mb-6 font-serif text-3xl font-bold">{isNew ? "Add Question" : "Edit Question"}</h1>
      {replacement ? (
        <p className="mb-4 text-sm" data-testid="replaced-note">
          {QUESTION_REPLACED_NOTE}{" "}
          <Link to={replacement} className="text-brand underline hover:no-underline">
            Open the new question
          </Link>
        </p>
      ) : null}
      <QuestionForm
        key={version ?? "new"}
        version={formVersion}
        defaultValue={values}
        sections={quiz.sections}
        answered={answered}
        lastResult={actionData?.result}
        problems={actionData?.problems ?? []}
      />
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}
