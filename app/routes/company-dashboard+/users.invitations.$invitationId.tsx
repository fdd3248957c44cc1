// /company-dashboard/users/invitations/{invitationId} — the Manage Users screen app/screens/company-users/cancel-invitation (decisions 0037, 0068), also at /admin/companies/{companyId}/users/invitations/{invitationId}.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { cancelInvitationAction, cancelInvitationLoader } from "~/screens/company-users/cancel-invitation.server";

export const loader = (args: LoaderFunctionArgs) => cancelInvitationLoader(args, "company");
export const action = (args: ActionFunctionArgs) => cancelInvitationAction(args, "company");
