import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  emailOnlySchema,
  INSECURE_PASSWORD_MESSAGE,
  MESSAGES,
  parseLoginMode,
  passwordProblemToast,
  signInSchema,
  signUpSchema,
} from "./account-forms";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

const valid = {
  firstName: " Ada ",
  lastName: "Lovelace",
  phone: "(504) 555-0100",
  email: " Ada@Example.com ",
  password: "secret-1",
  confirmPassword: "secret-1",
  licenseNumber: "",
};

/** Errors as conform reports them: "" is the form-level key. */
function errors(schema: Parameters<typeof parseWithZod>[1]["schema"], values: Record<string, string>) {
  const submission = parseWithZod(form(values), { schema });
  return submission.status === "error" ? submission.error : null;
}

describe("sign-up form (requirement public-validation-rules)", () => {
  it("accepts a complete form and trims, lower-cases, and drops an empty license number", () => {
    const submission = parseWithZod(form(valid), { schema: signUpSchema });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      phone: "(504) 555-0100",
      email: "ada@example.com",
      password: "secret-1",
      licenseNumber: null,
    });
  });

  it("says 'Please fill in all required fields.' and marks each empty field", () => {
    const result = errors(signUpSchema, { ...valid, firstName: "", phone: "   ", confirmPassword: "" });
    expect(result?.[""]).toEqual([MESSAGES.required]);
    expect(Object.keys(result ?? {}).sort()).toEqual(["", "confirmPassword", "firstName", "phone"]);
    expect(errors(signUpSchema, {})?.[""]).toEqual([MESSAGES.required]);
  });

  it("keeps the license number optional", () => {
    const { licenseNumber: _omitted, ...rest } = valid;
    expect(errors(signUpSchema, rest)).toBeNull();
  });

  it("refuses passwords that do not match or are too short", () => {
    expect(errors(signUpSchema, { ...valid, confirmPassword: "secret-2" })).toEqual({
      confirmPassword: [MESSAGES.passwordMismatch],
    });
    expect(errors(signUpSchema, { ...valid, password: "12345", confirmPassword: "12345" })).toEqual({
      password: [MESSAGES.passwordTooShort],
    });
    expect(errors(signUpSchema, { ...valid, password: "123456", confirmPassword: "123456" })).toBeNull();
  });

  it("refuses an invalid e-mail address", () => {
    expect(errors(signUpSchema, { ...valid, email: "not-an-address" })).toEqual({ email: [MESSAGES.invalidEmail] });
  });
});

describe("sign-in and e-mail-only forms", () => {
  it("needs both fields", () => {
    expect(errors(signInSchema, { email: "a@example.com" })).toEqual({
      "": [MESSAGES.required],
      password: ["Please enter a password."],
    });
    expect(errors(signInSchema, { email: "a@example.com", password: "x" })).toBeNull();
  });

  it("needs a valid address, without a form-level message", () => {
    expect(errors(emailOnlySchema, {})).toEqual({ email: ["Please enter your email address."] });
    expect(errors(emailOnlySchema, { email: "nope" })).toEqual({ email: [MESSAGES.invalidEmail] });
  });
});

describe("parseLoginMode", () => {
  it("defaults to sign in and accepts the required 'reset' for forgot password", () => {
    expect(parseLoginMode(null)).toBe("signin");
    expect(parseLoginMode("signup")).toBe("signup");
    expect(parseLoginMode("reset")).toBe("forgot");
    expect(parseLoginMode("elsewhere")).toBe("signin");
  });
});

describe("the toast of a refused new password (requirement public-error-texts)", () => {
  const messages = { tooShort: MESSAGES.passwordTooShort, mismatch: MESSAGES.passwordMismatch };
  it("names the first problem: insecure, then too short, then mismatch", () => {
    expect(passwordProblemToast({ password: [MESSAGES.passwordTooShort], confirmPassword: [MESSAGES.passwordMismatch] }, messages)).toEqual(
      {
        title: "Password Too Short",
        description: "Password must be at least 6 characters long.",
      },
    );
    expect(passwordProblemToast({ confirmPassword: [MESSAGES.passwordMismatch] }, messages)).toEqual({
      title: "Password Mismatch",
      description: "Passwords do not match.",
    });
    expect(passwordProblemToast({ password: [INSECURE_PASSWORD_MESSAGE] }, messages)?.title).toBe("Insecure Password");
  });
  it("has none for other problems", () => {
    expect(passwordProblemToast({ email: [MESSAGES.invalidEmail], password: null }, messages)).toBeNull();
    expect(passwordProblemToast(null, messages)).toBeNull();
  });
  it("reads the sign-up form's own errors as conform reports them", () => {
    expect(passwordProblemToast(errors(signUpSchema, { ...valid, password: "abc", confirmPassword: "abc" }), messages)?.title).toBe(
      "Password Too Short",
    );
    expect(passwordProblemToast(errors(signUpSchema, { ...valid, confirmPassword: "secret-2" }), messages)?.title).toBe(
      "Password Mismatch",
    );
  });
});
