import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { EvaluationScreen } from "~/components/player/evaluation-form";
import { completeNonEvaluationItems, setLicenseNumber } from "~/models/dev-evaluation.server";
import {
  countIncompleteItems,
  evaluationActionStatus,
  findCourseEvaluation,
  getEvaluationScreen,
  submitEvaluation,
  toEvaluationActionData,
} from "~/models/evaluation.server";
import { EVALUATION_TEXTS, SUBMIT_EVALUATION_INTENT, type EvaluationActionData } from "~/rules/evaluation-screen";
import { requireUser } from "~/utils/auth.server";
import { requireLocalStandins } from "~/utils/dev-tools.server";

// A local developer tool (only with the local stand-ins): the course evaluation screen exactly as
// the course player's evaluation route uses it — same loader data, same action — plus two
// shortcuts (complete the course's other items; set the license number, as the profile page would)
// so the screen can be tried and tested before the player can walk a learner there. It is also the
// reference wiring for the player route.

export const meta: MetaFunction = () => [{ title: "Evaluation preview" }, { name: "robots", content: "noindex" }];

async function resolve(request: Request, course: string | undefined) {
  requireLocalStandins();
  const user = await requireUser(request);
  const found = course ? await findCourseEvaluation(course) : null;
  if (!found) throw data(EVALUATION_TEXTS.notFound, { status: 404 });
  return { user, ...found };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, courseId, evaluationId } = await resolve(request, params.course);
  const screen = await getEvaluationScreen({ user, courseId, evaluationId });
  if (!screen) throw data(EVALUATION_TEXTS.notFound, { status: 404 });
  return { ...screen, incompleteItems: await countIncompleteItems(user.id, courseId) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, courseId, evaluationId } = await resolve(request, params.course);
  const formData = await request.formData();
  switch (formData.get("intent")) {
    case SUBMIT_EVALUATION_INTENT: {
      const result = await submitEvaluation({ user, courseId, evaluationId, formData });
      return data(toEvaluationActionData(result), { status: evaluationActionStatus(result) });
    }
    case "dev-complete-items":
      await completeNonEvaluationItems(user.id, courseId);
      return {};
    case "dev-set-license":
      await setLicenseNumber(user.id, String(formData.get("licenseNumber") ?? ""));
      return {};
    default:
      return data({ notice: { title: "Unknown action", description: "Unknown action" } }, { status: 400 });
  }
}

export default function EvaluationPreview() {
  const { incompleteItems, ...screen } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <aside className="mb-8 rounded-md border border-dashed border-line p-4 text-sm" aria-label="Developer shortcuts">
        <p>
          Evaluation preview (local stand-ins only). Items left before the evaluation unlocks:{" "}
          <strong data-testid="incomplete-items">{incompleteItems}</strong>
        </p>
        <Form method="post" className="mt-2">
          <button type="submit" name="intent" value="dev-complete-items" className="btn-secondary">
            Complete the other items
          </button>
        </Form>
      </aside>
      <EvaluationScreen {...screen} actionData={actionData as EvaluationActionData | undefined} />
    </div>
  );
}
