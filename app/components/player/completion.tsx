// Completing items with JavaScript (spec 2 §4 Progress): applied on screen at once, sent to the
// server one call at a time in order, rolled back if a call fails or answers ok: false; the
// completed count and percentage never go down while the learner stays in the course.
import { useFetcher, useNavigate } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { neverDecrease, progressStats, type ProgressStats } from "~/rules/progress";
import { currentIndex, positionAfterCompleting, unlockStates } from "~/rules/unlocking";
import type { ClientItem, CompletionResponse, PlayerView } from "./types";

export const COMPLETION_FETCHER_KEY = "player-completion";

type Completion = {
  /** Completed keys: the server's, plus those waiting to be saved. */
  completed: ReadonlySet<string>;
  unlocked: boolean[];
  stats: ProgressStats;
  /** Saving in progress (for aria-busy and the "Saving…" note). */
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

type Pending = { key: string; href: string };

export function CompletionProvider({ view, children }: { view: PlayerView; children: ReactNode }) {
  const fetcher = useFetcher<CompletionResponse>({ key: COMPLETION_FETCHER_KEY });
  const navigate = useNavigate();
  const [queue, setQueue] = useState<Pending[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [afterSave, setAfterSave] = useState<{ key: string; href: string } | null>(null);
  const inFlight = useRef<string | null>(null);
  const seenBusy = useRef(false);
  const shown = useRef<ProgressStats | null>(null);

  const serverCompleted = useMemo(() => new Set(view.completed), [view.completed]);
  const serverUnlocked = useMemo(
    () => unlockStates(view.items, serverCompleted, currentIndex(view.items, serverCompleted, view.savedPosition)),
    [view.items, serverCompleted, view.savedPosition],
  );

  // Send the queue's head when the fetcher is free; settle it when its answer arrives.
  useEffect(() => {
    if (fetcher.state !== "idle") {
      if (inFlight.current) seenBusy.current = true;
      return;
    }
    if (inFlight.current) {
      if (!seenBusy.current) return; // submitted, the fetcher has not picked it up yet
      const key = inFlight.current;
      inFlight.current = null;
      seenBusy.current = false;
      const answer = fetcher.data;
      const ok = answer?.ok === true && answer.key === key;
      if (!ok) {
        setError(answer && !answer.ok ? answer.error : "Your progress could not be saved. Please try again.");
        setAfterSave((target) => (target?.key === key ? null : target));
      } else if (afterSave?.key === key) {
        setAfterSave(null);
        navigate(afterSave.href);
      }
      setQueue((current) => current.filter((pending) => pending.key !== key));
      return;
    }
    const head = queue[0];
    if (head) {
      inFlight.current = head.key;
      fetcher.submit({ intent: "complete", via: "fetcher" }, { method: "post", action: head.href });
    }
  }, [fetcher, queue, afterSave, navigate]);

  const complete = useCallback(
    (item: ClientItem, goTo?: string) => {
      setError(null);
      const known = serverCompleted.has(item.key);
      if (!known) setQueue((current) => (current.some((p) => p.key === item.key) ? current : [...current, { key: item.key, href: item.href }]));
      if (!goTo) return;
      const target = view.items.findIndex((other) => other.href === goTo);
      // Open now only what the server already unlocks; otherwise wait for this completion.
      if (known || target === -1 || serverUnlocked[target]) navigate(goTo);
      else setAfterSave({ key: item.key, href: goTo });
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
    const completed = new Set(serverCompleted);
    let saved = view.savedPosition;
    for (const pending of queue) {
      const index = view.items.findIndex((item) => item.key === pending.key);
      if (index === -1) continue;
      completed.add(pending.key);
      saved = positionAfterCompleting(view.items, index, saved);
    }
    const unlocked = unlockStates(view.items, completed, currentIndex(view.items, completed, saved));
    const stats = neverDecrease(shown.current, progressStats(completed.size, view.items.length));
    shown.current = stats;
    return { completed, unlocked, stats, saving: queue.length > 0, error, complete, completeAndAdvance };
  }, [serverCompleted, view.savedPosition, view.items, queue, error, complete, completeAndAdvance]);

  return <CompletionContext.Provider value={value}>{children}</CompletionContext.Provider>;
}
