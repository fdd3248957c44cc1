import { useEffect, useState } from "react";

export type ToastMessage = {
  id: string;
  type: "success" | "error" | "info";
  title: string;
  description?: string;
};

const TOAST_MS = 4_000;

/** A Toaster that shows a toast says so, and every other Toaster on the page hides its own. */
const SHOWN_EVENT = "pelican:toast-shown";

const TONE: Record<ToastMessage["type"], string> = {
  success: "border-success",
  error: "border-danger",
  info: "border-brand",
};

/**
 * One toast at a time, bottom right, 4 seconds (requirement public-error-texts). The server renders it, so it shows
 * without JavaScript (CSS hides it after 4 s); with JavaScript it can also be dismissed. The root's
 * Toaster (toasts set by redirects) and a screen's own (its action's answer) can both hold one, so
 * the newest one shown replaces the other.
 */
export function Toaster({ toast }: { toast: ToastMessage | null }) {
  const [visible, setVisible] = useState<ToastMessage | null>(toast);

  useEffect(() => {
    setVisible(toast);
    if (!toast) return;
    window.dispatchEvent(new CustomEvent(SHOWN_EVENT, { detail: toast.id }));
    const hideOthers = (event: Event) => {
      if ((event as CustomEvent<string>).detail !== toast.id) setVisible(null);
    };
    window.addEventListener(SHOWN_EVENT, hideOthers);
    const timer = window.setTimeout(() => setVisible(null), TOAST_MS + 300);
    return () => {
      window.removeEventListener(SHOWN_EVENT, hideOthers);
      window.clearTimeout(timer);
    };
  }, [toast]);

  return (
    <div
      aria-live="polite"
      role="status"
      className="pointer-events-none fixed bottom-4 right-4 z-50 flex w-[calc(100%-2rem)] max-w-sm flex-col gap-2"
    >
      {visible ? (
        <div
          key={visible.id}
          data-testid="toast"
          className={`toast pointer-events-auto rounded-lg border-l-4 bg-surface-raised p-4 text-ink shadow-lg ring-1 ring-line ${TONE[visible.type]}`}
        >
          <div className="flex items-start justify-between gap-3">
            <div>
              <p className="font-semibold">{visible.title}</p>
              {visible.description ? <p className="mt-1 text-sm text-ink-muted">{visible.description}</p> : null}
            </div>
            <button
              type="button"
              onClick={() => setVisible(null)}
              className="-m-1 rounded p-1 text-ink-muted hover:text-ink"
              aria-label="Dismiss notification"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
