/**
 * The company users CSV import (decision 0025): a generated 5,000-row file into a company with 5,000 free
 * seats, through the routes as a browser without JavaScript uses them — upload (multipart, parse,
 * stage) → preview (dry run) → confirm (one transaction, invitations queued) → results page.
 * Prints the time of each step, the total and the rows per second. A figure, not a test.
 *
 *   npm run bench:import                               (5,000 rows, in-memory PGlite)
 *   npm run bench:import -- 10000
 *   DATABASE_URL=postgres://… npm run bench:import     (a throw-away database on that server, dropped after)
 */
import { performance } from "node:perf_hooks";
import { useConnection } from "../db/client";
import { getDb, schema } from "../app/db.server";
import { action as previewAction, loader as previewLoader } from "../app/routes/company-dashboard+/users.import.$importId";
import { action as uploadAction } from "../app/routes/company-dashboard+/users.import._index";
import { csvCell, TEMPLATE_HEADERS } from "../app/rules/user-csv";
import { createLearner, reply, request, sessionCookie } from "../tests/learners";
import { createTestConnection } from "../tests/test-database";

const rows = Number(process.argv[2] ?? 5000);
const connection = await createTestConnection();
useConnection(connection);

const [company] = await getDb()
  .insert(schema.companies)
  .values({ name: "Bench Realty", allowedUserSeats: rows + 1 })
  .returning({ id: schema.companies.id });
const adminId = await createLearner({ companyId: company.id, role: "company_admin", firstName: "Bench", lastName: "Admin" });
const cookie = await sessionCookie(adminId);

// The template's columns (USER_CSV_COLUMNS); a column added there is sent empty here.
const sample = (i: number): Record<string, string> => ({
  first_name: `Agent, ${i}`,
  last_name: "Bench",
  email: `agent-${i}@bench.test`,
  phone: `504-555-${String(i).padStart(4, "0")}`,
  license_number: `LA-${i}`,
});
const csv = [
  TEMPLATE_HEADERS.join(","),
  ...Array.from({ length: rows }, (_, i) => TEMPLATE_HEADERS.map((header) => csvCell(sample(i)[header] ?? "")).join(",")),
].join("\r\n");

const timings: [string, number][] = [];
async function timed<T>(step: string, run: () => Promise<T>): Promise<T> {
  const at = performance.now();
  const value = await run();
  timings.push([step, performance.now() - at]);
  return value;
}

const ctx = { params: {}, context: {} };
const started = performance.now();
const uploaded = await timed("upload + parse + stage", () => {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("file", new File([csv], "agents.csv", { type: "text/csv" }));
  const req = new Request("http://localhost/company-dashboard/users/import", { method: "POST", headers: { Cookie: cookie }, body: form });
  return reply(() => uploadAction({ request: req, ...ctx }));
});
if (uploaded.status !== 302 || !uploaded.location) throw new Error(`upload answered ${uploaded.status}: ${JSON.stringify(uploaded.data)}`);
const importId = uploaded.location.split("/").pop()!;
const path = `/company-dashboard/users/import/${importId}`;
const previewed = await timed("preview (dry run)", () =>
  reply(() => previewLoader({ request: request(path, cookie), ...ctx, params: { importId } })),
);
if (previewed.data.toImport !== rows) throw new Error(`preview plans ${previewed.data.toImport} rows`);
const confirmed = await timed("confirm (1 transaction)", () =>
  reply(() => previewAction({ request: request(path, cookie, { intent: "confirm", limit: String(rows) }), ...ctx, params: { importId } })),
);
if (confirmed.status !== 302) throw new Error(`confirm answered ${confirmed.status}`);
const results = await timed("results page", () =>
  reply(() => previewLoader({ request: request(path, cookie), ...ctx, params: { importId } })),
);
if (results.data.created !== rows) throw new Error(`created ${results.data.created} of ${rows}`);
const total = performance.now() - started;

const driver = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite (in memory)";
console.log(`CSV import on ${driver}: ${rows} rows (${(csv.length / 1024).toFixed(0)} KB), upload to results page:`);
for (const [step, ms] of timings) console.log(`  ${step.padEnd(24)} ${ms.toFixed(0).padStart(6)} ms`);
console.log(`  ${"total".padEnd(24)} ${total.toFixed(0).padStart(6)} ms   ${Math.round(rows / (total / 1000))} rows/s`);
await connection.close();
