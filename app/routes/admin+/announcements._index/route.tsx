// /admin/announcements (requirement announcements-bell; decision 0029): every announcement, newest first, with its audience,
// status and how many users have read it; create and edit.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { ListTable, type Column } from "~/components/list";
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

type Announcement = ReturnType<typeof useLoaderData<typeof loader>>["announcements"][number];

const COLUMNS: Column<Announcement>[] = [
  {
    header: "Title",
    className: "font-medium",
    cell: (a) => (
      <Link to={`${ADMIN_ANNOUNCEMENTS_PATH}/${a.id}`} className="text-brand underline">
        {a.title}
      </Link>
    ),
  },
  { header: "Audience", cell: (a) => a.audience },
  { header: "Status", cell: (a) => a.status },
  { header: "Date", cell: (a) => a.date },
  { header: "Read by", cell: (a) => (a.readCount === 1 ? "1 user" : `${a.readCount} users`) },
];

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
      <ListTable
        caption="Announcements"
        columns={COLUMNS}
        rows={announcements}
        rowKey={(a) => a.id}
        rowProps={() => ({ "data-testid": "announcement-row" })}
        empty="No announcements yet."
        emptyAs="card"
        className="mt-6"
      />
    </div>
  );
}
