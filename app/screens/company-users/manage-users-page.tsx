// The page of manage-users.server.ts (decision 0068).
import { Form, Link, useLoaderData, useNavigation, useParams } from "@remix-run/react";
import { UserAvatar } from "~/components/user-avatar";
import { DownloadLink } from "~/components/ui/download-link";
import { useUsersPath } from "~/components/company/use-users-path";
import { type CompanyUserRow } from "~/models/companies/company-users.server";
import { COMPANY_ROLE_LABELS, RESEND_INTENT, USER_TOASTS } from "~/rules/company-users";
import { ADMIN_COMPANIES_PATH } from "~/rules/admin-companies";
import { PendingInvitations } from "./pending-invitations";
import { SearchForm } from "~/components/company/search-form";
import { Pager } from "~/components/ui/pager";
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

      <SearchForm q={data.q} />

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
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    if (data.q) params.set("q", data.q);
    params.set("page", String(page));
    return `?${params}`;
  };
  return (
    <>
      <div className="card relative mt-6 overflow-x-auto">
        <table className="w-full min-w-[720px] text-left text-sm">
          <caption className="sr-only">
            Users of {data.companyName}, page {data.page} of {data.pages}
          </caption>
          <thead className="border-b border-line bg-surface-muted">
            <tr>
              {["User", "Contact", "License", "Status", "Joined", "Actions"].map((h) => (
                <th key={h} scope="col" className="px-4 py-3 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.users.map((user) => (
              <UserRow key={user.id} user={user} busy={navigation.formData?.get("userId") === user.id} />
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm text-ink-muted">
        {data.total} {data.total === 1 ? "user" : "users"}
        {data.q ? ` matching “${data.q}”` : ""}
      </p>
      <Pager page={data.page} pages={data.pages} href={pageHref} />
    </>
  );
}

function UserRow({ user, busy }: { user: LoaderData["users"][number]; busy: boolean }) {
  const usersPath = useUsersPath();
  return (
    <tr className="border-b border-line last:border-0" data-testid="user-row">
      <td className="px-4 py-3">
        <div className="flex items-center gap-3">
          <UserAvatar person={user.avatar} size="sm" />
          <div>
            <span className="font-medium">{user.name}</span>
            <span className="block text-xs text-ink-muted">{COMPANY_ROLE_LABELS[user.role as CompanyUserRow["role"]]}</span>
          </div>
        </div>
      </td>
      <td className="px-4 py-3">
        <span className="block break-all">{user.email}</span>
        {user.phone ? <span className="block text-xs text-ink-muted">{user.phone}</span> : null}
      </td>
      <td className="px-4 py-3">{user.licenseNumber ?? <span className="text-ink-muted">—</span>}</td>
      <td className="px-4 py-3">
        <span className="inline-flex items-center gap-1.5 whitespace-nowrap text-xs font-semibold">
          <span aria-hidden="true" className={`h-2 w-2 rounded-full ${STATUS_DOT[user.status]}`} />
          {user.status}
        </span>
      </td>
      <td className="px-4 py-3 whitespace-nowrap">
        {new Date(user.joined).toLocaleDateString("en-US", {
          year: "numeric",
          month: "short",
          day: "numeric",
          timeZone: "America/Chicago",
        })}
      </td>
      <td className="px-4 py-3">
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
      </td>
    </tr>
  );
}
