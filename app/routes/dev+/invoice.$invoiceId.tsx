// /dev/invoice/:invoiceId (only with the local stand-ins): the stand-in's printable invoice, the
// "PDF" link of its invoices (Stripe hosts a real PDF). Only the invoice's owner may see it.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getInvoice } from "~/models/billing/billing.server";
import { formatCentralDate } from "~/emails/templates";
import { escapeHtml } from "~/emails/templates";
import { formatMinorAmount, invoiceNumber } from "~/rules/billing";
import { requireLocalStandins } from "~/utils/dev-tools.server";
import { requireUser } from "~/auth/permissions.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  requireLocalStandins();
  const user = await requireUser(request);
  const invoice = params.invoiceId ? await getInvoice(params.invoiceId) : null;
  if (!invoice || invoice.userId !== user.id) return new Response("Invoice not found", { status: 404 });
  const rows = [
    ["Invoice", invoiceNumber(invoice.id, invoice.number)],
    ["Date", formatCentralDate(invoice.created)],
    ["Billed to", `${invoice.firstName} ${invoice.lastName} <${invoice.email}>`],
    ["Item", "Premium Membership (1 year)"],
    ["Amount", formatMinorAmount(invoice.amount, invoice.currency)],
    ["Status", invoice.status],
  ];
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Invoice ${escapeHtml(rows[0][1])}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem"><h1>Pelican Real Estate School</h1>
<table>${rows.map(([k, v]) => `<tr><th style="text-align:left;padding:4px 16px 4px 0">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join("")}</table>
<p><small>Local stand-in invoice: no card was charged.</small></p></body></html>`;
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}
