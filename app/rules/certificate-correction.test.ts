import { describe, expect, it } from "vitest";
import { CERTIFICATE_CORRECTION_MESSAGES, certificateCorrection, reissueSchema } from "./certificate-correction";

const profile = { firstName: "Lena", lastName: "Fontenot", licenseNumber: "SAL.0012345" };

describe("certificateCorrection", () => {
  it("finds nothing to change when the certificate prints the profile", () => {
    const result = certificateCorrection({ studentName: "Lena Fontenot", licenseNumber: "SAL.0012345" }, profile, "Continuing Education");
    expect(result.changes).toEqual([]);
    expect(result.licenseMissing).toBe(false);
  });

  it("lists the name and the license number that differ, before and after", () => {
    const result = certificateCorrection({ studentName: "Lena Typo", licenseNumber: "SAL.001234" }, profile, "Post-licensing");
    expect(result.next).toEqual({ studentName: "Lena Fontenot", licenseNumber: "SAL.0012345" });
    expect(result.changes).toEqual([
      { field: "studentName", label: "Name", before: "Lena Typo", after: "Lena Fontenot" },
      { field: "licenseNumber", label: "License number", before: "SAL.001234", after: "SAL.0012345" },
    ]);
  });

  it("leaves the license number off pre-licensing certificates, as at issue", () => {
    const result = certificateCorrection({ studentName: "Lena Fontenot", licenseNumber: null }, profile, "Pre-licensing");
    expect(result.changes).toEqual([]);
    expect(result.next.licenseNumber).toBeNull();
  });

  it("trims the license number and treats a blank one as none", () => {
    const trimmed = certificateCorrection(
      { studentName: "Lena Fontenot", licenseNumber: "SAL.0012345" },
      { ...profile, licenseNumber: " SAL.0012345 " },
      "Continuing Education",
    );
    expect(trimmed.changes).toEqual([]);
    const blank = certificateCorrection(
      { studentName: "Lena Fontenot", licenseNumber: "SAL.0012345" },
      { ...profile, licenseNumber: "  " },
      "Continuing Education",
    );
    expect(blank.licenseMissing).toBe(true);
    expect(blank.changes[0]).toMatchObject({ field: "licenseNumber", after: null });
  });
});

describe("reissueSchema", () => {
  it("needs a reason of at most 500 characters", () => {
    expect(reissueSchema.safeParse({ reason: "  " }).error?.issues[0].message).toBe(CERTIFICATE_CORRECTION_MESSAGES.reasonRequired);
    expect(reissueSchema.safeParse({}).error?.issues[0].message).toBe(CERTIFICATE_CORRECTION_MESSAGES.reasonRequired);
    expect(reissueSchema.safeParse({ reason: "x".repeat(501) }).error?.issues[0].message).toBe(
      CERTIFICATE_CORRECTION_MESSAGES.reasonTooLong,
    );
    expect(reissueSchema.parse({ reason: " Typo in license number " })).toEqual({ reason: "Typo in license number" });
  });
});
