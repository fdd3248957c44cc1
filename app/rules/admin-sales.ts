// Sales & Billing (/admin/sales; decision 0035; decision 0029): the query the invoice search reads, and the
// labels and windows the page uses.
import { z } from "zod";
import { SEARCH_MAX_LENGTH } from "./search";

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

const salesQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_MAX_LENGTH).catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type SalesQuery = z.infer<typeof salesQuerySchema>;

/** The invoice search from the address; anything unreadable falls back to the first page of everything. */
export function parseSalesQuery(params: URLSearchParams): SalesQuery {
  return salesQuerySchema.parse({ q: params.get("q") ?? "", page: params.get("page") ?? 1 });
}

/** The address of another page of the same search. */
export function salesPageHref(query: SalesQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `/admin/sales${search ? `?${search}` : ""}#invoices`;
}
