import { Form, Link } from "@remix-run/react";
import type { FormEvent } from "react";
import { useHydrated } from "~/utils/use-hydrated";
import { useCompletion } from "./completion";
import type { ClientItem } from "./types";

/**
 * Previous / Next under a topic (hidden for quizzes and evaluations, requirement learning-screens). Next marks the
 * topic complete and moves on: a form POST (intent=complete, advance=1) that the server answers
 * with a redirect to the next item; with JavaScript the completion is optimistic and queued.
 */
export function PlayerFooter({
  viewed,
  previous,
  next,
  nextUnlocked,
}: {
  viewed: ClientItem;
  previous: ClientItem | null;
  next: ClientItem | null;
  nextUnlocked: boolean;
}) {
  const { complete, completed, saving, error } = useCompletion();
  const hydrated = useHydrated();
  const isDone = completed.has(viewed.key);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    complete(viewed, next?.href);
  }

  return (
    <footer className="sticky bottom-0 z-20 border-t border-line bg-surface/95 backdrop-blur" data-testid="player-footer">
      {error ? (
        <p role="alert" className="px-4 pt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="mx-auto flex max-w-4xl items-center justify-between gap-3 px-4 py-3">
        {previous ? (
          <Link to={previous.href} className="btn-secondary" rel="prev">
            <span aria-hidden="true">←</span> Previous
          </Link>
        ) : (
          <span />
        )}
        {hydrated && saving ? (
          <span className="text-xs text-ink-muted" aria-live="polite">
            Saving progress…
          </span>
        ) : null}
        <Form method="post" action={viewed.href} onSubmit={onSubmit} preventScrollReset>
          <input type="hidden" name="intent" value="complete" />
          <input type="hidden" name="advance" value="1" />
          <button type="submit" className="btn-primary" data-testid="player-next">
            {next ? (
              <>
                Next <span aria-hidden="true">→</span>
                {!nextUnlocked && !isDone ? <span className="sr-only"> (completes this topic and unlocks the next)</span> : null}
              </>
            ) : isDone ? (
              "Completed"
            ) : (
              "Mark Complete"
            )}
          </button>
        </Form>
      </div>
    </footer>
  );
}
