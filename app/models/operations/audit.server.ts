// The audit log (requirement public-data-fields audit_log): one row for every change an admin or company admin makes —
// who, what, and the fields before → after. Write it in the same transaction as the change, so a
// change is never recorded without happening nor happens without being recorded.
import { schema, type Db, type Tx } from "~/db.server";

/** Who made the change, from the signed-in session and the request's client address. */
export type AuditActor = { userId: string; ipAddress?: string | null };

export type AuditEntry = {
  actor: AuditActor;
  /** A dotted verb: "course.create", "quiz.question.update", "settings.update"… */
  action: string;
  entityType: string;
  entityId?: string | null;
  /** Set when the change concerns one company's data, so its admins' history can find it. */
  companyId?: string | null;
  /** The changed fields as they were and as they are now (only the fields that changed). */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  details?: Record<string, unknown>;
};

/** The fields of `after` whose values differ from `before`, as { before, after } holding only those. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): { before: Partial<T>; after: Partial<T> } {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return { before: was, after: now };
}

export async function recordAudit(executor: Db | Tx, entry: AuditEntry): Promise<void> {
  const details: Record<string, unknown> = { ...entry.details };
  if (entry.before) details.before = entry.before;
  if (entry.after) details.after = entry.after;
  await executor.insert(schema.auditLog).values({
    actorUserId: entry.actor.userId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    companyId: entry.companyId ?? null,
    details,
    ipAddress: entry.actor.ipAddress ?? null,
  });
}
