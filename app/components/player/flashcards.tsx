import { Link, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { FlashcardView } from "~/rules/topic-view";
import { cardIndexFromParam, wrapIndex } from "~/rules/carousel";
import { ContentNotice, RichText } from "./rich-text";

/**
 * Flashcards that flip and wrap around (requirement progress-unlocking-and-quiz-flow). Each card is a `<details>`: opening it flips
 * to the back, without JavaScript too. Previous/Next are links to `?card=N` (wrapping), so they
 * work without JavaScript; with it they change the card in place without a round trip.
 */
export function Flashcards({ cards }: { cards: FlashcardView[] }) {
  const [searchParams] = useSearchParams();
  const fromUrl = cardIndexFromParam(searchParams.get("card"), cards.length);
  const [index, setIndex] = useState(fromUrl);
  useEffect(() => setIndex(fromUrl), [fromUrl]);

  if (cards.length === 0) return <ContentNotice title="No flashcards available" />;
  const card = cards[wrapIndex(index, cards.length)];
  const position = wrapIndex(index, cards.length);

  const linkTo = (target: number) => {
    const params = new URLSearchParams(searchParams);
    params.set("card", String(wrapIndex(target, cards.length) + 1));
    return `?${params}`;
  };
  const step = (delta: number) => (event: React.MouseEvent) => {
    event.preventDefault();
    setIndex((current) => wrapIndex(current + delta, cards.length));
  };

  return (
    <section aria-label="Flashcards" className="space-y-3">
      <p className="text-sm text-ink-muted" aria-live="polite">
        Card {position + 1} of {cards.length}
      </p>
      {/* A new key per card: the next card always starts face up. */}
      <details key={position} className="group rounded-xl border-2 border-line bg-surface-raised shadow-sm open:border-brand">
        <summary className="flex min-h-[12rem] cursor-pointer list-none flex-col items-center justify-center gap-3 p-6 text-center [&::-webkit-details-marker]:hidden">
          <span className="text-xs font-semibold uppercase tracking-wide text-ink-muted">
            <span className="group-open:hidden">Front</span>
            <span className="hidden group-open:inline">Back</span>
          </span>
          <RichText as="span" html={card.front} className="block text-xl font-semibold group-open:hidden" />
          <RichText as="span" html={card.back} className="hidden text-lg group-open:block" />
          <span className="text-sm font-medium text-brand underline">
            <span className="group-open:hidden">Flip card</span>
            <span className="hidden group-open:inline">Flip back</span>
          </span>
        </summary>
      </details>
      <nav aria-label="Flashcard navigation" className="flex items-center justify-between gap-2">
        <Link to={linkTo(position - 1)} onClick={step(-1)} preventScrollReset replace className="btn-secondary">
          <span aria-hidden="true">←</span> Previous<span className="sr-only"> card</span>
        </Link>
        <Link to={linkTo(position + 1)} onClick={step(1)} preventScrollReset replace className="btn-secondary">
          Next<span className="sr-only"> card</span> <span aria-hidden="true">→</span>
        </Link>
      </nav>
    </section>
  );
}
