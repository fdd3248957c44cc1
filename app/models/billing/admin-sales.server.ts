// Sales & Billing (/admin/sales; decision 0035; decision 0029): memberships by subscription status, revenue
// by month (the dashboard's), renewals due in the next 30 days, unpaid invoices (failed renewals) with
// their customer, and every invoice, searchable by the member's name or e-mail or the invoice number.
import { and, desc, eq, gte, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { RENEWAL_WINDOW_DAYS, SALES_PAGE_SIZE, UNPAID_INVOICE_STATUSES } from "~/rules/admin-sales";
import { defineListQuery } from "~/rules/list-query";
import { containsPattern } from "~/rules/search";
import { revenueByMonth } from "~/models/learning/dashboard.server";
import { listPage } from "~/models/list-page.server";

const { profiles, invoices } = schema;

const member = {
  userId: profiles.id,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  email: profiles.email,
};

/** An invoice with its member, as both lists read it. */
const invoiceWithMember = {
  ...member,
  invoiceId: invoices.id,
  number: invoices.number,
  amount: invoices.amount,
  currency: invoices.currency,
  status: invoices.status,
  created: invoices.created,
};

/** Everything above the invoice list, in four statements. */
export async function getSalesOverview(now: Date = new Date()) {
  const db = getDb();
  const until = new Date(now.getTime() + RENEWAL_WINDOW_DAYS * 86_400_000);
  const [byStatus, renewals, unpaid, revenue] = await Promise.all([
    db
      .select({ status: profiles.subscriptionStatus, members: sql<number>`count(*)::int` })
      .from(profiles)
      .where(sql`${profiles.subscriptionStatus} <> 'inactive'`)
      .groupBy(profiles.subscriptionStatus),
    // Members whose paid period ends in the window: Stripe charges them then (unless they cancelled).
    db
      .select({ ...member, status: profiles.subscriptionStatus, renewsAt: profiles.subscriptionEnd })
      .from(profiles)
      .where(
        and(
          inArray(profiles.subscriptionStatus, ["active", "trialing"]),
          gte(profiles.subscriptionEnd, now),
          lte(profiles.subscriptionEnd, until),
        ),
      )
      .orderBy(profiles.subscriptionEnd, profiles.lastName, profiles.firstName)
      .limit(200),
    db
      .select({
        ...invoiceWithMember,
        subscriptionStatus: profiles.subscriptionStatus,
        customerId: profiles.stripeCustomerId,
      })
      .from(invoices)
      .innerJoin(profiles, eq(profiles.id, invoices.userId))
      .where(inArray(invoices.status, [...UNPAID_INVOICE_STATUSES]))
      .orderBy(desc(invoices.created))
      .limit(100),
    revenueByMonth(now),
  ]);
  return {
    byStatus: byStatus.map((row) => ({ status: row.status, members: Number(row.members) })),
    renewals,
    unpaid,
    revenue,
  };
}

/** The invoice list's address (decision 0097): ?q= and ?page=; a search longer than the box allows is ignored. */
export const SALES_QUERY = defineListQuery({ longSearch: "drop" });

type SalesQuery = { q: string; page: number };

/** The invoice search from the address; anything unreadable falls back to the first page of everything. */
export function parseSalesQuery(params: URLSearchParams): SalesQuery {
  const { q, page } = SALES_QUERY.parse(params);
  return { q, page };
}

/** One page of invoices, newest first, optionally matching the member's name or e-mail or the invoice number. */
export async function listSalesInvoices({ q, page }: SalesQuery) {
  const pattern = containsPattern(q);
  const where: SQL | undefined = q
    ? or(
        sql`lower(${profiles.firstName} || ' ' || ${profiles.lastName}) like ${pattern}`,
        sql`lower(${profiles.email}) like ${pattern}`,
        sql`lower(coalesce(${invoices.number}, '')) like ${pattern}`,
        sql`lower(${invoices.id}) like ${pattern}`,
      )
    : undefined;
  const query = getDb()
    .select({ ...invoiceWithMember, invoicePdf: invoices.invoicePdf })
    .from(invoices)
    .innerJoin(profiles, eq(profiles.id, invoices.userId))
    .where(where)
    .orderBy(desc(invoices.created), desc(invoices.id))
    .$dynamic();
  return listPage(query, { page, pageSize: SALES_PAGE_SIZE });
}
