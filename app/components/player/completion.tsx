// Completing items with JavaScript (requirement progress-unlocking-and-quiz-flow Progress): applied on screen at once, sent to the
// server one call at a time in order, rolled back (with an alert) if a call fails or answers
// ok: false; the player's data is refetched 0.8 s after the last completion. Counts never go down
// because of a refetch that raced a completion (confirmed keys stay until the data has them).
// Calls use fetch to /course-player-progress rather than a fetcher: a fetcher's network error
// would replace the page with its error boundary instead of rolling back.
import { useNavigate, useRevalidator } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { neverDecrease, progressStats, type ProgressStats } from "~/rules/progress";
import { currentIndex, positionAfterCompleting, unlockStates } from "~/rules/unlocking";
import type { ClientItem, CompletionResponse, PlayerView } from "./types";

export const COMPLETION_ACTION = "/course-player-progress";
/** requirement learning-constants: the player's data is refetched this long after a completion. */
export const REFETCH_AFTER_COMPLETION_MS = 800;
const FAILED = "Your progress could not be saved. Please try again.";

type Completion = {
  /** Completed keys: the server's, plus those being saved or saved but not yet refetched. */
  completed: ReadonlySet<string>;
  unlocked: boolean[];
  stats: ProgressStats;
  /** Saving in progress. */
  saving: boolean;
  error: string | null;
  /**
   * Completes a topic; with `goTo` also moves there: at once when the server already lets the
   * learner open it, else as soon as the completion is saved.
   */
  complete(item: ClientItem, goTo?: string): void;
  /** Completes the item with this key and moves to the item after it (Next, audio auto-advance). */
  completeAndAdvance(key: string): void;
};

const CompletionContext = createContext<Completion | null>(null);

export function useCompletion(): Completion {
  const value = useContext(CompletionContext);
  if (!value) throw new Error("useCompletion outside the course player");
  return value;
}

async function send(courseId: string, key: string): Promise<CompletionResponse> {
  try {
    const response = await fetch(COMPLETION_ACTION, {
      method: "POST",
      body: new URLSearchParams({ course: courseId, key }),
      credentials: "same-origin",
      headers: { Accept: "application/json" },
    });
    const answer = (await response.json().catch(() => null)) as CompletionResponse | null;
    if (answer && typeof answer.ok === "boolean") return answer;
    return { ok: false, key, error: FAILED };
  } catch {
    return { ok: false, key, error: FAILED };
  }
}

export function CompletionProvider({ view, children }: { view: PlayerView; children: ReactNode }) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [queue, setQueue] = useState<ClientItem[]>([]);
  const [confirmed, setConfirmed] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const afterSave = useRef<{ key: string; href: string } | null>(null);
  const busy = useRef(false);
  const shown = useRef<ProgressStats | null>(null);
  const refetchTimer = useRef<number | undefined>(undefined);

  const serverCompleted = useMemo(() => new Set(view.completed), [view.completed]);
  const serverUnlocked = useMemo(
    () => unlockStates(view.items, serverCompleted, currentIndex(view.items, serverCompleted, view.savedPosition)),
    [view.items, serverCompleted, view.savedPosition],
  );

  // Confirmed keys the refetched data now has are no longer needed.
  useEffect(() => {
    setConfirmed((keys) => (keys.some((key) => serverCompleted.has(key)) ? keys.filter((key) => !serverCompleted.has(key)) : keys));
  }, [serverCompleted]);

  useEffect(() => () => window.clearTimeout(refetchTimer.current), []);

  // One call at a time, in order.
  useEffect(() => {
    const head = queue[0];
    if (!head || busy.current) return;
    busy.current = true;
    void send(view.course.id, head.key).then((answer) => {
      busy.current = false;
      const target = afterSave.current;
      if (answer.ok) {
        setConfirmed((keys) => (keys.includes(head.key) ? keys : [...keys, head.key]));
        if (target?.key === head.key) {
          afterSave.current = null;
          navigate(target.href);
        }
        window.clearTimeout(refetchTimer.current);
        refetchTimer.current = window.setTimeout(revalidate, REFETCH_AFTER_COMPLETION_MS);
      } else {
        shown.current = null; // a rollback may lower the figures
        setError(answer.error || FAILED);
        if (target?.key === head.key) afterSave.current = null;
      }
      setQueue((current) => current.filter((item) => item.key !== head.key));
    });
  }, [queue, view.course.id, navigate, revalidate]);

  const complete = useCallback(
    (item: ClientItem, goTo?: string) => {
      setError(null);
      const known = serverCompleted.has(item.key);
      if (!known) setQueue((current) => (current.some((p) => p.key === item.key) ? current : [...current, item]));
      if (!goTo) return;
      const target = view.items.findIndex((other) => other.href === goTo);
      // Open now only what the server already unlocks; otherwise wait for this completion.
      if (known || target === -1 || serverUnlocked[target]) navigate(goTo);
      else afterSave.current = { key: item.key, href: goTo };
    },
    [serverCompleted, serverUnlocked, view.items, navigate],
  );

  const completeAndAdvance = useCallback(
    (key: string) => {
      const index = view.items.findIndex((item) => item.key === key);
      if (index === -1) return;
      complete(view.items[index], view.items[index + 1]?.href);
    },
    [view.items, complete],
  );

  const value = useMemo<Completion>(() => {
    const pending = [...confirmed, ...queue.map((item) => item.key)].filter((key) => !serverCompleted.has(key));
    // Nothing completed here beyond the server's data (every page load): its figures as they are.
    const completed = pending.length === 0 ? serverCompleted : new Set(serverCompleted);
    let saved = view.savedPosition;
    for (const key of pending) {
      const index = view.items.findIndex((item) => item.key === key);
      if (index === -1 || completed.has(key)) continue;
      completed.add(key);
      saved = positionAfterCompleting(view.items, index, saved);
    }
    const unlocked =
      pending.length === 0 ? serverUnlocked : unlockStates(view.items, completed, currentIndex(view.items, completed, saved));
    const stats = neverDecrease(shown.current, progressStats(completed.size, view.items.length));
    shown.current = stats;
    return { completed, unlocked, stats, saving: queue.length > 0, error, complete, completeAndAdvance };
  }, [serverCompleted, serverUnlocked, view.savedPosition, view.items, confirmed, queue, error, complete, completeAndAdvance]);

  return <CompletionContext.Provider value={value}>{children}</CompletionContext.Provider>;
}
