// The action of /admin/lessons/{lessonId}/topics, beside its page: checking a math answer in the
// learner preview, saving the lesson's details or a topic (with its audio upload; switching an
// interactive topic's kind), reordering and removing topics, and deleting the lesson. Each intent is
// answered with a redirect and a toast, or with what the page shows again (decision 0085 for a stale form).
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { z } from "zod";
import {
  deleteLesson,
  findTopicForEdit,
  removeTopic,
  reorderTopics,
  saveTopic,
  updateLesson,
} from "~/models/catalogue/admin-lessons.server";
import { checkMathAnswer } from "~/models/catalogue/topic-content.server";
import { adminToast, LESSON_FIELD_LABELS, lessonSchema, TOPIC_FIELD_LABELS, topicSchema } from "~/rules/admin-content";
import { postedVersion, showValue, staleEditMessage } from "~/rules/edit-version";
import { contentDataFromPayload, fieldNameOf } from "~/rules/content-data";
import { discardUploads, readFormWithUploads, takeUpload } from "~/services/uploads.server";
import { invariantResponse, requireIdParam } from "~/utils/http.server";
import { fail, requireAdmin } from "../admin.server";
import { redirectWithToast } from "~/utils/toast.server";

const uuid = z.uuid();

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
