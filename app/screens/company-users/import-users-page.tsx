// The page of import-users.server.ts (decision 0068).
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useUsersPath } from "~/components/company/use-users-path";
import { USER_TOASTS } from "~/rules/company-users";
import { DownloadLink } from "~/components/ui/download-link";
import { IMPORT_MAX_BYTES, REQUIRED_HEADERS, OPTIONAL_HEADERS } from "~/rules/user-csv";
import { sizeText } from "~/rules/upload";
import type { importUsersLoader, importUsersAction } from "./import-users.server";

export function ImportUsers() {
  const usersPath = useUsersPath();
  const { seats } = useLoaderData<typeof importUsersLoader>();
  const actionData = useActionData<typeof importUsersAction>();
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
            CSV file (up to {sizeText(IMPORT_MAX_BYTES)})
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
