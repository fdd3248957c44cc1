// Sales & Billing (/admin/sales; decision 0035; decision 0029): members by subscription status, renewals due
// in the next 30 days (the edges of the window), unpaid invoices with their customer, and the invoice
// search and pages — against a small set of members and invoices built here.
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { getSalesOverview, listSalesInvoices, parseSalesQuery } from "~/models/billing/admin-sales.server";
import { loader } from "~/routes/admin+/sales/route";
import { SALES_PAGE_SIZE } from "~/rules/admin-sales";
import { createLearner, reply, request, sessionCookie } from "../learners";

const { profiles, invoices } = schema;
const NOW = new Date("2026-11-23T18:00:00Z");
const DAY = 86_400_000;

async function member(firstName: string, lastName: string, status: string, end: Date | null, customer?: string) {
  const id = await createLearner({ subscribed: false, firstName, lastName });
  await getDb()
    .update(profiles)
    .set({ subscriptionStatus: status, subscriptionEnd: end, subscribed: status === "active", stripeCustomerId: customer ?? null })
    .where(eq(profiles.id, id));
  return id;
}

let invoiceCount = 0;
async function invoice(userId: string, status: string, amount: number, created: Date, number?: string) {
  const id = `in_test_${++invoiceCount}`;
  await getDb()
    .insert(invoices)
    .values({ id, userId, number: number ?? `PEL-${String(invoiceCount).padStart(4, "0")}`, amount, status, created });
  return id;
}

let ids: Record<string, string>;

beforeAll(async () => {
  ids = {
    soon: await member("Sam", "Soon", "active", new Date(NOW.getTime() + 10 * DAY)),
    edge: await member("Ed", "Edge", "trialing", new Date(NOW.getTime() + 30 * DAY - 60_000)),
    later: await member("Lou", "Later", "active", new Date(NOW.getTime() + 31 * DAY)),
    gone: await member("Cal", "Canceled", "canceled", new Date(NOW.getTime() + 5 * DAY)),
    late: await member("Pat", "Pastdue", "past_due", new Date(NOW.getTime() - 2 * DAY), "cus_pat"),
    never: await member("Nia", "Never", "inactive", null),
  };
  await invoice(ids.soon, "paid", 499, new Date(NOW.getTime() - 355 * DAY), "PEL-SAM-1");
  await invoice(ids.late, "paid", 499, new Date(NOW.getTime() - 367 * DAY));
  await invoice(ids.late, "open", 499, new Date(NOW.getTime() - 2 * DAY), "PEL-PAT-2");
  // Enough invoices for a second page.
  for (let i = 0; i < SALES_PAGE_SIZE; i++) await invoice(ids.later, "paid", 499, new Date(NOW.getTime() - (100 + i) * DAY));
});

describe("Sales & Billing query", () => {
  it("reads the search and page, falling back on anything unreadable", () => {
    expect(parseSalesQuery(new URLSearchParams("q=%20jolie%20&page=3"))).toEqual({ q: "jolie", page: 3 });
    expect(parseSalesQuery(new URLSearchParams("page=-2"))).toEqual({ q: "", page: 1 });
    expect(parseSalesQuery(new URLSearchParams("page=abc&q=" + "x".repeat(300)))).toEqual({ q: "", page: 1 });
  });
});

describe("getSalesOverview", () => {
  it("counts members by subscription status, leaving out those who never subscribed", async () => {
    const { byStatus } = await getSalesOverview(NOW);
    const counts = Object.fromEntries(byStatus.map((row) => [row.status, row.members]));
    // The admin-less fixture above, plus nobody else: createLearner(subscribed: false) leaves accounts inactive.
    expect(counts).toEqual({ active: 2, trialing: 1, canceled: 1, past_due: 1 });
  });

  it("lists renewals due within 30 days, soonest first, never a canceled or lapsed one", async () => {
    const { renewals } = await getSalesOverview(NOW);
    expect(renewals.map((r) => r.lastName)).toEqual(["Soon", "Edge"]);
  });

  it("lists unpaid invoices with their customer", async () => {
    const { unpaid } = await getSalesOverview(NOW);
    expect(unpaid.map((u) => [u.lastName, u.number, u.status, u.subscriptionStatus, u.customerId])).toEqual([
      ["Pastdue", "PEL-PAT-2", "open", "past_due", "cus_pat"],
    ]);
  });
});

describe("listSalesInvoices", () => {
  it("searches by member name, e-mail or invoice number, case-insensitively", async () => {
    expect((await listSalesInvoices({ q: "sam soon", page: 1 })).rows.map((r) => r.number)).toEqual(["PEL-SAM-1"]);
    expect((await listSalesInvoices({ q: "pel-pat", page: 1 })).rows.map((r) => r.number)).toEqual(["PEL-PAT-2"]);
    const [{ email }] = await getDb().select({ email: profiles.email }).from(profiles).where(eq(profiles.id, ids.late));
    expect((await listSalesInvoices({ q: email.toUpperCase(), page: 1 })).total).toBe(2);
    expect((await listSalesInvoices({ q: "100%_", page: 1 })).total).toBe(0);
  });

  it("pages by 20, newest first, and keeps an out-of-range page on the last one", async () => {
    const first = await listSalesInvoices({ q: "", page: 1 });
    expect(first).toMatchObject({ total: SALES_PAGE_SIZE + 3, pages: 2, page: 1 });
    expect(first.rows).toHaveLength(SALES_PAGE_SIZE);
    expect(first.rows[0].number).toBe("PEL-PAT-2");
    const times = first.rows.map((r) => r.created.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const last = await listSalesInvoices({ q: "", page: 9 });
    expect(last).toMatchObject({ page: 2 });
    expect(last.rows).toHaveLength(3);
  });
});

describe("the Sales & Billing page", () => {
  it("gives an admin the figures, with no provider link for the local stand-in", async () => {
    const cookie = await sessionCookie(await createLearner({ role: "admin", subscribed: false }));
    const answer = await reply(() => loader({ request: request("/admin/sales?q=pastdue", cookie), params: {}, context: {} }));
    expect(answer.status).toBe(200);
    const data = answer.data as Awaited<ReturnType<typeof loader>>;
    expect(data.invoices.rows.map((r) => r.number).sort()).toEqual(["PEL-0002", "PEL-PAT-2"]);
    expect(data.unpaid[0]).toMatchObject({ name: "Pat Pastdue", amount: "$4.99", providerUrl: null });
    expect(data.revenue).toHaveLength(12);
  });
});
