// The loader and action of the player's quiz and final-exam pages (requirement learning-screens Quiz screen, requirement progress-unlocking-and-quiz-flow Quiz,
// requirement learning-error-texts; decisions 0011 and 0016). The page is one address with views picked by its search:
//   no attempt yet  → the start screen (POST intent=start creates the attempt);
//   an open attempt → one question at a time (?q=N), the confirm view (?confirm=1);
//   otherwise       → the result of the latest (or ?attempt=) finished attempt, tabs by ?tab=.
// Every POST passes the player's access and unlock checks first: a locked quiz cannot be started,
// answered or submitted by URL.
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import {
  getAttemptForTaking,
  getAttemptResult,
  getQuizIntro,
  getQuizStatus,
  isAttemptOf,
  listAttemptHistory,
  saveAnswer,
  startOrResumeAttempt,
  submitAttempt,
  type AttemptResultView,
  type HistoryResult,
  type QuizIntro,
  type TakingAttempt,
} from "~/models/assessment/quiz-attempt.server";
import type { PlayerData, PlayerItem } from "~/models/learning/player.server";
import { completeItem } from "~/models/learning/progress.server";
import { recordPageView } from "~/models/learning/time-on-task.server";
import { getSeatTimeStatus } from "~/models/learning/delivery-policy.server";
import { SEAT_TIME_LOCK_TITLE, seatTimeLockMessage } from "~/rules/delivery-policy";
import { ANSWER_LETTERS } from "~/rules/quiz-shuffle";
import { chooseResultTab, resultTabs, targetQuestion, type ResultTab } from "~/rules/quiz-screen";
import { QUIZ_TEXTS } from "~/rules/quiz-texts";
import { contentKey, isFinalExam } from "~/rules/unlocking";
import type { SessionUser } from "~/models/accounts/user.server";
import { itemHref, requireItem } from "~/screens/course-player/player.server";
import { redirectWithToast } from "~/utils/toast.server";
import { readForm } from "~/utils/form.server";
import { UUID_PATTERN } from "~/rules/ids";
import { invariantResponse } from "~/utils/http.server";
import { examGateRedirect, examStartPolicy, integrityHref } from "~/screens/quiz/exam-gate.server";

export type QuizRouteKind = { segment: "quiz" | "final-exam"; notFound: string };
export const LESSON_QUIZ_ROUTE: QuizRouteKind = { segment: "quiz", notFound: "Quiz not found" };
export const FINAL_EXAM_ROUTE: QuizRouteKind = { segment: "final-exam", notFound: "Final exam not found" };

export const TIME_UP_TOAST = {
  type: "info" as const,
  title: "Time is up",
  description: "Your quiz was submitted when the time ran out. Answers saved before then were scored.",
};

type Next = { href: string; title: string } | null;
type Base = {
  /** The lesson title, or "Final Exam" for a quiz with no lesson. */
  heading: string;
  isFinalExam: boolean;
  intervalId: string | null;
};
export type QuizScreen =
  | (Base & { mode: "start"; intro: QuizIntro; seatTimeLock: string | null })
  | (Base & { mode: "taking"; attempt: TakingAttempt })
  | (Base & {
      mode: "result";
      result: AttemptResultView;
      tabs: ResultTab[];
      tab: ResultTab;
      history: HistoryResult | null;
      next: Next;
    });

async function requireQuiz(request: Request, course: string | undefined, id: string | undefined, kind: QuizRouteKind, canonical: boolean) {
  if (!id || !UUID_PATTERN.test(id)) throw data(kind.notFound, { status: 404 });
  const quizId = id.toLowerCase();
  const key = contentKey("quiz", quizId);
  const context = await requireItem(request, course, key, { notFound: kind.notFound, path: `${kind.segment}/${quizId}`, canonical });
  return { ...context, quizId, key, href: itemHref(context.player, context.item) };
}

/**
 * A pass completes the quiz item when it is scored (the model); this also moves the learner's saved
 * position past it, as completing a topic does. Once per quiz: afterwards the item is completed.
 */
async function savePositionAfterPass(user: SessionUser, player: PlayerData, key: string) {
  if (!player.completed.has(key)) await completeItem(user.id, player, key, { allowedTypes: ["quiz"] });
}

function nextItem(player: PlayerData, index: number, passed: boolean): Next {
  const next = player.content[index + 1];
  if (!next || !(player.unlocked[index + 1] || passed)) return null;
  return { href: itemHref(player, next), title: next.title };
}

function baseOf(item: PlayerItem): Omit<Base, "intervalId"> {
  return { heading: item.lessonTitle ?? QUIZ_TEXTS.finalExamTitle, isFinalExam: isFinalExam(item) };
}

/** A final exam's seat-time lock (decision 0087): what the learner still needs, or null when it may start. */
async function finalExamLock(userId: string, courseId: string, finalExam: boolean): Promise<string | null> {
  if (!finalExam) return null;
  const seatTime = await getSeatTimeStatus(userId, courseId);
  return seatTime.met ? null : seatTimeLockMessage(seatTime);
}

export async function loadQuizPage(request: Request, course: string | undefined, id: string | undefined, kind: QuizRouteKind) {
  const { user, player, item, index, quizId, key, href } = await requireQuiz(request, course, id, kind, true);
  const courseId = player.course.id;
  const url = new URL(request.url);
  const [intervalId, status] = await Promise.all([
    recordPageView(user.id, courseId, key),
    getQuizStatus({ userId: user.id, courseId, quizId }),
  ]);
  const base = { ...baseOf(item), intervalId };

  let attemptId = url.searchParams.get("attempt") ?? status.latestFinished?.attemptId ?? null;
  if (status.openAttemptId) {
    const taking = await getAttemptForTaking(status.openAttemptId, user.id);
    if (taking.ok) return { ...base, mode: "taking", attempt: taking.attempt } satisfies QuizScreen;
    invariantResponse(taking.reason !== "not_found", kind.notFound);
    attemptId = taking.attemptId;
  }

  if (!attemptId) {
    const intro = await getQuizIntro({ userId: user.id, courseId, quizId });
    invariantResponse(intro, kind.notFound);
    return { ...base, mode: "start", intro, seatTimeLock: await finalExamLock(user.id, courseId, intro.isFinalExam) } satisfies QuizScreen;
  }

  const found = await getAttemptResult(attemptId, user.id);
  if (!found.ok || found.result.quizId !== quizId || found.result.courseId !== courseId) {
    // An attempt of another quiz, someone else's, or not finished: show this quiz's own state.
    if (url.searchParams.has("attempt")) throw redirect(href);
    throw data(kind.notFound, { status: 404 });
  }
  const tabs = resultTabs(found.result.sections.length > 0);
  const tab = chooseResultTab(url.searchParams.get("tab"), tabs);
  const passedEver = status.everPassed || found.result.passed;
  if (passedEver) await savePositionAfterPass(user, player, key);
  const history = tab === "history" ? await listAttemptHistory({ userId: user.id, courseId, quizId }) : null;
  return {
    ...base,
    mode: "result",
    result: found.result,
    tabs,
    tab,
    history,
    next: nextItem(player, index, passedEver),
  } satisfies QuizScreen;
}

const MISSING = QUIZ_TEXTS.missingData;
const id = z.string({ error: MISSING }).regex(UUID_PATTERN, MISSING);
const actionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("start") }),
    z.object({ intent: z.literal("retake") }),
    z.object({
      intent: z.literal("answer"),
      attemptId: id,
      questionId: id,
      choice: z.enum(ANSWER_LETTERS).optional(),
      go: z
        .string()
        .regex(/^(prev|next|submit|stay|\d{1,4})$/)
        .default("stay"),
      q: z.coerce.number().int().min(1).max(9999),
    }),
    z.object({ intent: z.literal("submit"), attemptId: id }),
  ],
  { error: MISSING },
);

export type QuizActionData = { toast: { id: string; type: "error" | "info"; title: string; description?: string } };

function refusal(status: number, title: string, description?: string) {
  return data<QuizActionData>({ toast: { id: `${Date.now()}`, type: "error", title, description } }, { status });
}

export async function quizAction(request: Request, course: string | undefined, quizParam: string | undefined, kind: QuizRouteKind) {
  const { user, player, quizId, key, href } = await requireQuiz(request, course, quizParam, kind, false);
  const body = await readForm(request);
  const parsed = actionSchema.safeParse(Object.fromEntries(body));
  if (!parsed.success) return refusal(400, MISSING);
  const form = parsed.data;
  const courseId = player.course.id;
  const resultHref = (attemptId: string) => `${href}?attempt=${attemptId}`;
  // An attempt posted here must be one of this quiz's: a passed attempt of another quiz must never
  // complete this one.
  if ("attemptId" in form && !(await isAttemptOf({ attemptId: form.attemptId, userId: user.id, courseId, quizId }))) {
    throw data(kind.notFound, { status: 404 });
  }

  switch (form.intent) {
    case "start":
    case "retake": {
      // A final exam under a delivery policy starts only after identity check, attestation and proctoring (decision 0090).
      const gate = kind === FINAL_EXAM_ROUTE ? await examGateRedirect(request, { user, player, quizId, href }) : null;
      if (gate) return gate;
      const examPolicy = kind === FINAL_EXAM_ROUTE ? await examStartPolicy(request, player) : undefined;
      const started = await startOrResumeAttempt({ userId: user.id, courseId, quizId, examPolicy });
      if (started.ok) return redirect(`${href}?q=1`);
      if (started.reason === "exam_gate") return redirect(integrityHref(href));
      if (started.reason === "expired") return redirectWithToast(resultHref(started.attemptId), TIME_UP_TOAST);
      if (started.reason === "no_questions") return refusal(409, QUIZ_TEXTS.noQuestions);
      if (started.reason === "seat_time") return refusal(409, SEAT_TIME_LOCK_TITLE, started.message);
      throw data(kind.notFound, { status: 404 });
    }
    case "answer": {
      if (form.choice) {
        const saved = await saveAnswer({
          attemptId: form.attemptId,
          userId: user.id,
          questionId: form.questionId,
          displayChoice: form.choice,
        });
        if (!saved.ok) {
          if (saved.reason === "expired") return redirectWithToast(resultHref(saved.attemptId), TIME_UP_TOAST);
          if (saved.reason === "finished") return redirect(resultHref(saved.attemptId));
          invariantResponse(saved.reason !== "not_found", kind.notFound);
          return refusal(400, "That answer is not one of this question's choices.");
        }
      }
      if (form.go !== "submit") {
        const taking = await getAttemptForTaking(form.attemptId, user.id);
        if (!taking.ok) return afterClosed(taking, resultHref, kind);
        const count = taking.attempt.questions.length;
        return redirect(`${href}?q=${targetQuestion(form.go, form.q, count) ?? Math.min(form.q, count)}`);
      }
      const taking = await getAttemptForTaking(form.attemptId, user.id);
      if (!taking.ok) return afterClosed(taking, resultHref, kind);
      if (taking.attempt.unansweredCount > 0) return redirect(`${href}?q=${form.q}&confirm=1`);
      return submit(form.attemptId);
    }
    case "submit":
      return submit(form.attemptId);
  }

  async function submit(attemptId: string) {
    const submitted = await submitAttempt({ attemptId, userId: user.id });
    if (!submitted.ok) {
      invariantResponse(submitted.reason !== "not_found", kind.notFound);
      return refusal(503, QUIZ_TEXTS.submissionFailedTitle, QUIZ_TEXTS.submissionFailedDescription);
    }
    if (submitted.outcome.passed) await savePositionAfterPass(user, player, key);
    return redirect(`${resultHref(attemptId)}&submitted=1`);
  }
}

function afterClosed(
  taking: Exclude<Awaited<ReturnType<typeof getAttemptForTaking>>, { ok: true }>,
  resultHref: (attemptId: string) => string,
  kind: QuizRouteKind,
) {
  invariantResponse(taking.reason !== "not_found", kind.notFound);
  if (taking.reason === "expired") return redirectWithToast(resultHref(taking.attemptId), TIME_UP_TOAST);
  return redirect(resultHref(taking.attemptId));
}
