// /course-player/{course}/identity (issue 46; decision 0089): identity verification inside the player.
//   not set up → choose three personal validation questions, answer them, affirm who you are;
//   a check open or due → answer the question asked (right: back where you were; wrong: another question);
//   locked (three wrong answers in a row) → the locked notice until staff unlock the course.
// Everything is decided here on the server; the forms are plain POSTs (no JavaScript needed).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { answerIdentityCheck, getIdentityStanding, openIdentityCheck, saveIdentitySetup } from "~/models/learning/identity.server";
import { IDENTITY_MESSAGES, IDENTITY_QUESTIONS, namesMatch, QUESTIONS_TO_CHOOSE } from "~/rules/identity";
import { identityAnswerSchema, identitySetupSchema } from "~/rules/identity-forms";
import { coursePolicy, identityHref, safeReturnTo } from "~/screens/course-player/identity-gate.server";
import { badRequest, fieldErrorsOf, readStrictForm, type FormError } from "~/screens/course-player/identity-form.server";
import { requirePlayer } from "~/screens/course-player/player.server";
import { getClientAddress } from "~/utils/client-address.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Verify your identity" }];

type View =
  | { mode: "setup"; questions: { key: string; text: string }[]; returnTo: string }
  | { mode: "check"; checkId: string; question: string; returnTo: string; beforeExam: boolean }
  | { mode: "locked" };

async function context(request: Request, course: string | undefined) {
  const { user, player } = await requirePlayer(request, course);
  const policy = await coursePolicy(request, player.course.id);
  const returnTo = safeReturnTo(player.course.slug, new URL(request.url).searchParams.get("returnTo"));
  return { user, player, policy, returnTo };
}

export async function loader({ request, params, context: load }: LoaderFunctionArgs) {
  const { user, player, policy, returnTo } = await context(request, params.course);
  const standing = await getIdentityStanding(user.id, player.course.id, policy);
  if (!standing.required) throw redirect(returnTo);
  const headers = { "Cache-Control": "private, no-store" };
  if (!standing.setUp) {
    return data<View>({ mode: "setup", questions: IDENTITY_QUESTIONS.map((q) => ({ key: q.key, text: q.text })), returnTo }, { headers });
  }
  if (standing.locked) return data<View>({ mode: "locked" }, { headers });
  const open =
    standing.open ??
    (standing.due ? await openIdentityCheck(user.id, player.course.id, "seat_time", { ipAddress: getClientAddress(request, load) }) : null);
  if (!open) throw redirect(returnTo);
  return data<View>(
    { mode: "check", checkId: open.id, question: open.question, returnTo, beforeExam: open.reason === "final_exam" },
    { headers },
  );
}

export async function action({ request, params, context: load }: ActionFunctionArgs) {
  const { user, player, policy, returnTo } = await context(request, params.course);
  const fields = await readStrictForm(request);
  const ipAddress = getClientAddress(request, load);
  const standing = await getIdentityStanding(user.id, player.course.id, policy);
  if (!standing.required) return redirect(returnTo);
  const here = identityHref(player.course.slug, returnTo);

  if (fields.intent === "setup") {
    if (standing.setUp) return redirectWithToast(returnTo, { type: "info", title: IDENTITY_MESSAGES.alreadySetUp });
    const parsed = identitySetupSchema.safeParse(fields);
    if (!parsed.success) return badRequest(IDENTITY_MESSAGES.chooseThree, fieldErrorsOf(parsed.error.issues));
    if (!namesMatch(parsed.data.fullName, user.firstName, user.lastName)) {
      return badRequest(IDENTITY_MESSAGES.nameMismatch, { fullName: IDENTITY_MESSAGES.nameMismatch });
    }
    const saved = await saveIdentitySetup(user.id, parsed.data, { ipAddress });
    if (!saved.ok) return redirectWithToast(returnTo, { type: "info", title: IDENTITY_MESSAGES.alreadySetUp });
    return redirectWithToast(returnTo, { type: "success", title: "Your identity questions are saved" });
  }

  if (fields.intent === "answer") {
    const parsed = identityAnswerSchema.safeParse(fields);
    if (!parsed.success) return badRequest(parsed.error.issues[0]?.message, fieldErrorsOf(parsed.error.issues));
    const outcome = await answerIdentityCheck({
      userId: user.id,
      courseId: player.course.id,
      checkId: parsed.data.checkId,
      answer: parsed.data.answer,
      ipAddress,
    });
    if (!outcome.ok) {
      if (outcome.reason === "not_found") return badRequest(IDENTITY_MESSAGES.notYourCheck);
      // Answered already (another tab) or locked meanwhile: the page shows where things stand now.
      return redirect(here);
    }
    if (outcome.result === "passed") return redirectWithToast(returnTo, { type: "success", title: "Identity verified" });
    return redirectWithToast(here, { type: "error", title: outcome.locked ? "Course locked" : IDENTITY_MESSAGES.wrong });
  }
  return badRequest();
}

const inputClass = "mt-1 w-full rounded-md border border-line bg-surface px-3 py-2 text-ink";

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-danger">
      {message}
    </p>
  ) : null;
}

export default function IdentityPage() {
  const view = useLoaderData<typeof loader>();
  const failed = useActionData<FormError>();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="mx-auto max-w-2xl p-4 sm:p-6" data-testid="identity-page">
      <h1 className="font-serif text-2xl font-bold">{view.mode === "locked" ? "Course locked" : "Verify your identity"}</h1>
      {failed?.formError ? (
        <p role="alert" className="mt-3 rounded-md border border-danger p-3 text-sm text-danger" data-testid="identity-error">
          {failed.formError}
        </p>
      ) : null}
      {view.mode === "locked" ? (
        <p className="mt-4" data-testid="identity-locked">
          {IDENTITY_MESSAGES.locked}
        </p>
      ) : view.mode === "setup" ? (
        <SetupForm questions={view.questions} errors={failed?.fieldErrors ?? {}} busy={busy} />
      ) : (
        <section className="card mt-4 p-4 sm:p-6">
          <p className="text-ink-muted">
            {view.beforeExam
              ? "Before the final exam, answer one of your personal validation questions."
              : "To confirm that you are still the person taking this course, answer one of your personal validation questions."}
          </p>
          {/* Keyed by the check: the next question starts with an empty answer field. */}
          <Form key={view.checkId} method="post" replace className="mt-4 space-y-4">
            <input type="hidden" name="intent" value="answer" />
            <input type="hidden" name="checkId" value={view.checkId} />
            <div>
              <label htmlFor="identity-answer" className="block font-medium" data-testid="identity-question">
                {view.question}
              </label>
              <input
                id="identity-answer"
                name="answer"
                required
                maxLength={100}
                autoComplete="off"
                className={inputClass}
                aria-describedby={failed?.fieldErrors?.answer ? "identity-answer-error" : undefined}
              />
              <FieldError id="identity-answer-error" message={failed?.fieldErrors?.answer} />
            </div>
            <button type="submit" className="btn-primary" disabled={busy}>
              Submit Answer
            </button>
          </Form>
        </section>
      )}
    </div>
  );
}

function SetupForm({
  questions,
  errors,
  busy,
}: {
  questions: { key: string; text: string }[];
  errors: Record<string, string>;
  busy: boolean;
}) {
  return (
    <Form method="post" replace className="card mt-4 space-y-6 p-4 sm:p-6" data-testid="identity-setup">
      <input type="hidden" name="intent" value="setup" />
      <p className="text-ink-muted">
        This course checks who is taking it, as the school's certification requires. Choose {QUESTIONS_TO_CHOOSE} personal validation
        questions and answer them. We will ask one of them from time to time and before every final exam attempt. Answers are not
        case-sensitive and punctuation is ignored; we store them only in a form that cannot be read back.
      </p>
      {[1, 2, 3].map((n) => (
        <fieldset key={n} className="space-y-2">
          <legend className="font-semibold">Question {n}</legend>
          <div>
            <label htmlFor={`question${n}`} className="block text-sm font-medium">
              Question
            </label>
            <select id={`question${n}`} name={`question${n}`} required className={inputClass} defaultValue={questions[n - 1]?.key}>
              {questions.map((q) => (
                <option key={q.key} value={q.key}>
                  {q.text}
                </option>
              ))}
            </select>
            <FieldError id={`question${n}-error`} message={errors[`question${n}`]} />
          </div>
          <div>
            <label htmlFor={`answer${n}`} className="block text-sm font-medium">
              Your answer
            </label>
            <input id={`answer${n}`} name={`answer${n}`} required maxLength={100} autoComplete="off" className={inputClass} />
            <FieldError id={`answer${n}-error`} message={errors[`answer${n}`]} />
          </div>
        </fieldset>
      ))}
      <div>
        <label htmlFor="fullName" className="block text-sm font-medium">
          Your full name, as on your profile
        </label>
        <input id="fullName" name="fullName" required maxLength={200} autoComplete="name" className={inputClass} />
        <FieldError id="fullName-error" message={errors.fullName} />
      </div>
      <div className="flex items-start gap-2">
        <input id="affirm" name="affirm" type="checkbox" required className="mt-1" />
        <label htmlFor="affirm">I affirm that I am the person enrolled in this course and that these answers are my own.</label>
      </div>
      <FieldError id="affirm-error" message={errors.affirm} />
      <button type="submit" className="btn-primary" disabled={busy}>
        Save and Continue
      </button>
    </Form>
  );
}
