// /company-dashboard/users/import — step 1 of the CSV import (requirement signed-in-validation-rules; decision 0025):
// upload a .csv (≤ 10 MB), read with csv-parse; the rows are staged and the preview (dry run) opens.
// A plain multipart form: no JavaScript needed.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { getSeats } from "~/models/companies/company-users.server";
import { stageImport } from "~/models/companies/company-user-import.server";
import { seatLabel } from "~/rules/company-users";
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, isCsvUpload } from "~/rules/user-csv";
import { readForm, storableFileText } from "~/utils/form.server";
import { parseUploadedCsv, requireUsersAdmin } from "./company-users.server";
import type { UsersArea } from "./company-users.server";

export async function importUsersLoader({ request, params, context }: LoaderFunctionArgs, area: UsersArea) {
  const { companyId } = await requireUsersAdmin(area, request, context, params);
  const seats = await getSeats(companyId);
  return { seats: seatLabel(seats) };
}

const refuse = (message: string, status = 400) => data({ message }, { status });

export async function importUsersAction({ request, params, context }: ActionFunctionArgs, area: UsersArea) {
  // A body far above the limit is refused before it is read.
  if (Number(request.headers.get("Content-Length") ?? 0) > IMPORT_MAX_BYTES + 64 * 1024) return refuse(IMPORT_MESSAGES.tooLarge, 413);
  const { companyId, actor, usersPath } = await requireUsersAdmin(area, request, context, params);
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
