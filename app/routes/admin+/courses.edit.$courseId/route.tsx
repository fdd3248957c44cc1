// /admin/courses/edit/{courseId} (requirement signed-in-route-table): the course's fields, its ordered lessons (required or
// not, each with its lesson quiz), its final exam, evaluation and certificate template, and its
// status. Publishing is refused while the course is incomplete, with the list of what is missing.
// Every form is a plain POST (intent=…) that works without JavaScript.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { CourseForm } from "~/components/admin/course-form";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { useEditVersion } from "~/components/forms/edit-version";
import { Toaster } from "~/components/ui/toaster";
import {
  changeCourseStructure,
  courseMissingForPublish,
  courseVersion,
  deleteCourse,
  findAdminCourse,
  getCourseStructure,
  lessonCompletedBy,
  listCoursePickers,
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
import { invariantResponse, requireIdParam } from "~/utils/http.server";
import { fail, requireAdmin } from "../admin.server";
import { redirectWithToast } from "~/utils/toast.server";
import { LessonsSection, RemoveLessonDialog } from "./lessons-section";
import { LinksSection } from "./links-section";
import { DeleteCourseDialog } from "./delete-course-dialog";
import { DeliveryPolicySection } from "./delivery-policy-section";
import { getDeliveryPolicy, updateDeliveryPolicy } from "~/models/learning/delivery-policy.server";
import { DELIVERY_POLICY_INTENT, deliveryPolicySchema, policyFormDefaults, policyFromForm } from "~/rules/delivery-policy-form";

export const handle: PageTitleHandle = { pageTitle: "Edit course" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Edit course", matches);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const courseId = requireIdParam(params.courseId, "Course Not Found");
  const course = await findAdminCourse(courseId);
  invariantResponse(course, "Course Not Found");
  const [structure, pickers, missing] = await Promise.all([
    getCourseStructure(courseId),
    listCoursePickers(),
    courseMissingForPublish(courseId),
  ]);
  // ?remove=<lessonId> asks first (a page state, so it works without JavaScript), naming how many
  // learners completed topics in the lesson; ?delete asks before the course is deleted.
  const search = new URL(request.url).searchParams;
  const removeId = search.get("remove")?.toLowerCase() ?? "";
  const lesson = structure.lessons.find((l) => l.lessonId === removeId);
  const removing = lesson
    ? { lessonId: lesson.lessonId, title: lesson.title, completedBy: await lessonCompletedBy(courseId, lesson.lessonId) }
    : null;
  const policy = policyFormDefaults(await getDeliveryPolicy(courseId));
  return { course, version: courseVersion(course), structure, pickers, missing, removing, policy, confirmDelete: search.has("delete") };
}

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

const STATUS_LABEL = { draft: "Draft", published: "Published", archived: "Archived" } as const;

export default function EditCourse() {
  const { course, version, structure, pickers, missing, removing, policy, confirmDelete } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const formVersion = useEditVersion(version);
  const shownMissing = actionData?.missing ?? (course.status !== "published" ? missing : []);
  return (
    <div className="mx-auto max-w-5xl">
      <Link to="/admin/courses" className="text-sm text-brand underline hover:no-underline">
        Back to Courses
      </Link>
      <div className="mt-2 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="font-serif text-3xl font-bold">{course.title}</h1>
        <p>
          Status: <strong>{STATUS_LABEL[course.status]}</strong>
        </p>
      </div>

      <section aria-labelledby="publish-heading" className="card mt-6 p-4 sm:p-6">
        <h2 id="publish-heading" className="font-serif text-xl font-bold">
          Publishing
        </h2>
        {shownMissing.length > 0 ? (
          <div role={actionData?.missing ? "alert" : undefined} className="mt-3 rounded-md border border-danger p-3">
            <p className="font-medium">This course cannot be published yet. Missing:</p>
            <ul className="mt-2 list-disc pl-6">
              {shownMissing.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ) : course.status !== "published" ? (
          <p className="mt-2 text-ink-muted">The course is complete and can be published.</p>
        ) : (
          <p className="mt-2 text-ink-muted">
            The course is in the catalogue. Removing content that learners completed archives it: their progress and certificates stay.
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          {course.status !== "published" ? (
            <Form method="post">
              <input type="hidden" name="status" value="published" />
              <button type="submit" name="intent" value="status" className="btn-primary">
                Publish
              </button>
            </Form>
          ) : (
            <Form method="post">
              <input type="hidden" name="status" value="draft" />
              <button type="submit" name="intent" value="status" className="btn-secondary">
                Unpublish (back to draft)
              </button>
            </Form>
          )}
          {course.status !== "archived" ? (
            <Form method="post">
              <input type="hidden" name="status" value="archived" />
              <button type="submit" name="intent" value="status" className="btn-secondary">
                Archive
              </button>
            </Form>
          ) : null}
          <Form method="get">
            <button type="submit" name="delete" value="1" className="btn-secondary text-danger">
              Delete course
            </button>
          </Form>
        </div>
      </section>

      <LessonsSection structure={structure} lessons={pickers.lessons} lessonQuizzes={pickers.lessonQuizzes} />
      {confirmDelete ? <DeleteCourseDialog title={course.title} base={`/admin/courses/edit/${course.id}`} /> : null}
      {removing ? <RemoveLessonDialog lesson={removing} base={`/admin/courses/edit/${course.id}`} /> : null}
      <LinksSection structure={structure} pickers={pickers} />
      <DeliveryPolicySection
        defaultValue={policy}
        lastResult={(actionData as { policyResult?: SubmissionResult<string[]> } | undefined)?.policyResult}
      />

      <section aria-labelledby="details-heading" className="mt-8">
        <h2 id="details-heading" className="font-serif text-xl font-bold">
          Course details
        </h2>
        <CourseForm
          key={version}
          mode="edit"
          lastResult={actionData?.result}
          instructors={pickers.instructors}
          version={formVersion}
          defaultValue={{
            title: course.title,
            slug: course.slug,
            description: course.description,
            hours: String(course.hours),
            price: course.price === null ? "" : String(course.price),
            courseType: course.courseType,
            licenseType: course.licenseType ?? "",
            featured: course.featured ? "on" : "",
            mandatoryTopic: course.mandatoryTopic ? "on" : "",
            instructorId: course.instructorId ?? "",
            imageUrl: course.imageUrl ?? "",
            whatsIncluded: course.whatsIncluded.join("\n"),
            requirements: course.requirements.join("\n"),
            whoThisIsFor: course.whoThisIsFor ?? "",
          }}
        />
      </section>
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}
