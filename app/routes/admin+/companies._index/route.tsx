// /admin/companies (decision 0029): every company with its seats used / allowed and plan tier; create,
// edit, and manage its users.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { ListTable, type Column } from "~/components/list";
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

type Company = ReturnType<typeof useLoaderData<typeof loader>>["companies"][number];

const COLUMNS: Column<Company>[] = [
  { header: "Company", className: "font-medium", cell: (company) => company.name },
  { header: "Seats used", cell: (company) => company.seats },
  { header: "Plan", cell: (company) => company.tier },
  {
    header: "Actions",
    cell: (company) => (
      <div className="flex flex-wrap gap-3">
        <Link to={`${ADMIN_COMPANIES_PATH}/${company.id}/users`} className="text-brand underline">
          Users<span className="sr-only"> of {company.name}</span>
        </Link>
        <Link to={`${ADMIN_COMPANIES_PATH}/${company.id}/edit`} className="text-brand underline">
          Edit<span className="sr-only"> {company.name}</span>
        </Link>
      </div>
    ),
  },
];

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
      <ListTable
        caption="Companies"
        columns={COLUMNS}
        rows={companies}
        rowKey={(company) => company.id}
        rowProps={() => ({ "data-testid": "company-row" })}
        empty="No companies yet."
        emptyAs="card"
        minWidth="min-w-[560px]"
        className="mt-6"
      />
    </div>
  );
}
