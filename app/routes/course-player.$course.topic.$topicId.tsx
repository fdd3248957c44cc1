import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ItemHeading } from "~/components/player/item-heading";
import { PlayerItemError } from "~/components/player/player-errors";
import { TopicFallback } from "~/components/player/topic-fallback";
import { useTimeOnTask } from "~/components/player/use-time-on-task";
import { getTopicRow } from "~/models/player.server";
import { recordPageView } from "~/models/time-on-task.server";
import { contentKey } from "~/rules/unlocking";
import { completeSchema, handleComplete } from "~/utils/player-actions.server";
import { requireItem } from "~/utils/player.server";
import { sanitizeRichText } from "~/utils/sanitize.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function topicKey(topicId: string | undefined): string {
  if (!topicId || !UUID.test(topicId)) throw data("Topic not found", { status: 404 });
  return contentKey("topic", topicId.toLowerCase());
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const key = topicKey(params.topicId);
  const { user, player, item } = await requireItem(request, params.course, key, {
    notFound: "Topic not found",
    path: `topic/${params.topicId?.toLowerCase()}`,
  });
  const [row, intervalId] = await Promise.all([getTopicRow(item.id), recordPageView(user.id, player.course.id, key)]);
  if (!row) throw data("Topic not found", { status: 404 });
  return {
    lessonTitle: item.lessonTitle ?? item.title,
    topic: { id: row.id, title: row.title, contentType: row.contentType, html: sanitizeRichText(row.contentData.html ?? "") },
    intervalId,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const key = topicKey(params.topicId);
  const form = Object.fromEntries(await request.formData());
  const complete = completeSchema.safeParse(form);
  if (complete.success) return handleComplete(request, params.course, key, complete.data);
  return data({ error: "Unknown action." }, { status: 400 });
}

// A completion or answer check posted from this page does not change the topic: no new page view.
export function shouldRevalidate({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== "GET" && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export default function TopicPage() {
  const { lessonTitle, topic, intervalId } = useLoaderData<typeof loader>();
  useTimeOnTask(intervalId);
  return (
    <article className="mx-auto max-w-3xl" data-testid="topic">
      <ItemHeading heading={lessonTitle} title={topic.title} />
      <TopicFallback topic={topic} />
    </article>
  );
}

export function ErrorBoundary() {
  return <PlayerItemError kind="topic" />;
}
