// Sales & Billing (/admin/sales; decision 0035; decision 0029): the query the invoice search reads, and the
// labels and windows the page uses.
import { defineListQuery } from "./list-query";

export const SALES_PAGE_SIZE = 20;
/** Renewals due within this many days are listed. */
export const RENEWAL_WINDOW_DAYS = 30;
/** Invoices Stripe could not collect: a renewal whose charge failed stays open, then may be marked uncollectible. */
export const UNPAID_INVOICE_STATUSES = ["open", "uncollectible"] as const;

export const SUBSCRIPTION_STATUS_LABELS: Record<string, string> = {
  active: "Active",
  trialing: "Trialing",
  past_due: "Past due",
  canceled: "Canceled",
  incomplete: "Incomplete",
  unpaid: "Unpaid",
};

export const INVOICE_STATUS_LABELS: Record<string, string> = {
  paid: "Paid",
  open: "Unpaid",
  uncollectible: "Uncollectible",
  void: "Void",
  draft: "Draft",
  refunded: "Refunded",
};

/** The invoice list's address (decision 0097): ?q= and ?page=; a search longer than the box allows is ignored. */
export const SALES_QUERY = defineListQuery({ longSearch: "drop" });

export type SalesQuery = { q: string; page: number };

/** The invoice search from the address; anything unreadable falls back to the first page of everything. */
export function parseSalesQuery(params: URLSearchParams): SalesQuery {
  const { q, page } = SALES_QUERY.parse(params);
  return { q, page };
}

/** The address of another page of the same search. */
export function salesPageHref(query: SalesQuery, page: number): string {
  return `${SALES_QUERY.href("/admin/sales", query, page)}#invoices`;
}
