// /admin/quizzes/{quizId}: a quiz's settings, its sections (final exams: title, order, questions to
// pull from each), its question bank (add, edit, duplicate, delete, move up/down) and the courses
// using it. Every button is a form posting an `intent`, so all of it works without JavaScript.
import type { SubmissionResult } from "@conform-to/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { QuizSettingsForm } from "~/components/admin/quiz-settings-form";
import { Toaster } from "~/components/ui/toaster";
import { getQuizEditor, listCourseChoices, quizSectionVersion, quizSettingsVersion } from "~/models/assessment/quiz-admin.server";
import { QUIZ_TYPE_LABELS, QUIZZES_PATH } from "~/rules/quiz-authoring";
import { useEditVersion } from "~/components/forms/edit-version";
import { invariantResponse, requireIdParam } from "~/utils/http.server";
import { requireAdmin } from "../admin.server";
import { NOT_FOUND, type action } from "./actions.server";
import { CoursesPanel, DeleteQuizPanel } from "./courses-panel";
import { SectionsPanel } from "./sections-panel";
import { QuestionsPanel } from "./questions-panel";

export { action } from "./actions.server";

export const handle: PageTitleHandle = { pageTitle: "Edit Quiz" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Edit Quiz", matches);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const editor = await getQuizEditor(requireIdParam(params.quizId, NOT_FOUND));
  invariantResponse(editor, NOT_FOUND);
  return {
    quiz: editor.quiz,
    settingsVersion: quizSettingsVersion(editor.quiz),
    sections: editor.sections.map((section) => ({ ...section, version: quizSectionVersion(section) })),
    questions: editor.questions.map((q) => ({
      id: q.id,
      questionText: q.questionText,
      correctAnswer: q.correctAnswer,
      sectionId: q.sectionId,
      orderIndex: q.orderIndex,
      answered: q.answered,
    })),
    courses: editor.courses,
    courseChoices: (await listCourseChoices()).filter(
      (c) => !editor.courses.some((used) => used.id === c.id && used.placement === "final"),
    ),
    drawn: editor.drawn,
    problems: editor.problems,
  };
}

export default function EditQuiz() {
  const { quiz, settingsVersion, sections, questions, courses, courseChoices, drawn, problems } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const formVersion = useEditVersion(settingsVersion, "settings");
  const settingsResult = actionData && "result" in actionData && actionData.intent === "settings" ? actionData.result : null;
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <div>
        <Link to={QUIZZES_PATH} className="text-sm text-brand underline hover:no-underline">
          Back to Quizzes
        </Link>
        <h1 className="mt-2 font-serif text-3xl font-bold">{quiz.title}</h1>
        <p className="mt-1 text-ink-muted">
          {QUIZ_TYPE_LABELS[quiz.quizType]} · {questions.length} question{questions.length === 1 ? "" : "s"} in the bank · each attempt
          draws {drawn} ·{" "}
          <Link to={`${QUIZZES_PATH}/${quiz.id}/analytics`} className="text-brand underline hover:no-underline">
            Question Analytics
          </Link>{" "}
          ·{" "}
          <Link to={`${QUIZZES_PATH}/${quiz.id}/import`} className="text-brand underline hover:no-underline">
            Import questions (CSV)
          </Link>{" "}
          ·{" "}
          <Link to={`${QUIZZES_PATH}/${quiz.id}/preview`} className="text-brand underline hover:no-underline">
            Preview as learner
          </Link>
        </p>
        {problems.length ? (
          <div role="alert" className="mt-3 rounded-md border border-danger bg-danger/10 p-3 text-sm">
            {problems.join(" ")}
          </div>
        ) : null}
      </div>

      <section aria-labelledby="settings-heading" className="space-y-3">
        <h2 id="settings-heading" className="font-serif text-2xl font-bold">
          Settings
        </h2>
        <QuizSettingsForm
          key={`${String(quiz.updatedAt)} ${settingsVersion}`}
          submitLabel="Save settings"
          lastResult={settingsResult}
          version={formVersion}
          defaultValue={{
            title: quiz.title,
            quizType: quiz.quizType,
            passingScorePercentage: String(quiz.passingScorePercentage),
            durationMinutes: quiz.durationMinutes ? String(quiz.durationMinutes) : "",
            randomizeQuestions: quiz.randomizeQuestions,
            randomizeAnswerChoices: quiz.randomizeAnswerChoices,
            questionsToPull: quiz.questionsToPull ? String(quiz.questionsToPull) : "",
          }}
        />
      </section>

      <SectionsPanel
        quizType={quiz.quizType}
        sections={sections}
        error={
          actionData && "sectionId" in actionData && "problems" in actionData
            ? {
                sectionId: String(actionData.sectionId ?? ""),
                problems: (actionData.problems as string[]) ?? [],
                // A stale save's entries, shown again (without JavaScript the page is drawn anew).
                entries: "result" in actionData ? ((actionData.result as SubmissionResult<string[]>).initialValue ?? null) : null,
              }
            : null
        }
      />

      <QuestionsPanel quizId={quiz.id} questions={questions} sections={sections} />

      <CoursesPanel courses={courses} courseChoices={courseChoices} />

      <DeleteQuizPanel />
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}
