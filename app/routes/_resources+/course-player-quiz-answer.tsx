import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { saveAnswer } from "~/models/assessment/quiz-attempt.server";
import { ANSWER_LETTERS } from "~/rules/quiz-shuffle";
import { QUIZ_TEXTS } from "~/rules/quiz-texts";
import type { AnswerSaveResponse } from "~/rules/quiz-answer-save";
import { getOptionalUser } from "~/auth/authenticate.server";
import { readForm } from "~/utils/form.server";
import { UUID_PATTERN } from "~/rules/ids";

// POST /course-player-quiz-answer — saves one answer of an open quiz attempt with JavaScript, as the
// learner picks it: { attemptId, questionId, choice } → JSON. Without JavaScript the quiz page's own
// form saves the answer with the same model call. The attempt must be the signed-in learner's and
// still open (the model refuses late answers); it could only be started through the page, which
// checks access and unlocking.
const MISSING = QUIZ_TEXTS.missingData;
const schema = z.object({
  attemptId: z.string({ error: MISSING }).regex(UUID_PATTERN, MISSING),
  questionId: z.string({ error: MISSING }).regex(UUID_PATTERN, MISSING),
  choice: z.enum(ANSWER_LETTERS, { error: MISSING }),
});

const reply = (body: AnswerSaveResponse, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

export async function loader() {
  return redirect("/student");
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await getOptionalUser(request);
  if (!user || user.accountStatus === "inactive") return reply({ ok: false, reason: "error", error: QUIZ_TEXTS.notAuthenticated }, 401);
  const body = await readForm(request);
  const parsed = schema.safeParse(Object.fromEntries(body));
  if (!parsed.success) return reply({ ok: false, reason: "error", error: MISSING }, 400);
  const { attemptId, questionId, choice } = parsed.data;
  const saved = await saveAnswer({ attemptId, userId: user.id, questionId, displayChoice: choice });
  if (saved.ok) return reply({ ok: true, questionId, selected: saved.selected });
  switch (saved.reason) {
    case "expired":
    case "finished":
      return reply({ ok: false, reason: saved.reason, attemptId: saved.attemptId }, 409);
    case "not_found":
      return reply({ ok: false, reason: "error", error: "Quiz attempt not found" }, 404);
    default:
      return reply({ ok: false, reason: "error", error: "That answer is not one of this question's choices." }, 400);
  }
}
