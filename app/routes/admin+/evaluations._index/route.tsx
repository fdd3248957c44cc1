// /admin/evaluations (decision 0041; decision 0031): every course evaluation with its sections,
// questions, the courses using it and how many learners submitted it; and a new evaluation (its
// sections and questions are added on its page next).
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { EvaluationSettingsForm } from "~/components/admin/evaluation-settings-form";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { ListTable, type Column } from "~/components/list";
import { Toaster } from "~/components/ui/toaster";
import { createEvaluation, listEvaluations } from "~/models/assessment/evaluation-admin.server";
import { EVALUATION_TOASTS, EVALUATIONS_PATH, evaluationSettingsSchema } from "~/rules/evaluation-authoring";
import { readForm } from "~/utils/form.server";
import { redirectWithToast } from "~/utils/toast.server";
import { errorToast, requireAdmin } from "../admin.server";

export const handle: PageTitleHandle = { pageTitle: "Evaluations" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Evaluations", matches);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { evaluations: await listEvaluations() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { actor } = await requireAdmin(request, context);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: evaluationSettingsSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), toast: errorToast(EVALUATION_TOASTS.createFailed.title) }, { status: 400 });
  }
  const id = await createEvaluation(submission.value, actor);
  return redirectWithToast(`${EVALUATIONS_PATH}/${id}`, EVALUATION_TOASTS.created);
}

type Evaluation = ReturnType<typeof useLoaderData<typeof loader>>["evaluations"][number];

const COLUMNS: Column<Evaluation>[] = [
  {
    header: "Title",
    cell: (evaluation) => (
      <Link to={`${EVALUATIONS_PATH}/${evaluation.id}`} className="font-medium text-brand underline hover:no-underline">
        {evaluation.title}
      </Link>
    ),
  },
  { header: "Status", className: "capitalize", cell: (evaluation) => evaluation.status },
  { header: "Sections", className: "tabular-nums", cell: (evaluation) => evaluation.sections },
  { header: "Questions", className: "tabular-nums", cell: (evaluation) => evaluation.questions },
  { header: "Courses", className: "tabular-nums", cell: (evaluation) => evaluation.courses },
  { header: "Submitted by", className: "tabular-nums", cell: (evaluation) => evaluation.submissions.toLocaleString("en-US") },
];

export default function AdminEvaluations() {
  const { evaluations } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="font-serif text-3xl font-bold">Evaluations</h1>
      <p className="mt-1 text-ink-muted">The course evaluations learners complete before their certificate.</p>
      <ListTable caption="Evaluations" columns={COLUMNS} rows={evaluations} rowKey={(e) => e.id} empty="No evaluations yet." />
      <section className="mt-8" aria-labelledby="new-evaluation-heading">
        <h2 id="new-evaluation-heading" className="text-xl font-semibold">
          New Evaluation
        </h2>
        <div className="mt-3">
          <EvaluationSettingsForm
            submitLabel="Create Evaluation"
            lastResult={actionData?.result}
            defaultValue={{ title: "Course Evaluation", description: "", status: "published" }}
          />
        </div>
      </section>
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}
