// The Manage Users page's card of invitations sent to existing accounts (decision 0053): the address
// and the role only, with a Cancel button (a plain POST form).
import { Form, useNavigation } from "@remix-run/react";
import { useUsersPath } from "~/components/company/use-users-path";

type PendingInvitation = { id: string; email: string; role: string };

/** Invitations sent to existing accounts that have not answered yet (decision 0053). */
export function PendingInvitations({ invitations }: { invitations: PendingInvitation[] }) {
  const usersPath = useUsersPath();
  const navigation = useNavigation();
  return (
    <section className="card mt-6 p-4 sm:p-6" aria-labelledby="pending-invitations-title" data-testid="pending-invitations">
      <h2 id="pending-invitations-title" className="text-lg font-semibold">
        Pending invitations
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        These addresses already have accounts. Each joins your company only when its owner accepts; until then you see the address only.
      </p>
      <ul className="mt-3 divide-y divide-line">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="invitation-row">
            <span>
              <span className="font-medium">{invitation.email}</span> <span className="text-sm text-ink-muted">· {invitation.role}</span>{" "}
              <span className="text-sm text-ink-muted">· Invitation pending</span>
            </span>
            <Form method="post" action={`${usersPath}/invitations/${invitation.id}`}>
              <button
                type="submit"
                name="intent"
                value="cancel"
                className="btn-secondary text-sm"
                aria-label={`Cancel invitation to ${invitation.email}`}
                disabled={navigation.state === "submitting"}
              >
                Cancel invitation
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
