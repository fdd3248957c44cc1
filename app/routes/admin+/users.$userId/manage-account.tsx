// The "Manage account" panel of an admin's user record (decision 0029): role, deactivate or reactivate,
// the confirmation and reset e-mails, and — for a deactivated account — anonymisation (decision
// 0039). Every control is a small form that works without JavaScript. An anonymised account has
// nothing left to manage: the panel says what was removed and what the law keeps.
import { Form, useNavigation } from "@remix-run/react";
import { ADMIN_ROLE_LABELS, ADMIN_ROLES, USER_ADMIN_MESSAGES, type AdminRole } from "~/rules/admin-users";
import { ANONYMISED_DATA, KEPT_RECORDS } from "~/rules/user-anonymisation";

type Profile = { role: AdminRole; accountStatus: "active" | "inactive"; emailConfirmed: boolean; anonymised: string | null };

export function ManageAccount({ profile, isSelf }: { profile: Profile; isSelf: boolean }) {
  const busy = useNavigation().state === "submitting";
  if (profile.anonymised) {
    return (
      <section className="card space-y-3 p-4 sm:p-6" aria-labelledby="manage-heading">
        <h2 id="manage-heading" className="text-lg font-semibold">
          Manage account
        </h2>
        <p data-testid="anonymised-notice">
          <strong>Anonymised on {profile.anonymised}.</strong> The {ANONYMISED_DATA.slice(0, 3).join(", ")} and sign-in were removed.{" "}
          {KEPT_RECORDS}
        </p>
      </section>
    );
  }
  return (
    <section className="card space-y-5 p-4 sm:p-6" aria-labelledby="manage-heading">
      <h2 id="manage-heading" className="text-lg font-semibold">
        Manage account
      </h2>
      {isSelf ? <p className="text-sm text-ink-muted">{USER_ADMIN_MESSAGES.yourself}</p> : null}
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="role" />
        <div>
          <label htmlFor="user-role" className="block text-sm font-medium">
            Role
          </label>
          <select
            id="user-role"
            name="role"
            defaultValue={profile.role}
            disabled={isSelf}
            className="mt-1 rounded-md border border-line bg-surface px-3 py-2"
          >
            {ADMIN_ROLES.map((role) => (
              <option key={role} value={role}>
                {ADMIN_ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary" disabled={isSelf || busy}>
          Change Role
        </button>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="accountStatus" value={profile.accountStatus === "active" ? "inactive" : "active"} />
        {profile.accountStatus === "active" ? (
          <>
            <p className="text-sm text-ink-muted">
              Deactivating removes the user&apos;s course access and signs them out. Their records (progress, attempts, certificates) are
              kept.
            </p>
            <button type="submit" className="btn-secondary mt-2" disabled={isSelf || busy}>
              Deactivate User
            </button>
          </>
        ) : (
          <button type="submit" className="btn-primary" disabled={busy}>
            Reactivate User
          </button>
        )}
      </Form>
      <div className="flex flex-wrap gap-3">
        {!profile.emailConfirmed ? (
          <Form method="post">
            <input type="hidden" name="intent" value="resend" />
            <button type="submit" className="btn-secondary" disabled={busy}>
              Resend Confirmation
            </button>
          </Form>
        ) : null}
        <Form method="post">
          <input type="hidden" name="intent" value="reset" />
          <button type="submit" className="btn-secondary" disabled={busy}>
            Send Password Reset
          </button>
        </Form>
      </div>
      {profile.accountStatus === "inactive" && !isSelf ? <AnonymiseForm busy={busy} /> : null}
    </section>
  );
}

function AnonymiseForm({ busy }: { busy: boolean }) {
  return (
    <Form method="post" className="border-t border-line pt-4">
      <input type="hidden" name="intent" value="anonymise" />
      <h3 className="font-semibold">Anonymise personal data</h3>
      <p className="mt-1 text-sm text-ink-muted">
        Removes the {ANONYMISED_DATA.join(", ")}. {KEPT_RECORDS} This cannot be undone, and the account cannot be reactivated.
      </p>
      <label className="mt-3 flex items-start gap-2 text-sm">
        <input type="checkbox" name="confirm" value="yes" required className="mt-1" />I understand that this user&apos;s personal data is
        removed for good.
      </label>
      <button type="submit" className="btn-secondary mt-3 text-danger" disabled={busy}>
        Anonymise User
      </button>
    </Form>
  );
}
