import type { ActionFunctionArgs } from "@remix-run/node";
import { createDevCourse } from "./course-data.server";
import { requireLocalStandins } from "~/utils/dev-tools.server";
import { readForm } from "~/utils/form.server";

// A local developer tool (only with the local stand-ins): POST title=<text> creates a fresh
// published course with no lessons and answers { courseId, slug }. End-to-end journeys use it to
// link a quiz to a course of their own instead of a seeded one other tests read.

export async function action({ request }: ActionFunctionArgs) {
  requireLocalStandins();
  const form = await readForm(request);
  const title = String(form.get("title") ?? "Test Course").slice(0, 100) || "Test Course";
  return Response.json(await createDevCourse(title));
}

export function loader() {
  requireLocalStandins();
  return new Response("POST title=<text>: a fresh published course with no lessons; answers { courseId, slug }", {
    headers: { "Content-Type": "text/plain" },
  });
}
