import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { EvaluationScreen } from "./evaluation-form";
import { PlayerItemError } from "~/components/player/player-errors";
import { useTimeOnTask } from "~/components/player/use-time-on-task";
import { reloadForOwnForm } from "~/components/player/view";
import { getEvaluationScreen, submitEvaluation, type SubmitEvaluationResult } from "~/models/assessment/evaluation.server";
import { recordPageView } from "~/models/learning/time-on-task.server";
import { EVALUATION_TEXTS, SUBMIT_EVALUATION_INTENT, type EvaluationActionData } from "~/rules/evaluation-screen";
import { contentKey } from "~/rules/unlocking";
import { requireItem } from "~/screens/course-player/player.server";
import { readForm } from "~/utils/form.server";
import { readEvaluationForm, type EvaluationFormReader } from "./submission.server";
import { invariantResponse, requireIdParam } from "~/utils/http.server";

// The course evaluation inside the player (requirement learning-screens Evaluation screen, requirements progress-unlocking-and-quiz-flow, learning-validation-rules). The player's checks
// come first, for the page and for the submit alike: signed in, access to the course (else 403 Access
// Denied), the evaluation is this course's item (else 404) and unlocked (else a redirect with
// 'Complete previous content to unlock'). `submitEvaluation` checks access and unlocking once more
// inside its transaction. See docs/decisions/0016-evaluation-in-player.md.

const NOT_FOUND = EVALUATION_TEXTS.notFound;

function evaluationIdOf(param: string | undefined): string {
  return requireIdParam(param, NOT_FOUND);
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = evaluationIdOf(params.evaluationId);
  const key = contentKey("evaluation", id);
  const { user, player } = await requireItem(request, params.course, key, { notFound: NOT_FOUND, path: `evaluation/${id}` });
  const screen = await getEvaluationScreen({ user, courseId: player.course.id, evaluationId: id });
  invariantResponse(screen, NOT_FOUND);
  const intervalId = await recordPageView(user.id, player.course.id, key);
  return { ...screen, intervalId };
}

// intent=submit-evaluation: the whole submission (responses, completion, certificate, e-mail) in
// one transaction; the answer is data, not a redirect, so this page shows Thank You (0014).
export async function action({ request, params }: ActionFunctionArgs) {
  const id = evaluationIdOf(params.evaluationId);
  const key = contentKey("evaluation", id);
  const { user, player } = await requireItem(request, params.course, key, {
    notFound: NOT_FOUND,
    path: `evaluation/${id}`,
    canonical: false,
  });
  const formData = await readForm(request);
  if (formData.get("intent") !== SUBMIT_EVALUATION_INTENT) {
    return data<EvaluationActionData>({ notice: { title: "Unknown action", description: "Unknown action" } }, { status: 400 });
  }
  const form = readEvaluationForm(formData);
  const result = await submitEvaluation({ user, courseId: player.course.id, evaluationId: id, readResponses: form.readResponses });
  return data(toEvaluationActionData(result, form), { status: evaluationActionStatus(result) });
}

// Reloads after this page's own submit (the layout reloads too: the sidebar shows the evaluation
// completed); other submissions and revalidations on this page (theme, audio preferences, the
// player's progress refetch) do not run this loader again, so they record no page view.
export const shouldRevalidate = reloadForOwnForm();

// The model's answer as this page shows it, and its HTTP status (the edge's mapping).

function toEvaluationActionData(result: SubmitEvaluationResult, form: EvaluationFormReader): EvaluationActionData {
  if (result.ok) return { submitted: true };
  switch (result.reason) {
    case "invalid":
      return { result: form.reply() };
    case "license_required":
      // The field errors come back with the notice, so the learner sees everything at once.
      return { result: form.reply([result.description]), notice: { title: result.title, description: result.description } };
    case "already_submitted":
      return {};
    case "locked":
      return { notice: { title: EVALUATION_TEXTS.lockedTitle, description: EVALUATION_TEXTS.lockedText } };
    case "seat_time":
      return { notice: { title: result.title, description: result.description } };
    case "no_access":
      return { notice: { title: EVALUATION_TEXTS.noAccessTitle, description: EVALUATION_TEXTS.noAccessText } };
    case "not_found":
      return { notice: { title: result.message, description: result.message } };
  }
}

/** The HTTP status for the action's answer: 200, or a 4xx for every refusal. */
function evaluationActionStatus(result: SubmitEvaluationResult): number {
  if (result.ok) return 200;
  return { invalid: 400, license_required: 403, locked: 403, seat_time: 403, no_access: 403, not_found: 404, already_submitted: 409 }[
    result.reason
  ];
}

export default function EvaluationPage() {
  const { intervalId, ...screen } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  useTimeOnTask(intervalId);
  return <EvaluationScreen {...screen} actionData={actionData} />;
}

export function ErrorBoundary() {
  return <PlayerItemError kind="evaluation" />;
}
