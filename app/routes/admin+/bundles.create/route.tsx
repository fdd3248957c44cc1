// /admin/bundles/create (requirement signed-in-route-table; decision 0030): a new bundle of at least 2 courses.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { BundleForm, BUNDLES_PATH } from "~/components/admin/bundle-form";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { Toaster } from "~/components/ui/toaster";
import { createBundle, listBundleCourseChoices } from "~/models/catalogue/admin-bundles.server";
import { adminToast, BUNDLE_UNKNOWN_COURSE, bundleSchema, bundleUnpublishedCourses } from "~/rules/admin-content";
import { readFormWithUploads, takeUpload } from "~/services/uploads.server";
import { redirectWithToast } from "~/utils/toast.server";
import { fail, requireAdmin } from "../admin.server";

export const handle: PageTitleHandle = { pageTitle: "New bundle" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("New bundle", matches);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { courses: await listBundleCourseChoices() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Only an admin's body is read (decision 0054): the sign-in and role checks need only the cookie.
  const { user, actor } = await requireAdmin(request, context);
  const { form, refused } = await readFormWithUploads(request, { imageFile: "image" }, user.id);
  takeUpload(form, { file: "imageFile", address: "imageUrl", remove: "removeImage" });
  const submission = parseWithZod(form, { schema: bundleSchema });
  if (refused.imageFile) {
    const reply = submission.reply({ fieldErrors: { imageFile: [refused.imageFile] } });
    return fail({ result: reply }, adminToast.createFailed("Bundle", refused.imageFile), 422);
  }
  if (submission.status !== "success") {
    const reason = submission.error?.courseIds?.[0];
    return fail({ result: submission.reply() }, adminToast.createFailed("Bundle", reason));
  }
  const result = await createBundle(submission.value, actor);
  if (!result.ok) {
    const message = result.reason === "unpublished_courses" ? bundleUnpublishedCourses(result.titles) : BUNDLE_UNKNOWN_COURSE;
    return fail({ result: submission.reply({ fieldErrors: { courseIds: [message] } }) }, adminToast.createFailed("Bundle", message));
  }
  return redirectWithToast(`${BUNDLES_PATH}/edit/${result.id}`, adminToast.created("Bundle", result.title));
}

export default function CreateBundle() {
  const { courses } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-4xl">
      <Link to={BUNDLES_PATH} className="text-sm text-brand underline hover:no-underline">
        Back to Bundles
      </Link>
      <h1 className="mt-2 font-serif text-3xl font-bold">New bundle</h1>
      <BundleForm mode="create" lastResult={actionData?.result} courses={courses} />
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}
