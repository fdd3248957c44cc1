// /company-dashboard/users/import/{importId} — steps 2 and 3 of the CSV import (requirement signed-in-validation-rules;
// decision 0025). Staged: the preview (dry run) — every row's fate and the seat arithmetic, with the
// overflow confirmation ("import only the first N") — and Confirm / Cancel. Imported: the results —
// created, invited (existing accounts join only when they accept; decision 0053), skipped, and the
// error file of skipped rows. Confirming twice changes nothing.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useUsersPath } from "~/components/company/use-users-path";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { confirmImport, discardImport, getImport, previewImport } from "~/models/companies/company-users.server";
import { isUniqueViolation } from "~/models/accounts/user.server";
import { seatLabel } from "~/rules/company-users";
import { FATE_LABELS, IMPORT_MESSAGES } from "~/rules/user-csv";
import { readForm } from "~/utils/form.server";
import { redirectWithToast } from "~/utils/toast.server";
import { notFound, requireIdParam, requireUsersAdmin } from "./users.server";
import { countOf } from "~/rules/plural";

export const handle: PageTitleHandle = { pageTitle: "Import Users" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Import Users", matches);

/** Rows listed on the page; the error file and the counts cover them all. */
const SHOWN_ROWS = 500;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { companyId, actor } = await requireUsersAdmin(request, context, params);
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

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { companyId, actor, usersPath } = await requireUsersAdmin(request, context, params);
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

export default function ImportStep() {
  const usersPath = useUsersPath();
  const data = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-5xl">
      <Link to={usersPath} className="text-sm text-brand underline hover:no-underline">
        Back to Manage Users
      </Link>
      {data.stage === "results" ? <Results data={data} /> : <Preview data={data} />}
    </div>
  );
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

function Preview({ data }: { data: Extract<Data, { stage: "preview" }> }) {
  const usersPath = useUsersPath();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const importing = busy && navigation.formData?.get("intent") === "confirm";
  return (
    <>
      <h1 className="mt-2 font-serif text-3xl font-bold">Review Import</h1>
      <p className="mt-2 text-ink-muted">
        {data.fileName}: {data.rowCount} {data.rowCount === 1 ? "row" : "rows"}. Nothing has been imported yet.
      </p>
      <dl className="mt-6 grid gap-3 sm:grid-cols-4" data-testid="import-summary">
        <Stat label="Will be created" value={data.counts.create} />
        <Stat label="Invitation will be sent" value={data.counts.invite} />
        <Stat label="Skipped" value={data.counts.skip} />
        <Stat label="Seats used" value={data.seats} />
      </dl>

      <section className="card mt-6 p-4 sm:p-6" aria-labelledby="confirm-title">
        <h2 id="confirm-title" className="text-lg font-semibold">
          Confirm
        </h2>
        {data.importable === 0 ? (
          <p className="mt-2">Every row of this file is skipped: there is nothing to import.</p>
        ) : data.noSeats ? (
          <p className="mt-2 font-semibold text-danger" role="alert">
            {IMPORT_MESSAGES.noSeats}
          </p>
        ) : data.overflow ? (
          <p className="mt-2" role="alert">
            Your company has {countOf(data.remaining ?? 0, "seat", "seats")} remaining, but this file has{" "}
            {countOf(data.importable, "user", "users")} to import. Import only the first {data.toImport}? The others will be listed as
            skipped.
          </p>
        ) : (
          <p className="mt-2">
            {countOf(data.toImport, "row", "rows")} will be imported. New users receive an invitation email; existing accounts receive an
            invitation to join and become members only when they accept it.
          </p>
        )}
        <Form method="post" className="mt-4 flex flex-wrap gap-2">
          <input type="hidden" name="limit" value={data.toImport} />
          {data.toImport > 0 ? (
            <button type="submit" name="intent" value="confirm" className="btn-primary" disabled={busy}>
              {importing
                ? "Importing..."
                : data.overflow
                  ? `Import first ${data.toImport} users`
                  : `Import ${data.toImport} ${data.toImport === 1 ? "user" : "users"}`}
            </button>
          ) : null}
          <button type="submit" name="intent" value="cancel" className="btn-secondary" disabled={busy}>
            Cancel
          </button>
        </Form>
        {data.counts.skip > 0 ? (
          <p className="mt-4 text-sm">
            <a href={`${usersPath}/import/${data.id}/skipped`} className="text-brand underline hover:no-underline" download>
              Download skipped rows (CSV)
            </a>
          </p>
        ) : null}
      </section>

      <RowTable
        caption={data.rowCount > data.rows.length ? `First ${data.rows.length} of ${data.rowCount} rows` : "Every row of the file"}
        rows={data.rows.map((row) => ({ ...row, status: row.fate }))}
      />
    </>
  );
}

function Results({ data }: { data: Extract<Data, { stage: "results" }> }) {
  const usersPath = useUsersPath();
  const imported = data.created + data.added;
  return (
    <>
      <h1 className="mt-2 font-serif text-3xl font-bold">Import Results</h1>
      <p className="mt-2 text-lg font-semibold" role="status">
        {IMPORT_MESSAGES.imported(imported)}
      </p>
      {data.invited > 0 ? <p className="mt-1">{IMPORT_MESSAGES.invited(data.invited)}</p> : null}
      <dl className="mt-6 grid gap-3 sm:grid-cols-4" data-testid="import-results">
        <Stat label="Created" value={data.created} />
        <Stat label="Invited" value={data.invited} />
        {data.added > 0 ? <Stat label="Added" value={data.added} /> : null}
        <Stat label="Skipped" value={data.skippedCount} />
      </dl>
      <div className="mt-6 flex flex-wrap gap-2">
        {data.skippedCount > 0 ? (
          <a href={`${usersPath}/import/${data.id}/skipped`} className="btn-secondary" download>
            Download skipped rows (CSV)
          </a>
        ) : null}
        <Link to={usersPath} className="btn-primary">
          Back to Manage Users
        </Link>
      </div>
      {data.skipped.length > 0 ? (
        <RowTable caption="Skipped rows" rows={data.skipped.map((row) => ({ ...row, status: row.reason, kind: "skip" }))} />
      ) : null}
    </>
  );
}

function Stat({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="card p-4">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold">{value}</dd>
    </div>
  );
}

function RowTable({
  caption,
  rows,
}: {
  caption: string;
  rows: { line: number; name: string; email: string; status: string; kind: string }[];
}) {
  return (
    <div className="card relative mt-6 overflow-x-auto">
      <table className="w-full min-w-[600px] text-left text-sm" data-testid="import-rows">
        <caption className="px-4 pt-3 text-left font-semibold">{caption}</caption>
        <thead className="border-b border-line bg-surface-muted">
          <tr>
            <th scope="col" className="px-4 py-2">
              Row
            </th>
            <th scope="col" className="px-4 py-2">
              Name
            </th>
            <th scope="col" className="px-4 py-2">
              Email
            </th>
            <th scope="col" className="px-4 py-2">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line} className="border-b border-line last:border-0">
              <td className="px-4 py-2">{row.line}</td>
              <td className="px-4 py-2">{row.name || "—"}</td>
              <td className="px-4 py-2 break-all">{row.email || "—"}</td>
              <td className={`px-4 py-2 ${row.kind === "skip" ? "text-danger" : "text-success"}`}>{row.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
