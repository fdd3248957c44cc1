// /dev/checkout (only with the local stand-ins): the stand-in for Stripe Checkout — a card form. Stripe's
// test cards behave as they do there: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined,
// 4000 0000 0000 0341 succeeds now and fails at renewal. A payment sends the events Stripe would send
// (signed) to the webhook route and returns to billing as Stripe's success URL does.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { getBillingProfile, getMembershipPrice } from "~/models/billing.server";
import { isValidExpiry, LOCAL_CARD_MESSAGES, LOCAL_TEST_CARDS, normalizeCardNumber } from "~/rules/billing";
import { isSubscribed } from "~/rules/subscription";
import { requireLocalStandins } from "~/utils/dev-tools.server";
import { readForm } from "~/utils/form.server";
import { requireUser } from "~/utils/permissions.server";
import { completeLocalCheckout } from "./billing-standin.server";

export const meta: MetaFunction = () => [
  { title: "Checkout (local stand-in) | Pelican Real Estate School" },
  { name: "robots", content: "noindex" },
];

const BILLING = "/student/billing";
const sessionSchema = z.object({ session_id: z.string().regex(/^cs_local_\w+$/), customer: z.string().regex(/^cus_\w+$/) });

/** The session belongs to the signed-in learner: their own stored customer, no company, not yet subscribed. */
async function requireCheckout(request: Request, params: URLSearchParams) {
  requireLocalStandins();
  const user = await requireUser(request);
  const session = sessionSchema.safeParse({ session_id: params.get("session_id"), customer: params.get("customer") });
  if (!session.success) throw data("This checkout session does not exist.", { status: 404 });
  const profile = await getBillingProfile(user.id);
  if (!profile || profile.stripeCustomerId !== session.data.customer || profile.companyId) {
    throw data("This checkout session does not exist.", { status: 404 });
  }
  if (isSubscribed(profile)) throw redirect(BILLING);
  return { user, profile, session: session.data };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { profile } = await requireCheckout(request, new URL(request.url).searchParams);
  return { email: profile.email, price: await getMembershipPrice() };
}

const cardSchema = z.object({
  cardNumber: z.string().trim().min(1, "Enter your card number."),
  expiry: z.string().trim().min(1, "Enter the expiration date."),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, LOCAL_CARD_MESSAGES.cvc),
  name: z.string().trim().min(1, "Enter the name on the card.").max(200),
});

export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const { user, session } = await requireCheckout(request, new URL(request.url).searchParams);
  const parsed = cardSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? LOCAL_CARD_MESSAGES.unknown }, { status: 400 });
  if (!isValidExpiry(parsed.data.expiry)) return data({ error: LOCAL_CARD_MESSAGES.expiry }, { status: 400 });
  const card = normalizeCardNumber(parsed.data.cardNumber);
  const behaviour = LOCAL_TEST_CARDS[card];
  if (!behaviour) return data({ error: LOCAL_CARD_MESSAGES.unknown }, { status: 400 });
  if (behaviour === "declined") return data({ error: LOCAL_CARD_MESSAGES.declined }, { status: 402 });
  try {
    await completeLocalCheckout({
      origin: new URL(request.url).origin,
      sessionId: session.session_id,
      customer: session.customer,
      userId: user.id,
      card,
    });
  } catch (error) {
    console.error(JSON.stringify({ event: "local_checkout_failed", error: String(error) }));
    return data({ error: "The payment could not be completed. Please try again." }, { status: 502 });
  }
  return redirect(`${BILLING}?${new URLSearchParams({ success: "true", session_id: session.session_id })}`);
}

const price = (value: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(value);

export default function LocalCheckout() {
  const { email, price: amount } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const paying = useNavigation().state !== "idle";
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <p className="rounded-md border border-line bg-surface-muted p-3 text-sm">
        Local stand-in for Stripe Checkout: no real card is charged. Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
        declined, 4000 0000 0000 0341 succeeds and later fails renewal.
      </p>
      <div className="card mt-6">
        <p className="text-sm text-ink-muted">Pelican Real Estate School</p>
        <h1 className="mt-1 text-2xl font-bold">Premium Membership</h1>
        <p className="mt-1">
          <span className="text-3xl font-bold">{price(amount)}</span> <span className="text-ink-muted">per year</span>
        </p>
        <p className="mt-1 text-sm text-ink-muted">Billed to {email}</p>
        {error ? (
          <p role="alert" className="mt-4 rounded-md border-l-4 border-danger bg-danger/10 p-3 text-sm font-medium">
            {error}
          </p>
        ) : null}
        <Form method="post" className="mt-4 space-y-4">
          <div>
            <label htmlFor="cardNumber" className="block text-sm font-medium">
              Card number
            </label>
            <input
              id="cardNumber"
              name="cardNumber"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 1234 1234 1234"
              required
              className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2"
            />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div>
              <label htmlFor="expiry" className="block text-sm font-medium">
                Expiration (MM / YY)
              </label>
              <input
                id="expiry"
                name="expiry"
                autoComplete="cc-exp"
                placeholder="MM / YY"
                required
                className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2"
              />
            </div>
            <div>
              <label htmlFor="cvc" className="block text-sm font-medium">
                CVC
              </label>
              <input
                id="cvc"
                name="cvc"
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder="123"
                required
                className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2"
              />
            </div>
          </div>
          <div>
            <label htmlFor="name" className="block text-sm font-medium">
              Name on card
            </label>
            <input
              id="name"
              name="name"
              autoComplete="cc-name"
              required
              className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2"
            />
          </div>
          <button type="submit" className="btn-primary w-full" disabled={paying}>
            {paying ? "Processing…" : `Pay ${price(amount)}`}
          </button>
        </Form>
        <Link to={`${BILLING}?canceled=true`} className="mt-4 inline-block text-sm text-brand underline">
          Cancel and return to Pelican Real Estate School
        </Link>
      </div>
    </main>
  );
}
