import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ItemPlaceholder } from "~/components/player/item-placeholder";
import { PlayerItemError } from "~/components/player/player-errors";
import { useTimeOnTask } from "~/components/player/use-time-on-task";
import { reloadOnlyForAnotherItem } from "~/components/player/view";
import { loadPlaceholderItem } from "~/utils/player-item-route.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadPlaceholderItem(request, params.course, {
    type: "quiz",
    id: params.quizId,
    segment: "quiz",
    notFound: "Quiz not found",
  });
}

export const shouldRevalidate = reloadOnlyForAnotherItem;

export default function QuizPage() {
  const { item, intervalId } = useLoaderData<typeof loader>();
  useTimeOnTask(intervalId);
  return <ItemPlaceholder item={item} />;
}

export function ErrorBoundary() {
  return <PlayerItemError kind="quiz" />;
}
