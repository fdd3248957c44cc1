import type { ReactNode, SyntheticEvent } from "react";

export type FaqItem = { question: string; answer: ReactNode };

/**
 * An FAQ where one answer is open at a time: `<details>` elements sharing a `name` form an
 * exclusive accordion natively (no JavaScript); opening one closes the other, and clicking the
 * open one closes it. With JavaScript, browsers without exclusive `<details>` get the same
 * behaviour from onToggle.
 */
export function FaqAccordion({ name, items, headingLevel = 3 }: { name: string; items: readonly FaqItem[]; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
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
          <summary className="flex min-h-[44px] cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 hover:bg-surface-muted [&::-webkit-details-marker]:hidden">
            <Heading className="text-base font-semibold">{item.question}</Heading>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="h-5 w-5 shrink-0 text-ink-muted transition-transform group-open:rotate-180"
              fill="currentColor"
            >
              <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
            </svg>
          </summary>
          <div className="prose-content px-5 pb-5 text-ink-muted">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
