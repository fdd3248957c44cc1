// /admin/courses/create (requirement signed-in-route-table): a new course starts as a draft; lessons, assessments and
// publishing follow on its edit page.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CourseForm } from "~/components/admin/course-form";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { Toaster } from "~/components/ui/toaster";
import { createCourse, listCoursePickers } from "~/models/catalogue/admin-courses.server";
import { adminToast, COURSE_UNKNOWN_INSTRUCTOR, courseSchema, linesToList } from "~/rules/admin-content";
import { readFormWithUploads, takeUpload } from "~/services/uploads.server";
import { fail, requireAdmin } from "../admin.server";
import { redirectWithToast } from "~/utils/toast.server";

export const handle: PageTitleHandle = { pageTitle: "New course" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("New course", matches);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const { instructors } = await listCoursePickers();
  return { instructors };
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Only an admin's body is read (decision 0054): the sign-in and role checks need only the cookie.
  const { user, actor } = await requireAdmin(request, context);
  const { form, refused } = await readFormWithUploads(request, { imageFile: "image" }, user.id);
  takeUpload(form, { file: "imageFile", address: "imageUrl", remove: "removeImage" });
  const submission = parseWithZod(form, { schema: courseSchema });
  if (refused.imageFile) {
    const reply = submission.reply({ fieldErrors: { imageFile: [refused.imageFile] } });
    return fail({ result: reply }, adminToast.createFailed("Course", refused.imageFile), 422);
  }
  if (submission.status !== "success") return fail({ result: submission.reply() }, adminToast.createFailed("Course"));
  const lists = { whatsIncluded: linesToList(submission.value.whatsIncluded), requirements: linesToList(submission.value.requirements) };
  const result = await createCourse(submission.value, lists, actor);
  if (!result.ok && result.reason === "unknown_instructor") {
    const reply = submission.reply({ fieldErrors: { instructorId: [COURSE_UNKNOWN_INSTRUCTOR] } });
    return fail({ result: reply }, adminToast.createFailed("Course", COURSE_UNKNOWN_INSTRUCTOR), 400);
  }
  if (!result.ok) {
    const message = "Another course already uses this slug. Choose another.";
    return fail({ result: submission.reply({ fieldErrors: { slug: [message] } }) }, adminToast.createFailed("Course", message), 409);
  }
  return redirectWithToast(`/admin/courses/edit/${result.id}`, adminToast.created("Course", result.title));
}

export default function CreateCourse() {
  const { instructors } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-4xl">
      <Link to="/admin/courses" className="text-sm text-brand underline hover:no-underline">
        Back to Courses
      </Link>
      <h1 className="mt-2 font-serif text-3xl font-bold">New course</h1>
      <p className="mt-2 text-ink-muted">The course is saved as a draft. Add its lessons and assessments next, then publish it.</p>
      <CourseForm mode="create" lastResult={actionData?.result} instructors={instructors} />
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}
