// /admin/users (decision 0029): every account, searchable by name, e-mail or license number and filtered
// by role, status, company, subscription and activity (active today: the dashboard's figure); 20 a page. One GET form, so it works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { FilterForm, FilterSearch, FilterSelect, ListTable, Pager, type Column } from "~/components/list";
import { ADMIN_USERS_QUERY, listAdminUsers, listCompanyOptions, userListQuery } from "~/models/accounts/admin-users.server";
import { ADMIN_ROLE_LABELS, ADMIN_ROLES, ADMIN_USERS_PATH } from "~/rules/admin-users";
import { displayStatus } from "~/rules/company-users";
import { requireAdmin } from "../admin.server";
import { readOnlyAction } from "~/utils/http.server";

export const handle: PageTitleHandle = { pageTitle: "Users" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Users", matches);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const query = ADMIN_USERS_QUERY.parse(new URL(request.url).searchParams);
  const [list, companies] = await Promise.all([listAdminUsers(userListQuery(query)), listCompanyOptions()]);
  return {
    query,
    filtered: ADMIN_USERS_QUERY.isFiltered(query),
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

type User = ReturnType<typeof useLoaderData<typeof loader>>["users"][number];

const COLUMNS: Column<User>[] = [
  {
    header: "Name",
    cell: (user) => (
      <Link to={`${ADMIN_USERS_PATH}/${user.id}`} className="font-medium text-brand underline hover:no-underline">
        {user.name}
      </Link>
    ),
  },
  { header: "Email", className: "break-all", cell: (user) => user.email },
  { header: "License", cell: (user) => user.licenseNumber ?? "—" },
  { header: "Company", cell: (user) => user.companyName ?? "—" },
  { header: "Role", cell: (user) => user.role },
  { header: "Status", cell: (user) => user.status },
  { header: "Subscription", className: "capitalize", cell: (user) => user.subscription.replace("_", " ") },
];

export default function AdminUsers() {
  const data = useLoaderData<typeof loader>();
  const { query } = data;
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
        clearLabel={data.filtered ? "Clear" : null}
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
          value={query.filters.role}
          options={[{ value: "", label: "All roles" }, ...ADMIN_ROLES.map((role) => ({ value: role, label: ADMIN_ROLE_LABELS[role] }))]}
        />
        <FilterSelect
          id="user-status"
          label="Status"
          name="status"
          value={query.filters.status}
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
          value={query.filters.company}
          options={[{ value: "", label: "All companies" }, ...data.companies.map((c) => ({ value: c.id, label: c.name }))]}
        />
        <FilterSelect
          id="user-subscription"
          label="Subscription"
          name="subscription"
          value={query.filters.subscription}
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
          value={query.filters.active}
          options={[
            { value: "", label: "Any time" },
            { value: "today", label: "Active today" },
          ]}
        />
      </FilterForm>

      <ListTable
        caption={`Users, page ${data.page} of ${data.pageCount}`}
        columns={COLUMNS}
        rows={data.users}
        rowKey={(user) => user.id}
        empty="No users match these filters."
        emptyAs="card"
        minWidth="min-w-[760px]"
        className="mt-6"
      />
      <p className="mt-3 text-sm text-ink-muted" aria-live="polite">
        {data.total} {data.total === 1 ? "user" : "users"}
      </p>
      <Pager label="Pagination" page={data.page} pages={data.pageCount} />
    </div>
  );
}
