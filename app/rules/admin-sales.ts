// Sales & Billing (/admin/sales; decision 0035; decision 0029): the labels and windows the page uses (the
// invoice list's query is the model's, decision 0097).

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
