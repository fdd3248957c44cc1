// /admin/settings (decision 0029): validated on the server, saved with its before → after in the audit
// log, applied to the next request (the pricing page) without a restart.
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { clearSiteSettingsCache, getRexChatUrl, getSupportResponseTime } from "~/models/operations/site-settings.server";
import { SETTINGS_MESSAGES, SETTINGS_TOASTS } from "~/rules/site-settings";
import { loader as pricingLoader } from "~/routes/_public+/pricing";
import { action, loader } from "~/routes/admin+/settings/route";
import { createLearner, reply, request, sessionCookie } from "../learners";

let cookie: string;
let adminId: string;
let original: Record<string, string>;

beforeAll(async () => {
  adminId = await createLearner({ role: "admin" });
  cookie = await sessionCookie(adminId);
  await getDb()
    .insert(schema.siteSettings)
    .values({ id: 1, premiumMembershipPrice: 59.99, supportEmail: "support@pelican.test" })
    .onConflictDoNothing();
  clearSiteSettingsCache();
  original = (
    (await loader({ request: request("/admin/settings", cookie), params: {}, context: {} })) as { values: Record<string, string> }
  ).values;
});

afterAll(async () => {
  await action({ request: request("/admin/settings", cookie, original), params: {}, context: {} });
});

const save = (fields: Record<string, string>) =>
  reply(() => action({ request: request("/admin/settings", cookie, { ...original, ...fields }), params: {}, context: {} }));

describe("admin settings", () => {
  it("refuses bad input with 400 and the field messages, and writes nothing", async () => {
    const [before] = await getDb().select().from(schema.siteSettings);
    const answer = await save({ premiumMembershipPrice: "-3", supportEmail: "nobody", rexChatUrl: "javascript:alert(1)" });
    expect(answer.status).toBe(400);
    expect(answer.toast?.title).toBe(SETTINGS_TOASTS.failed.title);
    const errors = answer.data.result.error;
    expect(errors.premiumMembershipPrice).toEqual([SETTINGS_MESSAGES.price]);
    expect(errors.supportEmail).toEqual([SETTINGS_MESSAGES.supportEmail]);
    expect(errors.rexChatUrl).toEqual([SETTINGS_MESSAGES.rexChatUrl]);
    const [after] = await getDb().select().from(schema.siteSettings);
    expect(after).toEqual(before);
  });

  it("saves, records before → after of the changed fields only, and the pricing page shows the new price at once", async () => {
    const answer = await save({
      premiumMembershipPrice: "71.25",
      supportResponseTime: "one business day",
      rexChatUrl: "https://rex.example.com/chat",
    });
    expect(answer.data?.result?.error ?? null).toBeNull();
    expect(answer.status).toBe(302);
    expect(answer.toast?.title).toBe(SETTINGS_TOASTS.updated.title);
    const [entry] = await getDb()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, "settings.update"))
      .orderBy(desc(schema.auditLog.id))
      .limit(1);
    expect(entry.actorUserId).toBe(adminId);
    expect(entry.details).toEqual({
      before: {
        premiumMembershipPrice: Number(original.premiumMembershipPrice),
        supportResponseTime: original.supportResponseTime,
        rexChatUrl: null,
      },
      after: { premiumMembershipPrice: 71.25, supportResponseTime: "one business day", rexChatUrl: "https://rex.example.com/chat" },
    });
    const pricing = (await pricingLoader()) as { price: number };
    expect(pricing.price).toBe(71.25);
    expect(await getRexChatUrl()).toBe("https://rex.example.com/chat");
    expect(await getSupportResponseTime()).toBe("one business day");
  });

  it("saving the same values again changes nothing and says so", async () => {
    const first = await save({ siteName: "Pelican Real Estate School" });
    expect(first.status).toBe(302);
    const count = (await getDb().select().from(schema.auditLog).where(eq(schema.auditLog.action, "settings.update"))).length;
    const again = await save({ siteName: "Pelican Real Estate School" });
    expect(again.toast?.title).toBe(SETTINGS_TOASTS.unchanged.title);
    expect((await getDb().select().from(schema.auditLog).where(eq(schema.auditLog.action, "settings.update"))).length).toBe(count);
  });
});
