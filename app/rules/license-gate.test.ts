import { describe, expect, it } from "vitest";
import {
  hasLicenseNumber,
  LICENSE_GATE_TEXTS,
  licenseGate,
  licenseGateProfileHref,
  profilePath,
  requiresLicenseNumber,
} from "./license-gate";

describe("license gate (requirement learning-validation-rules)", () => {
  it("applies to Continuing Education and Post-licensing only", () => {
    expect(requiresLicenseNumber("Continuing Education")).toBe(true);
    expect(requiresLicenseNumber("Post-licensing")).toBe(true);
    expect(requiresLicenseNumber("Pre-licensing")).toBe(false);
    expect(requiresLicenseNumber("continuing education")).toBe(false);
    expect(requiresLicenseNumber(null)).toBe(false);
    expect(requiresLicenseNumber(undefined)).toBe(false);
  });

  it("needs a non-blank license number", () => {
    expect(hasLicenseNumber("RE-12345")).toBe(true);
    expect(hasLicenseNumber(" 0 ")).toBe(true);
    expect(hasLicenseNumber("")).toBe(false);
    expect(hasLicenseNumber("   \t")).toBe(false);
    expect(hasLicenseNumber(null)).toBe(false);
    expect(hasLicenseNumber(undefined)).toBe(false);
  });

  it("blocks only a gated course without a number", () => {
    expect(licenseGate({ courseType: "Continuing Education", licenseNumber: null })).toEqual({ required: true, blocked: true });
    expect(licenseGate({ courseType: "Post-licensing", licenseNumber: "  " })).toEqual({ required: true, blocked: true });
    expect(licenseGate({ courseType: "Post-licensing", licenseNumber: "LA-998877" })).toEqual({ required: true, blocked: false });
    expect(licenseGate({ courseType: "Pre-licensing", licenseNumber: null })).toEqual({ required: false, blocked: false });
  });

  it("has the required exact texts", () => {
    expect(LICENSE_GATE_TEXTS).toEqual({
      title: "License number required",
      description: "Please add your license number in your Profile before submitting this evaluation so your certificate includes it.",
      banner: "License number required to continue",
      button: "Update Profile",
    });
  });

  it("opens the profile of the learner's area", () => {
    expect(profilePath([])).toBe("/student/profile");
    expect(profilePath(["student"])).toBe("/student/profile");
    expect(profilePath(["reviewer"])).toBe("/student/profile");
    expect(profilePath(["company_admin"])).toBe("/company-dashboard/profile");
    expect(profilePath(["admin"])).toBe("/admin/profile");
    expect(profilePath(["admin", "company_admin"])).toBe("/company-dashboard/profile");
  });

  it("tells the profile page that the evaluation sent the learner", () => {
    expect(licenseGateProfileHref("/student/profile")).toBe("/student/profile?from=license-gate");
    expect(licenseGateProfileHref(profilePath(["company_admin"]))).toBe("/company-dashboard/profile?from=license-gate");
  });
});
