import { describe, expect, it } from "vitest";
import { attemptDuration, auditPacketFileName, formatPacketDuration, formatPacketInstant } from "./audit-packet";

describe("audit packet formatting", () => {
  it("prints instants in Louisiana time with the zone, across daylight saving", () => {
    expect(formatPacketInstant(new Date("2026-01-15T18:07:09Z"))).toBe("Jan 15, 2026 12:07:09 CST");
    expect(formatPacketInstant(new Date("2026-07-04T05:30:00Z"))).toBe("Jul 04, 2026 00:30:00 CDT");
    // 03:30 UTC on March 1 is still February 28 in Louisiana.
    expect(formatPacketInstant(new Date("2026-03-01T03:30:00Z"))).toBe("Feb 28, 2026 21:30:00 CST");
    expect(formatPacketInstant(null)).toBe("—");
  });

  it("prints every second of a duration", () => {
    expect(formatPacketDuration(0)).toBe("0 s");
    expect(formatPacketDuration(59.6)).toBe("1 min 00 s");
    expect(formatPacketDuration(250)).toBe("4 min 10 s");
    expect(formatPacketDuration(3725)).toBe("1 h 02 min 05 s");
    expect(formatPacketDuration(-5)).toBe("0 s");
    expect(attemptDuration(new Date("2026-01-01T10:00:00Z"), new Date("2026-01-01T10:12:30Z"))).toBe("12 min 30 s");
    expect(attemptDuration(new Date("2026-01-01T10:00:00Z"), null)).toBe("not submitted");
  });

  it("names the file after the learner and the course, in ASCII", () => {
    expect(auditPacketFileName("Zoë O'Brien", "real-estate-principles")).toBe("audit-packet-zoe-o-brien-real-estate-principles.pdf");
    expect(auditPacketFileName("", "")).toBe("audit-packet-learner.pdf");
  });
});
