import type { ReactNode } from "react";
import { RESPONSE_TIME } from "~/rules/contact-form";

/** The school's social profiles (requirement public-pages-and-routes "/contact": social links). */
export const SOCIAL_LINKS = [
  { label: "Facebook", href: "https://www.facebook.com/pelicanrealestateschool" },
  { label: "Instagram", href: "https://www.instagram.com/pelicanrealestateschool" },
  { label: "LinkedIn", href: "https://www.linkedin.com/company/pelicanrealestateschool" },
  { label: "YouTube", href: "https://www.youtube.com/@pelicanrealestateschool" },
] as const;

type Details = {
  email: string | null;
  phone: string | null;
  address: string | null;
  businessHours: string | null;
};

function Item({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="text-sm font-semibold uppercase tracking-wide text-ink-muted">{title}</h3>
      <div className="mt-1 text-ink">{children}</div>
    </div>
  );
}

/** Address block, e-mail, phone, response time and social links, all from the site settings. */
export function ContactDetails({ email, phone, address, businessHours }: Details) {
  return (
    <aside className="card space-y-6" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className="font-serif text-2xl font-bold">
        Get in Touch
      </h2>
      {address ? (
        <Item title="Our Office">
          <address className="not-italic">{address}</address>
        </Item>
      ) : null}
      {email ? (
        <Item title="Email">
          <a href={`mailto:${email}`} className="break-all text-brand underline hover:no-underline">
            {email}
          </a>
        </Item>
      ) : null}
      {phone ? (
        <Item title="Phone">
          <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="text-brand underline hover:no-underline">
            {phone}
          </a>
        </Item>
      ) : null}
      <Item title="Response Time">
        <p>
          We respond to every message <strong>{RESPONSE_TIME}</strong>.
        </p>
        {businessHours ? <p className="mt-1 text-sm text-ink-muted">Office hours: {businessHours}</p> : null}
      </Item>
      <Item title="Follow Us">
        <ul className="flex flex-wrap gap-2">
          {SOCIAL_LINKS.map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-medium text-ink hover:border-brand hover:text-brand"
              >
                {link.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </Item>
    </aside>
  );
}
