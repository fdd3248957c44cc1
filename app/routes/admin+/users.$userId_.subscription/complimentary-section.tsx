// Complimentary access on /admin/users/{userId}/subscription (decision 0062), beside its route: end the
// current grant, or give or change one until a day with a reason (not for company members or inactive accounts).
import { Form, useNavigation } from "@remix-run/react";
import { REASON_MAX, STAFF_BILLING_INTENTS, STAFF_BILLING_MESSAGES } from "~/rules/staff-billing";
import type { StaffBillingView } from "./subscription.server";

export function ComplimentarySection({
  view,
}: {
  view: Pick<StaffBillingView, "complimentary" | "companyMember" | "inactive" | "minDay">;
}) {
  const busy = useNavigation().state !== "idle";
  return (
    <section className="card mt-6 p-4 sm:p-6" aria-labelledby="complimentary-heading">
      <h2 id="complimentary-heading" className="text-lg font-semibold">
        Complimentary access
      </h2>
      <p className="mt-1 text-sm text-ink-muted">Premium access with no payment, through the day you choose (Louisiana time).</p>
      {view.complimentary ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value={STAFF_BILLING_INTENTS.endComplimentary} />
          <p className="text-sm">
            Complimentary membership until {view.complimentary.lastDay}. Reason: {view.complimentary.reason}
          </p>
          <button type="submit" className="btn-secondary mt-2" disabled={busy}>
            End complimentary access
          </button>
        </Form>
      ) : null}
      {view.companyMember ? (
        <p className="mt-3 text-sm">{STAFF_BILLING_MESSAGES.companyMember}</p>
      ) : view.inactive ? (
        <p className="mt-3 text-sm">{STAFF_BILLING_MESSAGES.inactive}</p>
      ) : (
        <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-[auto_1fr] sm:items-end">
          <input type="hidden" name="intent" value={STAFF_BILLING_INTENTS.complimentary} />
          <div>
            <label htmlFor="complimentary-until" className="block text-sm font-medium">
              Last day of access
            </label>
            <input
              id="complimentary-until"
              type="date"
              name="until"
              required
              min={view.minDay}
              className="mt-1 rounded-md border border-line bg-surface px-3 py-2"
            />
          </div>
          <div>
            <label htmlFor="complimentary-reason" className="block text-sm font-medium">
              Reason
            </label>
            <input
              id="complimentary-reason"
              name="reason"
              required
              maxLength={REASON_MAX}
              className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2"
            />
          </div>
          <button type="submit" className="btn-primary sm:col-span-2 sm:justify-self-start" disabled={busy}>
            {view.complimentary ? "Change complimentary access" : "Give complimentary access"}
          </button>
        </Form>
      )}
    </section>
  );
}
