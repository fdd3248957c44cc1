// The two-step e-mail change (requirement signed-in-state-flows "Email change"; docs/decisions/0024-student-area.md): the
// profile's intents and both e-mailed links, called as the browser calls them — the address changes
// only after both links, other sessions end, the old address is told; an address in use and a used,
// cancelled or replaced link are refused.
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { getEmailChangeState } from "~/models/accounts/email-change.server";
import { createAccount, setPassword, verifyLogin } from "~/models/accounts/user.server";
import { COMPLETED_NOTICE_MS } from "~/rules/email-change";
import { EMAIL_CHANGE_MESSAGES, EMAIL_CHANGE_TOASTS } from "~/rules/profile-form";
import { loader as confirmLoader } from "~/routes/_auth+/confirm-email-change.$step";
import { action, loader } from "~/routes/student+/profile";
import { getSessionId } from "~/utils/session.server";
import { createLearner, reply, request, sessionCookie } from "../learners";

const { emailOutbox, sessions, users, profiles } = schema;
const PASSWORD = "secret-pass";

let made = 0;
const fresh = (label: string) => `${label}-${++made}-${Date.now()}@example.com`;

async function learner() {
  const id = await createLearner();
  await getDb().transaction((tx) => setPassword(tx, id, PASSWORD));
  const [{ email }] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, id));
  return { id, email, cookie: await sessionCookie(id) };
}

const post = (cookie: string, fields: Record<string, string>) =>
  reply(() => action({ request: request("/student/profile", cookie, fields), params: {}, context: {} }));
const profilePage = (cookie: string) => reply(() => loader({ request: request("/student/profile", cookie), params: {}, context: {} }));
const open = (url: string, cookie: string | null = null) => {
  const { pathname, search } = new URL(url);
  const step = pathname.split("/").pop()!;
  return reply(() => confirmLoader({ request: request(pathname + search, cookie), params: { step }, context: {} }));
};

/** The link in the newest e-mail of this template to this address. */
async function link(to: string, templateKey: "email_change_new" | "email_change_old") {
  const [row] = await getDb()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipient, to), eq(emailOutbox.templateKey, templateKey)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  expect(row, `${templateKey} to ${to}`).toBeTruthy();
  return (row.variables as { confirmUrl: string }).confirmUrl;
}

async function emailsTo(to: string) {
  return (await getDb().select({ templateKey: emailOutbox.templateKey }).from(emailOutbox).where(eq(emailOutbox.recipient, to))).map(
    (r) => r.templateKey,
  );
}

describe("the two-step e-mail change", () => {
  it("changes the address after both links; other sessions end; the old address is told", async () => {
    const me = await learner();
    const other = await sessionCookie(me.id);
    const next = fresh("next");

    expect(await post(me.cookie, { intent: "request-email-change", newEmail: `  ${next.toUpperCase()} ` })).toMatchObject({
      status: 302,
      location: "/student/profile",
      toast: { title: EMAIL_CHANGE_TOASTS.requested.title },
    });
    expect((await profilePage(me.cookie)).data.emailChange).toMatchObject({ status: "pending_new_confirmation", newEmail: next });

    const step1 = await link(next, "email_change_new");
    expect(step1).toMatch(/\/confirm-email-change\/new\?token=/);
    expect(await open(step1)).toMatchObject({ status: 302, location: "/confirm-email-change/new?result=new-confirmed" });
    expect((await profilePage(me.cookie)).data.emailChange).toMatchObject({ status: "pending_old_confirmation" });
    // Nothing has changed yet.
    expect((await verifyLogin(me.email, PASSWORD)).ok).toBe(true);

    const step2 = await link(me.email, "email_change_old");
    expect(await open(step2, me.cookie)).toMatchObject({ status: 302, location: "/confirm-email-change/old?result=old-confirmed" });

    const [user] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, me.id));
    const [profile] = await getDb().select({ email: profiles.email }).from(profiles).where(eq(profiles.id, me.id));
    expect([user.email, profile.email]).toEqual([next, next]);
    expect((await verifyLogin(me.email, PASSWORD)).ok).toBe(false);
    expect((await verifyLogin(next, PASSWORD)).ok).toBe(true);
    // The browser that approved stays signed in; every other session ended.
    const left = await getDb().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, me.id));
    expect(left.map((s) => s.id)).toEqual([await getSessionId(request("/", me.cookie))]);
    expect(await getSessionId(request("/", other))).not.toBe(left[0]?.id);
    expect(await emailsTo(me.email)).toEqual(["email_change_old", "email_changed"]);

    // Completed stays on the card for every load (a link prefetch, a reload) for COMPLETED_NOTICE_MS,
    // then the card is idle again; loading the profile writes nothing.
    expect((await profilePage(me.cookie)).data.emailChange).toMatchObject({ status: "completed", newEmail: next });
    expect((await profilePage(me.cookie)).data.emailChange).toMatchObject({ status: "completed", newEmail: next });
    const later = new Date(Date.now() + COMPLETED_NOTICE_MS + 60_000);
    expect(await getEmailChangeState(me.id, later)).toEqual({ status: "idle", newEmail: null, failureReason: null });
    expect(await post(me.cookie, { intent: "resend-email-change" })).toMatchObject({
      status: 302,
      toast: { title: EMAIL_CHANGE_TOASTS.failed.title, description: "There is no email change to resend." },
    });
  });

  it("refuses an address that belongs to another account, and the account's own", async () => {
    const me = await learner();
    const someone = await learner();
    const refused = await post(me.cookie, { intent: "request-email-change", newEmail: someone.email.toUpperCase() });
    expect(refused).toMatchObject({ status: 409 });
    expect(refused.data.result.error.newEmail).toEqual([EMAIL_CHANGE_MESSAGES.taken]);
    expect((await post(me.cookie, { intent: "request-email-change", newEmail: me.email })).status).toBe(400);
    expect((await post(me.cookie, { intent: "request-email-change", newEmail: "not-an-address" })).status).toBe(400);
    expect((await profilePage(me.cookie)).data.emailChange.status).toBe("idle");
  });

  it("fails when the address is taken between the steps; Try Again says so; Cancel returns to idle", async () => {
    const me = await learner();
    const wanted = fresh("wanted");
    await post(me.cookie, { intent: "request-email-change", newEmail: wanted });
    const step1 = await link(wanted, "email_change_new");
    await getDb().transaction((tx) => createAccount(tx, { email: wanted, password: null, firstName: "Quick", lastName: "Taker" }));
    expect((await open(step1)).status).toBe(409);
    expect((await profilePage(me.cookie)).data.emailChange).toMatchObject({
      status: "failed",
      failureReason: EMAIL_CHANGE_MESSAGES.taken,
    });
    expect(await post(me.cookie, { intent: "resend-email-change" })).toMatchObject({
      status: 302,
      toast: { title: EMAIL_CHANGE_TOASTS.failed.title, description: EMAIL_CHANGE_MESSAGES.taken },
    });
    expect(await post(me.cookie, { intent: "cancel-email-change" })).toMatchObject({
      status: 302,
      toast: { title: "Email Change Cancelled" },
    });
    expect((await profilePage(me.cookie)).data.emailChange.status).toBe("idle");
  });

  it("uses each link once; a resent, cancelled or wrong-step link does nothing", async () => {
    const me = await learner();
    const next = fresh("once");
    await post(me.cookie, { intent: "request-email-change", newEmail: next });
    const first = await link(next, "email_change_new");
    expect(await post(me.cookie, { intent: "resend-email-change" })).toMatchObject({
      status: 302,
      toast: { title: EMAIL_CHANGE_TOASTS.resent.title },
    });
    const second = await link(next, "email_change_new");
    expect(second).not.toBe(first);
    expect((await open(first)).status).toBe(400); // replaced by the resend
    // The step-1 token does not work as the step-2 link.
    expect((await open(second.replace("/new?", "/old?"))).status).toBe(400);
    expect((await open(second)).status).toBe(302);
    expect((await open(second)).status).toBe(400); // used
    const step2 = await link(me.email, "email_change_old");
    await post(me.cookie, { intent: "cancel-email-change" });
    expect((await open(step2)).status).toBe(400); // cancelled
    expect((await verifyLogin(me.email, PASSWORD)).ok).toBe(true);
    expect((await open("http://localhost/confirm-email-change/new?token=nonsense")).status).toBe(400);
  });
});
