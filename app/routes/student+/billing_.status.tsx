// GET /student/billing/status: the activation poll's answer after a checkout or portal return (requirement
// signed-in-state-flows, Subscription) — activated, changes applied or still pending — as JSON for the billing page's
// script, so a failed poll can say 'Error activating subscription. Please refresh the page.'
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getBillingProfile } from "~/models/billing/billing.server";
import { activationOutcome } from "~/rules/billing";
import { isSubscribed } from "~/rules/subscription";
import { requireAreaUser } from "~/auth/permissions.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAreaUser(request, "student");
  const profile = await getBillingProfile(user.id);
  if (!profile) return Response.json({ error: "Profile not found" }, { status: 404, headers: { "Cache-Control": "no-store" } });
  const subscribed = isSubscribed({ ...profile, complimentaryUntil: null });
  return Response.json(
    { outcome: activationOutcome({ subscribed, subscriptionStatus: profile.subscriptionStatus }) },
    { headers: { "Cache-Control": "no-store" } },
  );
}
