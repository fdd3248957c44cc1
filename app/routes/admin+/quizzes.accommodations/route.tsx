// /admin/quizzes/accommodations: extra time on timed quizzes and exams for a learner (WCAG 2.2.1):
// ×1.5, ×2 or no limit. The server's deadline of each attempt started afterwards honours it (the
// timer and its five-minute warning count down to that deadline). Audit logged.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { ListTable, type Column } from "~/components/list";
import { Toaster } from "~/components/ui/toaster";
import { listAccommodations, setAccommodation } from "~/models/assessment/quiz-accommodation.server";
import { accommodationSchema, EXTRA_TIME_LABELS, EXTRA_TIME_OPTIONS, QUIZ_TOASTS, QUIZZES_PATH } from "~/rules/quiz-authoring";
import { readForm } from "~/utils/form.server";
import { redirectWithToast } from "~/utils/toast.server";
import { errorToast, requireAdmin } from "../admin.server";

export const handle: PageTitleHandle = { pageTitle: "Extra Time" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Extra Time", matches);

const PATH = `${QUIZZES_PATH}/accommodations`;
const NO_USER = "No account uses this email address.";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { rows: await listAccommodations() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { actor } = await requireAdmin(request, context);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: accommodationSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), toast: errorToast("Failed to save extra time") }, { status: 400 });
  }
  const saved = await setAccommodation(submission.value.email, submission.value.extraTime, actor);
  if (!saved.ok) {
    return data(
      { result: submission.reply({ fieldErrors: { email: [NO_USER] } }), toast: errorToast("Failed to save extra time", NO_USER) },
      { status: 400 },
    );
  }
  return redirectWithToast(PATH, saved.removed ? QUIZ_TOASTS.accommodationRemoved : QUIZ_TOASTS.accommodationSaved);
}

type Accommodation = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

const COLUMNS: Column<Accommodation>[] = [
  { header: "Learner", cell: (row) => row.name },
  { header: "Email", cell: (row) => row.email },
  { header: "Extra time", cell: (row) => EXTRA_TIME_LABELS[row.extraTime] },
];

export default function Accommodations() {
  const { rows } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const emailError = actionData?.result?.error?.email?.join(" ");
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <Link to={QUIZZES_PATH} className="text-sm text-brand underline hover:no-underline">
          Back to Quizzes
        </Link>
        <h1 className="mt-2 font-serif text-3xl font-bold">Extra Time</h1>
        <p className="mt-2 text-ink-muted">
          Learners who need more time on timed quizzes and final exams. It applies to attempts started after it is saved; an attempt already
          running keeps its deadline.
        </p>
      </div>
      <Form method="post" className="card space-y-4" aria-label="Give extra time">
        <div>
          <label htmlFor="accommodation-email" className="block text-sm font-medium">
            Learner’s email
          </label>
          <input
            id="accommodation-email"
            name="email"
            type="email"
            required
            autoComplete="off"
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? "accommodation-email-error" : undefined}
            className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2 text-ink"
          />
          {emailError ? (
            <p id="accommodation-email-error" className="mt-1 text-sm text-danger">
              {emailError}
            </p>
          ) : null}
        </div>
        <fieldset>
          <legend className="text-sm font-medium">Extra time</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {EXTRA_TIME_OPTIONS.map((value, index) => (
              <label key={value} className="flex items-center gap-2">
                <input type="radio" name="extraTime" value={value} defaultChecked={index === 0} />
                {EXTRA_TIME_LABELS[value]}
              </label>
            ))}
            <label className="flex items-center gap-2">
              <input type="radio" name="extraTime" value="none" />
              Standard time (remove)
            </label>
          </div>
        </fieldset>
        <button type="submit" className="btn-primary">
          Save extra time
        </button>
      </Form>
      <ListTable
        caption="Learners with extra time"
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.userId}
        empty="No learner has extra time."
        minWidth="min-w-[30rem]"
        className=""
      />
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}
