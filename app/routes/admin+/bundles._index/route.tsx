// /admin/bundles (requirement signed-in-route-table; decision 0030): every course bundle with its status, courses, hours and
// price; links to create and edit.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BUNDLES_PATH } from "~/components/admin/bundle-form";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { ListTable, type Column } from "~/components/list";
import { listAdminBundles } from "~/models/catalogue/admin-bundles.server";
import { requireAdmin } from "../admin.server";
import { readOnlyAction } from "~/utils/http.server";

export const handle: PageTitleHandle = { pageTitle: "Bundles" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Bundles", matches);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { bundles: await listAdminBundles() };
}

// The list changes nothing; a POST here is refused.
export function action(args: ActionFunctionArgs) {
  return readOnlyAction(args, requireAdmin);
}

const money = (value: number | null) => (value === null ? "—" : `$${value.toFixed(2)}`);

type Bundle = ReturnType<typeof useLoaderData<typeof loader>>["bundles"][number];

const COLUMNS: Column<Bundle>[] = [
  {
    header: "Title",
    cell: (bundle) => (
      <Link to={`${BUNDLES_PATH}/edit/${bundle.id}`} className="font-medium text-brand underline hover:no-underline">
        {bundle.title}
      </Link>
    ),
  },
  { header: "Status", className: "capitalize", cell: (bundle) => bundle.status },
  { header: "Courses", className: "tabular-nums", cell: (bundle) => bundle.courses },
  { header: "Hours", className: "tabular-nums", cell: (bundle) => bundle.hours },
  { header: "Price", className: "tabular-nums", cell: (bundle) => money(bundle.price) },
];

export default function AdminBundles() {
  const { bundles } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl font-bold">Bundles</h1>
        <Link to={`${BUNDLES_PATH}/create`} className="btn-primary">
          New bundle
        </Link>
      </div>
      <ListTable
        caption="Bundles"
        columns={COLUMNS}
        rows={bundles}
        rowKey={(bundle) => bundle.id}
        rowProps={() => ({ "data-testid": "bundle-row" })}
        empty="No bundles yet."
      />
    </div>
  );
}
