// The delivery policy's idle limit with JavaScript (decision 0087): no keyboard, pointer, scroll or
// media activity for the limit less 2 minutes shows "Are you still there?" (one button keeps the
// session); at the limit the player leaves the course (a POST to the sign-out route, which sends the
// learner to their dashboard with a notice). Time on task has stopped being credited long before
// (heartbeats stop after 2 idle minutes); without JavaScript the server drops page-view gaps beyond
// the limit instead (models/learning/time-on-task.server).
import { useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { idleTimings, IDLE_TEXTS } from "~/rules/delivery-policy";
import { PlayerDialog } from "./player-dialog";

export const IDLE_SIGN_OUT_ACTION = "/course-player-idle";

const ACTIVITY_EVENTS = ["pointerdown", "keydown", "scroll", "wheel", "touchstart", "mousemove"] as const;

export function IdleLimit({ minutes, course }: { minutes: number | null; course: string }) {
  const [warning, setWarning] = useState(false);
  const warningRef = useRef(false);
  const lastInput = useRef(Date.now());
  const submit = useSubmit();

  useEffect(() => {
    if (!minutes) return;
    const { warnAfterMs, signOutAfterMs } = idleTimings(minutes);
    lastInput.current = Date.now();
    let signedOut = false;
    // While the warning shows, only its button keeps the session (a stray mouse move does not).
    const onInput = () => {
      if (!warningRef.current) lastInput.current = Date.now();
    };
    const check = () => {
      const idle = Date.now() - lastInput.current;
      if (idle >= signOutAfterMs && !signedOut) {
        signedOut = true;
        submit({ course }, { method: "post", action: IDLE_SIGN_OUT_ACTION, replace: true });
      } else if (idle >= warnAfterMs && !warningRef.current) {
        warningRef.current = true;
        setWarning(true);
      }
    };
    const timer = window.setInterval(check, 1000);
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onInput, { passive: true });
    document.addEventListener("timeupdate", onInput, true);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onInput);
      document.removeEventListener("timeupdate", onInput, true);
    };
  }, [minutes, course, submit]);

  const keep = () => {
    lastInput.current = Date.now();
    warningRef.current = false;
    setWarning(false);
  };

  return (
    <PlayerDialog open={warning} title={IDLE_TEXTS.warningTitle} description={IDLE_TEXTS.warningText} onCancel={keep} testId="idle-warning">
      <button type="button" className="btn-primary" onClick={keep} autoFocus>
        {IDLE_TEXTS.keepSession}
      </button>
    </PlayerDialog>
  );
}
