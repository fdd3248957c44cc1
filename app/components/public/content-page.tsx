import type { MetaDescriptor } from "@remix-run/node";
import type { ReactNode } from "react";
import { DEFAULT_SITE_NAME } from "~/utils/site";

/** The date every policy page carries (requirement public-pages-and-routes: /terms, /privacy, /refund). */
export const POLICY_LAST_UPDATED = "8/22/2025";

/** Title ("Page | School") and description for a content page. */
export function contentMeta(title: string, description: string, siteName: string | undefined): MetaDescriptor[] {
  return [{ title: `${title} | ${siteName ?? DEFAULT_SITE_NAME}` }, { name: "description", content: description }];
}

/**
 * The frame of the public information pages (licensing, about, accreditations, help, policies):
 * a tinted header with the page title, then a readable column of sections.
 */
export function ContentPage({
  eyebrow,
  title,
  intro,
  lastUpdated,
  wide = false,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  /** Shown as "Last Updated: …" under the title (policy pages). */
  lastUpdated?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <article className="break-words">
      <header className="bg-surface-muted">
        <div className={`mx-auto px-4 py-12 sm:py-16 ${wide ? "max-w-5xl" : "max-w-3xl"}`}>
          {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-accent">{eyebrow}</p> : null}
          <h1 className="mt-2 font-serif text-3xl font-bold leading-tight sm:text-4xl">{title}</h1>
          {intro ? <div className="mt-4 text-lg text-ink-muted">{intro}</div> : null}
          {lastUpdated ? <p className="mt-4 text-sm font-medium text-ink-muted">Last Updated: {lastUpdated}</p> : null}
        </div>
      </header>
      <div className={`mx-auto space-y-12 px-4 py-12 ${wide ? "max-w-5xl" : "max-w-3xl"}`}>{children}</div>
    </article>
  );
}

/** A titled section of a content page; its body gets the prose styles. */
export function ContentSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="font-serif text-2xl font-bold">
        {title}
      </h2>
      <div className="prose-content mt-4">{children}</div>
    </section>
  );
}
