import { Link, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, type MouseEvent } from "react";
import { FaqAccordion } from "~/components/public/faq-accordion";
import { HELP_CATEGORIES, HelpLinksContext } from "~/components/public/help-topics";
import type { helpLoader } from "./help.server";

const ASSISTANT_HREF = "?assistant=open";

/**
 * Help & Support (requirement help-and-support; docs/decisions/0024-student-area.md): three info cards, the REX
 * assistant in a dialog, the six FAQ groups (one group open at a time, and one question open at a
 * time inside it — `<details name>`, no JavaScript needed) and the contact block.
 *
 * The assistant opens without JavaScript too: "Chat with REX" is a link to ?assistant=open, which the
 * server renders with the dialog open; "Close" is a `<form method="dialog">`. With JavaScript the
 * link opens the same `<dialog>` as a modal instead of loading a page.
 */
export function HelpPage() {
  const { siteName, supportEmail, rexChatUrl, responseTime, assistantOpen, links } = useLoaderData<typeof helpLoader>();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && assistantOpen && !dialog.open) dialog.show();
  }, [assistantOpen]);

  function openAssistant(event: MouseEvent<HTMLAnchorElement>) {
    const dialog = dialogRef.current;
    if (!dialog || typeof dialog.showModal !== "function") return;
    event.preventDefault();
    if (dialog.open) dialog.close();
    dialog.showModal();
  }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8">
      <header>
        <h1 className="font-serif text-3xl font-bold">Help &amp; Support</h1>
        <p className="mt-2 text-ink-muted">
          Answers to common questions about {siteName}, our study assistant REX, and how to reach our team.
        </p>
      </header>

      <ul className="grid gap-4 md:grid-cols-3" aria-label="Ways to get help" data-testid="help-cards">
        <li className="card flex flex-col gap-2">
          <h2 className="text-lg font-semibold">Browse the FAQ</h2>
          <p className="text-sm text-ink-muted">Quick answers about your account, membership, courses, certificates and brokerage plans.</p>
          <a href="#faq" className="mt-auto font-semibold text-ink underline">
            Go to the questions
          </a>
        </li>
        <li className="card flex flex-col gap-2">
          <h2 className="text-lg font-semibold">Ask REX</h2>
          <p className="text-sm text-ink-muted">
            Our AI study assistant explains course topics and helps you prepare for your exam, any time.
          </p>
          <Link to={ASSISTANT_HREF} preventScrollReset onClick={openAssistant} className="btn-primary mt-auto self-start">
            Chat with REX
          </Link>
        </li>
        <li className="card flex flex-col gap-2">
          <h2 className="text-lg font-semibold">Email Support</h2>
          <p className="text-sm text-ink-muted">Our team responds within {responseTime}.</p>
          {supportEmail ? (
            <a href={`mailto:${supportEmail}`} className="mt-auto break-all font-semibold text-ink underline">
              {supportEmail}
            </a>
          ) : (
            <Link to="/contact" className="mt-auto font-semibold text-ink underline">
              Send us a message
            </Link>
          )}
        </li>
      </ul>

      <dialog
        ref={dialogRef}
        open={assistantOpen || undefined}
        aria-labelledby="rex-dialog-title"
        data-testid="rex-dialog"
        className="z-50 w-[min(32rem,calc(100vw-2rem))] rounded-lg border border-line bg-surface-raised p-4 text-ink shadow-xl backdrop:bg-black/50"
      >
        <div className="flex items-center justify-between gap-2 pb-3">
          <h2 id="rex-dialog-title" className="text-lg font-semibold">
            REX study assistant
          </h2>
          <form method="dialog">
            <button type="submit" className="btn-ghost px-3">
              Close
            </button>
          </form>
        </div>
        {rexChatUrl ? (
          <iframe src={rexChatUrl} title="REX chat assistant" loading="lazy" className="h-[28rem] w-full rounded-md border border-line" />
        ) : (
          <p className="text-sm text-ink-muted" data-testid="rex-not-configured">
            The REX assistant is not configured on this site yet. The questions below and our support team can help in the meantime.
          </p>
        )}
      </dialog>

      <section id="faq" aria-labelledby="faq-title" className="scroll-mt-24">
        <h2 id="faq-title" className="mb-4 font-serif text-2xl font-bold">
          Frequently Asked Questions
        </h2>
        <HelpLinksContext.Provider value={links}>
          <div className="flex flex-col gap-3" data-testid="faq-groups">
            {HELP_CATEGORIES.map((category, index) => (
              <details
                key={category.id}
                name="help-faq-group"
                open={index === 0 || undefined}
                className="group/faq rounded-lg border border-line bg-surface"
                onToggle={(event) => {
                  const opened = event.currentTarget;
                  if (!opened.open) return;
                  for (const other of opened.parentElement?.querySelectorAll<HTMLDetailsElement>(":scope > details[open]") ?? []) {
                    if (other !== opened) other.open = false;
                  }
                }}
              >
                <summary className="flex min-h-[44px] cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-lg font-semibold [&::-webkit-details-marker]:hidden">
                  <h3>{category.title}</h3>
                  <span aria-hidden="true" className="text-ink-muted transition-transform group-open/faq:rotate-180">
                    ▾
                  </span>
                </summary>
                <div className="px-3 pb-3">
                  <FaqAccordion name={`help-${category.id}`} items={category.items} headingLevel={4} />
                </div>
              </details>
            ))}
          </div>
        </HelpLinksContext.Provider>
      </section>

      <section aria-labelledby="contact-title" className="card bg-brand-soft">
        <h2 id="contact-title" className="font-serif text-2xl font-bold">
          Contact Support
        </h2>
        <p className="mt-2">
          Still need help? Our support team responds within {responseTime}.
          {supportEmail ? (
            <>
              {" "}
              The contact address is{" "}
              <a href={`mailto:${supportEmail}`} className="font-semibold text-ink underline">
                {supportEmail}
              </a>
              .
            </>
          ) : null}
        </p>
        <Link to="/contact" className="btn-primary mt-4">
          Contact Us
        </Link>
      </section>
    </div>
  );
}
