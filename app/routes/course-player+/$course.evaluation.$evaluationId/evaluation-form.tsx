// The 'Course Evaluation' screen of the course player (spec 2 §2 Evaluation screen, §5): the form,
// the license-gate banner, 'Evaluation Already Submitted' and the 'Thank You' view.
//
// Used by the player's `course-player.$course.evaluation.$evaluationId` route:
//   loader: `const screen = await getEvaluationScreen({ user, courseId, evaluationId })` (null → 404
//           'Evaluation not found'), return it;
//   action: `submitEvaluation` (~/models/evaluation.server) with the form read by
//           `readEvaluationForm` (./submission.server), then the route maps the result to action data
//           and a status (the form posts `intent=submit-evaluation`);
//   component: `<EvaluationScreen {...useLoaderData()} actionData={useActionData()} />`;
//   `export const shouldRevalidate = reloadForOwnForm()` (~/components/player/view).
// Returning data from the action (no redirect) shows Thank You in this session; a later visit shows
// 'Evaluation Already Submitted'. A route that prefers Post/Redirect/Get can redirect to
// `?submitted=1` and pass `justSubmitted`. The license recheck (window focus, tab visible) reads
// LICENSE_CHECK_PATH with fetch and never reloads the route, so it records no page view.
import { getFormProps, getInputProps, getTextareaProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { FieldError, FormError } from "~/components/forms/field";
import { FORM_VALIDATION } from "~/components/forms/validation";
import {
  answerField,
  buildEvaluationSchema,
  EVALUATION_MESSAGES,
  followUpField,
  isLowRating,
  MAX_ANSWER_LENGTH,
  parseRating,
  RATING_VALUES,
  type EvaluationResponseInput,
} from "~/rules/evaluation-form";
import {
  EVALUATION_TEXTS,
  formatSubmittedDate,
  SUBMIT_EVALUATION_INTENT,
  type EvaluationActionData,
  type EvaluationForm,
  type EvaluationFormQuestion,
  type EvaluationScreenData,
} from "~/rules/evaluation-screen";
import { LICENSE_GATE_TEXTS, licenseGateProfileHref, type LicenseGate } from "~/rules/license-gate";
import { useHydrated } from "~/utils/use-hydrated";

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
export const LICENSE_CHECK_PATH = "/course-player-license";

function isLicenseGate(value: unknown): value is LicenseGate {
  return typeof value === "object" && value !== null && typeof (value as LicenseGate).blocked === "boolean";
}

/**
 * The license gate as last known: the loader's, or — after the learner comes back to the tab (window
 * focus, tab visible again) while it is closed — a fresh reading from LICENSE_CHECK_PATH (plain
 * fetch: no loader runs, no page view). New loader data (after a submit) wins again.
 */
function useLicenseGate(courseId: string, fromLoader: LicenseGate): LicenseGate {
  // A recheck belongs to the loader reading it was made against: new loader data (after a submit)
  // wins again without a state update (a no-op setState here would re-render the form's owner
  // without its fields, which drops conform's field subscriptions — see EvaluationFormView).
  const [rechecked, setRechecked] = useState<{ against: LicenseGate; gate: LicenseGate } | null>(null);
  const gate = rechecked?.against === fromLoader ? rechecked.gate : fromLoader;
  const pending = useRef(false);
  useEffect(() => {
    if (!gate.blocked) return;
    let live = true;
    const recheck = () => {
      if (document.visibilityState !== "visible" || pending.current) return;
      pending.current = true;
      fetch(`${LICENSE_CHECK_PATH}?${new URLSearchParams({ course: courseId })}`, {
        credentials: "same-origin",
        headers: { Accept: "application/json" },
      })
        .then((response) => (response.ok ? response.json() : null))
        .then((answer: unknown) => {
          if (live && isLicenseGate(answer)) {
            setRechecked({ against: fromLoader, gate: { required: answer.required, blocked: answer.blocked } });
          }
        })
        .catch(() => {})
        .finally(() => {
          pending.current = false;
        });
    };
    window.addEventListener("focus", recheck);
    document.addEventListener("visibilitychange", recheck);
    return () => {
      live = false;
      window.removeEventListener("focus", recheck);
      document.removeEventListener("visibilitychange", recheck);
    };
  }, [gate.blocked, courseId, fromLoader]);
  return gate;
}

function LicenseBanner({ profilePath }: { profilePath: string }) {
  return (
    <section
      aria-labelledby="license-gate-title"
      className="mb-6 rounded-lg border border-accent bg-surface-muted p-4 sm:flex sm:items-center sm:justify-between sm:gap-4"
      data-testid="license-gate-banner"
    >
      <div>
        <h2 id="license-gate-title" className="font-semibold">
          {LICENSE_GATE_TEXTS.banner}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{LICENSE_GATE_TEXTS.description}</p>
      </div>
      <a
        href={licenseGateProfileHref(profilePath)}
        target="_blank"
        rel="noopener noreferrer"
        className="btn-secondary mt-3 shrink-0 sm:mt-0"
      >
        {LICENSE_GATE_TEXTS.button}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </section>
  );
}

/**
 * The license gate is read here, outside the component that owns `useForm`: conform re-renders a
 * field only for what the last render of the form's owner (and the fields under it) read, so the
 * owner must hold no state of its own whose updates could render it without its fields.
 */
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

function RequiredMark({ required }: { required: boolean }) {
  if (!required) return null;
  return (
    <>
      <span aria-hidden="true" className="text-danger">
        {" "}
        *
      </span>
      <span className="sr-only"> (required)</span>
    </>
  );
}

function OpenQuestion({ question, meta }: { question: EvaluationFormQuestion; meta: FieldMetadata<string | undefined> }) {
  const invalid = Boolean(meta.errors?.length);
  const { key, ...props } = getTextareaProps(meta, { ariaAttributes: true });
  return (
    <div>
      <label htmlFor={meta.id} className="block font-medium">
        {question.questionText}
        <RequiredMark required={question.isRequired} />
      </label>
      <textarea
        key={key}
        {...props}
        rows={4}
        maxLength={MAX_ANSWER_LENGTH}
        aria-required={question.isRequired || undefined}
        aria-describedby={invalid ? meta.errorId : undefined}
        className={`mt-2 block min-h-[100px] w-full resize-y rounded-md border bg-surface px-3 py-2 text-ink ${invalid ? "border-danger" : "border-line"}`}
      />
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** Per star: filled when the checked value is at least its own (CSS `:has`, so it works without JavaScript too). */
const STAR_FILL: Record<string, string> = {
  "1": "group-has-[.star-1:checked]:text-accent group-has-[.star-2:checked]:text-accent group-has-[.star-3:checked]:text-accent group-has-[.star-4:checked]:text-accent group-has-[.star-5:checked]:text-accent",
  "2": "group-has-[.star-2:checked]:text-accent group-has-[.star-3:checked]:text-accent group-has-[.star-4:checked]:text-accent group-has-[.star-5:checked]:text-accent",
  "3": "group-has-[.star-3:checked]:text-accent group-has-[.star-4:checked]:text-accent group-has-[.star-5:checked]:text-accent",
  "4": "group-has-[.star-4:checked]:text-accent group-has-[.star-5:checked]:text-accent",
  "5": "group-has-[.star-5:checked]:text-accent",
};
const STAR_INPUT: Record<string, string> = { "1": "star-1", "2": "star-2", "3": "star-3", "4": "star-4", "5": "star-5" };

function RatingQuestion({
  question,
  meta,
  followUp,
  hydrated,
  onHighRating,
}: {
  question: EvaluationFormQuestion;
  meta: FieldMetadata<string | undefined>;
  followUp?: FieldMetadata<string | undefined>;
  hydrated: boolean;
  onHighRating: () => void;
}) {
  const invalid = Boolean(meta.errors?.length);
  const rating = parseRating(meta.value);
  const low = isLowRating(rating);
  const hasFollowUpText = Boolean(followUp?.value);
  // 4–5 clears the follow-up (spec 2 §5); the server drops one sent anyway.
  useEffect(() => {
    if (followUp && rating !== null && !low && hasFollowUpText) onHighRating();
  }, [followUp, rating, low, hasFollowUpText, onHighRating]);

  return (
    <div>
      <fieldset aria-describedby={invalid ? meta.errorId : undefined}>
        <legend className="font-medium">
          {question.questionText}
          <RequiredMark required={question.isRequired} />
        </legend>
        <div className="group mt-2 flex flex-wrap items-center gap-1" data-testid={`rating-${question.id}`}>
          {RATING_VALUES.map((value) => {
            const { key, ...props } = getInputProps(meta, { type: "radio", value, ariaAttributes: false });
            const n = Number(value);
            return (
              <label
                key={`${key ?? ""}-${value}`}
                className={`relative flex h-11 w-11 cursor-pointer items-center justify-center rounded-md text-3xl leading-none text-ink-muted/70 hover:text-accent/80 has-[:focus-visible]:outline has-[:focus-visible]:outline-[3px] has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand ${STAR_FILL[value]}`}
              >
                <input
                  {...props}
                  id={`${meta.id}-${value}`}
                  aria-invalid={invalid || undefined}
                  // Transparent over its star: the star is what is seen, the radio is what is clicked and focused.
                  className={`absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none opacity-0 ${STAR_INPUT[value]}`}
                />
                <span aria-hidden="true">★</span>
                <span className="sr-only">{n === 1 ? "1 star" : `${n} stars`}</span>
              </label>
            );
          })}
          {rating !== null ? (
            <span className="ml-2 text-sm text-ink-muted" aria-hidden="true">
              {rating} of 5
            </span>
          ) : null}
        </div>
        <FieldError id={meta.errorId} errors={meta.errors} />
      </fieldset>
      {followUp ? <FollowUp meta={followUp} visible={!hydrated || low} hydrated={hydrated} /> : null}
    </div>
  );
}

/**
 * The low-rating follow-up: with JavaScript it appears when 1–3 is chosen; without it is always
 * shown (with its label and a hint) and the server requires it for a low rating.
 */
function FollowUp({ meta, visible, hydrated }: { meta: FieldMetadata<string | undefined>; visible: boolean; hydrated: boolean }) {
  const invalid = Boolean(meta.errors?.length);
  const hintId = `${meta.id}-hint`;
  const { key, ...props } = getTextareaProps(meta, { ariaAttributes: true });
  return (
    <div className="mt-4 rounded-md border border-line bg-surface-muted p-4" hidden={!visible} data-testid="low-rating-follow-up">
      <label htmlFor={meta.id} className="block font-medium">
        {EVALUATION_MESSAGES.followUpPrompt}
      </label>
      {!hydrated ? (
        <p id={hintId} className="mt-1 text-sm text-ink-muted">
          Required if you rate this course 3 stars or fewer.
        </p>
      ) : null}
      <textarea
        key={key}
        {...props}
        rows={3}
        maxLength={MAX_ANSWER_LENGTH}
        aria-describedby={[!hydrated ? hintId : null, invalid ? meta.errorId : null].filter(Boolean).join(" ") || undefined}
        className={`mt-2 block w-full resize-y rounded-md border bg-surface px-3 py-2 text-ink ${invalid ? "border-danger" : "border-line"}`}
      />
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export type { EvaluationForm };
