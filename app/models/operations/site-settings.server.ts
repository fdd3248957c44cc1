import { eq } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { changedFields, recordAudit, type AuditActor } from "~/models/operations/audit.server";
import { DEFAULT_RESPONSE_TIME } from "~/rules/site-settings";
import { env } from "~/utils/env.server";
import { DEFAULT_SITE_NAME } from "~/utils/site";

export type SiteSettings = typeof schema.siteSettings.$inferSelect;

// Settings change rarely; each server process keeps them a minute (required: fresh 30 minutes).
const TTL_MS = 60_000;
// Kept with the connection it was read from: a process that switches databases (each test file has
// its own) never reads another database's settings.
let cache: { value: SiteSettings | null; at: number; db: object } | undefined;
// Bumped by every clear: a read that started before a clear never refills the cache with what it read
// (the public page cache clears it when the content version moves, decision 0070).
let generation = 0;

export async function getSiteSettings(): Promise<SiteSettings | null> {
  const db = getDb();
  if (cache && cache.db === db && Date.now() - cache.at < TTL_MS) return cache.value;
  const started = generation;
  const [row] = await db.select().from(schema.siteSettings).where(eq(schema.siteSettings.id, 1));
  const value = row ?? null;
  if (started === generation) cache = { value, at: Date.now(), db };
  return value;
}

export function clearSiteSettingsCache() {
  cache = undefined;
  generation += 1;
}

export async function getSiteName(): Promise<string> {
  return (await getSiteSettings())?.siteName ?? DEFAULT_SITE_NAME;
}

/** The settings an admin edits on /admin/settings (decision 0029); the two without a column live in `extra`. */
export type EditableSettings = {
  siteName: string;
  premiumMembershipPrice: number;
  certificateAuthorityNumber: string | null;
  certificateSignerName: string | null;
  certificateSignerTitle: string | null;
  supportEmail: string;
  supportResponseTime: string;
  rexChatUrl: string | null;
};

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value : null);

export function editableSettings(row: SiteSettings): EditableSettings {
  return {
    siteName: row.siteName,
    premiumMembershipPrice: Number(row.premiumMembershipPrice),
    certificateAuthorityNumber: row.certificateAuthorityNumber,
    certificateSignerName: row.certificateSignerName,
    certificateSignerTitle: row.certificateSignerTitle,
    supportEmail: row.supportEmail,
    supportResponseTime: text(row.extra.supportResponseTime) ?? DEFAULT_RESPONSE_TIME,
    rexChatUrl: text(row.extra.rexChatUrl),
  };
}

/** The REX chat address: the admin's setting, else the REX_CHAT_URL environment variable. */
export async function getRexChatUrl(): Promise<string | null> {
  const settings = await getSiteSettings();
  return text(settings?.extra.rexChatUrl) ?? env().REX_CHAT_URL ?? null;
}

/** Support's promised response time ("24 hours during business days" unless an admin changed it). */
export async function getSupportResponseTime(): Promise<string> {
  const settings = await getSiteSettings();
  return text(settings?.extra.supportResponseTime) ?? DEFAULT_RESPONSE_TIME;
}

export type SettingsUpdate = { outcome: "updated" | "unchanged"; changed: string[] };

/**
 * Saves the settings row and its audit entry (before → after of the changed fields) in one
 * transaction, under the row's lock; this process's cache is dropped so the change applies to the
 * next request (other processes within the cache's minute).
 */
export async function updateSiteSettings(input: EditableSettings, actor: AuditActor): Promise<SettingsUpdate> {
  const result = await getDb().transaction(async (tx) => {
    const [row] = await tx.select().from(schema.siteSettings).where(eq(schema.siteSettings.id, 1)).for("update");
    const current: EditableSettings | null = row ? editableSettings(row) : null;
    const diff = changedFields<Record<string, unknown>>(current ?? {}, input);
    const changed = Object.keys(diff.after);
    if (current && changed.length === 0) return { outcome: "unchanged" as const, changed };
    const { supportResponseTime, rexChatUrl, ...columns } = input;
    const extra = { ...(row?.extra ?? {}), supportResponseTime, rexChatUrl };
    await tx
      .insert(schema.siteSettings)
      .values({ id: 1, ...columns, extra })
      .onConflictDoUpdate({ target: schema.siteSettings.id, set: { ...columns, extra, updatedAt: new Date() } });
    await recordAudit(tx, {
      actor,
      action: "settings.update",
      entityType: "site_settings",
      entityId: "1",
      before: diff.before,
      after: diff.after,
    });
    return { outcome: "updated" as const, changed };
  });
  clearSiteSettingsCache();
  return result;
}
