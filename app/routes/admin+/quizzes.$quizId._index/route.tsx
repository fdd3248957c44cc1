// /admin/quizzes/{quizId}: a quiz's settings, its sections (final exams: title, order, questions to
// pull from each), its question bank (add, edit, duplicate, delete, move up/down) and the courses
// using it. Every button is a form posting an `intent`, so all of it works without JavaScript.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { QuizSettingsForm } from "~/components/admin/quiz-settings-form";
import { Toaster } from "~/components/ui/toaster";
import {
  deleteQuestion,
  deleteQuiz,
  deleteSection,
  duplicateQuestion,
  getQuizEditor,
  linkFinalExam,
  listCourseChoices,
  moveQuestion,
  quizSectionVersion,
  quizSettingsVersion,
  unlinkFinalExam,
  saveSection,
  updateQuizSettings,
  type Refused,
} from "~/models/assessment/quiz-admin.server";
import {
  QUIZ_MESSAGES,
  QUIZ_SECTION_FIELD_LABELS,
  QUIZ_SETTINGS_FIELD_LABELS,
  QUIZ_TOASTS,
  QUIZ_TYPE_LABELS,
  QUIZZES_PATH,
  quizSettingsSchema,
  sectionSchema,
} from "~/rules/quiz-authoring";
import { postedVersion, staleEditMessage } from "~/rules/edit-version";
import { useEditVersion } from "~/components/forms/edit-version";
import { readForm } from "~/utils/form.server";
import { invariantResponse, requireIdParam } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { errorToast, requireAdmin } from "../admin.server";
import { SectionsPanel } from "./sections-panel";
import { QuestionsPanel } from "./questions-panel";

export const handle: PageTitleHandle = { pageTitle: "Edit Quiz" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Edit Quiz", matches);

const NOT_FOUND = "Quiz not found";

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

const intentSchema = z.object({
  intent: z.enum([
    "settings",
    "section",
    "section-delete",
    "question-up",
    "question-down",
    "question-duplicate",
    "question-delete",
    "quiz-delete",
    "course-link",
    "course-unlink",
  ]),
  courseId: z.string().optional().default(""),
  sectionId: z.string().optional().default(""),
  questionId: z.string().optional().default(""),
});

function refusedReply(result: Refused, title: string, extra: Record<string, unknown> = {}) {
  if (result.reason === "not_found") throw data(NOT_FOUND, { status: 404 });
  return data({ ...extra, problems: result.problems, toast: errorToast(title, result.problems.join(" ")) }, { status: 400 });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { actor } = await requireAdmin(request, context);
  const quizId = requireIdParam(params.quizId, NOT_FOUND);
  const form = await readForm(request);
  const parsed = intentSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data("Unknown action", { status: 400 });
  const { intent, sectionId, questionId, courseId } = parsed.data;
  const here = `${QUIZZES_PATH}/${quizId}`;

  switch (intent) {
    case "settings": {
      const submission = parseWithZod(form, { schema: quizSettingsSchema });
      if (submission.status !== "success") {
        return data({ intent, result: submission.reply(), toast: errorToast(QUIZ_TOASTS.updateFailed.title) }, { status: 400 });
      }
      const saved = await updateQuizSettings(quizId, submission.value, actor, postedVersion(form));
      if ("outcome" in saved) {
        // Someone saved the settings after this form was opened: nothing written, what changed shown (decision 0085).
        const result = submission.reply({ formErrors: [staleEditMessage(saved, QUIZ_SETTINGS_FIELD_LABELS)] });
        return data(
          {
            intent,
            result,
            version: saved.version,
            versionOf: "settings",
            toast: errorToast(QUIZ_TOASTS.stale.title, QUIZ_TOASTS.stale.description),
          },
          { status: 409 },
        );
      }
      if (!saved.ok)
        return refusedReply(saved, QUIZ_TOASTS.updateFailed.title, {
          intent,
          result: submission.reply({ formErrors: saved.reason === "invalid" ? saved.problems : [] }),
        });
      return redirectWithToast(here, QUIZ_TOASTS.updated);
    }
    case "section": {
      const input = sectionSchema.safeParse(Object.fromEntries(form));
      if (!input.success) {
        const problems = input.error.issues.map((issue) => issue.message);
        return data(
          { intent, sectionId, problems, toast: errorToast(QUIZ_TOASTS.updateFailed.title, problems.join(" ")) },
          { status: 400 },
        );
      }
      const saved = await saveSection(quizId, sectionId || null, input.data, actor, postedVersion(form));
      if ("outcome" in saved) {
        // Someone saved the section after this form was opened: nothing written, what changed shown (decision 0085).
        const message = staleEditMessage(saved, QUIZ_SECTION_FIELD_LABELS);
        const result = parseWithZod(form, { schema: sectionSchema }).reply({ formErrors: [message] });
        return data(
          {
            intent,
            sectionId,
            problems: [message],
            result,
            version: saved.version,
            versionOf: `section:${sectionId}`,
            toast: errorToast(QUIZ_TOASTS.staleSection.title, QUIZ_TOASTS.staleSection.description),
          },
          { status: 409 },
        );
      }
      if (!saved.ok) return refusedReply(saved, QUIZ_TOASTS.updateFailed.title, { intent, sectionId });
      return redirectWithToast(here, QUIZ_TOASTS.sectionSaved);
    }
    case "section-delete": {
      const deleted = await deleteSection(quizId, sectionId, actor);
      if (!deleted.ok) return refusedReply(deleted, QUIZ_TOASTS.updateFailed.title, { intent, sectionId });
      return redirectWithToast(here, QUIZ_TOASTS.sectionDeleted);
    }
    case "question-up":
    case "question-down": {
      const moved = await moveQuestion(quizId, questionId, intent === "question-up" ? "up" : "down", actor);
      if (!moved.ok) return refusedReply(moved, QUIZ_TOASTS.updateFailed.title, { intent });
      return redirectWithToast(here, QUIZ_TOASTS.questionMoved);
    }
    case "question-duplicate": {
      const copied = await duplicateQuestion(quizId, questionId, actor);
      if (!copied.ok) return refusedReply(copied, QUIZ_TOASTS.updateFailed.title, { intent });
      return redirectWithToast(here, QUIZ_TOASTS.questionDuplicated);
    }
    case "question-delete": {
      const deleted = await deleteQuestion(quizId, questionId, actor);
      if (!deleted.ok) return refusedReply(deleted, QUIZ_TOASTS.updateFailed.title, { intent });
      return redirectWithToast(here, {
        ...QUIZ_TOASTS.questionDeleted,
        description: deleted.historyKept ? QUIZ_MESSAGES.historyKeptDelete : undefined,
      });
    }
    case "course-link": {
      const linked = await linkFinalExam(quizId, courseId, actor);
      if (!linked.ok) return refusedReply(linked, QUIZ_TOASTS.updateFailed.title, { intent });
      return redirectWithToast(here, QUIZ_TOASTS.updated);
    }
    case "course-unlink": {
      const unlinked = await unlinkFinalExam(quizId, courseId, actor);
      if (!unlinked.ok) return refusedReply(unlinked, QUIZ_TOASTS.updateFailed.title, { intent });
      return redirectWithToast(here, QUIZ_TOASTS.updated);
    }
    case "quiz-delete": {
      const deleted = await deleteQuiz(quizId, actor);
      if (!deleted.ok) return refusedReply(deleted, QUIZ_TOASTS.deleteFailed.title, { intent });
      return redirectWithToast(QUIZZES_PATH, QUIZ_TOASTS.deleted);
    }
  }
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

      <section aria-labelledby="courses-heading" className="space-y-3">
        <h2 id="courses-heading" className="font-serif text-2xl font-bold">
          Courses using this quiz
        </h2>
        {courses.length === 0 ? (
          <p className="text-ink-muted">No course uses this quiz yet.</p>
        ) : (
          <ul className="card space-y-2">
            {courses.map((course) => (
              <li key={`${course.id}-${course.placement}`} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {course.title} ({course.placement === "final" ? "final exam" : "lesson quiz"}, {course.status})
                </span>
                {course.placement === "final" ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="course-unlink" />
                    <input type="hidden" name="courseId" value={course.id} />
                    <button type="submit" className="btn-ghost min-h-[36px] px-2 py-1" aria-label={`Remove from ${course.title}`}>
                      Remove
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <Form method="post" className="card flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="course-link" />
          <div className="min-w-0 flex-1">
            <label htmlFor="link-course" className="block text-sm font-medium">
              Use as the final exam of
            </label>
            <select
              id="link-course"
              name="courseId"
              required
              className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2 text-ink"
            >
              <option value="">Choose a course</option>
              {courseChoices.map((course) => (
                <option key={course.id} value={course.id}>
                  {course.title}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-secondary">
            Link course
          </button>
        </Form>
        <p className="text-sm text-ink-muted">Lesson quizzes are placed from the course editor.</p>
      </section>

      <section aria-labelledby="delete-heading" className="space-y-3">
        <h2 id="delete-heading" className="font-serif text-2xl font-bold">
          Delete quiz
        </h2>
        <Form method="post" className="card flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-ink-muted">A quiz used by a course or already taken by learners cannot be deleted.</p>
          <input type="hidden" name="intent" value="quiz-delete" />
          <button type="submit" className="btn-secondary text-danger">
            Delete quiz
          </button>
        </Form>
      </section>
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}
