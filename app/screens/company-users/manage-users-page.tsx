// The page of manage-users.server.ts (decision 0068).
import { Form, Link, useLoaderData, useNavigation, useParams } from "@remix-run/react";
import { UserAvatar } from "~/components/user-avatar";
import { FilterForm, FilterSearch, ListTable, Pager, type Column } from "~/components/list";
import { DownloadLink } from "~/components/ui/download-link";
import { useUsersPath } from "~/components/company/use-users-path";
import { type CompanyUserRow } from "~/models/companies/company-users.server";
import { COMPANY_ROLE_LABELS, RESEND_INTENT, USER_TOASTS } from "~/rules/company-users";
import { ADMIN_COMPANIES_PATH } from "~/rules/admin-companies";
import { PendingInvitations } from "./pending-invitations";
import type { manageUsersLoader } from "./manage-users.server";

type LoaderData = ReturnType<typeof useLoaderData<typeof manageUsersLoader>>;

/** The dot's colour; the label itself stays in the body text colour (contrast). */
const STATUS_DOT: Record<string, string> = {
  Active: "bg-success",
  "Pending Verification": "bg-accent",
  Inactive: "bg-ink-muted",
};

export function ManageUsers() {
  const usersPath = useUsersPath();
  // Run by a platform admin for a company (decision 0037): the plan is the company's edit page.
  const { companyId } = useParams();
  const data = useLoaderData<typeof manageUsersLoader>();
  return (
    <div className="mx-auto max-w-6xl">
      {companyId ? (
        <Link to={ADMIN_COMPANIES_PATH} className="mb-2 inline-block text-sm text-brand underline hover:no-underline">
          Back to Companies
        </Link>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl font-bold">Manage Users</h1>
          <p className="mt-2 text-ink-muted">The agents and admins of {data.companyName}.</p>
        </div>
        <p className="card px-4 py-2 text-sm" data-testid="seat-counter">
          <span className="font-semibold">Seats used:</span> {data.seats.label}{" "}
          <Link to={companyId ? `${ADMIN_COMPANIES_PATH}/${companyId}/edit` : "/company-dashboard/billing"} className="ml-2 underline">
            {companyId ? "Edit company" : "View plan"}
          </Link>
        </p>
      </div>

      <nav aria-label="User actions" className="mt-6 flex flex-wrap gap-2">
        <DownloadLink href={`${usersPath}/template`} className="btn-secondary" success={USER_TOASTS.templateDownloaded.title}>
          Download Template
        </DownloadLink>
        <Link to={`${usersPath}/import`} className="btn-secondary">
          Import
        </Link>
        {/* Every user of the company, whatever the search (the export reads no query): a download, not the list kit's ExportLink. */}
        <DownloadLink href={`${usersPath}/export`} className="btn-secondary" success={USER_TOASTS.exported.title}>
          Export
        </DownloadLink>
        {companyId ? null : (
          <Link to="/company-dashboard/assign-courses" className="btn-secondary">
            Assign Courses
          </Link>
        )}
        <Link to={`${usersPath}/new`} className="btn-primary">
          Add User
        </Link>
      </nav>

      {data.invitations.length > 0 ? <PendingInvitations invitations={data.invitations} /> : null}

      {/* requirement signed-in-constants: the search follows typing after 250 ms; a new search starts on page 1. */}
      <FilterForm
        action={usersPath}
        label="Search users"
        clearLabel={null}
        applyLabel="Search"
        className="mt-6 flex flex-wrap items-end gap-2"
      >
        <FilterSearch id="user-search" label="Search by name or email" value={data.q} delayMs={250} className="min-w-0 flex-1" />
      </FilterForm>

      {data.total === 0 && !data.q ? (
        <div className="card mt-6 p-8 text-center">
          <h2 className="text-lg font-semibold">No users yet</h2>
          <p className="mt-2 text-ink-muted">Add your agents one by one or import them from a CSV file.</p>
          <Link to={`${usersPath}/new`} className="btn-primary mt-4 inline-block">
            Add Your First User
          </Link>
        </div>
      ) : data.total === 0 ? (
        <p className="card mt-6 p-6 text-center text-ink-muted">No users match “{data.q}”.</p>
      ) : (
        <UserTable data={data} />
      )}
    </div>
  );
}

function UserTable({ data }: { data: LoaderData }) {
  const navigation = useNavigation();
  const busyId = navigation.formData?.get("userId");
  const columns: Column<User>[] = [
    { header: "User", cell: (user) => <UserName user={user} /> },
    { header: "Contact", cell: (user) => <Contact user={user} /> },
    { header: "License", cell: (user) => user.licenseNumber ?? <span className="text-ink-muted">—</span> },
    { header: "Status", cell: (user) => <Status status={user.status} /> },
    { header: "Joined", className: "whitespace-nowrap", cell: (user) => joinedDate(user.joined) },
    { header: "Actions", cell: (user) => <Actions user={user} busy={busyId === user.id} /> },
  ];
  return (
    <>
      <ListTable
        caption={`Users of ${data.companyName}, page ${data.page} of ${data.pages}`}
        columns={columns}
        rows={data.users}
        rowKey={(user) => user.id}
        rowProps={() => ({ "data-testid": "user-row" })}
        empty={null}
        minWidth="min-w-[720px]"
        className="mt-6"
      />
      <p className="mt-3 text-sm text-ink-muted">
        {data.total} {data.total === 1 ? "user" : "users"}
        {data.q ? ` matching “${data.q}”` : ""}
      </p>
      <Pager page={data.page} pages={data.pages} />
    </>
  );
}

type User = LoaderData["users"][number];

function UserName({ user }: { user: User }) {
  return (
    <div className="flex items-center gap-3">
      <UserAvatar person={user.avatar} size="sm" />
      <div>
        <span className="font-medium">{user.name}</span>
        <span className="block text-xs text-ink-muted">{COMPANY_ROLE_LABELS[user.role as CompanyUserRow["role"]]}</span>
      </div>
    </div>
  );
}

function Contact({ user }: { user: User }) {
  return (
    <>
      <span className="block break-all">{user.email}</span>
      {user.phone ? <span className="block text-xs text-ink-muted">{user.phone}</span> : null}
    </>
  );
}

function Status({ status }: { status: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap text-xs font-semibold">
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${STATUS_DOT[status]}`} />
      {status}
    </span>
  );
}

const joinedDate = (joined: string) =>
  new Date(joined).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "America/Chicago" });

function Actions({ user, busy }: { user: User; busy: boolean }) {
  const usersPath = useUsersPath();
  return (
    <div className="flex flex-wrap gap-2">
      {user.status === "Pending Verification" ? (
        <Form method="post">
          <input type="hidden" name="userId" value={user.id} />
          <button type="submit" name="intent" value={RESEND_INTENT} className="text-brand underline hover:no-underline" disabled={busy}>
            Resend verification<span className="sr-only"> to {user.name}</span>
          </button>
        </Form>
      ) : null}
      <Link to={`${usersPath}/${user.id}/edit`} className="text-brand underline hover:no-underline">
        Edit<span className="sr-only"> {user.name}</span>
      </Link>
      <Link to={`${usersPath}/${user.id}/remove`} className="text-danger underline hover:no-underline">
        Remove<span className="sr-only"> {user.name}</span>
      </Link>
    </div>
  );
}
