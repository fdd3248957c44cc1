import { Form, Link, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { RETAKE_WARNING } from "~/rules/retake";

/** The URL that asks to confirm a retake of this course (?retake=<courseId>), keeping the page's filters. */
function useRetakeHref(courseId: string): string {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.set("retake", courseId);
  return `${location.pathname}?${params}`;
}

/** "Retake" on My Certificates and My Courses: opens the confirmation below (no request changes anything yet). */
export function RetakeLink({ courseId, title, className }: { courseId: string; title: string; className: string }) {
  const href = useRetakeHref(courseId);
  return (
    <Link to={href} preventScrollReset className={className} aria-label={`Retake: ${title}`}>
      Retake
    </Link>
  );
}

/**
 * The retake confirmation (requirement signed-in-state-flows). Rendered by the server when the URL has ?retake=<courseId>:
 * without JavaScript it is an open dialog at the top of the page (in the flow, a confirm page); with
 * JavaScript it becomes modal (focus kept inside, Escape cancels). It posts intent=retake to
 * `action` (default `closeHref`; an index route such as My Courses needs `?index`).
 */
export function RetakeDialog({
  target,
  closeHref,
  action = closeHref,
}: {
  target: { courseId: string; title: string; courseType: string };
  closeHref: string;
  action?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "retake";

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== "function") return;
    if (!dialog.matches(":modal")) {
      dialog.close();
      dialog.showModal();
    }
  }, []);

  return (
    <dialog
      ref={ref}
      open
      aria-labelledby="retake-title"
      aria-describedby="retake-warning"
      onCancel={(event) => {
        event.preventDefault();
        navigate(closeHref, { replace: true, preventScrollReset: true });
      }}
      className="z-20 m-auto w-[min(34rem,calc(100%-2rem))] rounded-lg border border-line bg-surface-raised p-6 text-ink shadow-xl backdrop:bg-black/50 [&:not(:modal)]:static [&:not(:modal)]:mb-6 [&:not(:modal)]:w-full [&:not(:modal)]:max-w-2xl"
    >
      <h2 id="retake-title" className="text-xl font-semibold">
        Retake {target.title}?
      </h2>
      <p id="retake-warning" className="mt-3 rounded-md border border-danger/40 bg-danger/10 p-3 text-sm font-medium">
        {RETAKE_WARNING}
      </p>
      <p className="mt-3 text-sm text-ink-muted">
        Your progress, quiz attempts and evaluation answers for this course will be reset and you will start again from the beginning.
        Certificates you have already earned stay valid and remain listed.
      </p>
      <Form method="post" action={action} preventScrollReset className="mt-5 flex flex-wrap justify-end gap-2">
        <input type="hidden" name="intent" value="retake" />
        <input type="hidden" name="courseId" value={target.courseId} />
        <Link to={closeHref} replace preventScrollReset className="btn-secondary">
          Cancel
        </Link>
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? "Resetting…" : "Yes, retake course"}
        </button>
      </Form>
    </dialog>
  );
}
