// The company admin's pending-invitation action, run by a platform admin for the company in the address (decision 0037).
export { action, loader } from "~/routes/company-dashboard+/users.invitations.$invitationId";
