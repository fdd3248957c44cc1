// The 'Course Evaluation' screen of the course player (requirement learning-screens Evaluation screen, requirement learning-validation-rules): the form,
// the license-gate banner, 'Evaluation Already Submitted' and the 'Thank You' view.
//
// Used by the player's `course-player.$course.evaluation.$evaluationId` route:
//   loader: `const screen = await getEvaluationScreen({ user, courseId, evaluationId })` (null → 404
//           'Evaluation not found'), return it;
//   action: `submitEvaluation` (~/models/assessment/evaluation.server) with the form read by
//           `readEvaluationForm` (./submission.server), then the route maps the result to action data
//           and a status (the form posts `intent=submit-evaluation`);
//   component: `<EvaluationScreen {...useLoaderData()} actionData={useActionData()} />`;
//   `export const shouldRevalidate = reloadForOwnForm()` (~/components/player/view).
// Returning data from the action (no redirect) shows Thank You in this session; a later visit shows
// 'Evaluation Already Submitted'. A route that prefers Post/Redirect/Get can redirect to
// `?submitted=1` and pass `justSubmitted`. The license recheck (window focus, tab visible) reads
// LICENSE_CHECK_PATH with fetch and never reloads the route, so it records no page view.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import { FormError } from "~/components/forms/field";
import { FORM_VALIDATION } from "~/components/forms/validation";
import { answerField, buildEvaluationSchema, followUpField, type EvaluationResponseInput } from "~/rules/evaluation-form";
import {
  EVALUATION_TEXTS,
  formatSubmittedDate,
  SUBMIT_EVALUATION_INTENT,
  type EvaluationActionData,
  type EvaluationForm,
  type EvaluationScreenData,
} from "~/rules/evaluation-screen";
import { useHydrated } from "~/utils/use-hydrated";
import { LicenseBanner, useLicenseGate } from "./license-gate";
import { OpenQuestion, RatingQuestion } from "./questions";

export type EvaluationScreenProps = EvaluationScreenData & {
  /** The action's answer (`toEvaluationActionData`): errors, a refusal notice, or `submitted`. */
  actionData?: EvaluationActionData | null;
  /** Show Thank You (e.g. after a redirect to `?submitted=1`); `actionData.submitted` does the same. */
  justSubmitted?: boolean;
};

/**
 * The whole evaluation screen. Props:
 * - `evaluation`: the form (`getEvaluationForm`), descriptions already sanitised;
 * - `submittedAt`: when the learner submitted it (null: not yet) → 'Evaluation Already Submitted';
 * - `licenseGate`: `{ required, blocked }`; blocked shows the banner and the server refuses submits;
 * - `profilePath`: where 'Update Profile' opens (new tab); `certificatesPath`: the Thank You link;
 * - `actionData`, `justSubmitted`: see above.
 */
export function EvaluationScreen(props: EvaluationScreenProps) {
  const { evaluation, submittedAt, actionData, justSubmitted, certificatesPath } = props;
  let body;
  if (actionData?.submitted || justSubmitted) body = <ThankYou certificatesPath={certificatesPath} />;
  else if (submittedAt) body = <AlreadySubmitted submittedAt={submittedAt} certificatesPath={certificatesPath} />;
  else body = <EvaluationFormView {...props} />;
  return (
    <article className="mx-auto max-w-3xl" data-testid="evaluation-screen">
      <header className="mb-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-ink-muted">Evaluation</p>
        <h1 className="font-serif text-3xl font-bold">{evaluation.title || EVALUATION_TEXTS.title}</h1>
      </header>
      {body}
    </article>
  );
}

function ThankYou({ certificatesPath }: { certificatesPath: string }) {
  return (
    <section className="card text-center" aria-labelledby="evaluation-thank-you" data-testid="evaluation-thank-you">
      <h2 id="evaluation-thank-you" className="font-serif text-2xl font-bold">
        {EVALUATION_TEXTS.thankYou}
      </h2>
      <p className="mt-3 text-ink-muted">{EVALUATION_TEXTS.thankYouText}</p>
      <Link to={certificatesPath} className="btn-primary mt-6">
        {EVALUATION_TEXTS.viewCertificates}
      </Link>
    </section>
  );
}

function AlreadySubmitted({ submittedAt, certificatesPath }: { submittedAt: Date | string; certificatesPath: string }) {
  const date = new Date(submittedAt);
  return (
    <section className="card" aria-labelledby="evaluation-already-submitted" data-testid="evaluation-already-submitted">
      <h2 id="evaluation-already-submitted" className="font-serif text-2xl font-bold">
        {EVALUATION_TEXTS.alreadySubmitted}
      </h2>
      <p className="mt-3 text-ink-muted">
        Submitted on <time dateTime={date.toISOString()}>{formatSubmittedDate(date)}</time>
      </p>
      <Link to={certificatesPath} className="btn-secondary mt-6">
        {EVALUATION_TEXTS.viewCertificates}
      </Link>
    </section>
  );
}

/** GET ?course=<id> → `LicenseGate` for the signed-in user (app/routes/_resources+/course-player-license.tsx). */
function EvaluationFormView(props: EvaluationScreenProps) {
  const { blocked } = useLicenseGate(props.evaluation.courseId, props.licenseGate);
  return <EvaluationFormBody {...props} blocked={blocked} />;
}

function EvaluationFormBody({ evaluation, profilePath, actionData, blocked }: EvaluationScreenProps & { blocked: boolean }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === SUBMIT_EVALUATION_INTENT;
  const questions = useMemo(() => evaluation.sections.flatMap((s) => s.questions), [evaluation]);
  const schema = useMemo(() => buildEvaluationSchema(questions), [questions]);
  const [form, fields] = useForm<Record<string, string | undefined>, EvaluationResponseInput[]>({
    id: `evaluation-${evaluation.id}`,
    lastResult: actionData?.result,
    ...FORM_VALIDATION,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });

  return (
    <>
      {blocked ? <LicenseBanner profilePath={profilePath} /> : null}
      {actionData?.notice && !actionData.result ? (
        <div role="alert" className="mb-6 rounded-md border border-danger bg-danger/10 p-3 text-sm">
          <p className="font-semibold">{actionData.notice.title}</p>
          {actionData.notice.description !== actionData.notice.title ? <p>{actionData.notice.description}</p> : null}
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-8" aria-label={evaluation.title || EVALUATION_TEXTS.title}>
        {evaluation.descriptionHtml ? (
          <div className="prose-content text-ink" dangerouslySetInnerHTML={{ __html: evaluation.descriptionHtml }} />
        ) : null}
        <p className="text-sm text-ink-muted">
          Questions marked{" "}
          <span aria-hidden="true" className="text-danger">
            *
          </span>
          <span className="sr-only">required</span> are required.
        </p>
        {evaluation.sections.map((section) => (
          <section key={section.id} className="card space-y-6" aria-labelledby={`section-${section.id}`}>
            <div>
              <h2 id={`section-${section.id}`} className="font-serif text-xl font-bold">
                {section.title}
              </h2>
              {section.descriptionHtml ? (
                <div className="prose-content mt-1 text-sm text-ink-muted" dangerouslySetInnerHTML={{ __html: section.descriptionHtml }} />
              ) : null}
            </div>
            {section.questions.map((question) =>
              question.questionType === "star_rating" ? (
                <RatingQuestion
                  key={question.id}
                  question={question}
                  meta={fields[answerField(question.id)]}
                  followUp={question.isOverallRating ? fields[followUpField(question.id)] : undefined}
                  hydrated={hydrated}
                  onHighRating={() => form.update({ name: followUpField(question.id), value: "" })}
                />
              ) : (
                <OpenQuestion key={question.id} question={question} meta={fields[answerField(question.id)]} />
              ),
            )}
          </section>
        ))}
        <FormError id={form.errorId} errors={form.errors} />
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <button
            type="submit"
            name="intent"
            value={SUBMIT_EVALUATION_INTENT}
            className="btn-primary w-full sm:w-auto"
            disabled={submitting || (hydrated && blocked)}
            aria-describedby={blocked ? "license-gate-title" : undefined}
          >
            {submitting ? EVALUATION_TEXTS.submitting : EVALUATION_TEXTS.submit}
          </button>
        </div>
      </Form>
    </>
  );
}

export type { EvaluationForm };
