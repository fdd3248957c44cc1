// Decision 0023: /student/billing as the browser calls it — who may start checkout (one Stripe customer per
// profile), the refusals, the portal, the checkout-return handling and the invoice list.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { action, loader } from "~/routes/student+/billing";
import { request, signedInLearner, toastOf } from "../learners";

const { profiles, companies, invoices } = schema;

async function post(cookie: string, intent: string) {
  return (await action({ request: request("/student/billing", cookie, { intent }), params: {}, context: {} })) as Response;
}

async function load(cookie: string, search = "") {
  try {
    return await loader({ request: request(`/student/billing${search}`, cookie), params: {}, context: {} });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const customerOf = async (id: string) =>
  (await getDb().select({ c: profiles.stripeCustomerId }).from(profiles).where(eq(profiles.id, id)))[0].c;

describe("/student/billing", () => {
  it("checkout goes to the (local) checkout page with one customer per profile", async () => {
    const { id, cookie } = await signedInLearner({ subscribed: false });
    const first = await post(cookie, "checkout");
    expect(first.status).toBe(302);
    const customer = await customerOf(id);
    expect(customer).toMatch(/^cus_local_/);
    expect(first.headers.get("Location")).toMatch(new RegExp(`^/dev/checkout\\?session_id=cs_local_\\w+&customer=${customer}$`));
    const second = await post(cookie, "checkout");
    expect(second.headers.get("Location")).toContain(`customer=${customer}`);
    expect(await customerOf(id)).toBe(customer);
  });

  it("refuses checkout to a member, a company member and an inactive account", async () => {
    const member = await signedInLearner({ subscribed: true });
    const already = await post(member.cookie, "checkout");
    expect(already.headers.get("Location")).toBe("/student/billing");
    expect((await toastOf(already))?.title).toBe("Already a Premium Member");

    const [company] = await getDb().insert(companies).values({ name: "Billing Test Realty" }).returning();
    const agent = await signedInLearner({ subscribed: false, companyId: company.id });
    const refused = await post(agent.cookie, "checkout");
    expect(refused.headers.get("Location")).toBe("/student");
    expect((await toastOf(refused))?.title).toBe("Billing Managed by Your Company");
    expect(await customerOf(agent.id)).toBeNull();
    const page = (await load(agent.cookie)) as Response;
    expect(page.headers.get("Location")).toBe("/student");

    const inactive = await signedInLearner({ subscribed: false });
    await getDb().update(profiles).set({ accountStatus: "inactive" }).where(eq(profiles.id, inactive.id));
    const signedOut = await post(inactive.cookie, "checkout").catch((thrown: Response) => thrown);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toBe("/login");
    expect(await customerOf(inactive.id)).toBeNull();
  });

  it("the portal needs a customer; an unknown intent is a 400", async () => {
    const { cookie } = await signedInLearner({ subscribed: false });
    const portal = await post(cookie, "portal");
    expect(await toastOf(portal)).toMatchObject({
      title: "Portal Error",
      description: "Failed to open customer portal. Please try again.",
    });
    const bad = (await action({
      request: request("/student/billing", cookie, { intent: "refund" }),
      params: {},
      context: {},
    })) as unknown as {
      init: { status: number };
    };
    expect(bad.init.status).toBe(400);
  });

  it("strips the return parameters, then shows the activation status (self-refreshing without JavaScript)", async () => {
    const { cookie } = await signedInLearner({ subscribed: false });
    const back = (await load(cookie, "?success=true&session_id=cs_local_abc")) as Response;
    expect(back.headers.get("Location")).toBe("/student/billing?activation=checkout");
    expect(((await load(cookie, "?portal_return=true")) as Response).headers.get("Location")).toBe("/student/billing?activation=portal");

    const pending = (await load(cookie, "?activation=checkout")) as Awaited<ReturnType<typeof loader>>;
    expect(pending.activation).toMatchObject({ outcome: "pending", refreshAfterSeconds: 1, message: null });
    const later = (await load(cookie, "?activation=checkout&attempt=6")) as Awaited<ReturnType<typeof loader>>;
    expect(later.activation?.refreshAfterSeconds).toBe(3);
    const exhausted = (await load(cookie, "?activation=checkout&attempt=10")) as Awaited<ReturnType<typeof loader>>;
    expect(exhausted.activation).toMatchObject({
      refreshAfterSeconds: null,
      message: "Processing subscription. Please refresh if needed.",
    });

    const member = await signedInLearner({ subscribed: true });
    const done = (await load(member.cookie, "?activation=checkout")) as Awaited<ReturnType<typeof loader>>;
    expect(done.activation).toMatchObject({
      outcome: "activated",
      message: "Subscription activated successfully!",
      refreshAfterSeconds: null,
    });
  });

  it("shows the latest 10 invoices, all with ?invoices=all, with the EN fallback number", async () => {
    const { id, cookie } = await signedInLearner({ subscribed: true });
    await getDb()
      .insert(invoices)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          id: `in_page_${id.slice(0, 8)}_${String(i).padStart(2, "0")}`,
          userId: id,
          number: i === 11 ? null : `PEL-${i}`,
          amount: 5999,
          currency: "usd",
          status: "paid",
          created: new Date(Date.UTC(2020 + i, 0, 1)),
        })),
      );
    const page = (await load(cookie)) as Awaited<ReturnType<typeof loader>>;
    expect(page.invoices).toHaveLength(10);
    expect(page.invoiceTotal).toBe(12);
    expect(page.invoices[0].number).toBe(`EN${`${id.slice(0, 8)}_11`.slice(-8).toUpperCase()}`);
    expect(page.subscription).toMatchObject({ subscribed: true, status: "active", showDetails: true });
    const all = (await load(cookie, "?invoices=all")) as Awaited<ReturnType<typeof loader>>;
    expect(all.invoices).toHaveLength(12);
  });
});
