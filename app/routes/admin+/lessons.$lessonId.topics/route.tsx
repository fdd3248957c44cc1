// /admin/lessons/{lessonId}/topics (requirement signed-in-route-table; requirement learning-data-fields): the lesson's title and description, the
// courses using it, its ordered topics (up/down, one transaction), the editor of each content type
// (?topic=<id> or ?new=<type>), "Preview as learner" (?preview=<id>, the player's own view and
// components) and removal (?remove=<id> asks first, naming how many learners completed the topic;
// a completed topic is archived, not deleted). Deleting the lesson asks first too (?delete=1).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { Toaster } from "~/components/ui/toaster";
import { useEditVersion } from "~/components/forms/edit-version";
import { findAdminLesson, findTopicForEdit, lessonVersion, topicVersion } from "~/models/catalogue/admin-lessons.server";
import { getAudioPreferences } from "~/models/accounts/audio-preferences.server";
import { toTopicView } from "~/models/catalogue/topic-content.server";
import { payloadFromContentData, TOPIC_CONTENT_TYPES, type TopicContentTypeName } from "~/rules/content-data";
import { invariantResponse, requireIdParam } from "~/utils/http.server";
import { requireAdmin } from "../admin.server";
import type { action } from "./actions.server";
import { DeleteLessonDialog, LearnerPreview, LessonDetails, RemoveTopicDialog, TopicList } from "./lesson-parts";
import { TopicEditor } from "./topic-editor";

export { action } from "./actions.server";

export const handle: PageTitleHandle = { pageTitle: "Lesson topics" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Lesson topics", matches);

const uuid = z.uuid();
const isType = (value: string | null): value is TopicContentTypeName => (TOPIC_CONTENT_TYPES as readonly string[]).includes(value ?? "");

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { user } = await requireAdmin(request, context);
  const lessonId = requireIdParam(params.lessonId, "Lesson not found");
  const found = await findAdminLesson(lessonId);
  invariantResponse(found, "Lesson not found");
  const search = new URL(request.url).searchParams;
  const idParam = (name: string) => {
    const value = search.get(name);
    return value && uuid.safeParse(value).success ? value.toLowerCase() : null;
  };
  const topics = found.topics.map(({ contentData: _data, ...topic }) => topic);

  let editor: {
    topicId: string | null;
    contentType: TopicContentTypeName;
    defaultValue: Record<string, unknown>;
    version: string | null;
  } | null = null;
  const editId = idParam("topic");
  const newType = search.get("new");
  if (editId) {
    const topic = await findTopicForEdit(lessonId, editId);
    invariantResponse(topic, "Topic not found");
    editor = {
      topicId: topic.id,
      contentType: topic.contentType,
      defaultValue: { title: topic.title, ...payloadFromContentData(topic.contentData) },
      version: topicVersion(topic),
    };
  } else if (isType(newType)) {
    editor = {
      topicId: null,
      contentType: newType,
      defaultValue: newType === "interactive" ? { interaction_type: "flashcards" } : {},
      version: null,
    };
  }

  const previewId = idParam("preview");
  let preview = null;
  if (previewId) {
    const topic = await findTopicForEdit(lessonId, previewId);
    invariantResponse(topic, "Topic not found");
    preview = { topic: toTopicView(topic), prefs: await getAudioPreferences(user.id) };
  }

  const removeId = idParam("remove");
  const removing = removeId ? (topics.find((t) => t.id === removeId) ?? null) : null;
  // A lesson a course uses, or whose topics learners completed, cannot be deleted (deleteLesson).
  const deleting =
    search.get("delete") === "1"
      ? { canDelete: found.usedBy.length === 0 && found.archived === 0 && topics.every((t) => t.completedBy === 0) }
      : null;
  return {
    lesson: found.lesson,
    lessonVersion: lessonVersion(found.lesson),
    usedBy: found.usedBy,
    topics,
    archived: found.archived,
    editor,
    preview,
    removing,
    deleting,
  };
}

/** The interaction an editor's values hold: switching it rebuilds the editor with that one's fields. */
function interactionOf(values: { initialValue?: unknown } | Record<string, unknown> | null | undefined): string | undefined {
  const source = values && "initialValue" in values ? values.initialValue : values;
  const type = source && typeof source === "object" ? (source as Record<string, unknown>).interaction_type : undefined;
  return typeof type === "string" ? type : undefined;
}

export default function LessonTopics() {
  const { lesson, lessonVersion, usedBy, topics, archived, editor, preview, removing, deleting } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const lessonFormVersion = useEditVersion(lessonVersion, "lesson");
  const topicFormVersion = useEditVersion(editor?.version, "topic");
  const lessonRefusal =
    actionData && "lessonEntries" in actionData
      ? (actionData as unknown as { lessonError: string; lessonEntries: { title: string; description: string } })
      : null;
  const base = `/admin/lessons/${lesson.id}/topics`;
  return (
    <div className="mx-auto max-w-5xl">
      <Link to="/admin/lessons" className="text-sm text-brand underline hover:no-underline">
        Back to Lessons
      </Link>
      <h1 className="mt-2 font-serif text-3xl font-bold">{lesson.title}</h1>
      <p className="mt-1 text-sm text-ink-muted">
        {usedBy.length === 0 ? "Not used in any course yet." : "Used in: "}
        {usedBy.map((course, i) => (
          <span key={course.id}>
            {i > 0 ? ", " : ""}
            <Link to={`/admin/courses/edit/${course.id}`} className="text-brand underline hover:no-underline">
              {course.title}
            </Link>
          </span>
        ))}
      </p>

      <TopicList topics={topics} archived={archived} base={base} />

      {removing ? <RemoveTopicDialog topic={removing} base={base} /> : null}

      {editor ? (
        <TopicEditor
          key={`${editor.topicId ?? "new"}-${editor.contentType}-${interactionOf(actionData?.result) ?? interactionOf(editor.defaultValue) ?? ""}-${editor.version ?? ""}`}
          lessonId={lesson.id}
          topicId={editor.topicId}
          contentType={editor.contentType}
          defaultValue={editor.defaultValue}
          lastResult={actionData?.result}
          version={topicFormVersion}
        />
      ) : null}

      {preview ? <LearnerPreview preview={preview} math={actionData?.math} /> : null}

      <LessonDetails
        key={lessonVersion}
        lesson={lessonRefusal?.lessonEntries ?? lesson}
        base={base}
        version={lessonFormVersion}
        error={lessonRefusal?.lessonError ?? null}
      />
      {deleting ? <DeleteLessonDialog lesson={lesson} canDelete={deleting.canDelete} base={base} /> : null}
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}
