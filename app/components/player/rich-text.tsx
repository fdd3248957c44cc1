/**
 * Renders HTML that the server has already passed through `sanitizeRichText` (a TopicView's
 * RichText fields). Never give it anything else.
 */
export function RichText({ html, className, id, as: Tag = "div" }: { html: string; className?: string; id?: string; as?: "div" | "span" }) {
  if (!html) return null;
  return <Tag id={id} className={`prose-content ${className ?? ""}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A calm notice for content that cannot be shown (requirement learning-error-texts texts). */
export function ContentNotice({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div role="note" className="rounded-lg border border-line bg-surface-muted p-4">
      <p className="font-semibold">{title}</p>
      {children ? <div className="mt-1 text-sm text-ink-muted">{children}</div> : null}
    </div>
  );
}
