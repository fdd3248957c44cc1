// /student/courses — the required "My Courses (student)" placeholder (requirement student-dashboard). My Courses at
// /student already lists every course of the learner (enrolled, completed and available, with
// search and filters), so this address sends there for good rather than show a second, poorer list
// (docs/decisions/0024-student-area.md). The query string is kept, so a filtered link still works.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireAreaUser } from "~/auth/permissions.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAreaUser(request, "student");
  const { search } = new URL(request.url);
  return redirect(`/student${search}`, 301);
}
