/** A card with a heading and a bulleted list (What's Included, Requirements). */
export function ListCard({ id, title, items, empty }: { id: string; title: string; items: string[]; empty: string }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="font-serif text-2xl font-bold">
        {title}
      </h2>
      {items.length > 0 ? (
        <ul className="mt-4 space-y-2">
          {items.map((item) => (
            <li key={item} className="flex gap-2">
              <span aria-hidden="true" className="font-bold text-success">
                ✓
              </span>
              <span>{item}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-ink-muted">{empty}</p>
      )}
    </section>
  );
}
