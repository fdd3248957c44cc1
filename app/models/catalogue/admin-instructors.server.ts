// Admin instructors (requirement signed-in-route-table instructors; requirement public-data-fields): name, short description, e-mail, phone,
// photo (an upload, decision 0043), rich-text bio (sanitised on write). Every change writes the audit log in its transaction.
import { rowVersion, staleRow, type StaleEdit } from "~/rules/edit-version";
import { asc, eq, sql } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { changedFields, recordAudit, type AuditActor } from "~/models/operations/audit.server";
import { sanitizeRichText } from "~/utils/sanitize.server";

const { instructors } = schema;

export type InstructorInput = {
  firstName: string;
  lastName: string;
  shortDescription?: string;
  email?: string;
  phone?: string;
  avatarUrl?: string;
  resumeBio?: string;
};

export async function listAdminInstructors() {
  return getDb()
    .select({
      id: instructors.id,
      firstName: instructors.firstName,
      lastName: instructors.lastName,
      email: instructors.email,
      courses: sql<number>`(select count(*) from courses c where c.instructor_id = "instructors"."id")`.mapWith(Number),
    })
    .from(instructors)
    .orderBy(asc(instructors.lastName), asc(instructors.firstName));
}

export async function findAdminInstructor(id: string) {
  const [row] = await getDb().select().from(instructors).where(eq(instructors.id, id));
  return row ?? null;
}

function values(input: InstructorInput) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    shortDescription: input.shortDescription ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    avatarUrl: input.avatarUrl || null,
    resumeBio: input.resumeBio ? sanitizeRichText(input.resumeBio) : null,
  };
}

/** The columns the instructor form edits (values' keys): its version is theirs (decision 0085). */
export const INSTRUCTOR_EDIT_FIELDS = [
  "firstName",
  "lastName",
  "shortDescription",
  "email",
  "phone",
  "avatarUrl",
  "resumeBio",
] as const satisfies readonly (keyof typeof instructors.$inferSelect)[];

export function instructorVersion(instructor: typeof instructors.$inferSelect): string {
  return rowVersion(instructor, INSTRUCTOR_EDIT_FIELDS);
}

/** Creates (id null) or updates an instructor; null when the one edited is gone; a stale edit (decision 0085) writes nothing. */
export async function saveInstructor(
  id: string | null,
  input: InstructorInput,
  actor: AuditActor,
  version?: string | null,
): Promise<{ id: string; name: string } | StaleEdit | null> {
  const next = values(input);
  const name = `${next.firstName} ${next.lastName}`;
  return getDb().transaction(async (tx) => {
    if (id) {
      const [before] = await tx.select().from(instructors).where(eq(instructors.id, id)).for("update");
      if (!before) return null;
      const stale = staleRow(version, before, INSTRUCTOR_EDIT_FIELDS);
      if (stale) return stale;
      await tx.update(instructors).set(next).where(eq(instructors.id, id));
      await recordAudit(tx, { actor, action: "instructor.update", entityType: "instructor", entityId: id, ...changedFields(before, next) });
      return { id, name };
    }
    const [row] = await tx.insert(instructors).values(next).returning({ id: instructors.id });
    await recordAudit(tx, { actor, action: "instructor.create", entityType: "instructor", entityId: row!.id, after: next });
    return { id: row!.id, name };
  });
}

/** Deletes an instructor; their courses and bundles keep going without one (set null). */
export async function deleteInstructor(id: string, actor: AuditActor): Promise<string | null> {
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(instructors).where(eq(instructors.id, id)).for("update");
    if (!before) return null;
    await tx.delete(instructors).where(eq(instructors.id, id));
    await recordAudit(tx, {
      actor,
      action: "instructor.delete",
      entityType: "instructor",
      entityId: id,
      before: { firstName: before.firstName, lastName: before.lastName },
    });
    return `${before.firstName} ${before.lastName}`;
  });
}
