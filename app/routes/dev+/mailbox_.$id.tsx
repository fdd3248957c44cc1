import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { getOutboxMessage } from "~/services/email.server";
import { requireLocalStandins } from "~/utils/dev-tools.server";
import { invariantResponse } from "~/utils/http.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Mail: ${data.message.subject}` : "Mail" },
  { name: "robots", content: "noindex" },
];

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#39;": "'", "&lt;": "<", "&gt;": ">" };

/** Undoes the template's HTML escaping of an attribute value. */
function decodeEntities(value: string): string {
  return value.replace(/&(?:amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity]);
}

export async function loader({ params }: LoaderFunctionArgs) {
  requireLocalStandins();
  const message = await getOutboxMessage(params.id ?? "");
  invariantResponse(message, "Message not found");
  const links = [...message.htmlBody.matchAll(/href="([^"]+)"/g)].map((m) => decodeEntities(m[1]));
  return { message, links: [...new Set(links)] };
}

export default function MailboxMessage() {
  const { message, links } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/dev/mailbox" className="text-brand underline">
        ← Back to mailbox
      </Link>
      <h1 className="mt-4 font-serif text-2xl font-bold">{message.subject}</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-muted">To</dt>
        <dd>{message.recipient}</dd>
        <dt className="text-ink-muted">Template</dt>
        <dd>{message.templateKey}</dd>
        <dt className="text-ink-muted">Status</dt>
        <dd>
          {message.status}
          {message.lastError ? ` — last error: ${message.lastError}` : ""}
        </dd>
      </dl>

      {links.length > 0 ? (
        <section className="card mt-6" aria-labelledby="links-title">
          <h2 id="links-title" className="font-semibold">
            Links in this message
          </h2>
          <ul className="mt-2 space-y-1">
            {links.map((href) => (
              <li key={href}>
                <a href={href} className="break-all text-brand underline">
                  {href}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="mt-6" aria-labelledby="html-title">
        <h2 id="html-title" className="font-semibold">
          HTML version
        </h2>
        {/* Our own template output (every variable escaped when rendered), shown as the recipient sees it. */}
        <div
          className="mt-2 overflow-x-auto rounded-lg border border-line bg-white p-4 text-gray-900"
          dangerouslySetInnerHTML={{ __html: message.htmlBody }}
        />
      </section>

      <section className="mt-6" aria-labelledby="text-title">
        <h2 id="text-title" className="font-semibold">
          Plain-text version
        </h2>
        <pre className="mt-2 whitespace-pre-wrap break-words rounded-lg border border-line bg-surface-muted p-4 text-sm">
          {message.textBody}
        </pre>
      </section>
    </div>
  );
}
