import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { dashboardPath } from "~/rules/roles";
import { requireUser } from "~/auth/permissions.server";

export const meta: MetaFunction = () => [{ title: "Dashboard" }, { name: "robots", content: "noindex" }];

/**
 * /dashboard (requirement public-pages-and-routes): admin → /admin, company admin → /company-dashboard, everyone else →
 * /student; a visitor → /login. The server decides, so no 'Loading dashboard...' screen is needed.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  throw redirect(dashboardPath(user.roles));
}

// Never rendered (the loader always redirects); a component keeps /dashboard a page route, so
// client-side links to it follow the redirect.
export default function Dashboard() {
  return <p className="px-4 py-24 text-center text-ink-muted">Loading dashboard...</p>;
}
