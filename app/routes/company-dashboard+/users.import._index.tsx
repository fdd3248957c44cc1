// /company-dashboard/users/import — step 1 of the CSV import (requirement signed-in-validation-rules; decision 0025):
// upload a .csv (≤ 10 MB), read with csv-parse; the rows are staged and the preview (dry run) opens.
// A plain multipart form: no JavaScript needed.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useUsersPath } from "~/components/company/use-users-path";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { getSeats, stageImport } from "~/models/companies/company-users.server";
import { seatLabel, USER_TOASTS } from "~/rules/company-users";
import { DownloadLink } from "~/components/ui/download-link";
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, isCsvUpload, REQUIRED_HEADERS, OPTIONAL_HEADERS } from "~/rules/user-csv";
import { readForm, storableFileText } from "~/utils/form.server";
import { parseUploadedCsv, requireUsersAdmin } from "./users.server";

export const handle: PageTitleHandle = { pageTitle: "Import Users" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Import Users", matches);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { companyId } = await requireUsersAdmin(request, context, params);
  const seats = await getSeats(companyId);
  return { seats: seatLabel(seats) };
}

const refuse = (message: string, status = 400) => data({ message }, { status });

export async function action({ request, params, context }: ActionFunctionArgs) {
  // A body far above the limit is refused before it is read.
  if (Number(request.headers.get("Content-Length") ?? 0) > IMPORT_MAX_BYTES + 64 * 1024) return refuse(IMPORT_MESSAGES.tooLarge, 413);
  const { companyId, actor, usersPath } = await requireUsersAdmin(request, context, params);
  const form = await readForm(request);
  const file = form.get("file");
  if (!(file instanceof File) || (file.size === 0 && !file.name)) return refuse(IMPORT_MESSAGES.noFile);
  if (!isCsvUpload(file.name, file.type)) return refuse(IMPORT_MESSAGES.notCsv);
  if (file.size > IMPORT_MAX_BYTES) return refuse(IMPORT_MESSAGES.tooLarge, 413);
  let text: string;
  try {
    text = await storableFileText(file);
  } catch {
    return refuse(IMPORT_MESSAGES.unreadable);
  }
  const parsed = parseUploadedCsv(text);
  if (!parsed.ok) return refuse(parsed.message);
  const importId = await stageImport(companyId, actor, file.name || "upload.csv", parsed.rows);
  return redirect(`${usersPath}/import/${importId}`);
}

export default function ImportUsers() {
  const usersPath = useUsersPath();
  const { seats } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const uploading = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-3xl">
      <Link to={usersPath} className="text-sm text-brand underline hover:no-underline">
        Back to Manage Users
      </Link>
      <h1 className="mt-2 font-serif text-3xl font-bold">Import Users</h1>
      <p className="mt-2 text-ink-muted">
        Upload a CSV file with the columns <code>{REQUIRED_HEADERS.join(", ")}</code> (required) and{" "}
        <code>{OPTIONAL_HEADERS.join(", ")}</code> (optional). You will see what happens to every row before anything is imported. Seats
        used: {seats}.
      </p>
      <p className="mt-2 text-sm">
        <DownloadLink
          href={`${usersPath}/template`}
          className="text-brand underline hover:no-underline"
          success={USER_TOASTS.templateDownloaded.title}
        >
          Download Template
        </DownloadLink>
      </p>
      <Form method="post" encType="multipart/form-data" className="card mt-6 space-y-4 p-4 sm:p-6">
        <div>
          <label htmlFor="import-file" className="block text-sm font-medium">
            CSV file (up to 10 MB)
          </label>
          <input
            id="import-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            className="mt-1 block w-full text-sm"
            aria-describedby={actionData?.message ? "import-error" : undefined}
          />
        </div>
        {actionData?.message ? (
          <p id="import-error" role="alert" className="text-sm text-danger">
            {actionData.message}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="intent" value="upload" className="btn-primary" disabled={uploading}>
            {uploading ? "Reading file..." : "Preview Import"}
          </button>
          <Link to={usersPath} className="btn-secondary">
            Cancel
          </Link>
        </div>
      </Form>
    </div>
  );
}
