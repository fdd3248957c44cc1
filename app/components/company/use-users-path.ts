// The Manage Users screens' own address on the client: the company admin's, or the platform admin's
// copy for the company in the route (decision 0037).
import { useParams } from "@remix-run/react";
import { manageUsersPath } from "~/rules/company-users";

export function useUsersPath(): string {
  return manageUsersPath(useParams().companyId);
}
