import { useEffect, useRef, useState } from "react";
import { AUTO_SUBMIT_DELAY_MS, formatClock, isTimeWarning, isTimeWarningDue, secondsLeft, timeWarningText } from "~/rules/quiz-screen";

/**
 * The quiz's countdown from the server's deadline (requirement progress-unlocking-and-quiz-flow Quiz, requirement learning-constants): the server sent the seconds
 * left when the page loaded; the browser counts them down, warns once from 300 s left (at once on a
 * page that opens inside the last five minutes: a quiz of five minutes or less), and calls `onExpire`
 * 100 ms after zero. Without JavaScript the page shows the time left and the warning as they were
 * when it loaded, and reloads itself at the deadline, when the server has closed the attempt.
 */
export function QuizTimer({ initialSeconds, onExpire }: { initialSeconds: number; onExpire: () => void }) {
  const [seconds, setSeconds] = useState(initialSeconds);
  // The time left when the warning was given (its text says it), or null before; the server renders a
  // page that opens inside the last five minutes with the warning already shown.
  const [warnedAt, setWarnedAt] = useState<number | null>(() => (isTimeWarningDue(initialSeconds) ? initialSeconds : null));
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    const startedAt = Date.now();
    let fired = false;
    let submitTimer: number | undefined;
    const tick = () => {
      const left = secondsLeft(initialSeconds, startedAt, Date.now());
      setSeconds(left);
      if (isTimeWarningDue(left)) setWarnedAt((given) => given ?? left);
      if (left === 0 && !fired) {
        fired = true;
        window.clearInterval(interval);
        submitTimer = window.setTimeout(() => expire.current(), AUTO_SUBMIT_DELAY_MS);
      }
    };
    const interval = window.setInterval(tick, 250);
    tick();
    return () => {
      window.clearInterval(interval);
      window.clearTimeout(submitTimer);
    };
  }, [initialSeconds]);

  const warning = isTimeWarning(seconds);
  return (
    <div className="flex flex-col items-end gap-1">
      <p
        className={`rounded-md px-3 py-1 font-mono text-lg font-semibold tabular-nums ${warning ? "border-2 border-danger bg-surface-raised text-danger" : "border-2 border-line bg-surface-muted text-ink"}`}
        data-testid="quiz-timer"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="mr-2 inline h-5 w-5 align-[-3px]"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="13" r="8" />
          <path d="M12 9v4l2.5 2.5M9 2h6" strokeLinecap="round" />
        </svg>
        <span className="sr-only">Time left: </span>
        {formatClock(seconds)}
      </p>
      <noscript>
        <span className="text-xs text-ink-muted">when this page loaded</span>
        {/* Without JavaScript, reload when time is up: the server has then closed the attempt. */}
        <meta httpEquiv="refresh" content={String(initialSeconds + 1)} />
      </noscript>
      {warnedAt !== null ? (
        <p role="alert" className="text-sm font-semibold text-danger" data-testid="quiz-time-warning">
          {timeWarningText(warnedAt)}
        </p>
      ) : null}
    </div>
  );
}
