// The seeded premium member's billing (issue 44): the current period Billing shows is the year its
// newest invoice paid for, so the page's dates follow from the billing history.
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_USER_IDS, seed } from "../../db/seed";
import { demoAccount } from "../../db/seed/accounts";
import { INVOICES } from "../../db/seed/enrollments";
import { getDb } from "~/db.server";
import { loader } from "~/routes/student+/billing";
import { currentPeriodStart } from "~/rules/billing";
import { request, sessionCookie } from "../learners";

beforeAll(async () => {
  await seed(getDb());
});

describe("the seeded premium member", () => {
  it("has a current period that starts with its newest invoice and ends a year later", async () => {
    const end = demoAccount("student").subscription?.end;
    expect(end).toBeDefined();
    const newest = [...INVOICES].sort((a, b) => Date.parse(b.created) - Date.parse(a.created))[0];
    expect(currentPeriodStart(new Date(end!)).toISOString()).toBe(newest.created);
    // Every invoice paid for one year, back to back from signing up.
    const years = INVOICES.map((invoice) => new Date(invoice.created).getUTCFullYear()).sort();
    expect(years).toEqual([2025, 2026]);
  });

  it("sees that period and both invoices on Billing & Subscription", async () => {
    const cookie = await sessionCookie(DEMO_USER_IDS.student);
    const page = (await loader({ request: request("/student/billing", cookie), params: {}, context: {} })) as {
      subscription: { periodStart: string | null; end: string | null };
      invoices: { number: string; created: string }[];
    };
    expect(page.subscription.periodStart).toBe(INVOICES[0].created);
    expect(page.subscription.end).toBe("2027-09-15T16:20:00.000Z");
    expect(page.invoices.map((invoice) => invoice.number)).toEqual(["PELICAN-2026-0001", "PELICAN-2025-0001"]);
  });
});
