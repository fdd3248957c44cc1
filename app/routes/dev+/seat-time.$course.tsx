import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { completeBeforeFinalExam, findDevCourse, moveSeatTime } from "./seat-time-data.server";
import { getSeatTimeStatus } from "~/models/learning/delivery-policy.server";
import { formatRemaining, seatTimeMeterText } from "~/rules/delivery-policy";
import { requireUser } from "~/auth/permissions.server";
import { requireLocalStandins } from "~/utils/dev-tools.server";
import { readForm } from "~/utils/form.server";
import { invariantResponse } from "~/utils/http.server";

// A local developer tool (only with the local stand-ins; decision 0087): moves the signed-in learner's
// seat time in a course — credit what is still needed, leave one minute short, add minutes — and
// completes the lessons before the final exam, so journeys reach the seat-time lock without hours of play.

export const meta: MetaFunction = () => [{ title: "Seat time shortcuts" }, { name: "robots", content: "noindex" }];

async function resolve(request: Request, course: string | undefined) {
  requireLocalStandins();
  const user = await requireUser(request);
  const found = course ? await findDevCourse(course) : null;
  invariantResponse(found, "Course not found");
  return { user, course: found };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, course } = await resolve(request, params.course);
  const status = await getSeatTimeStatus(user.id, course.id);
  return {
    title: course.title,
    finalExamHref: course.finalExamHref,
    applies: status.applies,
    meter: seatTimeMeterText(status),
    remaining: status.met
      ? null
      : formatRemaining(Math.max(status.remainingSeconds, ...status.lessonsShort.map((l) => l.remainingSeconds))),
  };
}

const schema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("complete-lessons") }),
    z.object({ intent: z.literal("meet") }),
    z.object({ intent: z.literal("short") }),
    z.object({
      intent: z.literal("add"),
      minutes: z.coerce.number({ error: "Minutes must be a whole number." }).int().min(1).max(100_000),
    }),
  ],
  { error: "Unknown action." },
);

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, course } = await resolve(request, params.course);
  const parsed = schema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "Unknown action." }, { status: 400 });
  const form = parsed.data;
  if (form.intent === "complete-lessons") await completeBeforeFinalExam(user.id, course.id);
  else if (form.intent === "meet") await moveSeatTime(user.id, course.id, { kind: "meet" });
  else if (form.intent === "short") await moveSeatTime(user.id, course.id, { kind: "short", seconds: 60 });
  else await moveSeatTime(user.id, course.id, { kind: "add", seconds: form.minutes * 60 });
  return redirect(new URL(request.url).pathname);
}

export default function SeatTimeShortcuts() {
  const { title, finalExamHref, applies, meter, remaining } = useLoaderData<typeof loader>();
  const error = useActionData<typeof action>()?.error;
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <h1 className="font-serif text-2xl font-bold">Seat time shortcuts: {title}</h1>
      <p className="text-sm text-ink-muted">Local stand-ins only.</p>
      {applies ? (
        <p>
          Your seat time: <strong data-testid="dev-seat-time">{meter}</strong>
          {remaining ? <span> ({remaining} still needed)</span> : <span> (requirement met)</span>}
        </p>
      ) : (
        <p data-testid="dev-seat-time">This course has no seat-time requirement.</p>
      )}
      {error ? (
        <p role="alert" className="text-danger">
          {error}
        </p>
      ) : null}
      <Form method="post" className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value="complete-lessons" className="btn-secondary">
          Complete the lessons before the final exam
        </button>
        <button type="submit" name="intent" value="meet" className="btn-primary">
          Credit the remaining seat time
        </button>
        <button type="submit" name="intent" value="short" className="btn-secondary">
          Leave 1 minute short
        </button>
      </Form>
      <Form method="post" className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="minutes" className="block text-sm font-medium">
            Minutes to add
          </label>
          <input id="minutes" name="minutes" inputMode="numeric" className="mt-1 rounded-md border border-line bg-surface px-3 py-2" />
        </div>
        <button type="submit" name="intent" value="add" className="btn-secondary">
          Add seat time
        </button>
      </Form>
      {finalExamHref ? (
        <p>
          <Link to={finalExamHref} className="text-brand underline">
            Open the final exam
          </Link>
        </p>
      ) : null}
    </div>
  );
}
