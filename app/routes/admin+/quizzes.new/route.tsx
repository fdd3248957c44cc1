// /admin/quizzes/new: a quiz's settings; its sections and questions are added on its page next.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { QuizSettingsForm } from "~/components/admin/quiz-settings-form";
import { Toaster } from "~/components/ui/toaster";
import { createQuiz } from "~/models/assessment/quiz-admin.server";
import { QUIZ_TOASTS, QUIZZES_PATH, quizSettingsSchema } from "~/rules/quiz-authoring";
import { readForm } from "~/utils/form.server";
import { redirectWithToast } from "~/utils/toast.server";
import { errorToast, requireAdmin } from "../admin.server";

export const handle: PageTitleHandle = { pageTitle: "New Quiz" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("New Quiz", matches);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { actor } = await requireAdmin(request, context);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: quizSettingsSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), toast: errorToast(QUIZ_TOASTS.createFailed.title) }, { status: 400 });
  }
  const created = await createQuiz(submission.value, actor);
  if (!created.ok) {
    const problems = created.reason === "invalid" ? created.problems : [];
    return data(
      { result: submission.reply({ formErrors: problems }), toast: errorToast(QUIZ_TOASTS.createFailed.title, problems.join(" ")) },
      { status: 400 },
    );
  }
  return redirectWithToast(`${QUIZZES_PATH}/${created.quizId}`, QUIZ_TOASTS.created);
}

export default function NewQuiz() {
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-3xl">
      <Link to={QUIZZES_PATH} className="text-sm text-brand underline hover:no-underline">
        Back to Quizzes
      </Link>
      <h1 className="mt-2 mb-6 font-serif text-3xl font-bold">New Quiz</h1>
      <QuizSettingsForm
        submitLabel="Create quiz"
        lastResult={actionData?.result}
        defaultValue={{
          title: "",
          quizType: "regular",
          passingScorePercentage: "70",
          durationMinutes: "",
          randomizeQuestions: false,
          randomizeAnswerChoices: false,
          questionsToPull: "",
        }}
      />
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}
