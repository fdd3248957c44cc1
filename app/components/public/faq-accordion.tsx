import type { ReactNode, SyntheticEvent } from "react";

export type FaqItem = { question: string; answer: ReactNode };

/**
 * Questions that open one at a time. `<details name>` makes them an exclusive group in the browser
 * itself, so it works without JavaScript; opening the open one's summary closes it. With
 * JavaScript, browsers without exclusive `<details>` get the same behaviour from onToggle.
 */
export function FaqAccordion({ name, items }: { name: string; items: FaqItem[] }) {
  function closeOthers(event: SyntheticEvent<HTMLDetailsElement>) {
    const opened = event.currentTarget;
    if (!opened.open) return;
    const group = opened.parentElement?.querySelectorAll<HTMLDetailsElement>(":scope > details[open]") ?? [];
    for (const details of group) if (details !== opened) details.open = false;
  }

  return (
    <div className="divide-y divide-line rounded-lg border border-line bg-surface-raised">
      {items.map((item) => (
        <details key={item.question} name={name} className="group" onToggle={closeOthers}>
          <summary className="flex min-h-[44px] cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold hover:text-brand [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <span
              aria-hidden="true"
              className="shrink-0 text-xl leading-none text-ink-muted transition-transform group-open:rotate-45 motion-reduce:transition-none"
            >
              +
            </span>
          </summary>
          <div className="prose-content px-5 pb-5 text-ink-muted">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
