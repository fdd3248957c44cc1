// GET /admin/reports/time-study.csv?course= (decision 0088): the time-study report as CSV. Admins only;
// a bad query is a 400, an unknown course a 404. The rows are the page's (exportTimeStudy, one statement).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { exportTimeStudy, getTimeStudyCourse } from "~/models/reporting/time-study.server";
import { TIME_STUDY_HEADERS, timeStudyCells, timeStudyFileName, timeStudyQuerySchema } from "~/rules/time-study";
import { requireAdmin } from "./admin.server";
import { csvDownload } from "~/utils/csv-download.server";
import { readOnlyAction } from "~/utils/http.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const parsed = timeStudyQuerySchema.safeParse({ course: new URL(request.url).searchParams.get("course") });
  if (!parsed.success) return new Response(parsed.error.issues.map((i) => i.message).join("\n"), { status: 400 });
  const course = await getTimeStudyCourse(parsed.data.course);
  if (!course) return new Response("Course not found", { status: 404 });
  return csvDownload(timeStudyFileName(course.slug), TIME_STUDY_HEADERS, exportTimeStudy(course.id), (row) =>
    timeStudyCells(row, course.hours),
  );
}

export function action(args: ActionFunctionArgs) {
  return readOnlyAction(args, requireAdmin);
}
