// The page of import-step.server.ts (decision 0068).
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useUsersPath } from "~/components/company/use-users-path";
import { IMPORT_MESSAGES } from "~/rules/user-csv";
import { countOf } from "~/rules/plural";
import type { importStepLoader } from "./import-step.server";

export function ImportStep() {
  const usersPath = useUsersPath();
  const data = useLoaderData<typeof importStepLoader>();
  return (
    <div className="mx-auto max-w-5xl">
      <Link to={usersPath} className="text-sm text-brand underline hover:no-underline">
        Back to Manage Users
      </Link>
      {data.stage === "results" ? <Results data={data} /> : <Preview data={data} />}
    </div>
  );
}

type Data = ReturnType<typeof useLoaderData<typeof importStepLoader>>;

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
