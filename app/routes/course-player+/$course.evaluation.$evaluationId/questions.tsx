// The evaluation's questions: open-ended, star rating (radio inputs that look like stars), and the
// low-rating follow-up of 'Overall, how would you rate this course?' (requirements learning-screens, learning-validation-rules).
import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useEffect } from "react";
import { FieldError } from "~/components/forms/field";
import { EVALUATION_MESSAGES, isLowRating, MAX_ANSWER_LENGTH, parseRating, RATING_VALUES } from "~/rules/evaluation-form";
import type { EvaluationFormQuestion } from "~/rules/evaluation-screen";

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

export function OpenQuestion({ question, meta }: { question: EvaluationFormQuestion; meta: FieldMetadata<string | undefined> }) {
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

export function RatingQuestion({
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
  // 4–5 clears the follow-up (requirement learning-validation-rules); the server drops one sent anyway.
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
export function FollowUp({ meta, visible, hydrated }: { meta: FieldMetadata<string | undefined>; visible: boolean; hydrated: boolean }) {
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
