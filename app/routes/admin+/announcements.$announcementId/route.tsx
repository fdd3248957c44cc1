// /admin/announcements/{id} (decision 0029): edit an announcement, preview it, publish or unpublish it;
// its read count.
import { useEditVersion } from "~/components/forms/edit-version";
import { postedVersion, showValue, staleEditMessage } from "~/rules/edit-version";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AnnouncementForm, type AnnouncementFormValues } from "~/components/admin/announcement-form";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { Toaster } from "~/components/ui/toaster";
import {
  getAdminAnnouncement,
  setAnnouncementPublished,
  updateAnnouncement,
  announcementVersion,
  type AdminAnnouncement,
} from "~/models/operations/admin-announcements.server";
import {
  ADMIN_ANNOUNCEMENTS_PATH,
  ANNOUNCEMENT_FIELD_LABELS,
  ANNOUNCEMENT_MESSAGES,
  ANNOUNCEMENT_TOASTS,
  announcementSchema,
  editAnnouncementIntentSchema,
} from "~/rules/admin-announcements";
import { readForm } from "~/utils/form.server";
import { invariantResponse, requireIdParam } from "~/utils/http.server";
import { redirectWithToast, withId } from "~/utils/toast.server";
import { requireAdmin } from "../admin.server";
import { EMPTY_VALUES, pickerOptions, previewOf, valuesFrom } from "../announcement-editor.server";

export const handle: PageTitleHandle = { pageTitle: "Edit Announcement" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Edit Announcement", matches);

const saved = (row: AdminAnnouncement): AnnouncementFormValues => ({
  ...EMPTY_VALUES,
  title: row.title,
  message: row.message,
  targetType: row.targetType,
  selectedStudentIds: row.selectedStudentIds,
  selectedCompanyIds: row.selectedCompanyIds,
});

const STATUS_LABELS = { draft: "Draft", published: "Published", archived: "Archived" } as const;

async function load(params: { announcementId?: string }) {
  const id = requireIdParam(params.announcementId, ANNOUNCEMENT_MESSAGES.notFound);
  const row = await getAdminAnnouncement(id);
  invariantResponse(row, ANNOUNCEMENT_MESSAGES.notFound);
  return row;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const row = await load(params);
  const values = valuesFrom(new URL(request.url).searchParams, saved(row));
  return {
    id: row.id,
    status: row.status,
    statusLabel: STATUS_LABELS[row.status],
    readCount: row.readCount,
    version: announcementVersion(row),
    values,
    ...(await pickerOptions(values)),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { actor } = await requireAdmin(request, context);
  const form = await readForm(request);
  const row = await load(params);
  const here = `${ADMIN_ANNOUNCEMENTS_PATH}/${row.id}`;
  const intent = editAnnouncementIntentSchema.safeParse(form.get("intent"));
  if (intent.success && intent.data === "unpublish") {
    await setAnnouncementPublished(row.id, false, actor);
    return redirectWithToast(here, ANNOUNCEMENT_TOASTS.unpublished);
  }
  const values = valuesFrom(form, saved(row));
  // The pickers' search and the preview post the editor (its message can be 25,000 characters: too long
  // for an address) and save nothing.
  if (intent.success && (intent.data === "search" || intent.data === "preview")) {
    const preview = intent.data === "preview" ? previewOf(values) : null;
    // The form keeps the version it was loaded with through a search or a preview (decision 0085).
    return data({ result: undefined, toast: null, values, ...(await pickerOptions(values)), preview, version: postedVersion(form) });
  }
  const submission = parseWithZod(form, { schema: announcementSchema });
  const fail = async (result: ReturnType<typeof submission.reply>) =>
    data(
      {
        result,
        toast: withId(ANNOUNCEMENT_TOASTS.updateFailed),
        values,
        ...(await pickerOptions(values)),
        preview: null,
        version: postedVersion(form),
      },
      { status: 400 },
    );
  if (!intent.success) return fail(submission.reply({ formErrors: [ANNOUNCEMENT_MESSAGES.intent] }));
  if (submission.status !== "success") return fail(submission.reply());
  const outcome = await updateAnnouncement(row.id, submission.value, actor, {
    publish: intent.data === "publish",
    version: postedVersion(form),
  });
  if (typeof outcome === "object") {
    // Someone saved the announcement after this form was opened: nothing written, what changed shown.
    const message = staleEditMessage(outcome, ANNOUNCEMENT_FIELD_LABELS, (key, value) =>
      key === "selectedStudentIds" || key === "selectedCompanyIds" ? "a different choice" : showValue(value),
    );
    return data(
      {
        result: submission.reply({ formErrors: [message] }),
        toast: withId(ANNOUNCEMENT_TOASTS.stale),
        values,
        ...(await pickerOptions(values)),
        preview: null,
        version: outcome.version,
      },
      { status: 409 },
    );
  }
  if (outcome === "not_found") throw new Response(ANNOUNCEMENT_MESSAGES.notFound, { status: 404 });
  if (outcome === "empty_message") return fail(submission.reply({ fieldErrors: { message: [ANNOUNCEMENT_MESSAGES.message] } }));
  if (outcome === "unknown_targets") return fail(submission.reply({ formErrors: [ANNOUNCEMENT_MESSAGES.unknownTargets] }));
  return redirectWithToast(here, ANNOUNCEMENT_TOASTS[outcome]);
}

export default function EditAnnouncement() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const state = actionData ?? loaderData;
  const formVersion = useEditVersion(loaderData.version);
  return (
    <div className="mx-auto max-w-3xl">
      <Link to={ADMIN_ANNOUNCEMENTS_PATH} className="text-sm text-brand underline hover:no-underline">
        Back to Announcements
      </Link>
      <h1 className="mt-2 font-serif text-3xl font-bold">Edit Announcement</h1>
      <p className="mt-2 text-ink-muted">
        Status: <span data-testid="announcement-status">{loaderData.statusLabel}</span>. Read by{" "}
        <span data-testid="announcement-reads">{loaderData.readCount === 1 ? "1 user" : `${loaderData.readCount} users`}</span>.
      </p>
      <AnnouncementForm
        key={`${loaderData.id} ${loaderData.version}`}
        values={state.values}
        students={state.students}
        companies={state.companies}
        lastResult={actionData?.result}
        status={loaderData.status}
        preview={actionData?.preview ?? null}
        version={formVersion}
      />
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}
