import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useAudioPreferences } from "~/components/player/audio-preferences";
import { useCompletion } from "~/components/player/completion";
import { ItemHeading } from "~/components/player/item-heading";
import { PlayerItemError } from "~/components/player/player-errors";
import { TopicContent } from "~/components/player/topic-content";
import { usePlayerView } from "~/components/player/use-player-view";
import { useTimeOnTask } from "~/components/player/use-time-on-task";
import { reloadOnlyForAnotherItem } from "~/components/player/view";
import { getTopicRow, openTopic } from "~/models/learning/player.server";
import { checkMathAnswer, toTopicView } from "~/models/catalogue/topic-content.server";
import { isMathCheckResult } from "~/rules/topic-view";
import { contentKey } from "~/rules/unlocking";
import { completeSchema, handleComplete } from "./player-actions.server";
import { requireItem, requirePlayer } from "~/screens/course-player/player.server";
import { readForm } from "~/utils/form.server";
import { invariantResponse, requireIdParam } from "~/utils/http.server";

const NOT_FOUND = "Topic not found";

function topicIdOf(param: string | undefined): string {
  return requireIdParam(param, NOT_FOUND);
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = topicIdOf(params.topicId);
  const key = contentKey("topic", id);
  const { user, player, item } = await requireItem(request, params.course, key, { notFound: NOT_FOUND, path: `topic/${id}` });
  const { topic, intervalId } = await openTopic({ userId: user.id, courseId: player.course.id, contentKey: key }, id);
  invariantResponse(topic, NOT_FOUND);
  return { lessonTitle: item.lessonTitle ?? item.title, topic: toTopicView(topic), intervalId };
}

// intent=complete (Next / Mark Complete) or intent=check-math (a math problem's answer form).
export async function action({ request, params }: ActionFunctionArgs) {
  await requirePlayer(request, params.course); // signed in, with access to the course, before the body is read
  const formData = await readForm(request);
  const id = topicIdOf(params.topicId);
  const key = contentKey("topic", id);
  const intent = formData.get("intent");
  if (intent === "complete") {
    const complete = completeSchema.safeParse(Object.fromEntries(formData));
    if (complete.success) return handleComplete(request, params.course, key, complete.data);
  }
  if (intent === "check-math") {
    await requireItem(request, params.course, key, { notFound: NOT_FOUND, path: `topic/${id}`, canonical: false });
    const row = await getTopicRow(id);
    invariantResponse(row, NOT_FOUND);
    const result = checkMathAnswer(row, formData);
    return data(result, { status: result.status === "invalid" ? 400 : 200 });
  }
  return data({ error: "Unknown action." }, { status: 400 });
}

// A completion or answer check posted from this page does not change the topic: no new page view.
export const shouldRevalidate = reloadOnlyForAnotherItem;

export default function TopicPage() {
  const { lessonTitle, topic, intervalId } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const player = usePlayerView();
  const audio = useAudioPreferences(player?.preferences ?? { showAudioPlayer: true, autoPlayAndAdvance: false });
  const { completeAndAdvance } = useCompletion();
  const mathResult = isMathCheckResult(actionData) && actionData.topicId === topic.id ? actionData : undefined;
  useTimeOnTask(intervalId);
  return (
    <div className="mx-auto max-w-3xl" data-testid="topic">
      <ItemHeading heading={lessonTitle} />
      <TopicContent
        topic={topic}
        mathResult={mathResult}
        audio={audio}
        onAudioEnded={() => completeAndAdvance(contentKey("topic", topic.id))}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <PlayerItemError kind="topic" />;
}
