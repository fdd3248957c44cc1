// /admin/announcements/new (decision 0029): write an announcement, pick its audience, preview it, and
// save it as a draft or publish it at once.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AnnouncementForm } from "~/components/admin/announcement-form";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { Toaster } from "~/components/ui/toaster";
import { createAnnouncement } from "~/models/operations/admin-announcements.server";
import {
  ADMIN_ANNOUNCEMENTS_PATH,
  ANNOUNCEMENT_MESSAGES,
  ANNOUNCEMENT_TOASTS,
  announcementSchema,
  newAnnouncementIntentSchema,
} from "~/rules/admin-announcements";
import { readForm } from "~/utils/form.server";
import { redirectWithToast, withId } from "~/utils/toast.server";
import { requireAdmin } from "../admin.server";
import { EMPTY_VALUES, pickerOptions, previewOf, valuesFrom } from "../announcement-editor.server";

export const handle: PageTitleHandle = { pageTitle: "New Announcement" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("New Announcement", matches);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const values = valuesFrom(new URL(request.url).searchParams, EMPTY_VALUES);
  return { values, ...(await pickerOptions(values)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { actor } = await requireAdmin(request, context);
  const form = await readForm(request);
  const values = valuesFrom(form, EMPTY_VALUES);
  const intent = newAnnouncementIntentSchema.safeParse(form.get("intent"));
  // The pickers' search and the preview post the editor (its message can be 25,000 characters: too long
  // for an address) and save nothing.
  if (intent.success && (intent.data === "search" || intent.data === "preview")) {
    const preview = intent.data === "preview" ? previewOf(values) : null;
    return data({ result: undefined, toast: null, values, ...(await pickerOptions(values)), preview });
  }
  const submission = parseWithZod(form, { schema: announcementSchema });
  const fail = async (result: ReturnType<typeof submission.reply>) =>
    data(
      { result, toast: withId(ANNOUNCEMENT_TOASTS.createFailed), values, ...(await pickerOptions(values)), preview: null },
      { status: 400 },
    );
  if (!intent.success) return fail(submission.reply({ formErrors: [ANNOUNCEMENT_MESSAGES.intent] }));
  if (submission.status !== "success") return fail(submission.reply());
  const created = await createAnnouncement(submission.value, { publish: intent.data === "publish" }, actor);
  if (created.outcome === "empty_message") return fail(submission.reply({ fieldErrors: { message: [ANNOUNCEMENT_MESSAGES.message] } }));
  if (created.outcome === "unknown_targets") return fail(submission.reply({ formErrors: [ANNOUNCEMENT_MESSAGES.unknownTargets] }));
  if (created.outcome !== "created") return fail(submission.reply());
  return redirectWithToast(
    `${ADMIN_ANNOUNCEMENTS_PATH}/${created.id}`,
    intent.data === "publish" ? ANNOUNCEMENT_TOASTS.published : ANNOUNCEMENT_TOASTS.created,
  );
}

export default function NewAnnouncement() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const state = actionData ?? loaderData;
  return (
    <div className="mx-auto max-w-3xl">
      <Link to={ADMIN_ANNOUNCEMENTS_PATH} className="text-sm text-brand underline hover:no-underline">
        Back to Announcements
      </Link>
      <h1 className="mt-2 font-serif text-3xl font-bold">New Announcement</h1>
      <AnnouncementForm
        values={state.values}
        students={state.students}
        companies={state.companies}
        lastResult={actionData?.result}
        status={null}
        preview={actionData?.preview ?? null}
      />
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}
