// /invitations (decision 0053): the signed-in account's invitations to join a company, each with
// Accept and Decline. The company_invitation e-mail links here; the profile page links here too.
// An account joins a company only from this page, signed in as itself. Plain forms (JavaScript off).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { acceptCompanyInvitation, declineCompanyInvitation, listMyInvitations } from "~/models/companies/company-membership.server";
import { COMPANY_ROLE_LABELS } from "~/rules/company-users";
import { invitationAnswerSchema, MEMBERSHIP_MESSAGES, MEMBERSHIP_TOASTS } from "~/rules/company-membership";
import { readForm } from "~/utils/form.server";
import { requireUser } from "~/auth/permissions.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Company Invitations" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const invitations = await listMyInvitations(user.id);
  return {
    inCompany: user.companyName ?? (user.companyId ? "a company" : null),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      companyName: invitation.companyName,
      invitedBy: invitation.invitedBy,
      role: COMPANY_ROLE_LABELS[invitation.role],
    })),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const parsed = invitationAnswerSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data({ message: MEMBERSHIP_MESSAGES.unknown }, { status: 400 });
  const { intent, invitationId } = parsed.data;
  if (intent === "decline") {
    if (!(await declineCompanyInvitation(user.id, invitationId))) return data({ message: MEMBERSHIP_MESSAGES.notFound }, { status: 404 });
    return redirectWithToast("/invitations", MEMBERSHIP_TOASTS.declined);
  }
  const result = await acceptCompanyInvitation(user.id, invitationId);
  if (result.ok) return redirectWithToast("/dashboard", MEMBERSHIP_TOASTS.accepted(result.companyName));
  const refusal = {
    not_found: [MEMBERSHIP_MESSAGES.notFound, 404],
    in_a_company: [MEMBERSHIP_MESSAGES.inACompany, 409],
    seat_limit: [MEMBERSHIP_MESSAGES.seatLimit, 409],
    platform_role: [MEMBERSHIP_MESSAGES.platformRole, 400],
  } as const;
  const [message, status] = refusal[result.reason];
  return data({ message }, { status });
}

export default function Invitations() {
  const { invitations, inCompany } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-16">
      <h1 className="font-serif text-3xl font-bold">Company Invitations</h1>
      <p className="mt-2 text-ink-muted">
        A company can see your progress and the certificates you earn after you join it. Your own subscription and your earlier certificates
        stay yours, and you can leave at any time.
      </p>
      {actionData?.message ? (
        <p className="mt-4 rounded-md border border-danger p-3 font-semibold text-danger" role="alert">
          {actionData.message}
        </p>
      ) : null}
      {inCompany && invitations.length > 0 ? (
        <p className="mt-4" role="note">
          You are a member of {inCompany}. To accept another company&apos;s invitation, leave {inCompany} first.
        </p>
      ) : null}
      {invitations.length === 0 ? (
        <p className="card mt-6 p-6 text-center text-ink-muted">You have no pending invitations.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="card p-5" data-testid="company-invitation">
              <h2 className="text-lg font-semibold">{invitation.companyName}</h2>
              <p className="mt-1">
                {invitation.invitedBy ? `${invitation.invitedBy} of ${invitation.companyName}` : invitation.companyName} invited you to join
                as {invitation.role === "Company Admin" ? "a Company Admin" : "a Student"}.
              </p>
              <Form method="post" className="mt-4 flex flex-wrap gap-2">
                <input type="hidden" name="invitationId" value={invitation.id} />
                <button type="submit" name="intent" value="accept" className="btn-primary" disabled={busy}>
                  Accept and join {invitation.companyName}
                </button>
                <button type="submit" name="intent" value="decline" className="btn-secondary" disabled={busy}>
                  Decline
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-8 text-sm">
        <Link to="/dashboard" className="font-semibold text-brand underline hover:no-underline">
          Back to my dashboard
        </Link>
      </p>
    </div>
  );
}
