import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { completeNonEvaluationItems, setLicenseNumber } from "./evaluation-data.server";
import { countIncompleteItems, findCourseEvaluation } from "~/models/assessment/evaluation.server";
import { EVALUATION_TEXTS } from "~/rules/evaluation-screen";
import { requireUser } from "~/auth/permissions.server";
import { requireLocalStandins } from "~/utils/dev-tools.server";
import { readForm } from "~/utils/form.server";
import { invariantResponse } from "~/utils/http.server";

// A local developer tool (only with the local stand-ins): shortcuts to the course evaluation of the
// course player for the signed-in user — complete every other item of the course (so the
// evaluation unlocks) and go there, or set the profile's license number as the profile page would.
// The evaluation screen itself lives only in the player (course-player.$course.evaluation.$evaluationId);
// see docs/decisions/0016-evaluation-in-player.md.

export const meta: MetaFunction = () => [{ title: "Evaluation shortcuts" }, { name: "robots", content: "noindex" }];

async function resolve(request: Request, course: string | undefined) {
  requireLocalStandins();
  const user = await requireUser(request);
  const found = course ? await findCourseEvaluation(course) : null;
  invariantResponse(found, EVALUATION_TEXTS.notFound);
  return { user, ...found, evaluationHref: `/course-player/${found.slug}/evaluation/${found.evaluationId}` };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, courseId, title, evaluationHref } = await resolve(request, params.course);
  return { title, evaluationHref, incompleteItems: await countIncompleteItems(user.id, courseId) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, courseId, evaluationHref } = await resolve(request, params.course);
  const formData = await readForm(request);
  switch (formData.get("intent")) {
    case "dev-complete-items":
      await completeNonEvaluationItems(user.id, courseId);
      return redirect(evaluationHref);
    case "dev-set-license":
      await setLicenseNumber(user.id, String(formData.get("licenseNumber") ?? ""));
      return { saved: true };
    default:
      return data({ saved: false }, { status: 400 });
  }
}

export default function EvaluationShortcuts() {
  const { title, evaluationHref, incompleteItems } = useLoaderData<typeof loader>();
  const saved = useActionData<typeof action>()?.saved;
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <h1 className="font-serif text-2xl font-bold">Evaluation shortcuts: {title}</h1>
      <p className="text-sm text-ink-muted">
        Local stand-ins only. Items left before the evaluation unlocks for you:{" "}
        <strong data-testid="incomplete-items">{incompleteItems}</strong>
      </p>
      <Form method="post">
        <button type="submit" name="intent" value="dev-complete-items" className="btn-primary">
          Complete the other items and open the evaluation
        </button>
      </Form>
      <p>
        <Link to={evaluationHref} className="text-brand underline">
          Open the evaluation in the course player
        </Link>
      </p>
      <Form method="post" className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="licenseNumber" className="block text-sm font-medium">
            License number (blank clears it)
          </label>
          <input id="licenseNumber" name="licenseNumber" className="mt-1 rounded-md border border-line bg-surface px-3 py-2" />
        </div>
        <button type="submit" name="intent" value="dev-set-license" className="btn-secondary">
          Save license number
        </button>
        {saved ? <p role="status">Saved.</p> : null}
      </Form>
    </div>
  );
}
