import { useCallback, useState } from "react";
import { Toaster, type ToastMessage } from "~/components/ui/toaster";
import { passwordProblemToast, type NewPasswordMessages } from "~/rules/account-forms";

type Checked = { status?: "success" | "error"; error?: Record<string, string[] | null> | null };

let shown = 0;

/**
 * With JavaScript, the form's own check (conform, on submit) names a refused new password in a toast
 * too — 'Password Too Short', 'Password Mismatch' (requirement public-error-texts) — beside the fields' messages.
 * `check` wraps the form's onValidate result; a re-check while typing (no submit) shows nothing.
 */
export function usePasswordToast(messages: Pick<NewPasswordMessages, "tooShort" | "mismatch">) {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const check = useCallback(
    <T extends Checked>(submission: T): T => {
      // conform reports status "error" only for a submit (a re-check while typing has no status).
      if (submission.status === "error") {
        const problem = passwordProblemToast(submission.error, messages);
        if (problem) setToast({ id: `password-problem-${++shown}`, type: "error", ...problem });
      }
      return submission;
    },
    [messages],
  );
  return { check, toaster: <Toaster toast={toast} /> };
}
