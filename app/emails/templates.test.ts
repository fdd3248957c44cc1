import { describe, expect, it } from "vitest";
import { EMAIL_SAMPLES as samples } from "../../tests/email-samples";
import { formatCentralDate, renderEmail, TEMPLATE_KEYS, type EmailMessage } from "./templates";

const url = (path: string) => `https://pelican.example/${path}?token=abc&x=1`;

/** Every string variable, as it must appear in the HTML (escaped) and in the text (as is). */
function values(message: EmailMessage): string[] {
  // Flags (such as subscription_canceled's `ended`) choose wording; they are not shown themselves.
  // A list (the digest's members) shows each of its entries' values.
  const flat = (value: unknown): unknown[] =>
    Array.isArray(value) ? value.flatMap((entry) => Object.values(entry as object).flatMap(flat)) : [value];
  return Object.values(message.variables)
    .flatMap(flat)
    .filter((value) => typeof value !== "boolean")
    .map(String);
}
const escaped = (s: string) => s.replace(/&/g, "&amp;");

describe("renderEmail", () => {
  it("has a sample for every template", () => {
    expect(samples.map((s) => s.templateKey).sort()).toEqual([...TEMPLATE_KEYS].sort());
  });

  it.each(samples.map((s) => [s.templateKey, s] as const))("%s renders every variable in html and text", (_, message) => {
    const { subject, html, text } = renderEmail(message);
    expect(subject.length).toBeGreaterThan(5);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toContain("<table");
    expect(html).toContain("Pelican Real Estate School");
    expect(text).toContain("Pelican Real Estate School");
    for (const value of values(message)) {
      if (value === "broker") continue; // shown as its label
      if (value.includes("\n")) {
        for (const line of value.split("\n")) expect(html).toContain(line);
      } else {
        expect(html).toContain(escaped(value));
      }
      if (!value.endsWith("logo.png")) expect(text).toContain(value); // the logo is an image in the HTML only
    }
    expect(text).not.toMatch(/<[a-z]/i);
  });

  it("puts the personal details in the subject where useful", () => {
    expect(renderEmail(samples[2]).subject).toBe("Welcome to Pelican Real Estate School with Bayou Realty");
    expect(renderEmail(samples[7]).subject).toContain("Louisiana Pre-Licensing");
    expect(renderEmail(samples[8]).subject).toBe("Contact form: Question about CE");
    expect(renderEmail(samples[5]).subject).toContain("step 1 of 2");
    expect(renderEmail(samples[6]).subject).toContain("step 2 of 2");
  });

  it("states the expiry of time-limited links", () => {
    expect(renderEmail(samples[0]).text).toContain("24 hours");
    const reset = renderEmail(samples[3]).text;
    expect(reset).toContain("1 hour");
    expect(reset).toContain("safely ignore");
    const invitation = renderEmail(samples[4]);
    expect(invitation.text).toContain("7 days");
    expect(invitation.html).toContain("Set Your Password");
    expect(invitation.text).toContain("Joe Broker of Bayou Realty has invited you");
  });

  it("uses the site name given", () => {
    const { subject, html, text } = renderEmail({
      templateKey: "welcome_individual",
      variables: { siteName: "Gator School", firstName: "Ana", email: "a@b.co", loginUrl: url("login") },
    });
    expect(subject).toBe("Welcome to Gator School");
    expect(html).toContain("Gator School");
    expect(text).toContain("— Gator School");
  });

  it("escapes variable values in the HTML", () => {
    const { html, text } = renderEmail({
      templateKey: "password_reset",
      variables: { firstName: '<script>alert("x")</script>', resetUrl: 'https://x.example/r?a="><img>' },
    });
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain('href="https://x.example/r?a=&quot;&gt;&lt;img&gt;"');
    expect(text).toContain('Hi <script>alert("x")</script>,');
  });

  it("keeps the link in the text version", () => {
    const { text } = renderEmail(samples[0]);
    expect(text).toContain(`Confirm Email: ${url("confirm-email")}`);
  });

  it("refuses relative or non-http links", () => {
    expect(() => renderEmail({ templateKey: "password_reset", variables: { firstName: "A", resetUrl: "/reset-password" } })).toThrow(
      /absolute/,
    );
    expect(() => renderEmail({ templateKey: "password_reset", variables: { firstName: "A", resetUrl: "javascript:alert(1)" } })).toThrow(
      /absolute/,
    );
  });

  it("renders optional variables when absent", () => {
    const invitation = renderEmail({ templateKey: "invitation", variables: { firstName: "Ana", acceptUrl: url("a") } });
    expect(invitation.subject).toBe("You're invited to Pelican Real Estate School");
    expect(invitation.text).toContain("You have been invited to Pelican Real Estate School");
    const contact = renderEmail({
      templateKey: "contact_message",
      variables: { name: "Ana", email: "a@b.co", subject: "Hello there", professionalStatus: "agent", message: "Hi\r\nthere" },
    });
    expect(contact.text).toContain("Phone: Not provided");
    expect(contact.html).toContain("Hi<br>there");
    const company = renderEmail({ ...samples[2], variables: { ...samples[2].variables, companyLogoUrl: undefined } } as EmailMessage);
    expect(company.html).not.toContain("<img");
  });

  it("keeps the subject on one line", () => {
    const { subject } = renderEmail({
      templateKey: "contact_message",
      variables: { name: "Ana", email: "a@b.co", subject: "Hello\r\nBcc: x@y.z", professionalStatus: "agent", message: "0123456789" },
    });
    expect(subject).toBe("Contact form: Hello Bcc: x@y.z");
  });
});

describe("formatCentralDate", () => {
  it("formats in US Central time, across midnight UTC", () => {
    // 03:30 UTC on the 23rd is 21:30 CST on the 22nd.
    expect(formatCentralDate(new Date("2026-11-23T03:30:00Z"))).toBe("November 22, 2026");
    // 06:30 UTC is 00:30 CST: already the 23rd in Chicago.
    expect(formatCentralDate(new Date("2026-11-23T06:30:00Z"))).toBe("November 23, 2026");
    // Summer (CDT, UTC−5): 04:59 UTC is still the previous day.
    expect(formatCentralDate(new Date("2026-07-01T04:59:00Z"))).toBe("June 30, 2026");
    expect(formatCentralDate(new Date("2026-07-01T05:00:00Z"))).toBe("July 1, 2026");
  });
});
