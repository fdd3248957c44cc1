// Loaders shared by the quiz, final-exam and evaluation pages of the player (placeholders until
// issues 6 and 7): the item must be in the course and unlocked; each view is recorded.
import { data } from "@remix-run/node";
import { recordPageView } from "~/models/time-on-task.server";
import { contentKey, type ContentType } from "~/rules/unlocking";
import { requireItem } from "./player.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loadPlaceholderItem(
  request: Request,
  course: string | undefined,
  { type, id, segment, notFound }: { type: ContentType; id: string | undefined; segment: string; notFound: string },
) {
  if (!id || !UUID.test(id)) throw data(notFound, { status: 404 });
  const key = contentKey(type, id.toLowerCase());
  const { user, player, item } = await requireItem(request, course, key, { notFound, path: `${segment}/${id.toLowerCase()}` });
  const intervalId = await recordPageView(user.id, player.course.id, key);
  return {
    item: { type: item.type, title: item.title, lessonId: item.lessonId, lessonTitle: item.lessonTitle },
    intervalId,
  };
}
