import { eq } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { changedFields, recordAudit, type AuditActor } from "~/models/operations/audit.server";
import { getContentVersion } from "~/models/operations/content-version.server";
import { editVersion, staleEdit, type StaleEdit } from "~/rules/edit-version";
import { DEFAULT_RESPONSE_TIME } from "~/rules/site-settings";
import { env } from "~/utils/env.server";
import { DEFAULT_SITE_NAME } from "~/utils/site";

export type SiteSettings = typeof schema.siteSettings.$inferSelect;

// No process keeps the settings on its own clock (decision 0085): the pages' copy is kept under the
// content version, which every write to site_settings bumps in its own transaction (a trigger,
// migration 0017) and which each request reads once from the database — so a save on one machine is
// seen by every machine's next request. Kept with the connection it was read from: a process that
// switches databases (each test file has its own) never reads another database's settings.
let kept: { db: object; version: number; value: Promise<SiteSettings | null> } | undefined;

/** The settings row as stored now: one statement, no cache (the admin screen and its save read this). */
export async function readSiteSettings(): Promise<SiteSettings | null> {
  const [row] = await getDb().select().from(schema.siteSettings).where(eq(schema.siteSettings.id, 1));
  return row ?? null;
}

/** The settings as the pages show them: read again whenever the content version has moved. */
export async function getSiteSettings(): Promise<SiteSettings | null> {
  const db = getDb();
  const version = await getContentVersion();
  if (version === null) return readSiteSettings();
  if (kept && kept.db === db && kept.version === version) return kept.value;
  const value = readSiteSettings();
  kept = { db, version, value };
  // A failed read is not kept: the next request tries again.
  value.catch(() => {
    if (kept?.value === value) kept = undefined;
  });
  return value;
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

/** The version of the settings form (decision 0085), from the row as stored (null: no row yet). */
export function settingsVersion(row: SiteSettings | null): string {
  return editVersion(row ? editableSettings(row) : {});
}

export type SettingsUpdate = { outcome: "updated" | "unchanged"; changed: string[] } | StaleEdit;

/**
 * Saves the settings row and its audit entry (before → after of the changed fields) in one
 * transaction, under the row's lock. `version` is the one the form was loaded with
 * (`settingsVersion`): when a field changed since, nothing is written and the answer names those
 * fields. The write bumps the content version, so every machine's next request reads the new row.
 */
export async function updateSiteSettings(input: EditableSettings, actor: AuditActor, version?: string | null): Promise<SettingsUpdate> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx.select().from(schema.siteSettings).where(eq(schema.siteSettings.id, 1)).for("update");
    const current: EditableSettings | null = row ? editableSettings(row) : null;
    const stale = staleEdit(version, current ?? {});
    if (stale) return stale;
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
}
