import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AreaShell } from "~/components/area/area-shell";
import { AreaErrorBoundary } from "~/components/area/error-boundary";
import { AREA_ROLES } from "~/rules/roles";
import { AREA_HANDLE, noindexHeaders, privatePageMeta, toShellUser, usePageTitle } from "~/components/area/page";
import { hasAnyRole } from "~/rules/roles";
import { getBellData } from "~/models/operations/announcement.server";
import { requireAreaUser, requireUser } from "~/auth/permissions.server";

export const handle = AREA_HANDLE;
export const headers = noindexHeaders;
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Company Dashboard", matches);

// The company dashboard (requirement company-dashboard): company admins only.
export async function loader({ request }: LoaderFunctionArgs) {
  // Company members are sent to /company-dashboard/certificates after an evaluation (requirement learning-screens); the
  // area is for company admins, so members see their certificates in the student area.
  if (new URL(request.url).pathname.replace(/\/$/, "") === "/company-dashboard/certificates") {
    const user = await requireUser(request);
    if (!hasAnyRole(user.roles, AREA_ROLES.company) && user.companyId) throw redirect("/student/certificates");
  }
  const user = await requireAreaUser(request, "company");
  const announcements = await getBellData({ userId: user.id, roles: user.roles, companyId: user.companyId });
  return { user: toShellUser(user), announcements };
}

export default function CompanyDashboardArea() {
  const { user, announcements } = useLoaderData<typeof loader>();
  const title = usePageTitle("My Courses");
  return (
    <AreaShell area="company" user={user} announcements={announcements} title={title}>
      <Outlet />
    </AreaShell>
  );
}

export const ErrorBoundary = AreaErrorBoundary;
