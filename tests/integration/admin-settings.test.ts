// /admin/settings (decision 0029): validated on the server, saved with its before → after in the audit
// log, applied to the next request (the pricing page) without a restart. Decision 0085: the form and
// the pages read the database, not a per-process copy, and a save from a form someone else saved
// after it was opened is refused, naming what changed, with nothing written.
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { getRexChatUrl, getSiteName, getSupportResponseTime } from "~/models/operations/site-settings.server";
import { EDIT_VERSION_FIELD, STALE_EDIT_TITLE } from "~/rules/edit-version";
import { loader as rootLoader } from "~/root";
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

  it("a save from a form someone else saved after it was opened is refused with what changed, and nothing is written", async () => {
    type Form = { values: Record<string, string>; version: string };
    const open = async () => (await loader({ request: request("/admin/settings", cookie), params: {}, context: {} })) as Form;
    const post = (form: Form, fields: Record<string, string>) =>
      reply(() =>
        action({
          request: request("/admin/settings", cookie, { ...form.values, ...fields, [EDIT_VERSION_FIELD]: form.version }),
          params: {},
          context: {},
        }),
      );
    const onA = await open();
    const onB = await open();
    expect(onA.version).toBe(onB.version);

    // A renames the school; B, still showing the old name, changes the price.
    expect((await post(onA, { siteName: "Pelican Renamed School" })).status).toBe(302);
    const [saved] = await getDb().select().from(schema.siteSettings);
    const audits = (await getDb().select().from(schema.auditLog).where(eq(schema.auditLog.action, "settings.update"))).length;

    const refused = await post(onB, { premiumMembershipPrice: "64.00" });
    expect(refused.status).toBe(409);
    const [message] = refused.data.result.error[""];
    expect(message).toContain(STALE_EDIT_TITLE);
    expect(message).toContain('School name is now "Pelican Renamed School"');
    expect(message).not.toContain("Membership price");
    expect(refused.data.result.initialValue.premiumMembershipPrice).toBe("64.00");
    const [after] = await getDb().select().from(schema.siteSettings);
    expect(after).toEqual(saved);
    expect((await getDb().select().from(schema.auditLog).where(eq(schema.auditLog.action, "settings.update"))).length).toBe(audits);

    // Saved again against the version the refusal handed back (B has seen the change and kept it): accepted.
    const again = await post(
      { values: { ...onB.values, siteName: "Pelican Renamed School" }, version: refused.data.version },
      { premiumMembershipPrice: "64.00" },
    );
    expect(again.status).toBe(302);
    const [both] = await getDb().select().from(schema.siteSettings);
    expect(both.siteName).toBe("Pelican Renamed School");
    expect(Number(both.premiumMembershipPrice)).toBe(64);
  });

  it("a change to a column the form does not edit does not make it stale", async () => {
    type Form = { values: Record<string, string>; version: string };
    const form = (await loader({ request: request("/admin/settings", cookie), params: {}, context: {} })) as Form;
    await getDb().update(schema.siteSettings).set({ mailingAddress: "2 Other Street" });
    const saved = await reply(() =>
      action({
        request: request("/admin/settings", cookie, {
          ...form.values,
          supportResponseTime: "two business days",
          [EDIT_VERSION_FIELD]: form.version,
        }),
        params: {},
        context: {},
      }),
    );
    expect(saved.status).toBe(302);
  });

  it("keeps no copy of its own: a row changed by another machine is on the form and the pages at once", async () => {
    // Written with plain SQL, as another machine's save reaches this one: only the database knows.
    await getDb().execute(sql`update site_settings set site_name = 'Written Elsewhere', premium_membership_price = 77.5 where id = 1`);
    const form = (await loader({ request: request("/admin/settings", cookie), params: {}, context: {} })) as {
      values: Record<string, string>;
    };
    expect(form.values.siteName).toBe("Written Elsewhere");
    expect(form.values.premiumMembershipPrice).toBe("77.50");
    expect(await getSiteName()).toBe("Written Elsewhere");
    const root = (await rootLoader({ request: request("/student", cookie), params: {}, context: {} })) as { data: { siteName: string } };
    expect(root.data.siteName).toBe("Written Elsewhere");
    expect(((await pricingLoader()) as { price: number }).price).toBe(77.5);
  });
});
