// /dev/proctoring (only with the local stand-ins; decision 0090): the stand-in for an external proctoring
// provider. It reads the signed launch token as a provider would, shows the session, and its Pass and
// Fail buttons build the provider's result, sign it (HMAC, timestamp, fresh nonce) and hand it to the
// same handler POST /webhooks/proctoring runs; then the learner goes back to the return address in
// the token, as a provider sends them back.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { getProctoringSession } from "~/models/assessment/exam-integrity.server";
import { handleProctoringCallback } from "~/screens/quiz/proctoring-callback.server";
import { proctoringMode, signCallback, verifyLaunchToken } from "~/services/proctoring.server";
import { requireLocalStandins } from "~/utils/dev-tools.server";
import { readForm } from "~/utils/form.server";
import { requireUser } from "~/auth/permissions.server";

export const meta: MetaFunction = () => [{ title: "Proctoring (local stand-in)" }, { name: "robots", content: "noindex" }];

const INVALID = "This proctoring session link is not valid or has expired.";

async function requireSession(request: Request, token: string | null) {
  requireLocalStandins();
  if (proctoringMode() !== "local") throw data("Not Found", { status: 404 });
  const user = await requireUser(request);
  const payload = token ? verifyLaunchToken(token) : null;
  if (!payload) throw data(INVALID, { status: 400 });
  const session = await getProctoringSession(payload.sid);
  if (!session || session.userId !== user.id) throw data(INVALID, { status: 400 });
  return { payload, session };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const { payload, session } = await requireSession(request, token);
  return {
    token: token!,
    learner: payload.learner,
    course: payload.course,
    exam: payload.exam,
    status: session.status,
    returnUrl: payload.returnUrl,
  };
}

const schema = z.object({ token: z.string().min(1).max(4096), result: z.enum(["passed", "failed"]) });

export async function action({ request }: ActionFunctionArgs) {
  requireLocalStandins();
  await requireUser(request); // who is asking, before the body is read
  const parsed = schema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) throw data("Choose Pass or Fail.", { status: 400 });
  const { payload } = await requireSession(request, parsed.data.token);
  const body = JSON.stringify({
    sessionId: payload.sid,
    result: parsed.data.result,
    reference: `local-${payload.sid.slice(0, 8)}`,
    detail:
      parsed.data.result === "passed" ? "Identity and environment checks passed (stand-in)." : "The proctor ended the session (stand-in).",
  });
  const answer = await handleProctoringCallback(body, signCallback(body));
  if (!answer.ok) throw data(await answer.text(), { status: answer.status });
  const back = new URL(payload.returnUrl);
  return redirect(`${back.pathname}${back.search}`);
}

export default function ProctoringStandIn() {
  const view = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-xl p-6">
      <h1 className="font-serif text-2xl font-bold">Proctoring (local stand-in)</h1>
      <p className="mt-2 text-ink-muted">
        This page plays an external proctoring provider. A real provider is connected with PROCTORING_LAUNCH_URL and PROCTORING_SECRET (see
        the README).
      </p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">Learner</dt>
        <dd>{view.learner}</dd>
        <dt className="font-medium">Course</dt>
        <dd>{view.course}</dd>
        <dt className="font-medium">Exam</dt>
        <dd>{view.exam}</dd>
        <dt className="font-medium">Session</dt>
        <dd data-testid="standin-status">{view.status}</dd>
      </dl>
      <div className="mt-6 flex gap-3">
        {(["passed", "failed"] as const).map((result) => (
          <Form key={result} method="post">
            <input type="hidden" name="token" value={view.token} />
            <input type="hidden" name="result" value={result} />
            <button type="submit" className={result === "passed" ? "btn-primary" : "btn-secondary"}>
              {result === "passed" ? "Pass" : "Fail"}
            </button>
          </Form>
        ))}
      </div>
    </main>
  );
}
