// A list's address on another page (decision 0097): the Pager's links and the export link's query.
// No zod here: the learner pages' Pagers load it up front (scripts/check-bundles.mjs). Pure.

/**
 * The address `{ pathname, search }` (a location: the list being shown) on another page: `?page=` set,
 * or removed for page 1, every other parameter kept as it is, and an optional `#hash`. The Pager's
 * links and, on page 1, the export link's query (`ExportLink`).
 */
export function pageAddress(location: { pathname: string; search: string }, page: number, hash?: string): string {
  const params = new URLSearchParams(location.search);
  if (page > 1) params.set("page", String(page));
  else params.delete("page");
  const text = params.toString();
  return `${location.pathname}${text ? `?${text}` : ""}${hash ? `#${hash}` : ""}`;
}
