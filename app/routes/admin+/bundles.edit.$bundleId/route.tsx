// /admin/bundles/edit/{bundleId} (requirement signed-in-route-table; decision 0030): a bundle's fields and courses (at least
// 2), the courses' order (up/down, no JavaScript needed) and deleting the bundle (?delete=1 asks
// first, a page state so it works without JavaScript). A published bundle holds only published
// courses. Each change answers with the required toast and writes the audit log.
import { useEditVersion } from "~/components/forms/edit-version";
import { postedVersion, showValue, staleEditMessage } from "~/rules/edit-version";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { BundleForm, BUNDLES_PATH } from "~/components/admin/bundle-form";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { SortableList } from "~/components/admin/sortable-list";
import { Toaster } from "~/components/ui/toaster";
import {
  deleteBundle,
  getAdminBundle,
  listBundleCourseChoices,
  reorderBundleCourses,
  updateBundle,
  bundleVersion,
} from "~/models/catalogue/admin-bundles.server";
import { adminToast, BUNDLE_FIELD_LABELS, BUNDLE_UNKNOWN_COURSE, bundleSchema, bundleUnpublishedCourses } from "~/rules/admin-content";
import { discardUploads, readFormWithUploads, takeUpload } from "~/services/uploads.server";
import { invariantResponse, requireIdParam } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { fail, requireAdmin } from "../admin.server";
import { ConfirmPanel } from "~/components/admin/confirm-panel";

export const handle: PageTitleHandle = { pageTitle: "Edit bundle" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Edit bundle", matches);

const NOT_FOUND = "Bundle not found";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const found = await getAdminBundle(requireIdParam(params.bundleId, NOT_FOUND));
  invariantResponse(found, NOT_FOUND);
  const { bundle } = found;
  return {
    id: bundle.id,
    status: bundle.status,
    values: {
      title: bundle.title,
      description: bundle.description,
      hours: String(bundle.hours),
      price: bundle.price === null ? "" : bundle.price.toFixed(2),
      courseType: bundle.courseType ?? "",
      licenseType: bundle.licenseType ?? "",
      status: bundle.status,
      imageUrl: bundle.imageUrl ?? "",
      whatsIncluded: bundle.whatsIncluded.join("\n"),
      requirements: bundle.requirements.join("\n"),
      whoThisIsFor: bundle.whoThisIsFor ?? "",
      courseIds: found.courses.map((c) => c.id),
    },
    members: found.courses,
    version: bundleVersion(
      bundle,
      found.courses.map((c) => c.id),
    ),
    courses: await listBundleCourseChoices(),
    confirmDelete: new URL(request.url).searchParams.get("delete") === "1",
  };
}

const moveSchema = z.object({ intent: z.enum(["up", "down"]), courseId: z.uuid() });
const orderSchema = z.object({
  order: z
    .string()
    .transform((v) => v.split(","))
    .pipe(z.array(z.uuid())),
});

export async function action({ request, params, context }: ActionFunctionArgs) {
  // Only an admin's body is read (decision 0054): the sign-in and role checks need only the cookie.
  const { user, actor } = await requireAdmin(request, context);
  const { form, stored, refused } = await readFormWithUploads(request, { imageFile: "image" }, user.id);
  const bundleId = requireIdParam(params.bundleId, NOT_FOUND);
  const here = `${BUNDLES_PATH}/edit/${bundleId}`;
  const intent = form.get("intent");
  if (intent !== "save") await discardUploads(stored); // only the bundle's details carry an image
  if (intent === "delete") {
    const deleted = await deleteBundle(bundleId, actor);
    invariantResponse(deleted.ok, NOT_FOUND);
    return redirectWithToast(BUNDLES_PATH, adminToast.deleted("Bundle", deleted.title));
  }
  if (intent === "reorder") {
    const order = orderSchema.safeParse(Object.fromEntries(form));
    const saved = order.success ? await reorderBundleCourses(bundleId, { order: order.data.order }, actor) : null;
    if (saved && !saved.ok && saved.reason === "not_found") throw new Response(NOT_FOUND, { status: 404 });
    if (!saved?.ok) return fail({}, adminToast.updateFailed("Bundle", "The courses changed meanwhile. Please reload the page."), 409);
    return redirectWithToast(here, { type: "success", title: "Bundle updated", description: "The order of its courses has been saved." });
  }
  if (intent === "up" || intent === "down") {
    const move = moveSchema.safeParse(Object.fromEntries(form));
    if (!move.success) return fail({}, adminToast.updateFailed("Bundle", "Choose a course of this bundle."));
    const moved = await reorderBundleCourses(bundleId, { courseId: move.data.courseId, direction: move.data.intent }, actor);
    invariantResponse(moved.ok || moved.reason !== "not_found", NOT_FOUND);
    return redirectWithToast(here, { type: "success", title: "Bundle updated", description: "The order of its courses has been saved." });
  }
  takeUpload(form, { file: "imageFile", address: "imageUrl", remove: "removeImage" });
  const submission = parseWithZod(form, { schema: bundleSchema });
  if (refused.imageFile) {
    const reply = submission.reply({ fieldErrors: { imageFile: [refused.imageFile] } });
    return fail({ result: reply }, adminToast.updateFailed("Bundle", refused.imageFile), 422);
  }
  if (submission.status !== "success") {
    return fail({ result: submission.reply() }, adminToast.updateFailed("Bundle", submission.error?.courseIds?.[0]));
  }
  const result = await updateBundle(bundleId, submission.value, actor, postedVersion(form));
  if (!result.ok && result.reason === "not_found") invariantResponse(false, NOT_FOUND);
  if (!result.ok && result.reason === "stale") {
    // Someone saved the bundle after this form was opened: nothing written, what changed shown (decision 0085).
    const message = staleEditMessage(result.stale, BUNDLE_FIELD_LABELS, (key, value) =>
      key === "courseIds" ? "a different choice of courses" : showValue(value),
    );
    return fail({ result: submission.reply({ formErrors: [message] }), version: result.stale.version }, adminToast.stale("Bundle"), 409);
  }
  if (!result.ok) {
    const message = result.reason === "unpublished_courses" ? bundleUnpublishedCourses(result.titles) : BUNDLE_UNKNOWN_COURSE;
    return fail({ result: submission.reply({ fieldErrors: { courseIds: [message] } }) }, adminToast.updateFailed("Bundle", message));
  }
  return redirectWithToast(here, adminToast.updated("Bundle", result.title));
}

export default function EditBundle() {
  const { id, status, values, members, courses, confirmDelete, version } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const formVersion = useEditVersion(version);
  return (
    <div className="mx-auto max-w-4xl">
      <Link to={BUNDLES_PATH} className="text-sm text-brand underline hover:no-underline">
        Back to Bundles
      </Link>
      <h1 className="mt-2 font-serif text-3xl font-bold">{values.title}</h1>
      {status === "published" ? (
        <p className="mt-1">
          <Link to={`/bundle/${id}`} className="text-brand underline hover:no-underline">
            View the bundle page
          </Link>
        </p>
      ) : null}
      <BundleForm
        key={`${values.courseIds.join()} ${values.imageUrl} ${version}`}
        mode="edit"
        defaultValue={values}
        lastResult={actionData && "result" in actionData ? (actionData.result as SubmissionResult<string[]>) : null}
        courses={courses}
        version={formVersion}
      />

      <section className="card mt-6 p-4 sm:p-6" aria-labelledby="order-heading">
        <h2 id="order-heading" className="text-lg font-semibold">
          Course order
        </h2>
        <p className="mt-1 text-sm text-ink-muted">The order the bundle page lists its courses in.</p>
        <SortableList
          items={members}
          labelOf={(course) => course.title}
          intent="reorder"
          className="mt-3 space-y-2"
          rowClassName="flex flex-wrap items-center justify-between gap-2 rounded-md border border-line bg-surface px-3 py-2"
          testId="bundle-courses"
          renderRow={(course, index, handle) => (
            <>
              <span>
                {index + 1}. {course.title}
              </span>
              <span className="flex gap-2">
                {handle}
                {(["up", "down"] as const).map((direction) => (
                  <Form method="post" key={direction}>
                    <input type="hidden" name="courseId" value={course.id} />
                    <button
                      type="submit"
                      name="intent"
                      value={direction}
                      className="btn-secondary px-2 py-1 text-sm"
                      disabled={direction === "up" ? index === 0 : index === members.length - 1}
                    >
                      {direction === "up" ? "Up" : "Down"}
                      <span className="sr-only"> {course.title}</span>
                    </button>
                  </Form>
                ))}
              </span>
            </>
          )}
        />
      </section>

      {confirmDelete ? (
        <ConfirmPanel
          id="delete-bundle"
          title={<>Delete “{values.title}”?</>}
          action={`${BUNDLES_PATH}/edit/${id}`}
          intent="delete"
          confirm="Delete bundle"
        >
          The bundle page goes; its courses and every learner&apos;s enrollment stay. This cannot be undone.
        </ConfirmPanel>
      ) : (
        <section className="card mt-6 p-4 sm:p-6" aria-labelledby="delete-heading">
          <h2 id="delete-heading" className="text-lg font-semibold">
            Delete bundle
          </h2>
          <p className="mt-1 text-sm text-ink-muted">The bundle page goes; its courses and every learner&apos;s enrollment stay.</p>
          <Link to="?delete=1" className="btn-secondary mt-3 inline-block text-danger">
            Delete Bundle
          </Link>
        </section>
      )}
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}
