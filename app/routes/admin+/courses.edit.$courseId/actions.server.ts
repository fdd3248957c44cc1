// The action of /admin/courses/edit/{courseId}, beside its page: saving the course's details (with its
// image upload) or its delivery policy, its status (publishing refused while the course is incomplete),
// deleting it, and every change to its structure (lessons, their order, required flags and quizzes; the
// final exam, evaluation and certificate template). Each intent is answered with a redirect and a toast,
// or with what the page shows again (decision 0085 for a stale form).
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import {
  changeCourseStructure,
  deleteCourse,
  setCourseStatus,
  updateCourse,
  type StructureChange,
} from "~/models/catalogue/admin-courses.server";
import { createLesson } from "~/models/catalogue/admin-lessons.server";
import {
  adminToast,
  COURSE_FIELD_LABELS,
  COURSE_UNKNOWN_INSTRUCTOR,
  courseSchema,
  linesToList,
  PUBLISH_STATUSES,
} from "~/rules/admin-content";
import { postedVersion, staleEditMessage } from "~/rules/edit-version";
import { discardUploads, readFormWithUploads, takeUpload } from "~/services/uploads.server";
import { requireIdParam } from "~/utils/http.server";
import { fail, requireAdmin } from "../admin.server";
import { redirectWithToast } from "~/utils/toast.server";
import { updateDeliveryPolicy } from "~/models/learning/delivery-policy.server";
import { DELIVERY_POLICY_INTENT, deliveryPolicySchema, policyFromForm } from "~/rules/delivery-policy-form";

const optionalId = z
  .string()
  .optional()
  .transform((v) => v || null)
  .pipe(z.uuid().nullable());
const structureSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add-lesson"), lessonId: z.uuid("Choose a lesson.") }),
  z.object({ intent: z.literal("new-lesson"), title: z.string().trim().min(1, "Enter the lesson title.").max(200) }),
  z.object({ intent: z.literal("remove-lesson"), lessonId: z.uuid() }),
  z.object({ intent: z.literal("move-lesson"), lessonId: z.uuid(), direction: z.enum(["up", "down"]) }),
  z.object({
    intent: z.literal("reorder-lessons"),
    order: z
      .string()
      .transform((v) => v.split(","))
      .pipe(z.array(z.uuid())),
  }),
  z.object({ intent: z.literal("set-required"), lessonId: z.uuid(), required: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("lesson-quiz"), lessonId: z.uuid(), quizId: optionalId }),
  z.object({ intent: z.literal("links"), finalExamId: optionalId, evaluationId: optionalId, templateId: optionalId }),
  z.object({ intent: z.literal("status"), status: z.enum(PUBLISH_STATUSES) }),
  z.object({ intent: z.literal("delete") }),
]);

export async function action({ request, params, context }: ActionFunctionArgs) {
  // Only an admin's body is read (decision 0054): the sign-in and role checks need only the cookie.
  const { user, actor } = await requireAdmin(request, context);
  const { form, stored, refused } = await readFormWithUploads(request, { imageFile: "image" }, user.id);
  const courseId = requireIdParam(params.courseId, "Course Not Found");
  const here = `/admin/courses/edit/${courseId}`;

  if (form.get("intent") === "save") {
    takeUpload(form, { file: "imageFile", address: "imageUrl", remove: "removeImage" });
    const submission = parseWithZod(form, { schema: courseSchema });
    if (refused.imageFile) {
      const reply = submission.reply({ fieldErrors: { imageFile: [refused.imageFile] } });
      return fail({ result: reply, missing: null }, adminToast.updateFailed("Course", refused.imageFile), 422);
    }
    if (submission.status !== "success") return fail({ result: submission.reply(), missing: null }, adminToast.updateFailed("Course"));
    const lists = { whatsIncluded: linesToList(submission.value.whatsIncluded), requirements: linesToList(submission.value.requirements) };
    const result = await updateCourse(courseId, submission.value, lists, actor, postedVersion(form));
    if (!result.ok && result.reason === "not_found") throw new Response("Course Not Found", { status: 404 });
    if (!result.ok && result.reason === "stale") {
      // Someone saved the course after this form was opened: nothing written, what changed shown (decision 0085).
      const reply = submission.reply({ formErrors: [staleEditMessage(result.stale, COURSE_FIELD_LABELS)] });
      return fail({ result: reply, missing: null, version: result.stale.version }, adminToast.stale("Course"), 409);
    }
    if (!result.ok && result.reason === "unknown_instructor") {
      const reply = submission.reply({ fieldErrors: { instructorId: [COURSE_UNKNOWN_INSTRUCTOR] } });
      return fail({ result: reply, missing: null }, adminToast.updateFailed("Course", COURSE_UNKNOWN_INSTRUCTOR), 400);
    }
    if (!result.ok) {
      const message = "Another course already uses this slug. Choose another.";
      return fail(
        { result: submission.reply({ fieldErrors: { slug: [message] } }), missing: null },
        adminToast.updateFailed("Course", message),
        409,
      );
    }
    return redirectWithToast(here, adminToast.updated("Course", result.title));
  }
  await discardUploads(stored); // only the course details carry an image

  if (form.get("intent") === DELIVERY_POLICY_INTENT) {
    const submission = parseWithZod(form, { schema: deliveryPolicySchema });
    if (submission.status !== "success") {
      return fail(
        { result: null, policyResult: submission.reply(), missing: null },
        adminToast.updateFailed("Course", "Check the delivery policy's fields."),
      );
    }
    const result = await updateDeliveryPolicy(courseId, policyFromForm(submission.value), actor);
    if (!result.ok) throw new Response("Course Not Found", { status: 404 });
    return redirectWithToast(here, adminToast.updated("Course", result.title));
  }

  const parsed = structureSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return fail({ result: null, missing: null }, adminToast.updateFailed("Course", parsed.error.issues[0]?.message));
  const input = parsed.data;

  if (input.intent === "status") {
    const result = await setCourseStatus(courseId, input.status, actor);
    if (!result.ok && result.reason === "not_found") throw new Response("Course Not Found", { status: 404 });
    if (!result.ok) return fail({ result: null, missing: result.missing }, adminToast.publishRefused(), 409);
    return redirectWithToast(
      here,
      input.status === "published" ? adminToast.published(result.title) : adminToast.updated("Course", result.title),
    );
  }
  if (input.intent === "delete") {
    const result = await deleteCourse(courseId, actor);
    if (!result.ok && result.reason === "not_found") throw new Response("Course Not Found", { status: 404 });
    if (!result.ok) {
      return fail(
        { result: null, missing: null },
        adminToast.deleteFailed("Course", "Learners are enrolled in this course or hold its certificate. Archive it instead."),
        409,
      );
    }
    return redirectWithToast("/admin/courses", adminToast.deleted("Course", result.title));
  }

  let change: StructureChange;
  switch (input.intent) {
    case "new-lesson": {
      const lesson = await createLesson({ title: input.title }, actor);
      change = { kind: "add_lesson", lessonId: lesson.id };
      break;
    }
    case "add-lesson":
      change = { kind: "add_lesson", lessonId: input.lessonId };
      break;
    case "remove-lesson":
      change = { kind: "remove_lesson", lessonId: input.lessonId };
      break;
    case "move-lesson":
      change = { kind: "move_lesson", lessonId: input.lessonId, direction: input.direction };
      break;
    case "reorder-lessons":
      change = { kind: "reorder_lessons", lessonIds: input.order };
      break;
    case "set-required":
      change = { kind: "set_required", lessonId: input.lessonId, required: input.required === "true" };
      break;
    case "lesson-quiz":
      change = { kind: "set_lesson_quiz", lessonId: input.lessonId, quizId: input.quizId };
      break;
    case "links":
      change = { kind: "set_links", finalExamId: input.finalExamId, evaluationId: input.evaluationId, templateId: input.templateId };
      break;
  }
  const result = await changeCourseStructure(courseId, change, actor);
  if (!result.ok && result.reason === "not_found") throw new Response("Course Not Found", { status: 404 });
  if (!result.ok) {
    // An id that names nothing (or the wrong kind of quiz) is a bad request; a conflict with the
    // course's current state is 409.
    const status = result.reason === "unknown_reference" ? 400 : 409;
    return fail({ result: null, missing: null }, adminToast.updateFailed("Course", result.message), status);
  }
  if (result.archived) return redirectWithToast(here, adminToast.archived("Lesson", result.lessonTitle ?? "", result.completedBy ?? 0));
  return redirectWithToast(here, adminToast.updated("Course", result.title));
}
