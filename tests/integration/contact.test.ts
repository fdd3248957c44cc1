// The contact form (requirements public-data-fields, public-validation-rules, public-error-texts): through the /contact action as the browser calls it, and through
// the model. A valid message is stored and its e-mail to the school queued in one transaction.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb, schema } from "~/db.server";
import { listContactMessages, submitContactMessage } from "~/models/operations/contact.server";
import { CONTACT_MESSAGES, CONTACT_TOASTS, type ContactInput } from "~/rules/contact-form";
import { action, loader } from "~/routes/_public+/contact/route";
import { getToast } from "~/utils/toast.server";
import { RATE_LIMITS } from "~/utils/rate-limit.server";
import { emailOutage } from "../fixtures/email";

const { contactMessages, emailOutbox, siteSettings } = schema;

vi.mock("~/services/email.server", (importOriginal) => import("../fixtures/email").then((m) => m.emailServiceWithOutage(importOriginal)));

const SCHOOL = "hello@pelican.example";

const valid = {
  name: "Ana Broussard",
  email: "Ana.Broussard@Example.com",
  phone: "(225) 555-0199",
  subject: "Brokerage plan for 30 agents",
  professionalStatus: "broker",
  message: "Can we get a quote for <b>30</b> agents?\nThanks!",
};

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

async function post(fields: Record<string, string>, { ip = freshIp() }: { ip?: string | null } = {}) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  // The address server.js passes for the socket; null: a loader called without one.
  return action({
    request: new Request("http://localhost/contact", { method: "POST", body }),
    params: {},
    context: ip ? { socketAddress: ip } : {},
  });
}

type Reply = {
  result: { status?: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> | null };
  toast?: { type: string; title: string; description?: string };
};

function answered(response: Awaited<ReturnType<typeof post>>) {
  expect(response).not.toBeInstanceOf(Response);
  const result = response as unknown as { data: Reply; init: ResponseInit | null };
  return { status: result.init?.status ?? 200, ...result.data, errors: result.data.result.error ?? {} };
}

const stored = () => getDb().select().from(contactMessages);
const outbox = () => getDb().select().from(emailOutbox);

beforeAll(async () => {
  await getDb()
    .insert(siteSettings)
    .values({
      premiumMembershipPrice: 59.99,
      supportEmail: SCHOOL,
      siteName: "Pelican Test School",
      mailingAddress: "1 Test Street, Baton Rouge, LA 70808",
      supportPhone: "(225) 555-0100",
      extra: { businessHours: "Mon–Fri 8–5", mapLocation: { lat: 30.5, lon: -91.2 } },
    });
});

beforeEach(async () => {
  emailOutage.active = false;
  await getDb().delete(contactMessages);
  await getDb().delete(emailOutbox);
});

describe("submitContactMessage", () => {
  const input: ContactInput = {
    name: "Ana",
    email: "ana@example.com",
    phone: null,
    subject: "A question",
    professionalStatus: "agent",
    message: "Hello there, a question.",
  };

  it("stores the message with the sender's address and queues the e-mail to the school, replying to the sender", async () => {
    const { id, emailId } = await submitContactMessage(input, { ipAddress: "203.0.113.200" });
    const [message] = await stored();
    expect(message).toMatchObject({ id, ...input, ipAddress: "203.0.113.200", handledAt: null });
    const [email] = await outbox();
    expect(email).toMatchObject({
      id: emailId,
      templateKey: "contact_message",
      recipient: SCHOOL,
      replyTo: "ana@example.com",
      subject: "Contact form: A question",
      status: "pending",
    });
    expect(email.textBody).toContain("Phone: Not provided");
    expect(email.textBody).toContain("Professional status: Agent");
    expect(email.textBody).toContain("Message: Hello there, a question.");
    expect(email.textBody).toContain("Pelican Test School");
  });

  it("writes nothing when the e-mail cannot be queued (one transaction)", async () => {
    emailOutage.active = true;
    await expect(submitContactMessage(input, { ipAddress: null })).rejects.toThrow("outbox unavailable");
    expect(await stored()).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });

  it("lists messages newest first", async () => {
    await submitContactMessage({ ...input, subject: "First one" }, { ipAddress: null });
    await submitContactMessage({ ...input, subject: "Second one" }, { ipAddress: null });
    expect((await listContactMessages()).map((m) => m.subject)).toEqual(["Second one", "First one"]);
  });
});

describe("/contact action", () => {
  it("without JavaScript: stores a valid message, queues its e-mail and redirects back with the success toast", async () => {
    const ip = freshIp();
    const response = await post({ ...valid, website: "" }, { ip });
    expect(response).toBeInstanceOf(Response);
    const redirect = response as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe("/contact");
    const cookie = redirect.headers.get("Set-Cookie")!.split(";")[0];
    const { toast } = await getToast(new Request("http://localhost/contact", { headers: { Cookie: cookie } }));
    expect(toast).toMatchObject(CONTACT_TOASTS.sent);

    const [message] = await stored();
    expect(message).toMatchObject({
      name: "Ana Broussard",
      email: "ana.broussard@example.com",
      phone: "(225) 555-0199",
      subject: "Brokerage plan for 30 agents",
      professionalStatus: "broker",
      message: valid.message,
      ipAddress: ip,
    });
    const [email] = await outbox();
    expect(email).toMatchObject({ recipient: SCHOOL, replyTo: "ana.broussard@example.com", templateKey: "contact_message" });
    // Everything the sender typed is escaped in the HTML version.
    expect(email.htmlBody).toContain("&lt;b&gt;30&lt;/b&gt;");
    expect(email.htmlBody).not.toContain("<b>30</b>");
  });

  it("with JavaScript: answers with data that resets the form and carries the success toast", async () => {
    const reply = answered(await post({ ...valid, js: "1" }));
    expect(reply.status).toBe(200);
    expect(reply.result.initialValue).toBeNull(); // conform's resetForm
    expect(reply.toast).toMatchObject(CONTACT_TOASTS.sent);
    expect(await stored()).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);
  });

  it("refuses invalid input with the required messages, keeps what was typed and writes nothing", async () => {
    const reply = answered(
      await post({ name: "A", email: "ana@example", phone: "", subject: "Help", professionalStatus: "student", message: "Too short" }),
    );
    expect(reply.status).toBe(400);
    expect(reply.errors).toEqual({
      name: [CONTACT_MESSAGES.name],
      email: [CONTACT_MESSAGES.email],
      subject: [CONTACT_MESSAGES.subject],
      professionalStatus: [CONTACT_MESSAGES.professionalStatus],
      message: [CONTACT_MESSAGES.message],
    });
    expect(reply.result.initialValue).toMatchObject({ name: "A", email: "ana@example", subject: "Help", message: "Too short" });
    expect(await stored()).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });

  it("refuses a filled honeypot and writes nothing", async () => {
    const reply = answered(await post({ ...valid, website: "https://spam.example" }));
    expect(reply.status).toBe(400);
    expect(reply.toast?.title).toBe("Verification Failed");
    expect(await stored()).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });

  it("keeps the input and shows the error toast when storing fails, writing nothing", async () => {
    emailOutage.active = true;
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const reply = answered(await post(valid));
    spy.mockRestore();
    expect(reply.status).toBe(500);
    expect(reply.toast).toMatchObject(CONTACT_TOASTS.failed);
    expect(reply.result.initialValue).toMatchObject({ name: valid.name, subject: valid.subject, professionalStatus: "broker" });
    expect(String(reply.result.initialValue?.message)).toContain("Thanks!");
    expect(await stored()).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });

  it(`accepts ${RATE_LIMITS.contactMessagesByIp.points} messages an hour from one address, then refuses with a retry time`, async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.contactMessagesByIp.points; i++) {
      expect(await post(valid, { ip })).toBeInstanceOf(Response);
    }
    const reply = answered(await post(valid, { ip }));
    expect(reply.status).toBe(429);
    expect(reply.toast?.title).toBe(CONTACT_TOASTS.failed.title);
    expect(reply.result.error?.[""]?.[0]).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(await stored()).toHaveLength(RATE_LIMITS.contactMessagesByIp.points);
    // Another address is not affected.
    expect(await post(valid)).toBeInstanceOf(Response);
  });
});

describe("/contact loader", () => {
  it("gives the school's details from the site settings", async () => {
    const { contact } = await loader();
    expect(contact).toEqual({
      email: SCHOOL,
      phone: "(225) 555-0100",
      address: "1 Test Street, Baton Rouge, LA 70808",
      businessHours: "Mon–Fri 8–5",
      mapLocation: { lat: 30.5, lon: -91.2 },
    });
  });
});
