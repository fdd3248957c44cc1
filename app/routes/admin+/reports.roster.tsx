// GET /admin/reports/roster?course=&from=&to= (decision 0029): the LREC roster as CSV, streamed a page of
// rows at a time (resource route). Admins only; a bad query is a 400.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { exportRoster, getRosterCourse } from "~/models/reporting/lrec-roster.server";
import { ROSTER_HEADERS, rosterCells, rosterFileName, rosterQuerySchema } from "~/rules/lrec-roster";
import { requireAdmin } from "./admin.server";
import { csvDownload } from "~/utils/csv-download.server";
import { readOnlyAction } from "~/utils/http.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const parsed = rosterQuerySchema.safeParse({ course: params.get("course"), from: params.get("from"), to: params.get("to") });
  if (!parsed.success) return new Response(parsed.error.issues.map((i) => i.message).join("\n"), { status: 400 });
  const course = await getRosterCourse(parsed.data.course);
  if (!course) return new Response("Course not found", { status: 404 });
  return csvDownload(rosterFileName(course.slug, parsed.data), ROSTER_HEADERS, exportRoster(parsed.data), rosterCells);
}

export function action(args: ActionFunctionArgs) {
  return readOnlyAction(args, requireAdmin);
}
