// Saving quiz answers with JavaScript (requirement learning-screens Quiz screen): the choice shows at once and is sent
// to /course-player-quiz-answer one call at a time (the latest choice per question wins, so answers
// can never land out of order). A call that fails for the network or the server is retried every
// 2 s with a notice; a closed attempt (time up, or finished elsewhere) hands over to the result.
// Plain fetch rather than a fetcher: a fetcher's network error would replace the page with the
// error boundary and lose the learner's place.
import { useCallback, useEffect, useRef, useState } from "react";
import { QUIZ_ANSWER_ACTION, type AnswerSaveResponse } from "~/rules/quiz-answer-save";
import type { AnswerLetter } from "~/rules/quiz-shuffle";

const RETRY_MS = 2_000;
const NOT_SAVED = "Your answer has not been saved yet. Retrying…";

type Sent = AnswerSaveResponse | { ok: false; reason: "retry" };

async function send(attemptId: string, questionId: string, choice: AnswerLetter): Promise<Sent> {
  try {
    const response = await fetch(QUIZ_ANSWER_ACTION, {
      method: "POST",
      body: new URLSearchParams({ attemptId, questionId, choice }),
      credentials: "same-origin",
      headers: { Accept: "application/json" },
    });
    if (response.status >= 500) return { ok: false, reason: "retry" };
    const answer = (await response.json().catch(() => null)) as AnswerSaveResponse | null;
    return answer && typeof answer.ok === "boolean" ? answer : { ok: false, reason: "retry" };
  } catch {
    return { ok: false, reason: "retry" };
  }
}

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

export function useQuizAnswers(attemptId: string, initial: Record<string, AnswerLetter | null>, onClosed: (attemptId: string) => void) {
  const [answers, setAnswers] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const queue = useRef(new Map<string, AnswerLetter>());
  const busy = useRef(false);
  const waiters = useRef<(() => void)[]>([]);
  const closed = useRef(onClosed);
  useEffect(() => {
    closed.current = onClosed;
  }, [onClosed]);

  const pump = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    while (queue.current.size > 0) {
      const [questionId, choice] = queue.current.entries().next().value as [string, AnswerLetter];
      queue.current.delete(questionId);
      const answer = await send(attemptId, questionId, choice);
      if (answer.ok) {
        setError(null);
        continue;
      }
      if (answer.reason === "retry") {
        if (!queue.current.has(questionId)) queue.current.set(questionId, choice);
        setError(NOT_SAVED);
        await sleep(RETRY_MS);
        continue;
      }
      if (answer.reason === "error") {
        setError(answer.error);
        continue;
      }
      queue.current.clear();
      busy.current = false;
      closed.current(answer.attemptId);
      return;
    }
    busy.current = false;
    for (const resolve of waiters.current.splice(0)) resolve();
  }, [attemptId]);

  const choose = useCallback(
    (questionId: string, choice: AnswerLetter) => {
      setAnswers((current) => ({ ...current, [questionId]: choice }));
      queue.current.set(questionId, choice);
      void pump();
    },
    [pump],
  );

  /** Resolves when every choice made so far is saved, or after `timeoutMs` (the submit goes on). */
  const whenSaved = useCallback((timeoutMs = 5_000) => {
    if (!busy.current && queue.current.size === 0) return Promise.resolve();
    return Promise.race([new Promise<void>((resolve) => waiters.current.push(resolve)), sleep(timeoutMs)]).then(() => undefined);
  }, []);

  return { answers, error, choose, whenSaved };
}
