import { eq } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { DEFAULT_SITE_NAME } from "~/utils/site";

export type SiteSettings = typeof schema.siteSettings.$inferSelect;

// Settings change rarely; each server process keeps them a minute (spec: fresh 30 minutes).
const TTL_MS = 60_000;
let cache: { value: SiteSettings | null; at: number } | undefined;

export async function getSiteSettings(): Promise<SiteSettings | null> {
  if (cache && Date.now() - cache.at < TTL_MS) return cache.value;
  const [row] = await getDb().select().from(schema.siteSettings).where(eq(schema.siteSettings.id, 1));
  cache = { value: row ?? null, at: Date.now() };
  return cache.value;
}

export function clearSiteSettingsCache() {
  cache = undefined;
}

export async function getSiteName(): Promise<string> {
  return (await getSiteSettings())?.siteName ?? DEFAULT_SITE_NAME;
}
