import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES, contactSchema } from "./contact-form";

const valid = {
  name: "Ana Broussard",
  email: "Ana@Example.com",
  phone: "",
  subject: "Question about CE",
  professionalStatus: "agent",
  message: "When does the next course start?",
};

/** Parses like conform does for a posted form (empty inputs become undefined). */
function submit(values: Record<string, string | undefined>) {
  const formData = new FormData();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) formData.set(key, value);
  return parseWithZod(formData, { schema: contactSchema });
}

function errorsOf(values: Record<string, string | undefined>) {
  const submission = submit(values);
  expect(submission.status).toBe("error");
  return submission.reply().error ?? {};
}

describe("contact form schema (requirement public-validation-rules)", () => {
  it("accepts a valid message, trims it, lower-cases the address and treats an empty phone as none", () => {
    const submission = submit({ ...valid, name: "  Ana Broussard  " });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      name: "Ana Broussard",
      email: "ana@example.com",
      phone: null,
      subject: "Question about CE",
      professionalStatus: "agent",
      message: "When does the next course start?",
    });
  });

  it("keeps the message's line breaks as plain newlines", () => {
    const submission = submit({ ...valid, message: "Line one\r\nLine two\rLine three" });
    expect(submission.status === "success" && submission.value.message).toBe("Line one\nLine two\nLine three");
  });

  it("keeps a phone number as typed (no format rule)", () => {
    const submission = submit({ ...valid, phone: " call me: 225-555-0100 ext. 4 " });
    expect(submission.status === "success" && submission.value.phone).toBe("call me: 225-555-0100 ext. 4");
  });

  it.each([
    ["name", "A", CONTACT_MESSAGES.name],
    ["name", "  A  ", CONTACT_MESSAGES.name],
    ["name", "", CONTACT_MESSAGES.name],
    ["email", "not-an-address", CONTACT_MESSAGES.email],
    ["email", "ana@example", CONTACT_MESSAGES.email],
    ["email", "", CONTACT_MESSAGES.email],
    ["subject", "Help", CONTACT_MESSAGES.subject],
    ["subject", "", CONTACT_MESSAGES.subject],
    ["professionalStatus", "", CONTACT_MESSAGES.professionalStatus],
    ["professionalStatus", "student", CONTACT_MESSAGES.professionalStatus],
    ["message", "Too short", CONTACT_MESSAGES.message],
    ["message", "", CONTACT_MESSAGES.message],
  ])("%s = %j gives the message of the requirements", (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: [message] });
  });

  it("gives the exact required texts", () => {
    expect(CONTACT_MESSAGES).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      subject: "Subject must be at least 5 characters",
      professionalStatus: "Please select your professional status",
      message: "Message must be at least 10 characters",
    });
  });

  it("reports every problem of an empty form at once", () => {
    expect(errorsOf({})).toEqual({
      name: [CONTACT_MESSAGES.name],
      email: [CONTACT_MESSAGES.email],
      subject: [CONTACT_MESSAGES.subject],
      professionalStatus: [CONTACT_MESSAGES.professionalStatus],
      message: [CONTACT_MESSAGES.message],
    });
  });

  it("accepts each professional status and the minimum lengths exactly", () => {
    for (const status of ["agent", "broker", "unlicensed"]) {
      expect(submit({ ...valid, professionalStatus: status }).status).toBe("success");
    }
    expect(submit({ ...valid, name: "Al", subject: "Hello", message: "0123456789" }).status).toBe("success");
  });

  it("caps the lengths people can send", () => {
    expect(errorsOf({ ...valid, name: "x".repeat(101) })).toEqual({ name: ["Name must be at most 100 characters"] });
    expect(errorsOf({ ...valid, phone: "1".repeat(41) })).toEqual({ phone: ["Phone must be at most 40 characters"] });
    expect(errorsOf({ ...valid, message: "x".repeat(5001) })).toEqual({ message: ["Message must be at most 5000 characters"] });
    expect(errorsOf({ ...valid, email: `${"a".repeat(250)}@example.com` })).toEqual({ email: [CONTACT_MESSAGES.email] });
  });
});
