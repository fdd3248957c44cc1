// /company-dashboard/users/import/{importId} — steps 2 and 3 of the CSV import (requirement signed-in-validation-rules;
// decision 0025). Staged: the preview (dry run) — every row's fate and the seat arithmetic, with the
// overflow confirmation ("import only the first N") — and Confirm / Cancel. Imported: the results —
// created, invited (existing accounts join only when they accept; decision 0053), skipped, and the
// error file of skipped rows. Confirming twice changes nothing.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { confirmImport, discardImport, getImport, previewImport } from "~/models/companies/company-user-import.server";
import { isUniqueViolation } from "~/models/accounts/user.server";
import { seatLabel } from "~/rules/company-users";
import { FATE_LABELS, IMPORT_MESSAGES } from "~/rules/user-csv";
import { readForm } from "~/utils/form.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireIdParam } from "~/utils/http.server";
import { notFound, requireUsersAdmin } from "./company-users.server";
import type { UsersArea } from "./company-users.server";

/** Rows listed on the page; the error file and the counts cover them all. */
const SHOWN_ROWS = 500;

export async function importStepLoader({ request, params, context }: LoaderFunctionArgs, area: UsersArea) {
  const { companyId, actor } = await requireUsersAdmin(area, request, context, params);
  const staged = await getImport(companyId, requireIdParam(params.importId, IMPORT_MESSAGES.notFound));
  if (!staged) notFound(IMPORT_MESSAGES.notFound);
  if (staged.status === "imported" && staged.result) {
    const { created, skipped } = staged.result;
    // Imports confirmed before decision 0053 added existing accounts; theirs show as "Added".
    const invited = staged.result.invited ?? 0;
    const added = staged.result.added ?? 0;
    return {
      stage: "results" as const,
      id: staged.id,
      fileName: staged.fileName,
      created,
      invited,
      added,
      skippedCount: skipped.length,
      skipped: skipped
        .slice(0, SHOWN_ROWS)
        .map(({ row, reason }) => ({ line: row.line, email: row.email, name: `${row.firstName} ${row.lastName}`.trim(), reason })),
    };
  }
  const plan = await previewImport(companyId, staged, actor);
  return {
    stage: "preview" as const,
    id: staged.id,
    fileName: staged.fileName,
    rowCount: staged.rows.length,
    seats: seatLabel(plan),
    remaining: plan.remaining,
    importable: plan.importable,
    toImport: plan.toImport,
    overflow: plan.overflow,
    noSeats: plan.noSeats,
    counts: {
      create: plan.fates.filter((f) => f.kind === "create").length,
      invite: plan.fates.filter((f) => f.kind === "invite").length,
      skip: plan.fates.filter((f) => f.kind === "skip").length,
    },
    rows: plan.fates.slice(0, SHOWN_ROWS).map((fate) => ({
      line: fate.row.line,
      name: `${fate.row.firstName} ${fate.row.lastName}`.trim(),
      email: fate.row.email,
      fate: fate.kind === "skip" ? `Skipped: ${fate.reason}` : FATE_LABELS[fate.kind],
      kind: fate.kind,
    })),
  };
}

export async function importStepAction({ request, params, context }: ActionFunctionArgs, area: UsersArea) {
  const { companyId, actor, usersPath } = await requireUsersAdmin(area, request, context, params);
  const importId = requireIdParam(params.importId, IMPORT_MESSAGES.notFound);
  const form = await readForm(request);
  const here = `${usersPath}/import/${importId}`;
  const intent = form.get("intent");
  if (intent === "cancel") {
    await discardImport(companyId, importId);
    return redirect(usersPath);
  }
  if (intent !== "confirm") return data({ message: "Unknown request." }, { status: 400 });
  const limit = Number.parseInt(String(form.get("limit") ?? ""), 10);
  if (!Number.isInteger(limit) || limit < 1) return data({ message: "Choose how many users to import." }, { status: 400 });
  let result: Awaited<ReturnType<typeof confirmImport>>;
  try {
    result = await confirmImport(companyId, importId, limit, actor);
  } catch (error) {
    // An address of the file got an account in another request during the import: nothing was written.
    if (!isUniqueViolation(error)) throw error;
    return redirectWithToast(here, {
      type: "error",
      title: "Import not started",
      description: "Some addresses were just registered elsewhere. Please review the import again.",
    });
  }
  if (!result.ok) {
    if (result.reason === "not_found") notFound(IMPORT_MESSAGES.notFound);
    const description =
      result.reason === "no_seats"
        ? IMPORT_MESSAGES.noSeats
        : result.reason === "nothing_to_import"
          ? "Every row of this file is skipped: nothing to import."
          : "The seats available have changed. Please review the import again.";
    return redirectWithToast(here, { type: "error", title: "Import not started", description });
  }
  if (result.alreadyImported) return redirect(here);
  const { created, invited } = result.result;
  return redirectWithToast(here, {
    type: "success",
    title: IMPORT_MESSAGES.imported(created),
    description: invited > 0 ? IMPORT_MESSAGES.invited(invited) : undefined,
  });
}
