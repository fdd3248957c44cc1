// /admin/companies (decision 0029): every company with its seats used / allowed and plan tier; create,
// edit, and manage its users.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { listAdminCompanies } from "~/models/companies/admin-companies.server";
import { ADMIN_COMPANIES_PATH } from "~/rules/admin-companies";
import { seatLabel } from "~/rules/company-users";
import { requireAdmin } from "../admin.server";
import { readOnlyAction } from "~/utils/http.server";

export const handle: PageTitleHandle = { pageTitle: "Companies" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Companies", matches);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const companies = await listAdminCompanies();
  return {
    companies: companies.map((c) => ({
      id: c.id,
      name: c.name,
      seats: seatLabel({ used: c.usedSeats, allowed: c.allowedUserSeats }),
      tier: c.planTier === "starter" ? "Starter" : c.planTier === "pro" ? "Pro" : c.planTier === "custom" ? "Custom" : "—",
    })),
  };
}

// The list changes nothing; a POST here is refused.
export function action(args: ActionFunctionArgs) {
  return readOnlyAction(args, requireAdmin);
}

export default function AdminCompanies() {
  const { companies } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-serif text-3xl font-bold">Companies</h1>
        <Link to={`${ADMIN_COMPANIES_PATH}/new`} className="btn-primary">
          New Company
        </Link>
      </div>
      {companies.length === 0 ? (
        <p className="card mt-6 p-6 text-center text-ink-muted">No companies yet.</p>
      ) : (
        <div className="card relative mt-6 overflow-x-auto">
          <table className="w-full min-w-[560px] text-left text-sm">
            <caption className="sr-only">Companies</caption>
            <thead className="border-b border-line bg-surface-muted">
              <tr>
                {["Company", "Seats used", "Plan", "Actions"].map((h) => (
                  <th key={h} scope="col" className="px-4 py-3 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {companies.map((company) => (
                <tr key={company.id} className="border-b border-line last:border-0" data-testid="company-row">
                  <td className="px-4 py-3 font-medium">{company.name}</td>
                  <td className="px-4 py-3">{company.seats}</td>
                  <td className="px-4 py-3">{company.tier}</td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap gap-3">
                      <Link to={`${ADMIN_COMPANIES_PATH}/${company.id}/users`} className="text-brand underline">
                        Users<span className="sr-only"> of {company.name}</span>
                      </Link>
                      <Link to={`${ADMIN_COMPANIES_PATH}/${company.id}/edit`} className="text-brand underline">
                        Edit<span className="sr-only"> {company.name}</span>
                      </Link>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
