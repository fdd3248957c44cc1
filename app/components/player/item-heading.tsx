/** The lesson title is the page heading; a quiz with no lesson is titled 'Final Exam' (requirement learning-screens). */
/** `title` (the item's own title, an h2) is left out when the content renders it itself. */
export function ItemHeading({ heading, title, kicker }: { heading: string; title?: string; kicker?: string }) {
  return (
    <header className="mb-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-ink-muted">{kicker ?? "Lesson"}</p>
      <h1 className="font-serif text-3xl font-bold" data-testid="item-heading">
        {heading}
      </h1>
      {title && title !== heading ? (
        <h2 className="mt-2 text-xl font-semibold" data-testid="item-title">
          {title}
        </h2>
      ) : null}
    </header>
  );
}
