// The evaluation's license gate (Continuing Education and Post-licensing need a license number on the
// profile, requirement learning-validation-rules): the banner, and the recheck that reads LICENSE_CHECK_PATH when the learner comes
// back from their profile — with fetch, so it never reloads the route or records a page view.
import { useEffect, useRef, useState } from "react";
import { LICENSE_GATE_TEXTS, licenseGateProfileHref, type LicenseGate } from "~/rules/license-gate";

export const LICENSE_CHECK_PATH = "/course-player-license";

function isLicenseGate(value: unknown): value is LicenseGate {
  return typeof value === "object" && value !== null && typeof (value as LicenseGate).blocked === "boolean";
}

/**
 * The license gate as last known: the loader's, or — after the learner comes back to the tab (window
 * focus, tab visible again) while it is closed — a fresh reading from LICENSE_CHECK_PATH (plain
 * fetch: no loader runs, no page view). New loader data (after a submit) wins again.
 */
export function useLicenseGate(courseId: string, fromLoader: LicenseGate): LicenseGate {
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

export function LicenseBanner({ profilePath }: { profilePath: string }) {
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
