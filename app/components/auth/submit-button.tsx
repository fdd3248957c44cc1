import { useLocation, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

export type LoginIntent = "signin" | "signup" | "forgot" | "resend";

/**
 * The submit button of an auth form: posts `intent`, and with JavaScript reads "Signing in..." (etc.)
 * and is disabled while its own submission is under way, redirect included.
 */
export function SubmitButton({
  intent,
  children,
  pendingLabel,
  className = "btn-primary w-full",
}: {
  intent: LoginIntent;
  children: ReactNode;
  pendingLabel: string;
  className?: string;
}) {
  const navigation = useNavigation();
  const location = useLocation();
  // Submitting, or following the action's redirect to another page (a refused form only reloads this one).
  const pending =
    navigation.formData?.get("intent") === intent &&
    (navigation.state === "submitting" || (navigation.state === "loading" && navigation.location.pathname !== location.pathname));
  return (
    <button type="submit" name="intent" value={intent} className={className} disabled={pending}>
      {pending ? pendingLabel : children}
    </button>
  );
}
