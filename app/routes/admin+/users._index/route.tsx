// /admin/users (decision 0029): every account, searchable by name, e-mail or license number and filtered
// by role, status, company, subscription and activity (active today: the dashboard's figure); 20 a page. One GET form, so it works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { Pager } from "~/components/admin/tables";
import { FilterForm, FilterSearch, FilterSelect } from "~/components/forms/filter-form";
import { listAdminUsers, listCompanyOptions } from "~/models/accounts/admin-users.server";
import { ADMIN_ROLE_LABELS, ADMIN_ROLES, ADMIN_USERS_PATH, parseUserListQuery } from "~/rules/admin-users";
import { displayStatus } from "~/rules/company-users";
import { requireAdmin } from "../admin.server";
import { readOnlyAction } from "~/utils/http.server";

export const handle: PageTitleHandle = { pageTitle: "Users" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Users", matches);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const query = parseUserListQuery(new URL(request.url).searchParams);
  const [list, companies] = await Promise.all([listAdminUsers(query), listCompanyOptions()]);
  return {
    query,
    companies,
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    users: list.users.map((user) => ({
      id: user.id,
      name: `${user.firstName} ${user.lastName}`,
      email: user.email,
      licenseNumber: user.licenseNumber,
      companyName: user.companyName,
      role: ADMIN_ROLE_LABELS[user.role],
      status: displayStatus(user),
      subscription: user.subscriptionStatus,
    })),
  };
}

// Remix route modules pair a loader and an action; the list itself changes nothing.
export function action(args: ActionFunctionArgs) {
  return readOnlyAction(args, requireAdmin);
}

export default function AdminUsers() {
  const data = useLoaderData<typeof loader>();
  const { query } = data;
  const filtered = Boolean(query.q || query.role || query.status || query.companyId || query.subscription || query.active);
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    if (query.q) params.set("q", query.q);
    if (query.role) params.set("role", query.role);
    if (query.status) params.set("status", query.status);
    if (query.companyId) params.set("company", query.companyId);
    if (query.subscription) params.set("subscription", query.subscription);
    if (query.active) params.set("active", query.active);
    params.set("page", String(page));
    return `?${params}`;
  };
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl font-bold">Users</h1>
          <p className="mt-2 text-ink-muted">Every learner, company admin, reviewer and admin.</p>
        </div>
        <Link to={`${ADMIN_USERS_PATH}/new`} className="btn-primary">
          Invite User
        </Link>
      </div>
      <FilterForm
        action={ADMIN_USERS_PATH}
        label="Users"
        clearLabel={filtered ? "Clear" : null}
        className="mt-6 grid gap-3 sm:grid-cols-2 sm:items-end lg:grid-cols-[minmax(0,2fr)_repeat(5,minmax(0,1fr))_auto]"
      >
        <FilterSearch
          id="user-search"
          label="Search"
          value={query.q}
          placeholder="Name, email or license number"
          className="sm:col-span-2 lg:col-span-1"
        />
        <FilterSelect
          id="user-role"
          label="Role"
          name="role"
          value={query.role}
          options={[{ value: "", label: "All roles" }, ...ADMIN_ROLES.map((role) => ({ value: role, label: ADMIN_ROLE_LABELS[role] }))]}
        />
        <FilterSelect
          id="user-status"
          label="Status"
          name="status"
          value={query.status}
          options={[
            { value: "", label: "All statuses" },
            { value: "active", label: "Active" },
            { value: "pending", label: "Pending Verification" },
            { value: "inactive", label: "Inactive" },
          ]}
        />
        <FilterSelect
          id="user-company"
          label="Company"
          name="company"
          value={query.companyId}
          options={[{ value: "", label: "All companies" }, ...data.companies.map((c) => ({ value: c.id, label: c.name }))]}
        />
        <FilterSelect
          id="user-subscription"
          label="Subscription"
          name="subscription"
          value={query.subscription}
          options={[
            { value: "", label: "Any subscription" },
            { value: "subscribed", label: "Active" },
            { value: "past_due", label: "Past due" },
            { value: "canceled", label: "Canceled" },
            { value: "none", label: "None" },
          ]}
        />
        <FilterSelect
          id="user-active"
          label="Activity"
          name="active"
          value={query.active}
          options={[
            { value: "", label: "Any time" },
            { value: "today", label: "Active today" },
          ]}
        />
      </FilterForm>

      {data.total === 0 ? (
        <p className="card mt-6 p-6 text-center text-ink-muted">No users match these filters.</p>
      ) : (
        <div className="card relative mt-6 overflow-x-auto">
          <table className="w-full min-w-[760px] text-left text-sm">
            <caption className="sr-only">
              Users, page {data.page} of {data.pageCount}
            </caption>
            <thead className="border-b border-line bg-surface-muted">
              <tr>
                {["Name", "Email", "License", "Company", "Role", "Status", "Subscription"].map((h) => (
                  <th key={h} scope="col" className="px-4 py-3 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.users.map((user) => (
                <tr key={user.id} className="border-b border-line last:border-0">
                  <td className="px-4 py-3">
                    <Link to={`${ADMIN_USERS_PATH}/${user.id}`} className="font-medium text-brand underline hover:no-underline">
                      {user.name}
                    </Link>
                  </td>
                  <td className="break-all px-4 py-3">{user.email}</td>
                  <td className="px-4 py-3">{user.licenseNumber ?? "—"}</td>
                  <td className="px-4 py-3">{user.companyName ?? "—"}</td>
                  <td className="px-4 py-3">{user.role}</td>
                  <td className="px-4 py-3">{user.status}</td>
                  <td className="px-4 py-3 capitalize">{user.subscription.replace("_", " ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-3 text-sm text-ink-muted" aria-live="polite">
        {data.total} {data.total === 1 ? "user" : "users"}
      </p>
      <Pager label="Pagination" page={data.page} pages={data.pageCount} href={pageHref} />
    </div>
  );
}
