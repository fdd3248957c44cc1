import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AreaShell } from "~/components/area/area-shell";
import { AreaErrorBoundary } from "~/components/area/error-boundary";

import { AREA_HANDLE, noindexHeaders, privatePageMeta, toShellUser, usePageTitle } from "~/components/area/page";
import { getBellData } from "~/models/operations/announcement.server";
import { requireAreaUser } from "~/auth/permissions.server";

export const handle = AREA_HANDLE;
export const headers = noindexHeaders;
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Admin", matches);

// The admin area (requirement signed-in-route-table): admins only.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAreaUser(request, "admin");
  const announcements = await getBellData({ userId: user.id, roles: user.roles, companyId: user.companyId });
  return { user: toShellUser(user), announcements };
}

export default function AdminArea() {
  const { user, announcements } = useLoaderData<typeof loader>();
  const title = usePageTitle("Admin");
  return (
    <AreaShell area="admin" user={user} announcements={announcements} title={title}>
      <Outlet />
    </AreaShell>
  );
}

export const ErrorBoundary = AreaErrorBoundary;
