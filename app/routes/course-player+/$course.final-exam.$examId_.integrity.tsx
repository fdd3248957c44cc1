// /course-player/{course}/final-exam/{examId}/integrity (issue 46; decision 0090): the steps before each
// final-exam attempt on a course with a delivery policy, in order — an identity check asked for this
// attempt (when the course requires identity checks; the identity page asks it and sends the learner
// back), the attestation (full name as on the profile, and the statement), and, when the course
// requires it, an external proctoring session that must pass. Then Start Exam posts to the exam,
// whose action checks all of it again. Plain forms; every rule is the server's.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { getExamGate, recordAttestation, startProctoringSession } from "~/models/assessment/exam-integrity.server";
import { getQuizStatus } from "~/models/assessment/quiz-attempt.server";
import { openIdentityCheck } from "~/models/learning/identity.server";
import { ATTESTATION_STATEMENT, IDENTITY_MESSAGES, namesMatch } from "~/rules/identity";
import { attestationSchema } from "~/rules/identity-forms";
import { contentKey, isFinalExam } from "~/rules/unlocking";
import { UUID_PATTERN } from "~/rules/ids";
import { callbackUrl, launchUrl, proctoringAvailable, providerName } from "~/services/proctoring.server";
import { coursePolicy, identityHref } from "~/screens/course-player/identity-gate.server";
import { badRequest, fieldErrorsOf, readStrictForm, type FormError } from "~/screens/course-player/identity-form.server";
import { itemHref, requireItem } from "~/screens/course-player/player.server";
import { integrityHref } from "~/screens/quiz/exam-gate.server";
import { getClientAddress } from "~/utils/client-address.server";
import { env } from "~/utils/env.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Before the final exam" }];

const NOT_FOUND = "Final exam not found";

async function requireExam(request: Request, course: string | undefined, examId: string | undefined) {
  if (!examId || !UUID_PATTERN.test(examId)) throw data(NOT_FOUND, { status: 404 });
  const quizId = examId.toLowerCase();
  const ctx = await requireItem(request, course, contentKey("quiz", quizId), {
    notFound: NOT_FOUND,
    path: `final-exam/${quizId}`,
    canonical: false,
  });
  if (!isFinalExam(ctx.item)) throw data(NOT_FOUND, { status: 404 });
  const examHref = itemHref(ctx.player, ctx.item);
  const policy = await coursePolicy(request, ctx.player.course.id);
  const key = { userId: ctx.user.id, courseId: ctx.player.course.id, quizId };
  return { ...ctx, quizId, examHref, policy, key };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { user, player, item, examHref, policy, key } = await requireExam(request, params.course, params.examId);
  if (!policy.enabled) throw redirect(examHref);
  const status = await getQuizStatus(key);
  if (status.openAttemptId) throw redirect(examHref);
  const gate = await getExamGate(key, policy);
  if (gate.identity === "needed") {
    await openIdentityCheck(user.id, player.course.id, "final_exam", { ipAddress: getClientAddress(request, context) });
    throw redirect(identityHref(player.course.slug, integrityHref(examHref)));
  }
  return data(
    {
      examTitle: item.title,
      examHref,
      identity: gate.identity,
      attestation: gate.attestation,
      proctoring: gate.proctoring,
      proctoringAvailable: gate.proctoring === "off" || proctoringAvailable(),
      ready: gate.ready,
      statement: ATTESTATION_STATEMENT,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { user, player, item, examHref, policy, key } = await requireExam(request, params.course, params.examId);
  if (!policy.enabled) return redirect(examHref);
  const fields = await readStrictForm(request);
  const ipAddress = getClientAddress(request, context);
  const here = integrityHref(examHref);

  if (fields.intent === "attest") {
    const parsed = attestationSchema.safeParse(fields);
    if (!parsed.success) return badRequest(parsed.error.issues[0]?.message, fieldErrorsOf(parsed.error.issues));
    if (!namesMatch(parsed.data.fullName, user.firstName, user.lastName)) {
      return badRequest(IDENTITY_MESSAGES.nameMismatch, { fullName: IDENTITY_MESSAGES.nameMismatch });
    }
    await recordAttestation(key, parsed.data.fullName, { ipAddress });
    return redirectWithToast(here, { type: "success", title: "Attestation recorded" });
  }

  if (fields.intent === "proctor") {
    if (Object.keys(fields).length !== 1) return badRequest();
    if (!policy.externalProctoringRequired) return redirect(here);
    if (!proctoringAvailable()) return badRequest(IDENTITY_MESSAGES.proctoringUnavailable);
    const gate = await getExamGate(key, policy);
    if (gate.attestation !== "done" || gate.identity === "needed") return redirect(here);
    const sessionId = await startProctoringSession(key, providerName());
    const returnUrl = new URL(here, env().APP_URL).toString();
    return redirect(
      launchUrl({
        sid: sessionId,
        learner: `${user.firstName} ${user.lastName}`.trim(),
        course: player.course.title,
        exam: item.title,
        callbackUrl: callbackUrl(),
        returnUrl,
      }),
    );
  }
  return badRequest();
}

const inputClass = "mt-1 w-full rounded-md border border-line bg-surface px-3 py-2 text-ink";

const PROCTORING_TEXT = {
  none: "This final exam is proctored. Start a proctoring session with the school's proctoring service; you come back here when it ends.",
  started:
    "Your proctoring session has started. When the proctoring service reports its result, you can start the exam. Reload this page to see it.",
  passed: "Your proctoring session passed.",
  failed: IDENTITY_MESSAGES.proctoringFailed,
} as const;

export default function ExamIntegrity() {
  const view = useLoaderData<typeof loader>();
  const failed = useActionData<FormError>();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="mx-auto max-w-2xl p-4 sm:p-6" data-testid="exam-integrity">
      <h1 className="font-serif text-2xl font-bold">Before the final exam</h1>
      <p className="mt-2 text-ink-muted">{view.examTitle}</p>
      {failed?.formError ? (
        <p role="alert" className="mt-3 rounded-md border border-danger p-3 text-sm text-danger" data-testid="integrity-error">
          {failed.formError}
        </p>
      ) : null}
      <ol className="mt-4 space-y-4">
        {view.identity !== "off" ? (
          <li className="card p-4" data-testid="integrity-identity">
            <h2 className="font-semibold">Identity check</h2>
            <p className="mt-1 text-sm">Verified for this attempt.</p>
          </li>
        ) : null}
        <li className="card p-4" data-testid="integrity-attestation">
          <h2 className="font-semibold">Attestation</h2>
          {view.attestation === "done" ? (
            <p className="mt-1 text-sm">Signed for this attempt.</p>
          ) : (
            <Form method="post" replace className="mt-2 space-y-3">
              <input type="hidden" name="intent" value="attest" />
              <div>
                <label htmlFor="fullName" className="block text-sm font-medium">
                  Your full name, as on your profile
                </label>
                <input
                  id="fullName"
                  name="fullName"
                  required
                  maxLength={200}
                  autoComplete="name"
                  className={inputClass}
                  aria-describedby={failed?.fieldErrors?.fullName ? "fullName-error" : undefined}
                />
                {failed?.fieldErrors?.fullName ? (
                  <p id="fullName-error" className="mt-1 text-sm text-danger">
                    {failed.fieldErrors.fullName}
                  </p>
                ) : null}
              </div>
              <div className="flex items-start gap-2">
                <input id="attest" name="attest" type="checkbox" required className="mt-1" />
                <label htmlFor="attest">{view.statement}</label>
              </div>
              <button type="submit" className="btn-primary" disabled={busy}>
                Sign Attestation
              </button>
            </Form>
          )}
        </li>
        {view.proctoring !== "off" ? (
          <li className="card p-4" data-testid="integrity-proctoring">
            <h2 className="font-semibold">Proctoring</h2>
            <p className="mt-1 text-sm" data-testid="proctoring-status">
              {view.proctoringAvailable ? PROCTORING_TEXT[view.proctoring] : IDENTITY_MESSAGES.proctoringUnavailable}
            </p>
            {view.attestation === "done" && view.proctoringAvailable && (view.proctoring === "none" || view.proctoring === "failed") ? (
              <Form method="post" className="mt-2">
                <input type="hidden" name="intent" value="proctor" />
                <button type="submit" className="btn-secondary" disabled={busy}>
                  Start Proctoring Session
                </button>
              </Form>
            ) : null}
          </li>
        ) : null}
      </ol>
      {view.ready ? (
        <Form method="post" action={view.examHref} className="mt-6">
          <input type="hidden" name="intent" value="start" />
          <button type="submit" className="btn-primary" disabled={busy}>
            Start Exam
          </button>
        </Form>
      ) : null}
    </div>
  );
}
