import { describe, expect, it } from "vitest";
import {
  CERTIFICATE_SUFFIX_LENGTH,
  formatCertificateId,
  normalizeCertificateId,
  parseCertificateId,
  randomCertificateSuffix,
} from "./certificate-id";

const COURSE = "3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b";

describe("certificate ids", () => {
  it("puts the course id before the -CERT- marker", () => {
    expect(formatCertificateId(COURSE, "7KQ2M9XD0A")).toBe(`${COURSE}-CERT-7KQ2M9XD0A`);
  });

  it("parses the course id back out", () => {
    expect(parseCertificateId(`${COURSE}-CERT-7KQ2M9XD0A`)).toEqual({ courseId: COURSE, suffix: "7KQ2M9XD0A" });
  });

  it("accepts a retyped id in any case with blanks around it", () => {
    const retyped = `  ${COURSE.toUpperCase()}-cert-7kq2m9xd0a `;
    expect(parseCertificateId(retyped)).toEqual({ courseId: COURSE, suffix: "7KQ2M9XD0A" });
    expect(normalizeCertificateId(retyped)).toBe(`${COURSE}-CERT-7KQ2M9XD0A`);
  });

  it.each([
    "",
    "CERT-7KQ2M9XD0A",
    `${COURSE}-7KQ2M9XD0A`,
    `${COURSE}-CERT-`,
    `${COURSE}-CERT-7KQ2M9XD0`, // too short
    `${COURSE}-CERT-7KQ2M9XD0AB`, // too long
    `${COURSE}-CERT-7KQ2M9XDIL`, // I and L are not in the alphabet
    `not-a-uuid-CERT-7KQ2M9XD0A`,
    `${COURSE}-CERT-7KQ2M9XD0A/../x`,
  ])("rejects %j", (value) => {
    expect(parseCertificateId(value)).toBeNull();
    expect(normalizeCertificateId(value)).toBeNull();
  });

  it("refuses to format a bad course id or suffix", () => {
    expect(() => formatCertificateId("course-1", "7KQ2M9XD0A")).toThrow();
    expect(() => formatCertificateId(COURSE, "short")).toThrow();
  });

  it("makes random upper-case Crockford suffixes that round-trip", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const suffix = randomCertificateSuffix();
      expect(suffix).toMatch(new RegExp(`^[0-9A-HJKMNP-TV-Z]{${CERTIFICATE_SUFFIX_LENGTH}}$`));
      expect(parseCertificateId(formatCertificateId(COURSE, suffix))?.suffix).toBe(suffix);
      seen.add(suffix);
    }
    expect(seen.size).toBe(200);
  });

  it("maps bytes onto the alphabet deterministically", () => {
    const bytes = () => Uint8Array.from({ length: CERTIFICATE_SUFFIX_LENGTH }, (_, i) => i * 3 + 32);
    expect(randomCertificateSuffix(bytes)).toBe("0369CFJNRV");
  });
});

describe("certificate paths", () => {
  it("links the PDF and the verification page by the id", async () => {
    const { certificatePdfPath, verificationPath } = await import("./certificate-id");
    expect(certificatePdfPath(`${COURSE}-CERT-7KQ2M9XD0A`)).toBe(`/certificates/${COURSE}-CERT-7KQ2M9XD0A.pdf`);
    expect(verificationPath(`${COURSE}-CERT-7KQ2M9XD0A`)).toBe(`/verify/${COURSE}-CERT-7KQ2M9XD0A`);
  });
});
