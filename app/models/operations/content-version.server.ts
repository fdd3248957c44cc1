// The public pages' content version (decision 0070): one row, bumped by triggers in the same
// transaction as any write to a table the anonymous public pages read (migration 0017).
import { eq } from "drizzle-orm";
import { prepared, schema } from "~/db.server";
import { oncePerScope } from "~/utils/request-scope.server";

const { contentVersion } = schema;

/** One indexed single-row read, prepared once per connection: it runs on every cacheable request. */
const versionQuery = () =>
  prepared("content-version", (db) =>
    db.select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, 1)).prepare("content_version"),
  );

/**
 * The current content version, or null without its row (a hand-edited database): then nothing is
 * cached. Read once per GET/HEAD request (server.js's request scope): the public page cache's
 * middleware, the site settings and every content read of one page share one statement, and one
 * version — a page is never drawn from two.
 */
export function getContentVersion(): Promise<number | null> {
  return oncePerScope("content-version", readContentVersion);
}

async function readContentVersion(): Promise<number | null> {
  const [row] = await versionQuery().execute();
  return row ? Number(row.version) : null;
}

/** Entries kept by `forContentVersion`; the least recently used goes first beyond it. */
export const CONTENT_CACHE_ENTRIES = 200;
const contentCache = new Map<string, { version: number; value: Promise<unknown> }>();

/**
 * Public content read once per content version and shared by every request, signed in or not
 * (decision 0071): the catalogue's lists, the home page's courses. The version is read first (one
 * prepared single-row statement) and the value kept under it, so a value is never older than the
 * version it is served for; a write to any table these reads cover bumps the version in the writer's
 * own transaction (migration 0017), on every machine. Keys must be bounded (no free text): at most
 * CONTENT_CACHE_ENTRIES are kept. Callers must not mutate what they get: it is shared.
 */
export async function forContentVersion<T>(key: string, load: () => Promise<T>): Promise<T> {
  const version = await getContentVersion();
  if (version === null) return load();
  const kept = contentCache.get(key);
  contentCache.delete(key);
  if (kept && kept.version === version) {
    contentCache.set(key, kept);
    return kept.value as Promise<T>;
  }
  const value = load();
  contentCache.set(key, { version, value });
  // A failed read is not kept: the next request tries again.
  value.catch(() => {
    if (contentCache.get(key)?.value === value) contentCache.delete(key);
  });
  if (contentCache.size > CONTENT_CACHE_ENTRIES) contentCache.delete(contentCache.keys().next().value!);
  return value;
}
