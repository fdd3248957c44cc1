// Course bundles as an admin edits them (requirement signed-in-route-table bundles, bundles/create,
// bundles/edit/{id}; requirement public-validation-rules: a bundle needs at least 2 courses; decision 0030). Every write is one transaction
// that writes the audit log; the bundle's courses and their order are saved with it.
import { editVersion, pickFields, staleEdit, type StaleEdit } from "~/rules/edit-version";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { getDb, schema, type Tx } from "~/db.server";
import { changedFields, recordAudit, type AuditActor } from "~/models/operations/audit.server";
import { linesToList, moveInOrder, reorderedIds, type BundleInput } from "~/rules/admin-content";
import { sanitizeRichText } from "~/utils/sanitize.server";

const { courseBundles: bundles, courseBundleCourses: bundleCourses, courses } = schema;

export async function listAdminBundles() {
  return getDb()
    .select({
      id: bundles.id,
      title: bundles.title,
      status: bundles.status,
      price: bundles.price,
      hours: bundles.hours,
      courses: sql<number>`(select count(*)::int from ${bundleCourses} bc where bc.bundle_id = ${bundles}.id)`,
    })
    .from(bundles)
    .orderBy(asc(bundles.title));
}

/** Every course an admin may put in a bundle (drafts too: a bundle can be prepared before its courses are published). */
export async function listBundleCourseChoices() {
  return getDb()
    .select({ id: courses.id, title: courses.title, status: courses.status })
    .from(courses)
    .where(sql`${courses.status} <> 'archived'`)
    .orderBy(asc(courses.title));
}

/** The columns the bundle form edits (bundleValues' keys); with its chosen courses, the form's version (decision 0085). */
export const BUNDLE_EDIT_FIELDS = [
  "title",
  "description",
  "hours",
  "price",
  "courseType",
  "licenseType",
  "status",
  "imageUrl",
  "whatsIncluded",
  "requirements",
  "whoThisIsFor",
] as const satisfies readonly (keyof typeof bundles.$inferSelect)[];

/** What the bundle form shows of a stored bundle: its fields and the set of its courses (their order is the order section's). */
function bundleFormState(bundle: typeof bundles.$inferSelect, courseIds: readonly string[]) {
  return { ...pickFields(bundle, BUNDLE_EDIT_FIELDS), courseIds: [...courseIds].sort() };
}

export function bundleVersion(bundle: typeof bundles.$inferSelect, courseIds: readonly string[]): string {
  return editVersion(bundleFormState(bundle, courseIds));
}

export async function getAdminBundle(bundleId: string) {
  const [bundle] = await getDb().select().from(bundles).where(eq(bundles.id, bundleId));
  if (!bundle) return null;
  const members = await getDb()
    .select({ id: courses.id, title: courses.title, status: courses.status })
    .from(bundleCourses)
    .innerJoin(courses, eq(courses.id, bundleCourses.courseId))
    .where(eq(bundleCourses.bundleId, bundleId))
    .orderBy(asc(bundleCourses.orderIndex), asc(courses.title));
  return { bundle, courses: members };
}

function bundleValues(input: BundleInput) {
  return {
    title: input.title,
    description: input.description ? sanitizeRichText(input.description) : "",
    hours: input.hours,
    price: input.price ?? null,
    courseType: input.courseType ?? null,
    licenseType: input.licenseType ?? null,
    status: input.status,
    imageUrl: input.imageUrl || null,
    whatsIncluded: linesToList(input.whatsIncluded),
    requirements: linesToList(input.requirements),
    whoThisIsFor: input.whoThisIsFor || null,
  };
}

export type SaveBundleResult =
  | { ok: true; id: string; title: string }
  | { ok: false; reason: "not_found" | "unknown_course" }
  | { ok: false; reason: "unpublished_courses"; titles: string[] }
  | { ok: false; reason: "stale"; stale: StaleEdit };

/**
 * Do all these courses exist, and, for a published bundle, are they all published? (Checked before
 * anything is written: a learner could otherwise buy a bundle holding a course nobody can open.)
 */
async function checkCourses(tx: Tx, input: BundleInput): Promise<Exclude<SaveBundleResult, { ok: true }> | null> {
  const found = await tx
    .select({ id: courses.id, title: courses.title, status: courses.status })
    .from(courses)
    .where(inArray(courses.id, input.courseIds))
    // Held until the bundle is written: a course deleted meanwhile waits instead of slipping in between.
    .for("key share");
  if (found.length !== input.courseIds.length) return { ok: false, reason: "unknown_course" };
  const unpublished = found.filter((c) => c.status !== "published").map((c) => c.title);
  if (input.status === "published" && unpublished.length > 0) return { ok: false, reason: "unpublished_courses", titles: unpublished };
  return null;
}

/** The courses in their saved order: those kept stay where they were, new ones follow in the order given. */
async function saveMembers(tx: Tx, bundleId: string, courseIds: string[]) {
  const current = await tx
    .select({ courseId: bundleCourses.courseId })
    .from(bundleCourses)
    .where(eq(bundleCourses.bundleId, bundleId))
    .orderBy(asc(bundleCourses.orderIndex));
  const kept = current.map((c) => c.courseId).filter((id) => courseIds.includes(id));
  const ordered = [...kept, ...courseIds.filter((id) => !kept.includes(id))];
  await tx.delete(bundleCourses).where(eq(bundleCourses.bundleId, bundleId));
  await tx.insert(bundleCourses).values(ordered.map((courseId, index) => ({ bundleId, courseId, orderIndex: index + 1 })));
}

export async function createBundle(input: BundleInput, actor: AuditActor): Promise<SaveBundleResult> {
  const values = bundleValues(input);
  return getDb().transaction(async (tx) => {
    const refused = await checkCourses(tx, input);
    if (refused) return refused;
    const [row] = await tx.insert(bundles).values(values).returning({ id: bundles.id });
    await saveMembers(tx, row!.id, input.courseIds);
    await recordAudit(tx, {
      actor,
      action: "bundle.create",
      entityType: "bundle",
      entityId: row!.id,
      after: { ...values, courseIds: input.courseIds },
    });
    return { ok: true, id: row!.id, title: values.title } as const;
  });
}

export async function updateBundle(
  bundleId: string,
  input: BundleInput,
  actor: AuditActor,
  version?: string | null,
): Promise<SaveBundleResult> {
  const values = bundleValues(input);
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(bundles).where(eq(bundles.id, bundleId)).for("update");
    if (!before) return { ok: false, reason: "not_found" } as const;
    // Members change only under this row's lock too (the order section, saveMembers).
    const members = await tx.select({ courseId: bundleCourses.courseId }).from(bundleCourses).where(eq(bundleCourses.bundleId, bundleId));
    const stale = staleEdit(
      version,
      bundleFormState(
        before,
        members.map((m) => m.courseId),
      ),
    );
    if (stale) return { ok: false, reason: "stale", stale } as const;
    const refused = await checkCourses(tx, input);
    if (refused) return refused;
    await tx
      .update(bundles)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(bundles.id, bundleId));
    await saveMembers(tx, bundleId, input.courseIds);
    const diff = changedFields(before as unknown as Record<string, unknown>, values);
    await recordAudit(tx, {
      actor,
      action: "bundle.update",
      entityType: "bundle",
      entityId: bundleId,
      ...diff,
      details: { courseIds: input.courseIds },
    });
    return { ok: true, id: bundleId, title: values.title } as const;
  });
}

/** Moves one course up or down, or saves a whole new order (drag and drop), under the bundle's row lock. */
export async function reorderBundleCourses(
  bundleId: string,
  change: { courseId: string; direction: "up" | "down" } | { order: string[] },
  actor: AuditActor,
): Promise<{ ok: true } | { ok: false; reason: "not_found" | "changed" }> {
  return getDb().transaction(async (tx) => {
    const [bundle] = await tx.select({ id: bundles.id }).from(bundles).where(eq(bundles.id, bundleId)).for("update");
    if (!bundle) return { ok: false, reason: "not_found" } as const;
    const current = await tx
      .select({ courseId: bundleCourses.courseId })
      .from(bundleCourses)
      .where(eq(bundleCourses.bundleId, bundleId))
      .orderBy(asc(bundleCourses.orderIndex));
    const ids = current.map((c) => c.courseId);
    const next = "order" in change ? reorderedIds(ids, change.order) : moveInOrder(ids, change.courseId, change.direction);
    if (!next) return "order" in change ? ({ ok: false, reason: "changed" } as const) : ({ ok: true } as const);
    for (const [index, id] of next.entries()) {
      await tx
        .update(bundleCourses)
        .set({ orderIndex: index + 1 })
        .where(and(eq(bundleCourses.bundleId, bundleId), eq(bundleCourses.courseId, id)));
    }
    await recordAudit(tx, { actor, action: "bundle.reorder", entityType: "bundle", entityId: bundleId, details: { order: next } });
    return { ok: true } as const;
  });
}

export async function deleteBundle(bundleId: string, actor: AuditActor): Promise<{ ok: true; title: string } | { ok: false }> {
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(bundles).where(eq(bundles.id, bundleId)).for("update");
    if (!before) return { ok: false } as const;
    const [members] = await tx.select({ n: count() }).from(bundleCourses).where(eq(bundleCourses.bundleId, bundleId));
    await tx.delete(bundles).where(eq(bundles.id, bundleId));
    await recordAudit(tx, {
      actor,
      action: "bundle.delete",
      entityType: "bundle",
      entityId: bundleId,
      before: { title: before.title, courses: members?.n ?? 0 },
    });
    return { ok: true, title: before.title } as const;
  });
}
