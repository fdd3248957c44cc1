// Accounts created for someone else (by a company admin or an admin): the person receives an
// e-mail with a single-use link (7 days) to /login/accept-invitation, where they choose a password
// (requirement set-password-page).
import { asc, eq } from "drizzle-orm";
import { getDb, schema, type Db, type Tx } from "~/db.server";
import { issueToken } from "~/models/accounts/token.server";
import { createAccount, findUserByEmail, isUniqueViolation, normalizeEmail, type NewAccount } from "~/models/accounts/user.server";
import { enqueueEmail } from "~/services/email.server";
import { env } from "~/utils/env.server";
import { queueWelcomeEmail } from "~/models/accounts/account.server";
import { checkTokenAccount, setPasswordFromToken, type CredentialResult } from "~/models/accounts/password-reset.server";
import type { CompanyRole } from "~/rules/company-users";

const { companies } = schema;

/** A new account's fields (the invite form's, from the profile definition) and who is inviting it where. */
export type InvitationInput = Omit<NewAccount, "password" | "role" | "companyId"> & {
  role: CompanyRole;
  /** Required for a company admin; a student with a company is a company member. */
  companyId?: string | null;
  /** Shown in the e-mail: "{invitedBy} of {companyName} has invited you". */
  invitedBy?: string | null;
};

export type InvitationResult = { ok: true; userId: string } | { ok: false; reason: "email_taken" };

/** The link in the invitation e-mail. */
export function acceptInvitationUrl(token: string, email: string): string {
  const url = new URL("/login/accept-invitation", env().APP_URL);
  url.searchParams.set("token", token);
  url.searchParams.set("email", email);
  return url.toString();
}

/**
 * Creates the account without a password (+ the company_admin role row), issues the invitation
 * token and queues the e-mail — all or nothing. Pass `tx` to make it part of a larger transaction
 * (a seat check, a CSV import): it then runs in a savepoint, so a taken address is reported without
 * aborting the caller's transaction.
 */
export async function inviteUser(
  input: InvitationInput,
  { tx, now = new Date() }: { tx?: Tx; now?: Date } = {},
): Promise<InvitationResult> {
  if (input.role === "company_admin" && !input.companyId) {
    throw new Error("A company admin must belong to a company");
  }
  const executor: Db | Tx = tx ?? getDb();
  if (await findUserByEmail(input.email, executor)) return { ok: false, reason: "email_taken" };
  try {
    const userId = await executor.transaction(async (inner) => {
      // Every invite-form field the input carries (createAccount takes them from the definition).
      const userId = await createAccount(inner, {
        ...input,
        password: null,
        companyId: input.companyId ?? null,
        role: input.role === "company_admin" ? "company_admin" : undefined,
      });
      const companyName = input.companyId ? await getCompanyName(inner, input.companyId) : null;
      const token = await issueToken(inner, { userId, kind: "invitation", now });
      await enqueueEmail(inner, {
        templateKey: "invitation",
        to: normalizeEmail(input.email),
        variables: {
          firstName: input.firstName.trim(),
          companyName,
          invitedBy: input.invitedBy?.trim() || null,
          acceptUrl: acceptInvitationUrl(token, normalizeEmail(input.email)),
        },
      });
      return userId;
    });
    return { ok: true, userId };
  } catch (error) {
    // Two invitations for one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) return { ok: false, reason: "email_taken" };
    throw error;
  }
}

async function getCompanyName(executor: Db | Tx, companyId: string): Promise<string> {
  const [company] = await executor.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw new Error(`No company ${companyId}`);
  return company.name;
}

/** The account an invitation link is for, when the link is still usable. */
export function checkInvitation(token: string, now = new Date()) {
  return checkTokenAccount("invitation", token, now);
}

/**
 * One transaction: uses the invitation, stores the password and confirms the address (the link
 * arrived there). Then a welcome e-mail is queued; if that fails it is ignored (requirement signed-in-error-texts).
 */
export async function acceptInvitation({
  token,
  password,
  now = new Date(),
}: {
  token: string;
  password: string;
  now?: Date;
}): Promise<CredentialResult> {
  const result = await setPasswordFromToken({ kind: "invitation", token, password, now });
  if (result.ok) {
    await queueWelcomeEmail(getDb(), result.userId).catch((error) => console.error("Welcome e-mail not queued", error));
  }
  return result;
}

/** Companies to choose from when inviting someone (the local invitation tool; admin screens later). */
export async function listCompanyChoices(): Promise<{ id: string; name: string }[]> {
  return getDb().select({ id: companies.id, name: companies.name }).from(companies).orderBy(asc(companies.name));
}
