import { redirect } from "@remix-run/node";

// /course-player without a course: to the learner's courses (spec 2 §2).
export async function loader() {
  return redirect("/student");
}
