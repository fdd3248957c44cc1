// /admin/companies/{companyId}/users/invitations/{invitationId} — the Manage Users screen app/screens/company-users/cancel-invitation (decisions 0037, 0068), also at /company-dashboard/users/invitations/{invitationId}.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { cancelInvitationAction, cancelInvitationLoader } from "~/screens/company-users/cancel-invitation.server";

export const loader = (args: LoaderFunctionArgs) => cancelInvitationLoader(args, "admin");
export const action = (args: ActionFunctionArgs) => cancelInvitationAction(args, "admin");
