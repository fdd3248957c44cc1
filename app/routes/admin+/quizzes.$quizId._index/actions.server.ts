// The action of /admin/quizzes/{quizId}, beside its page: every button there posts an `intent`
// (settings, a section, a question's move/duplicate/delete, the courses using the quiz, deleting it),
// answered with a redirect and a toast, or with the refusal the page shows (decision 0085 for a stale form).
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { z } from "zod";
import {
  deleteQuestion,
  deleteQuiz,
  deleteSection,
  duplicateQuestion,
  linkFinalExam,
  moveQuestion,
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
  QUIZZES_PATH,
  quizSettingsSchema,
  sectionSchema,
} from "~/rules/quiz-authoring";
import { postedVersion, staleEditMessage } from "~/rules/edit-version";
import { readForm } from "~/utils/form.server";
import { requireIdParam } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { errorToast, requireAdmin } from "../admin.server";

export const NOT_FOUND = "Quiz not found";

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
