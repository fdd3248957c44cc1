import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AreaShell } from "~/components/area/area-shell";
import { AreaErrorBoundary } from "~/components/area/error-boundary";

import { AREA_HANDLE, noindexHeaders, privatePageMeta, toShellUser, usePageTitle } from "~/components/area/page";
import { getBellData } from "~/models/operations/announcement.server";
import { requireAreaUser } from "~/auth/permissions.server";

export const handle = AREA_HANDLE;
export const headers = noindexHeaders;
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Student", matches);

// The student area (requirement student-area-layout): students, reviewers and company members.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAreaUser(request, "student");
  const announcements = await getBellData({ userId: user.id, roles: user.roles, companyId: user.companyId });
  return { user: toShellUser(user), announcements };
}

export default function StudentArea() {
  const { user, announcements } = useLoaderData<typeof loader>();
  const title = usePageTitle("My Courses");
  return (
    <AreaShell area="student" user={user} announcements={announcements} title={title}>
      <Outlet />
    </AreaShell>
  );
}

export const ErrorBoundary = AreaErrorBoundary;
