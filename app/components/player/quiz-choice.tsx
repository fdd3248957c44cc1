// One answer choice of a quiz question as learners see it (the quiz screen, and the admin's "Preview
// as learner"): a large labelled target with its display letter; the radio input is the caller's.
import type { ReactNode } from "react";

export function QuizChoice({ letter, text, children }: { letter: string; text: string; children: ReactNode }) {
  return (
    <label className="flex min-h-[44px] cursor-pointer items-start gap-3 rounded-md border border-line bg-surface p-3 hover:bg-surface-muted has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand">
      {children}
      <span>
        <span className="font-semibold">{letter}.</span> {text}
      </span>
    </label>
  );
}
