import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { isMathCheckResult, type InteractiveView, type MathCheckResult, type MathSolution } from "~/rules/topic-view";
import { isBlankAnswer } from "~/rules/math-answer";
import { useHydrated } from "~/utils/use-hydrated";
import { Calculator } from "./calculator";
import { RichText } from "./rich-text";

type MathView = Extract<InteractiveView, { type: "math_problem" }>;

/** The value of the hidden `intent` field of the check and reveal forms. */
export const CHECK_MATH_INTENT = "check-math";
const WIDE_SCREEN = "(min-width: 1024px)";

/**
 * A math practice problem (requirements progress-unlocking-and-quiz-flow, learning-validation-rules). The answer form posts `intent=check-math` (and
 * `topicId`, `answer-0`, `answer-1`…) to the current URL; the player route's action calls
 * `checkMathAnswer` and returns its result, which arrives here as `result` (from useActionData,
 * without JavaScript) or through this component's fetcher (with it). "Show Solution" posts the same
 * intent with `reveal=1`. Submit is disabled while any answer is blank (JS; the server refuses
 * blanks anyway). The calculator appears only with JavaScript, open by default at ≥ 1024 px.
 */
export function MathProblem({ topicId, problem, result }: { topicId: string; problem: MathView; result?: MathCheckResult }) {
  const fetcher = useFetcher({ key: `${CHECK_MATH_INTENT}:${topicId}` });
  const hydrated = useHydrated();
  const location = useLocation();
  const id = useId();
  const firstInput = useRef<HTMLInputElement>(null);

  const fromFetcher = isMathCheckResult(fetcher.data) && fetcher.data.topicId === topicId ? fetcher.data : undefined;
  const latest = fromFetcher ?? (result?.topicId === topicId ? result : undefined);
  const [dismissed, setDismissed] = useState<MathCheckResult | undefined>(undefined);
  const shown = latest && latest !== dismissed ? latest : undefined;

  const [values, setValues] = useState<string[]>(() => problem.answerFields.map((_, i) => latest?.given[i] ?? ""));
  const [calculatorOpen, setCalculatorOpen] = useState(false);
  useEffect(() => {
    setCalculatorOpen(window.matchMedia(WIDE_SCREEN).matches);
  }, []);

  const busy = fetcher.state !== "idle";
  const anyBlank = values.some(isBlankAnswer);
  const fieldErrors = shown?.status === "invalid" ? shown.fieldErrors : {};
  // Without JavaScript a plain GET of this page shows the empty form again (no fragment: a link
  // that differs from the current address only by its fragment would not reload the page).
  const tryAgainHref = `${location.pathname}${location.search}`;

  const tryAgain = (event: React.MouseEvent) => {
    event.preventDefault();
    setDismissed(shown);
    requestAnimationFrame(() => firstInput.current?.focus());
  };

  const showForm = !shown || shown.status === "invalid";

  return (
    <section aria-labelledby={`${id}-problem`} className="space-y-4">
      <div className={problem.showCalculator && hydrated ? "grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]" : ""}>
        <div className="space-y-4">
          <h3 id={`${id}-problem`} className="text-lg font-semibold">
            Problem
          </h3>
          <RichText html={problem.problemStatement} />

          {showForm ? (
            <fetcher.Form method="post" className="space-y-4" noValidate>
              <input type="hidden" name="intent" value={CHECK_MATH_INTENT} />
              <input type="hidden" name="topicId" value={topicId} />
              {shown?.status === "invalid" ? (
                <p role="alert" className="text-sm font-medium text-danger">
                  {shown.message}
                </p>
              ) : null}
              {problem.answerFields.map((field, index) => {
                const inputId = `${id}-${field.name}`;
                const error = fieldErrors[field.name];
                return (
                  <div key={field.name}>
                    <label htmlFor={inputId} className="block text-sm font-medium">
                      {field.label}
                    </label>
                    <input
                      ref={index === 0 ? firstInput : undefined}
                      id={inputId}
                      name={field.name}
                      type="text"
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder={field.placeholder}
                      value={values[index]}
                      onChange={(event) => {
                        const next = [...values];
                        next[index] = event.target.value;
                        setValues(next);
                      }}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${inputId}-error` : undefined}
                      className={`mt-1 w-full max-w-xs rounded-md border bg-surface px-3 py-2 text-ink placeholder:text-ink-muted ${error ? "border-danger" : "border-line"}`}
                    />
                    {error ? (
                      <p id={`${inputId}-error`} className="mt-1 text-sm text-danger">
                        {error}
                      </p>
                    ) : null}
                  </div>
                );
              })}
              <button type="submit" className="btn-primary" disabled={hydrated && (anyBlank || busy)}>
                {busy ? "Checking…" : "Check Answer"}
              </button>
            </fetcher.Form>
          ) : shown.status === "incorrect" ? (
            <div role="status" className="space-y-3 rounded-lg border border-accent bg-surface-muted p-4">
              <p className="text-lg font-semibold text-accent">Not quite right</p>
              {shown.hint ? (
                <div>
                  <p className="text-sm font-semibold">Hint</p>
                  <RichText html={shown.hint} />
                </div>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <a href={tryAgainHref} onClick={tryAgain} className="btn-primary">
                  Try Again
                </a>
                <fetcher.Form method="post">
                  <input type="hidden" name="intent" value={CHECK_MATH_INTENT} />
                  <input type="hidden" name="topicId" value={topicId} />
                  <input type="hidden" name="reveal" value="1" />
                  <button type="submit" className="btn-secondary" disabled={hydrated && busy}>
                    Show Solution
                  </button>
                </fetcher.Form>
              </div>
            </div>
          ) : (
            <div
              role="status"
              className={`space-y-3 rounded-lg border p-4 ${shown.status === "correct" ? "border-success" : "border-line"} bg-surface-muted`}
            >
              {shown.status === "correct" ? <p className="text-lg font-semibold text-success">Correct!</p> : null}
              <Solution solution={shown.solution} />
            </div>
          )}
        </div>

        {problem.showCalculator && hydrated ? (
          <aside aria-label="Calculator" className="space-y-2">
            <button
              type="button"
              className="btn-secondary w-full"
              aria-expanded={calculatorOpen}
              onClick={() => setCalculatorOpen((open) => !open)}
            >
              {calculatorOpen ? "Hide calculator" : "Show calculator"}
            </button>
            {calculatorOpen ? <Calculator /> : null}
          </aside>
        ) : null}
      </div>
    </section>
  );
}

function Solution({ solution }: { solution: MathSolution }) {
  return (
    <div className="space-y-3">
      <h4 className="font-semibold">Solution</h4>
      {solution.steps.length > 0 ? (
        <ol className="space-y-2">
          {solution.steps.map((step) => (
            <li key={step.stepNumber} className="rounded-md border border-line bg-surface p-3">
              <p className="font-medium">
                Step {step.stepNumber}: {step.description}
              </p>
              {step.calculation || step.result ? (
                <p className="mt-1 font-mono text-sm">
                  {step.calculation}
                  {step.calculation && step.result ? " = " : null}
                  {step.result ? <strong>{step.result}</strong> : null}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      <dl className="space-y-1">
        {solution.answers.map((answer, index) => (
          <div key={index} className="flex flex-wrap gap-x-2">
            <dt className="font-medium">{answer.label ?? "Answer"}:</dt>
            <dd className="font-mono">{answer.value}</dd>
          </div>
        ))}
      </dl>
      <RichText html={solution.afterText} />
    </div>
  );
}
