// /admin/lessons/{lessonId}/topics (requirement signed-in-route-table; requirement learning-data-fields): the lesson's title and description, the
// courses using it, its ordered topics (up/down, one transaction), the editor of each content type
// (?topic=<id> or ?new=<type>), "Preview as learner" (?preview=<id>, the player's own view and
// components) and removal (?remove=<id> asks first, naming how many learners completed the topic;
// a completed topic is archived, not deleted). Deleting the lesson asks first too (?delete=1).
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { Toaster } from "~/components/ui/toaster";
import { useEditVersion } from "~/components/forms/edit-version";
import {
  deleteLesson,
  findAdminLesson,
  findTopicForEdit,
  lessonVersion,
  removeTopic,
  reorderTopics,
  saveTopic,
  topicVersion,
  updateLesson,
} from "~/models/catalogue/admin-lessons.server";
import { getAudioPreferences } from "~/models/accounts/audio-preferences.server";
import { checkMathAnswer, toTopicView } from "~/models/catalogue/topic-content.server";
import { adminToast, LESSON_FIELD_LABELS, lessonSchema, TOPIC_FIELD_LABELS, topicSchema } from "~/rules/admin-content";
import { postedVersion, showValue, staleEditMessage } from "~/rules/edit-version";
import {
  contentDataFromPayload,
  fieldNameOf,
  payloadFromContentData,
  TOPIC_CONTENT_TYPES,
  type TopicContentTypeName,
} from "~/rules/content-data";
import { discardUploads, readFormWithUploads, takeUpload } from "~/services/uploads.server";
import { invariantResponse, requireIdParam } from "~/utils/http.server";
import { fail, requireAdmin } from "../admin.server";
import { redirectWithToast } from "~/utils/toast.server";
import { DeleteLessonDialog, LearnerPreview, LessonDetails, RemoveTopicDialog, TopicList } from "./lesson-parts";
import { TopicEditor } from "./topic-editor";

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

const intentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("move-topic"), topicId: z.uuid(), direction: z.enum(["up", "down"]) }),
  z.object({
    intent: z.literal("reorder-topics"),
    order: z
      .string()
      .transform((v) => v.split(","))
      .pipe(z.array(z.uuid())),
  }),
  z.object({ intent: z.literal("remove-topic"), topicId: z.uuid() }),
  z.object({ intent: z.literal("delete-lesson") }),
]);

export async function action({ request, params, context }: ActionFunctionArgs) {
  // Only an admin's body is read (decision 0054): the sign-in and role checks need only the cookie.
  const { user, actor } = await requireAdmin(request, context);
  const { form, stored, refused } = await readFormWithUploads(request, { audio_file: "audio" }, user.id);
  const lessonId = requireIdParam(params.lessonId, "Lesson not found");
  const here = `/admin/lessons/${lessonId}/topics`;
  const intent = form.get("intent");
  if (intent !== "save-topic") await discardUploads(stored); // only a saved topic keeps a file

  if (intent === "check-math") {
    const previewId = new URL(request.url).searchParams.get("preview") ?? "";
    const topic = uuid.safeParse(previewId).success ? await findTopicForEdit(lessonId, previewId) : null;
    invariantResponse(topic, "Topic not found");
    const result = checkMathAnswer(topic, form);
    return data({ math: result, result: null, toast: null }, { status: result.status === "invalid" ? 400 : 200 });
  }

  if (intent === "save-lesson") {
    const submission = parseWithZod(form, { schema: lessonSchema });
    if (submission.status !== "success")
      return fail({ math: null, result: null }, adminToast.updateFailed("Lesson", "Enter the lesson title."));
    const lesson = await updateLesson(lessonId, submission.value, actor, postedVersion(form));
    invariantResponse(lesson, "Lesson not found");
    if ("outcome" in lesson) {
      // Someone saved the lesson after this form was opened: nothing written, what changed shown (decision 0085).
      return fail(
        {
          math: null,
          result: null,
          lessonError: staleEditMessage(lesson, LESSON_FIELD_LABELS),
          lessonEntries: { title: String(form.get("title") ?? ""), description: String(form.get("description") ?? "") },
          version: lesson.version,
          versionOf: "lesson",
        },
        adminToast.stale("Lesson"),
        409,
      );
    }
    return redirectWithToast(here, adminToast.updated("Lesson", lesson.title));
  }

  if (intent === "save-topic" || intent === "switch-interaction") {
    // An uploaded audio file becomes the topic's audio address; the address stays in the form if the
    // rest is refused, so the file is not uploaded twice.
    takeUpload(form, { file: "audio_file", address: "audio_url" });
    const submission = parseWithZod(form, { schema: topicSchema.extend({ topicId: z.uuid().optional() }) });
    if (intent === "switch-interaction") {
      // The chosen interaction's fields, with what was typed kept and nothing validated yet (the
      // editor is keyed by its interaction, so with JavaScript it is rebuilt from this value too).
      const result: SubmissionResult<string[]> = { initialValue: submission.payload as SubmissionResult["initialValue"] };
      return data({ math: null, result, toast: null });
    }
    const payload = submission.payload as Record<string, unknown>;
    if (refused.audio_file) {
      return fail(
        { math: null, result: submission.reply({ fieldErrors: { audio_file: [refused.audio_file] } }) },
        adminToast.updateFailed("Topic", refused.audio_file),
        422,
      );
    }
    if (submission.status !== "success") return fail({ math: null, result: submission.reply() }, adminToast.updateFailed("Topic"));
    const { title, contentType, topicId } = submission.value;
    const result = await saveTopic(
      lessonId,
      topicId ?? null,
      { title, contentType, contentData: contentDataFromPayload(contentType, payload) },
      actor,
      postedVersion(form),
    );
    if (!result.ok && result.reason === "not_found") throw data("Topic not found", { status: 404 });
    if (!result.ok && result.reason === "stale") {
      // Someone saved the topic after this editor was opened: nothing written, what changed shown (decision 0085).
      const message = staleEditMessage(result.stale, TOPIC_FIELD_LABELS, (key, value) =>
        key === "contentData" ? "different from what you opened" : showValue(value),
      );
      return fail(
        { math: null, result: submission.reply({ formErrors: [message] }), version: result.stale.version, versionOf: "topic" },
        adminToast.stale("Topic"),
        409,
      );
    }
    if (!result.ok) {
      const fieldErrors: Record<string, string[]> = {};
      const formErrors: string[] = ["Please correct the marked fields."];
      for (const error of result.errors) {
        const name = fieldNameOf(error.path);
        if (!name || name === "interaction_type" || name === "interactive_data") formErrors.push(error.message);
        else (fieldErrors[name] ??= []).push(error.message);
      }
      const toast = topicId ? adminToast.updateFailed("Topic") : adminToast.createFailed("Topic");
      return fail({ math: null, result: submission.reply({ fieldErrors, formErrors }) }, toast);
    }
    return redirectWithToast(
      `${here}?preview=${result.id}`,
      topicId ? adminToast.updated("Topic", result.title) : adminToast.created("Topic", result.title),
    );
  }

  const parsed = intentSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return fail({ math: null, result: null }, adminToast.updateFailed("Lesson", "That request was not understood."));
  const input = parsed.data;
  switch (input.intent) {
    case "move-topic":
    case "reorder-topics": {
      const result = await reorderTopics(
        lessonId,
        input.intent === "move-topic" ? { topicId: input.topicId, direction: input.direction } : { order: input.order },
        actor,
      );
      if (!result.ok) return fail({ math: null, result: null }, adminToast.updateFailed("Topic", result.message), 409);
      return redirectWithToast(here, { type: "success", title: "Topics reordered" });
    }
    case "remove-topic": {
      const result = await removeTopic(lessonId, input.topicId, actor);
      if (!result.ok) return fail({ math: null, result: null }, adminToast.deleteFailed("Topic", "That topic no longer exists."), 404);
      return redirectWithToast(
        here,
        result.archived ? adminToast.archived("Topic", result.title, result.completedBy) : adminToast.deleted("Topic", result.title),
      );
    }
    case "delete-lesson": {
      const result = await deleteLesson(lessonId, actor);
      if (!result.ok && result.reason === "not_found") throw data("Lesson not found", { status: 404 });
      if (!result.ok) {
        return fail(
          { math: null, result: null },
          adminToast.deleteFailed("Lesson", "A course uses this lesson or learners have completed its topics."),
          409,
        );
      }
      return redirectWithToast("/admin/lessons", adminToast.deleted("Lesson", result.title));
    }
  }
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
