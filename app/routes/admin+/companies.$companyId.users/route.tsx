// /admin/companies/{companyId}/users (issue 20; spec 3 §2.1, §6): a company's users and the Add User
// form of Manage Users, run by the platform admin with the company id from the address. The same
// model as the company admin's screens (company-users.server) and the same form component; the
// platform admin is exempt from the seat limit.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { UserForm } from "~/components/company/user-form";
import { Toaster } from "~/components/ui/toaster";
import { getAdminCompany } from "~/models/admin-companies.server";
import { addCompanyUser, listCompanyUsers } from "~/models/company-users.server";
import { ADMIN_COMPANIES_PATH, COMPANY_MESSAGES } from "~/rules/admin-companies";
import { ADMIN_USERS_PATH } from "~/rules/admin-users";
import {
  COMPANY_ROLE_LABELS,
  createUserSchema,
  displayStatus,
  parseUserListQuery,
  seatLabel,
  USER_MESSAGES,
  USER_TOASTS,
} from "~/rules/company-users";
import { readForm } from "~/utils/form.server";
import { invariantResponse, requireIdParam } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireAdmin, toastOf } from "../admin.server";

export const handle: PageTitleHandle = { pageTitle: "Company Users" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Company Users", matches);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const companyId = requireIdParam(params.companyId, COMPANY_MESSAGES.notFound);
  const company = await getAdminCompany(companyId);
  invariantResponse(company, COMPANY_MESSAGES.notFound);
  const list = await listCompanyUsers(companyId, parseUserListQuery(new URL(request.url).searchParams));
  return {
    company: { id: company.id, name: company.name, seats: seatLabel({ used: company.usedSeats, allowed: company.allowedUserSeats }) },
    total: list.total,
    page: list.page,
    pages: list.pages,
    users: list.users.map((user) => ({
      id: user.id,
      name: `${user.firstName} ${user.lastName}`,
      email: user.email,
      licenseNumber: user.licenseNumber,
      role: COMPANY_ROLE_LABELS[user.role],
      status: displayStatus(user),
    })),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const { actor } = await requireAdmin(request, context);
  const companyId = requireIdParam(params.companyId, COMPANY_MESSAGES.notFound);
  invariantResponse(await getAdminCompany(companyId), COMPANY_MESSAGES.notFound);
  const submission = parseWithZod(form, { schema: createUserSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), toast: null }, { status: 400 });
  // Platform admins are exempt from the seat limit (spec 3 §6).
  const result = await addCompanyUser(companyId, submission.value, { ...actor, exempt: true });
  const back = `${ADMIN_COMPANIES_PATH}/${companyId}/users`;
  if (result.ok) return redirectWithToast(back, result.outcome === "added" ? USER_TOASTS.added : USER_TOASTS.created);
  const message =
    result.reason === "seat_limit"
      ? USER_MESSAGES.seatLimit
      : result.reason === "already_member"
        ? USER_MESSAGES.alreadyMember
        : USER_MESSAGES.otherCompany;
  return data(
    {
      result: submission.reply({ fieldErrors: { email: [message] } }),
      toast: toastOf({ ...USER_TOASTS.createFailed, description: message }),
    },
    { status: 409 },
  );
}

export default function AdminCompanyUsers() {
  const { company, users, total } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const here = `${ADMIN_COMPANIES_PATH}/${company.id}/users`;
  return (
    <div className="mx-auto max-w-6xl">
      <Link to={ADMIN_COMPANIES_PATH} className="text-sm text-brand underline hover:no-underline">
        Back to Companies
      </Link>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-serif text-3xl font-bold">{company.name}: Users</h1>
        <p className="card px-4 py-2 text-sm" data-testid="seat-counter">
          <span className="font-semibold">Seats used:</span> {company.seats}{" "}
          <Link to={`${ADMIN_COMPANIES_PATH}/${company.id}/edit`} className="ml-2 underline">
            Edit company
          </Link>
        </p>
      </div>
      {total === 0 ? (
        <p className="card mt-6 p-6 text-center text-ink-muted">No users yet.</p>
      ) : (
        <div className="card relative mt-6 overflow-x-auto">
          <table className="w-full min-w-[640px] text-left text-sm">
            <caption className="sr-only">Users of {company.name}</caption>
            <thead className="border-b border-line bg-surface-muted">
              <tr>
                {["Name", "Email", "License", "Role", "Status"].map((h) => (
                  <th key={h} scope="col" className="px-4 py-3 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.id} className="border-b border-line last:border-0" data-testid="user-row">
                  <td className="px-4 py-3">
                    <Link to={`${ADMIN_USERS_PATH}/${user.id}`} className="font-medium text-brand underline">
                      {user.name}
                    </Link>
                  </td>
                  <td className="break-all px-4 py-3">{user.email}</td>
                  <td className="px-4 py-3">{user.licenseNumber ?? "—"}</td>
                  <td className="px-4 py-3">{user.role}</td>
                  <td className="px-4 py-3">{user.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <section className="mt-8" aria-labelledby="add-user-heading">
        <h2 id="add-user-heading" className="text-xl font-semibold">
          Add User
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          A new address receives an invitation to set a password. As a platform admin you may add users beyond the seat limit.
        </p>
        <UserForm mode="create" lastResult={actionData?.result} cancelTo={here} />
      </section>
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}
