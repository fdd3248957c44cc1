// With JavaScript: reports time on task for the item on screen. Every 30 s while the tab is
// visible and the learner is not idle (no input for 2 minutes), a heartbeat tells the server how
// long the learner was active since the last report; hiding the tab, leaving the item and closing
// the page send a last report (sendBeacon on pagehide). The server decides what it credits.
import { useEffect } from "react";
import { HEARTBEAT_INTERVAL_MS, IDLE_AFTER_MS } from "~/rules/time-on-task";

export const TIME_ON_TASK_ACTION = "/course-player-time";

const ACTIVITY_EVENTS = ["pointerdown", "keydown", "scroll", "wheel", "touchstart", "mousemove"] as const;

export function useTimeOnTask(intervalId: string | null | undefined) {
  useEffect(() => {
    if (!intervalId) return;
    let id = intervalId;
    let activeSince: number | null = document.visibilityState === "visible" ? Date.now() : null;
    let lastInput = Date.now();
    let credited = 0; // ms of activity already reported in the current active stretch

    const isIdle = () => Date.now() - lastInput > IDLE_AFTER_MS;
    const pendingSeconds = () => {
      if (activeSince === null) return 0;
      // Idle time does not count: stop at the last input plus the idle allowance.
      const end = Math.min(Date.now(), lastInput + IDLE_AFTER_MS);
      return Math.max(0, end - activeSince - credited) / 1000;
    };

    const body = (seconds: number) => new URLSearchParams({ intervalId: id, seconds: seconds.toFixed(1) });

    const report = (final: boolean) => {
      const seconds = pendingSeconds();
      if (seconds < 1) return;
      credited += seconds * 1000;
      if (final && typeof navigator.sendBeacon === "function") {
        navigator.sendBeacon(TIME_ON_TASK_ACTION, body(seconds));
        return;
      }
      fetch(TIME_ON_TASK_ACTION, { method: "POST", body: body(seconds), keepalive: true, credentials: "same-origin" })
        .then((response) => (response.ok ? response.json() : null))
        .then((answer: { intervalId?: string } | null) => {
          if (answer?.intervalId) id = answer.intervalId;
        })
        .catch(() => {});
    };

    const stop = () => {
      report(true);
      activeSince = null;
      credited = 0;
    };
    const start = () => {
      if (activeSince === null) {
        activeSince = Date.now();
        credited = 0;
      }
    };

    const timer = window.setInterval(() => {
      if (document.visibilityState !== "visible") return;
      if (isIdle()) {
        if (activeSince !== null) stop();
        return;
      }
      report(false);
    }, HEARTBEAT_INTERVAL_MS);

    const onInput = () => {
      lastInput = Date.now();
      if (document.visibilityState === "visible") start();
    };
    const onVisibility = () => (document.visibilityState === "visible" ? onInput() : stop());
    const onPageHide = () => stop();

    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onInput, { passive: true });
    // A playing audio or video counts as activity (media events do not bubble: capture them).
    document.addEventListener("timeupdate", onInput, true);
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      document.removeEventListener("timeupdate", onInput, true);
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onInput);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", onPageHide);
      stop();
    };
  }, [intervalId]);
}
