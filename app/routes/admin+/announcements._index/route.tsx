// /admin/announcements (requirement announcements-bell; decision 0029): every announcement, newest first, with its audience,
// status and how many users have read it; create and edit.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { listAdminAnnouncements } from "~/models/operations/admin-announcements.server";
import { ADMIN_ANNOUNCEMENTS_PATH, audienceLabel } from "~/rules/admin-announcements";
import { formatCertificateDate, schoolDate } from "~/rules/certificate-format";
import { requireAdmin } from "../admin.server";
import { readOnlyAction } from "~/utils/http.server";

export const handle: PageTitleHandle = { pageTitle: "Announcements" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Announcements", matches);

const STATUS_LABELS = { draft: "Draft", published: "Published", archived: "Archived" } as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const rows = await listAdminAnnouncements();
  return {
    announcements: rows.map((r) => ({
      id: r.id,
      title: r.title,
      audience: audienceLabel(r.targetType, r.selectedStudentCount, r.selectedCompanyCount),
      status: STATUS_LABELS[r.status],
      date: formatCertificateDate(schoolDate(r.createdAt)),
      readCount: r.readCount,
    })),
  };
}

// The list changes nothing; a POST here is refused.
export function action(args: ActionFunctionArgs) {
  return readOnlyAction(args, requireAdmin);
}

export default function AdminAnnouncements() {
  const { announcements } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-serif text-3xl font-bold">Announcements</h1>
        <Link to={`${ADMIN_ANNOUNCEMENTS_PATH}/new`} className="btn-primary">
          New Announcement
        </Link>
      </div>
      {announcements.length === 0 ? (
        <p className="card mt-6 p-6 text-center text-ink-muted">No announcements yet.</p>
      ) : (
        <div className="card relative mt-6 overflow-x-auto">
          <table className="w-full min-w-[640px] text-left text-sm">
            <caption className="sr-only">Announcements</caption>
            <thead className="border-b border-line bg-surface-muted">
              <tr>
                {["Title", "Audience", "Status", "Date", "Read by"].map((h) => (
                  <th key={h} scope="col" className="px-4 py-3 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {announcements.map((a) => (
                <tr key={a.id} className="border-b border-line last:border-0" data-testid="announcement-row">
                  <td className="px-4 py-3 font-medium">
                    <Link to={`${ADMIN_ANNOUNCEMENTS_PATH}/${a.id}`} className="text-brand underline">
                      {a.title}
                    </Link>
                  </td>
                  <td className="px-4 py-3">{a.audience}</td>
                  <td className="px-4 py-3">{a.status}</td>
                  <td className="px-4 py-3">{a.date}</td>
                  <td className="px-4 py-3">{a.readCount === 1 ? "1 user" : `${a.readCount} users`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
