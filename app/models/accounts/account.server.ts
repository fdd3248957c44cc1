// The account entry flows behind /login and /confirm-email (requirements public-pages-and-routes, access-and-subscription-states, public-validation-rules; requirement email-confirmation-page):
// each one a single transaction, so an account, its token and its e-mail exist together or not at all.
import { eq } from "drizzle-orm";
import { getDb, schema, type Db, type Tx } from "~/db.server";
import type { SignUpInput } from "~/rules/account-forms";
import { enqueueEmail } from "~/services/email.server";
import { env } from "~/utils/env.server";
import { consumeToken, issueToken, type TokenCheck } from "~/models/accounts/token.server";
import { confirmEmail, createAccount, findUserByEmail, isUniqueViolation } from "~/models/accounts/user.server";

const { profiles, companies, users } = schema;

/** An absolute link for e-mails (APP_URL is the public origin). */
export function appUrl(path: string): string {
  return new URL(path, env().APP_URL).toString();
}

export type SignUpResult = { ok: true; userId: string } | { ok: false; reason: "email_taken" };

/**
 * Creates the student (credentials + profile; a student has no role row), a 24-hour confirmation
 * token and the signup_confirmation e-mail in one transaction. A taken address is refused by the
 * unique index, so two simultaneous sign-ups cannot both succeed.
 */
export async function signUp(input: SignUpInput, { now = new Date(), db = getDb() }: { now?: Date; db?: Db } = {}): Promise<SignUpResult> {
  try {
    return await db.transaction(async (tx) => {
      const userId = await createAccount(tx, {
        email: input.email,
        password: input.password,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        licenseNumber: input.licenseNumber,
      });
      await sendConfirmation(tx, { userId, email: input.email, firstName: input.firstName, now });
      return { ok: true as const, userId };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "email_taken" };
    throw error;
  }
}

export async function sendConfirmation(
  tx: Tx,
  { userId, email, firstName, now }: { userId: string; email: string; firstName: string; now: Date },
) {
  const token = await issueToken(tx, { userId, kind: "email_confirmation", now });
  await enqueueEmail(tx, {
    templateKey: "signup_confirmation",
    to: email,
    variables: { firstName, confirmUrl: appUrl(`/confirm-email?token=${encodeURIComponent(token)}`) },
  });
}

/**
 * A new confirmation link for an account that has not confirmed yet. Says nothing either way: an
 * unknown or already confirmed address silently gets no e-mail.
 */
export async function resendConfirmation(email: string, { now = new Date() }: { now?: Date } = {}): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user || user.emailConfirmedAt) return;
  await getDb().transaction((tx) => sendConfirmation(tx, { userId: user.id, email: user.email, firstName: user.firstName, now }));
}

/**
 * Forgot password: a one-hour reset link when the account exists (confirmed or not, since following
 * the link proves the address too). An unknown address gets nothing and the caller answers the same.
 */
export async function requestPasswordReset(email: string, { now = new Date() }: { now?: Date } = {}): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user) return;
  await getDb().transaction(async (tx) => {
    const token = await issueToken(tx, { userId: user.id, kind: "password_reset", now });
    await enqueueEmail(tx, {
      templateKey: "password_reset",
      to: user.email,
      variables: { firstName: user.firstName, resetUrl: appUrl(`/reset-password?token=${encodeURIComponent(token)}`) },
    });
  });
}

export type ConfirmResult = { ok: true; userId: string } | Extract<TokenCheck, { ok: false }>;

/**
 * Uses a sign-up confirmation link: marks the address confirmed and queues the welcome e-mail
 * (welcome_company, with the company's name and logo, for a company member; welcome_individual
 * otherwise), all in one transaction, so a failure leaves the link usable.
 */
export async function confirmSignup(token: string, { now = new Date() }: { now?: Date } = {}): Promise<ConfirmResult> {
  return getDb().transaction(async (tx) => {
    const check = await consumeToken(tx, "email_confirmation", token, now);
    if (!check.ok) return check;
    await confirmEmail(tx, check.userId, now);
    await queueWelcomeEmail(tx, check.userId);
    return { ok: true as const, userId: check.userId };
  });
}

/**
 * Queues the welcome e-mail: welcome_company (with the company's name and logo) for a company
 * member, welcome_individual otherwise. Used after a confirmed sign-up and an accepted invitation.
 */
export async function queueWelcomeEmail(executor: Db | Tx, userId: string): Promise<void> {
  const [profile] = await executor
    .select({
      firstName: profiles.firstName,
      email: profiles.email,
      companyName: companies.name,
      companyLogoUrl: companies.logoUrl,
    })
    .from(profiles)
    .leftJoin(companies, eq(companies.id, profiles.companyId))
    .where(eq(profiles.id, userId));
  if (!profile) return;
  const common = { firstName: profile.firstName, email: profile.email, loginUrl: appUrl("/login") };
  await enqueueEmail(
    executor,
    profile.companyName
      ? {
          templateKey: "welcome_company",
          to: profile.email,
          variables: {
            ...common,
            companyName: profile.companyName,
            // Logos may be stored as site paths; e-mails need absolute addresses.
            companyLogoUrl: profile.companyLogoUrl ? appUrl(profile.companyLogoUrl) : null,
          },
        }
      : { templateKey: "welcome_individual", to: profile.email, variables: common },
  );
}

/** Remembers when the user last signed in (shown to admins). */
export async function recordSignIn(userId: string, now = new Date()): Promise<void> {
  await getDb().update(users).set({ lastSignInAt: now }).where(eq(users.id, userId));
}
