// Extra time on timed quizzes and exams (WCAG 2.2.1; decision 0031): one setting per learner, read when
// an attempt starts so its server-side deadline (and so the timer and its five-minute warning, which
// count down to that deadline) honour it. Granting, changing and removing it is audit logged.
import { asc, eq } from "drizzle-orm";
import { getDb, schema, type Db, type Tx } from "~/db.server";
import { recordAudit, type AuditActor } from "~/models/operations/audit.server";
import { findUserByEmail } from "~/models/accounts/user.server";
import { EXTRA_TIME_OPTIONS, type ExtraTime } from "~/rules/quiz-authoring";

const { profiles, quizTimeAccommodations, users } = schema;

function asExtraTime(value: string | null | undefined): ExtraTime | null {
  return (EXTRA_TIME_OPTIONS as readonly string[]).includes(value ?? "") ? (value as ExtraTime) : null;
}

export async function extraTimeOf(executor: Db | Tx, userId: string): Promise<ExtraTime | null> {
  const [row] = await executor
    .select({ extraTime: quizTimeAccommodations.extraTime })
    .from(quizTimeAccommodations)
    .where(eq(quizTimeAccommodations.userId, userId));
  return asExtraTime(row?.extraTime);
}

export type AccommodationRow = { userId: string; name: string; email: string; extraTime: ExtraTime; updatedAt: Date };

export async function listAccommodations(): Promise<AccommodationRow[]> {
  const rows = await getDb()
    .select({
      userId: users.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: users.email,
      extraTime: quizTimeAccommodations.extraTime,
      updatedAt: quizTimeAccommodations.updatedAt,
    })
    .from(quizTimeAccommodations)
    .innerJoin(users, eq(users.id, quizTimeAccommodations.userId))
    .innerJoin(profiles, eq(profiles.id, users.id))
    .orderBy(asc(profiles.lastName), asc(profiles.firstName));
  return rows.map((row) => ({
    userId: row.userId,
    name: `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim() || row.email,
    email: row.email,
    extraTime: asExtraTime(row.extraTime) ?? "1.5",
    updatedAt: row.updatedAt,
  }));
}

/** Sets (or with "none" removes) a learner's extra time, found by email. */
export async function setAccommodation(
  email: string,
  extraTime: ExtraTime | "none",
  actor: AuditActor,
): Promise<{ ok: true; userId: string; removed: boolean } | { ok: false; reason: "no_user" }> {
  return getDb().transaction(async (tx) => {
    const user = await findUserByEmail(email, tx);
    if (!user) return { ok: false as const, reason: "no_user" as const };
    const before = await extraTimeOf(tx, user.id);
    if (extraTime === "none") {
      await tx.delete(quizTimeAccommodations).where(eq(quizTimeAccommodations.userId, user.id));
    } else {
      const now = new Date();
      await tx
        .insert(quizTimeAccommodations)
        .values({ userId: user.id, extraTime, grantedBy: actor.userId })
        .onConflictDoUpdate({ target: quizTimeAccommodations.userId, set: { extraTime, grantedBy: actor.userId, updatedAt: now } });
    }
    await recordAudit(tx, {
      actor,
      action: extraTime === "none" ? "quiz.accommodation.delete" : "quiz.accommodation.update",
      entityType: "user",
      entityId: user.id,
      before: { extraTime: before },
      after: { extraTime: extraTime === "none" ? null : extraTime },
    });
    return { ok: true as const, userId: user.id, removed: extraTime === "none" };
  });
}
