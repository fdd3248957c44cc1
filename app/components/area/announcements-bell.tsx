import { useFetcher, useFetchers, useLocation } from "@remix-run/react";
import type { FormEvent } from "react";
import type { BellData } from "~/models/operations/announcement.server";
import { RichText } from "~/components/player/rich-text";
import { badgeLabel, bellLabel, withPendingReads } from "~/rules/announcements";
import { Disclosure } from "./disclosure";

const ACTION = "/announcements";

/**
 * The announcements bell (requirements student-area-layout, announcements-bell): a badge with the unread count (99+ above 99), unread
 * announcements first, then a collapsible "Archived Messages". Without JavaScript each "Mark as read"
 * is a form post that comes back to this page; with it the mark is sent by a fetcher and shown at once.
 * Bodies arrive already sanitised by the layout's loader.
 */
export function AnnouncementsBell({ data }: { data: BellData }) {
  const location = useLocation();
  const fetcher = useFetcher<{ ok: boolean; error?: string }>();
  const pending = usePendingReads();
  const items = withPendingReads(data.items, pending);
  const unreadShown = items.filter((item) => !item.read);
  const archived = items.filter((item) => item.read);
  // Unread beyond the 50 listed still count until "Mark all as read".
  const optimisticUnread = pending.all
    ? 0
    : Math.max(0, data.unreadCount - (data.items.filter((i) => !i.read).length - unreadShown.length));
  const badge = badgeLabel(optimisticUnread);
  const redirectTo = location.pathname + location.search;

  function submitWithFetcher(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The clicked button carries the intent (name="intent"), as in a plain form post.
    const form = new FormData(event.currentTarget);
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.name) form.set(submitter.name, submitter.value);
    form.delete("redirectTo");
    fetcher.submit(form, { method: "post", action: ACTION });
  }

  return (
    <Disclosure
      summary={
        <>
          <BellIcon />
          {badge ? (
            <span
              aria-hidden="true"
              data-testid="announcements-badge"
              className="absolute -right-0.5 -top-0.5 min-w-[1.25rem] rounded-full bg-red-700 px-1 text-center text-xs font-bold leading-5 text-white"
            >
              {badge}
            </span>
          ) : null}
          <span className="sr-only">{bellLabel(optimisticUnread)}</span>
        </>
      }
      summaryClassName="relative flex h-11 w-11 items-center justify-center rounded-full hover:bg-surface-muted"
      panelClassName="fixed inset-x-2 top-14 z-40 max-h-[70vh] overflow-y-auto sm:absolute sm:inset-x-auto sm:right-0 sm:top-auto sm:mt-2 sm:w-96 rounded-lg border border-line bg-surface-raised p-3 shadow-lg"
    >
      <section aria-labelledby="announcements-heading" data-testid="announcements-panel">
        <div className="flex items-center justify-between gap-2 border-b border-line pb-2">
          <h2 id="announcements-heading" className="text-base font-semibold">
            Announcements
          </h2>
          {unreadShown.length > 0 || optimisticUnread > 0 ? (
            <form method="post" action={ACTION} onSubmit={submitWithFetcher}>
              <input type="hidden" name="redirectTo" value={redirectTo} />
              <button type="submit" name="intent" value="mark-all-read" className="btn-ghost px-2 py-1 text-sm">
                Mark all as read
              </button>
            </form>
          ) : null}
        </div>
        {fetcher.data && !fetcher.data.ok && fetcher.state === "idle" ? (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
            {fetcher.data.error}
          </p>
        ) : null}
        {unreadShown.length === 0 ? (
          <p className="py-3 text-sm text-ink-muted">You have no unread announcements.</p>
        ) : (
          <ul className="divide-y divide-line" aria-label="Unread announcements" data-testid="announcements-unread">
            {unreadShown.map((item) => (
              <li key={item.id} className="py-3">
                <Announcement item={item} />
                <form method="post" action={ACTION} onSubmit={submitWithFetcher} className="mt-2">
                  <input type="hidden" name="announcementId" value={item.id} />
                  <input type="hidden" name="redirectTo" value={redirectTo} />
                  <button
                    type="submit"
                    name="intent"
                    value="mark-read"
                    aria-label={`Mark as read: ${item.title}`}
                    className="btn-ghost px-2 py-1 text-sm"
                  >
                    Mark as read
                  </button>
                </form>
              </li>
            ))}
          </ul>
        )}
        {archived.length > 0 ? (
          <details className="border-t border-line pt-2" data-testid="announcements-archived">
            <summary className="cursor-pointer rounded px-1 py-2 text-sm font-semibold">Archived Messages ({archived.length})</summary>
            <ul className="divide-y divide-line">
              {archived.map((item) => (
                <li key={item.id} className="py-3 opacity-90">
                  <Announcement item={item} />
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </section>
    </Disclosure>
  );
}

function Announcement({ item }: { item: BellData["items"][number] }) {
  return (
    <article aria-label={item.title}>
      <h3 className="font-semibold">{item.title}</h3>
      <p className="text-xs text-ink-muted">
        <time dateTime={item.createdAt}>{item.dateLabel}</time>
      </p>
      <RichText html={item.html} className="mt-1 text-sm" />
    </article>
  );
}

/** Marks on their way (any fetcher posting to /announcements): shown as read at once. */
function usePendingReads() {
  const fetchers = useFetchers();
  const ids = new Set<string>();
  let all = false;
  for (const f of fetchers) {
    if (f.formAction !== ACTION || !f.formData) continue;
    const intent = f.formData.get("intent");
    if (intent === "mark-all-read") all = true;
    const id = f.formData.get("announcementId");
    if (intent === "mark-read" && typeof id === "string") ids.add(id);
  }
  return { all, ids };
}

function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}
