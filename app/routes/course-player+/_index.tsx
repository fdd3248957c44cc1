import { redirect } from "@remix-run/node";

// /course-player without a course: to the learner's courses (requirement learning-screens).
export async function loader() {
  return redirect("/student");
}
