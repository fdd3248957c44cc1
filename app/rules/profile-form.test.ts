import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "./account-forms";
import {
  LICENSE_MESSAGES,
  licenseGateNotice,
  parseProfileIntent,
  PASSWORD_CHANGE_MESSAGES,
  passwordChangeSchema,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  profileSchema,
  profileSearch,
} from "./profile-form";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

function parse(schema: typeof profileSchema | typeof passwordChangeSchema, values: Record<string, string>) {
  return parseWithZod(form(values), { schema });
}

function errors(schema: typeof profileSchema | typeof passwordChangeSchema, values: Record<string, string>) {
  const submission = parse(schema, values);
  return submission.status === "error" ? submission.error : null;
}

describe("Profile Information (requirements student-profile, signed-in-validation-rules)", () => {
  it("trims every field and turns an empty phone or license number into null", () => {
    const submission = parse(profileSchema, { firstName: "  Ada ", lastName: " Lovelace", phone: "   ", licenseNumber: "" });
    expect(submission.status === "success" && submission.value).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      phone: null,
      licenseNumber: null,
      licenseType: null,
      initialLicenseDate: null,
    });
    const full = parse(profileSchema, { firstName: "Ada", lastName: "Lovelace", phone: " (504) 555-0100 ", licenseNumber: " LA 0042317 " });
    expect(full.status === "success" && full.value).toMatchObject({ phone: "(504) 555-0100", licenseNumber: "LA 0042317" });
  });

  it("requires both names with the required messages, blank ones too", () => {
    expect(errors(profileSchema, { firstName: "", lastName: "   " })).toEqual({
      firstName: [PROFILE_MESSAGES.firstNameRequired],
      lastName: [PROFILE_MESSAGES.lastNameRequired],
    });
    expect(PROFILE_MESSAGES.firstNameRequired).toBe("First name is required");
    expect(PROFILE_MESSAGES.lastNameRequired).toBe("Last name is required");
  });

  it("caps the lengths (after trimming)", () => {
    const long = (n: number) => "x".repeat(n);
    expect(errors(profileSchema, { firstName: `  ${long(PROFILE_LIMITS.firstName)}  `, lastName: "L" })).toBeNull();
    expect(
      Object.keys(
        errors(profileSchema, {
          firstName: long(PROFILE_LIMITS.firstName + 1),
          lastName: long(PROFILE_LIMITS.lastName + 1),
          phone: long(PROFILE_LIMITS.phone + 1),
          licenseNumber: long(PROFILE_LIMITS.licenseNumber + 1),
        }) ?? {},
      ).sort(),
    ).toEqual(["firstName", "lastName", "licenseNumber", "phone"]);
    expect(errors(profileSchema, { firstName: "A", lastName: "L", licenseNumber: long(51) })).toEqual({
      licenseNumber: ["License number must be at most 50 characters"],
    });
  });

  it("drops anything else a crafted form sends (the e-mail address, an id)", () => {
    const submission = parse(profileSchema, { firstName: "A", lastName: "L", email: "someone@else.test", id: "x", companyId: "y" });
    expect(submission.status === "success" && Object.keys(submission.value).sort()).toEqual([
      "firstName",
      "initialLicenseDate",
      "lastName",
      "licenseNumber",
      "licenseType",
      "phone",
    ]);
  });

  it("takes a license type and a real initial license date from 1950 to today, the date only with a type (decision 0027)", () => {
    const ok = parse(profileSchema, { firstName: "A", lastName: "L", licenseType: "salesperson", initialLicenseDate: "2024-02-29" });
    expect(ok.status === "success" && ok.value).toMatchObject({ licenseType: "salesperson", initialLicenseDate: "2024-02-29" });
    expect(errors(profileSchema, { firstName: "A", lastName: "L", licenseType: "appraiser" })).toEqual({
      licenseType: [LICENSE_MESSAGES.invalidType],
    });
    expect(errors(profileSchema, { firstName: "A", lastName: "L", licenseType: "broker", initialLicenseDate: "2026-02-29" })).toEqual({
      initialLicenseDate: [LICENSE_MESSAGES.invalidDate],
    });
    expect(errors(profileSchema, { firstName: "A", lastName: "L", licenseType: "broker", initialLicenseDate: "1949-12-31" })).toEqual({
      initialLicenseDate: [LICENSE_MESSAGES.tooOld],
    });
    expect(errors(profileSchema, { firstName: "A", lastName: "L", licenseType: "broker", initialLicenseDate: "2999-01-01" })).toEqual({
      initialLicenseDate: [LICENSE_MESSAGES.futureDate],
    });
    expect(errors(profileSchema, { firstName: "A", lastName: "L", initialLicenseDate: "2020-01-01" })).toEqual({
      licenseType: [LICENSE_MESSAGES.typeNeeded],
    });
  });
});

describe("Update Password", () => {
  const valid = { currentPassword: "old-secret", password: "new-secret", confirmPassword: "new-secret" };

  it("accepts the current password and a new one under the shared policy", () => {
    expect(parse(passwordChangeSchema, valid).status).toBe("success");
  });

  it("needs the current password", () => {
    expect(errors(passwordChangeSchema, { ...valid, currentPassword: "" })).toEqual({
      currentPassword: [PASSWORD_CHANGE_MESSAGES.currentRequired],
    });
  });

  it("uses the shared messages for a short, long or mismatched new password", () => {
    expect(errors(passwordChangeSchema, { ...valid, password: "12345", confirmPassword: "12345" })).toEqual({
      password: [MESSAGES.passwordTooShort],
    });
    expect(errors(passwordChangeSchema, { ...valid, password: "x".repeat(129), confirmPassword: "x".repeat(129) })).toEqual({
      password: [MESSAGES.passwordTooLong],
    });
    expect(errors(passwordChangeSchema, { ...valid, confirmPassword: "new-secreT" })).toEqual({
      confirmPassword: [MESSAGES.passwordMismatch],
    });
  });

  it("refuses a new password equal to the current one", () => {
    expect(errors(passwordChangeSchema, { currentPassword: "same-one", password: "same-one", confirmPassword: "same-one" })).toEqual({
      password: [PASSWORD_CHANGE_MESSAGES.sameAsCurrent],
    });
  });
});

describe("the page's intents and the license-gate notice", () => {
  it("knows its two intents only", () => {
    expect(parseProfileIntent("update-profile")).toBe("update-profile");
    expect(parseProfileIntent("update-password")).toBe("update-password");
    expect(parseProfileIntent("update-email")).toBeNull();
    expect(parseProfileIntent(null)).toBeNull();
  });

  it("guides a learner sent by the license gate: add the number, then go back", () => {
    expect(licenseGateNotice(null, null)).toBeNull();
    expect(licenseGateNotice("elsewhere", null)).toBeNull();
    expect(licenseGateNotice("license-gate", null)).toBe("add-license");
    expect(licenseGateNotice("license-gate", "  ")).toBe("add-license");
    expect(licenseGateNotice("license-gate", "LA-1")).toBe("license-saved");
  });

  it("keeps only ?from=license-gate when redirecting back", () => {
    expect(profileSearch(new URLSearchParams("from=license-gate&x=1"))).toBe("?from=license-gate");
    expect(profileSearch(new URLSearchParams("from=https://evil.test"))).toBe("");
    expect(profileSearch(new URLSearchParams(""))).toBe("");
  });
});
