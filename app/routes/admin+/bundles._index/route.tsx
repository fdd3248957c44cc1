// /admin/bundles (requirement signed-in-route-table; decision 0030): every course bundle with its status, courses, hours and
// price; links to create and edit.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BUNDLES_PATH } from "~/components/admin/bundle-form";
import { AdminTable } from "~/components/admin/tables";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
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
      <AdminTable caption="Bundles" head={["Title", "Status", "Courses", "Hours", "Price"]}>
        {bundles.length === 0 ? (
          <tr>
            <td colSpan={5} className="px-4 py-6 text-center text-ink-muted">
              No bundles yet.
            </td>
          </tr>
        ) : null}
        {bundles.map((bundle) => (
          <tr key={bundle.id} className="border-b border-line last:border-0" data-testid="bundle-row">
            <td className="px-4 py-3">
              <Link to={`${BUNDLES_PATH}/edit/${bundle.id}`} className="font-medium text-brand underline hover:no-underline">
                {bundle.title}
              </Link>
            </td>
            <td className="px-4 py-3 capitalize">{bundle.status}</td>
            <td className="px-4 py-3 tabular-nums">{bundle.courses}</td>
            <td className="px-4 py-3 tabular-nums">{bundle.hours}</td>
            <td className="px-4 py-3 tabular-nums">{money(bundle.price)}</td>
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}
