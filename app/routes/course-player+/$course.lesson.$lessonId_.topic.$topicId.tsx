import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

// The route table's long form …/lesson/{lessonId}/topic/{topicId} (requirement signed-in-route-table): the topic's address.
export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/course-player/${encodeURIComponent(params.course ?? "")}/topic/${encodeURIComponent(params.topicId ?? "")}`);
}
