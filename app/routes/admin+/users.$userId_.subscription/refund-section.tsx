// The refund form of /admin/users/{userId}/subscription (decision 0062), beside its route: the latest
// payment against the refund policy's figures, the verdict, and the override reason outside the policy.
import { Form, useNavigation } from "@remix-run/react";
import { REASON_MAX, STAFF_BILLING_INTENTS, STAFF_BILLING_MESSAGES } from "~/rules/staff-billing";
import type { StaffBillingView } from "./subscription.server";

export function RefundSection({ view }: { view: Pick<StaffBillingView, "name" | "refund"> }) {
  const busy = useNavigation().state !== "idle";
  const { refund } = view;
  return (
    <section className="card mt-6 p-4 sm:p-6" aria-labelledby="refund-heading">
      <h2 id="refund-heading" className="text-lg font-semibold">
        Refund the latest payment
      </h2>
      {refund ? (
        <Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value={STAFF_BILLING_INTENTS.refund} />
          <input type="hidden" name="invoiceId" value={refund.invoiceId} />
          <p className="text-sm">
            Invoice {refund.number}, {refund.amount}, paid {refund.purchased}.
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" aria-label="Refund policy figures">
            <dt className="font-medium">Days since purchase</dt>
            <dd data-testid="refund-days">
              {refund.daysSincePurchase} (policy: within {refund.windowText}, until {refund.windowEnds})
            </dd>
            <dt className="font-medium">Highest course progress</dt>
            <dd data-testid="refund-progress">
              {refund.highestProgress}% (policy: at most {refund.progressLimitText})
            </dd>
            <dt className="font-medium">Certificates since purchase</dt>
            <dd data-testid="refund-certificates">{refund.certificates} (policy: none)</dd>
          </dl>
          {refund.eligible ? (
            <p data-testid="refund-verdict" className="rounded-md border-l-4 border-success bg-success/10 p-3 text-sm font-medium">
              Within the refund policy.
            </p>
          ) : (
            <div data-testid="refund-verdict" className="rounded-md border-l-4 border-danger bg-danger/10 p-3 text-sm">
              <p className="font-medium">Outside the refund policy:</p>
              <ul className="mt-1 list-disc pl-5">
                {refund.failures.map((failure) => (
                  <li key={failure}>{failure}</li>
                ))}
              </ul>
            </div>
          )}
          <div>
            <label htmlFor="refund-reason" className="block text-sm font-medium">
              {refund.eligible ? "Note (optional)" : "Override reason (required)"}
            </label>
            <textarea
              id="refund-reason"
              name="reason"
              rows={2}
              maxLength={REASON_MAX}
              required={!refund.eligible}
              aria-describedby={refund.eligible ? undefined : "refund-reason-hint"}
              className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2"
            />
            {!refund.eligible ? (
              <p id="refund-reason-hint" className="mt-1 text-sm text-ink-muted">
                {STAFF_BILLING_MESSAGES.overrideRequired}
              </p>
            ) : null}
          </div>
          <p className="text-sm text-ink-muted">
            The whole payment goes back to the card, and the membership ends now (the refund policy: access ends when a refund is approved).
          </p>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" name="confirm" value="yes" required className="mt-1" />
            Refund {refund.amount} to {view.name} and end the membership
          </label>
          <button type="submit" className="btn-primary" disabled={busy}>
            Refund {refund.amount}
          </button>
        </Form>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">No paid invoice to refund.</p>
      )}
    </section>
  );
}
