import { describe, expect, it } from "vitest";
import { formatCertificateDate, formatCertificateDateLong, formatCreditHours, schoolDate } from "./certificate-format";

describe("certificate dates", () => {
  it("uses the Louisiana calendar day", () => {
    // 03:30 UTC on Jan 16 is 21:30 on Jan 15 in Baton Rouge (CST, UTC-6).
    expect(schoolDate(new Date("2026-01-16T03:30:00Z"))).toBe("2026-01-15");
    expect(schoolDate(new Date("2026-01-16T06:00:00Z"))).toBe("2026-01-16");
    // Summer time (CDT, UTC-5).
    expect(schoolDate(new Date("2026-07-01T04:59:00Z"))).toBe("2026-06-30");
    expect(schoolDate(new Date("2026-07-01T05:00:00Z"))).toBe("2026-07-01");
  });

  it("formats stored dates without shifting them", () => {
    expect(formatCertificateDate("2026-01-05")).toBe("Jan 05, 2026");
    expect(formatCertificateDate("2025-12-31")).toBe("Dec 31, 2025");
    expect(formatCertificateDateLong("2026-01-05")).toBe("January 5, 2026");
    expect(formatCertificateDate("soon")).toBe("soon");
  });
});

describe("credit hours", () => {
  it("prints whole and half hours without trailing zeros", () => {
    expect(formatCreditHours(1)).toBe("1 credit hour");
    expect(formatCreditHours(4)).toBe("4 credit hours");
  });
});
