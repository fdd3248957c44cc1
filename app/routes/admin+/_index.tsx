import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { getAdminCounts } from "~/models/dashboard.server";
import { requireAreaUser } from "~/utils/permissions.server";

export const handle: PageTitleHandle = { pageTitle: "Admin Dashboard" };

export const meta: MetaFunction = ({ matches }) => privatePageMeta("Admin Dashboard", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAreaUser(request, "admin");
  return { firstName: user.firstName, counts: await getAdminCounts() };
}

export default function AdminDashboard() {
  const { firstName, counts } = useLoaderData<typeof loader>();
  const stats = [
    { label: "Users", value: counts.users },
    { label: "Published courses", value: counts.publishedCourses },
    { label: "Companies", value: counts.companies },
  ];
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="font-serif text-3xl font-bold">Admin Dashboard</h1>
      <p className="mt-2 text-ink-muted">Welcome back, {firstName}.</p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        {stats.map((stat) => (
          <div key={stat.label} className="card">
            <dt className="text-sm font-medium text-ink-muted">{stat.label}</dt>
            <dd className="mt-1 text-3xl font-bold">{stat.value.toLocaleString("en-US")}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
