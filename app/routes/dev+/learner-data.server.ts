// Local stand-ins only (/dev/learners): fresh, confirmed learners for demos and end-to-end tests,
// so parallel journeys never share one account's progress.
import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { completeCourseNow } from "./completion-data.server";
import { confirmEmail, createAccount } from "~/models/accounts/user.server";

const { companies, courses, profiles, studentCourseAccess } = schema;

export const DEV_LEARNER_KINDS = ["subscriber", "free", "agent", "reviewer", "company_admin", "admin"] as const;
export type DevLearnerKind = (typeof DEV_LEARNER_KINDS)[number];

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Creates a confirmed learner: a subscriber (active premium membership for a year), a free
 * individual, an agent of the oldest company (or of `companyId`), a reviewer, a platform admin (for admin journeys that
 * must not share an account), or the company admin of a fresh company (`seats` allowed users,
 * null = unlimited); optionally enrolled in courses (slugs).
 */
export async function createDevLearner(options: {
  kind: DevLearnerKind;
  password: string;
  enroll: string[];
  licenseNumber?: string | null;
  /** Courses to finish at once: "slug" or "slug@yyyy-mm-dd" (completed at noon Louisiana time that day). */
  complete?: string[];
  /** For a company admin: the new company's allowed_user_seats (null = unlimited). */
  seats?: number | null;
  /** For an agent: the company to join (default: the oldest company). */
  companyId?: string;
}): Promise<{ userId: string; email: string; companyId: string | null }> {
  const email = `learner-${Date.now()}-${randomBytes(4).toString("hex")}@pelican.test`;
  return getDb().transaction(async (tx) => {
    const [company] =
      options.kind === "agent"
        ? options.companyId
          ? await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, options.companyId))
          : await tx.select({ id: companies.id }).from(companies).orderBy(companies.createdAt).limit(1)
        : options.kind === "company_admin"
          ? await tx
              .insert(companies)
              .values({ name: `Test Realty ${email.slice(8, 21)}`, allowedUserSeats: options.seats === undefined ? 25 : options.seats })
              .returning({ id: companies.id })
          : [];
    if (options.kind === "agent" && !company) throw new Error("No company to join");
    const userId = await createAccount(tx, {
      email,
      password: options.password,
      firstName: "Test",
      lastName: `Learner ${email.slice(8, 21)}`,
      licenseNumber: options.licenseNumber ?? null,
      companyId: company?.id ?? null,
      role: options.kind === "subscriber" || options.kind === "free" || options.kind === "agent" ? undefined : options.kind,
    });
    await confirmEmail(tx, userId);
    if (options.kind === "subscriber") {
      await tx
        .update(profiles)
        .set({
          subscribed: true,
          subscriptionStatus: "active",
          subscriptionTier: "premium",
          subscriptionEnd: new Date(Date.now() + YEAR_MS),
        })
        .where(eq(profiles.id, userId));
    }
    if (options.enroll.length > 0) {
      const rows = await tx.select({ id: courses.id }).from(courses).where(inArray(courses.slug, options.enroll));
      if (rows.length !== options.enroll.length) throw new Error(`Unknown course slug in ${options.enroll.join(", ")}`);
      await tx.insert(studentCourseAccess).values(
        rows.map((course) => ({
          userId,
          courseId: course.id,
          accessType: options.kind === "agent" ? ("company_access" as const) : ("premium_subscription" as const),
        })),
      );
    }
    for (const entry of options.complete ?? []) {
      const [slug, day] = entry.split("@");
      const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug));
      if (!course) throw new Error(`Unknown course slug ${slug}`);
      await completeCourseNow(tx, userId, course.id, day ? new Date(`${day}T18:00:00Z`) : new Date());
    }
    return { userId, email, companyId: company?.id ?? null };
  });
}
