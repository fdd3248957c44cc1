import { describe, expect, it } from "vitest";
import { hourInTimeZone, msUntilNextHour, resolveTheme, themeForHour, toggledPreference } from "./theme";

describe("themeForHour", () => {
  it.each([
    [0, "night"],
    [4, "night"],
    [5, "morning"],
    [9, "morning"],
    [10, "day"],
    [17, "day"],
    [18, "evening"],
    [19, "evening"],
    [20, "night"],
    [23, "night"],
  ] as const)("hour %i is %s", (hour, theme) => {
    expect(themeForHour(hour)).toBe(theme);
  });

  it("covers every hour with exactly the required ranges", () => {
    const counts = { morning: 0, day: 0, evening: 0, night: 0 };
    for (let hour = 0; hour < 24; hour++) counts[themeForHour(hour)]++;
    expect(counts).toEqual({ morning: 5, day: 8, evening: 2, night: 9 });
  });

  it("rejects impossible hours", () => {
    expect(() => themeForHour(24)).toThrow(RangeError);
    expect(() => themeForHour(-1)).toThrow(RangeError);
    expect(() => themeForHour(7.5)).toThrow(RangeError);
  });
});

describe("hourInTimeZone", () => {
  const noonUtc = new Date("2026-07-01T12:00:00Z");

  it("reads the hour in the learner's zone", () => {
    expect(hourInTimeZone(noonUtc, "UTC")).toBe(12);
    expect(hourInTimeZone(noonUtc, "America/Chicago")).toBe(7); // CDT, UTC-5
    expect(hourInTimeZone(new Date("2026-01-15T12:00:00Z"), "America/Chicago")).toBe(6); // CST
  });

  it("falls back to Central time for an unknown zone", () => {
    expect(hourInTimeZone(noonUtc, "Mars/Olympus_Mons")).toBe(7);
  });

  it("reports midnight as 0, not 24", () => {
    expect(hourInTimeZone(new Date("2026-07-01T05:00:00Z"), "America/Chicago")).toBe(0);
  });
});

describe("resolveTheme", () => {
  const eveningInBatonRouge = new Date("2026-07-01T23:30:00Z"); // 18:30 CDT

  it("follows the clock on auto", () => {
    expect(resolveTheme("auto", eveningInBatonRouge, "America/Chicago")).toBe("evening");
    expect(resolveTheme("auto", eveningInBatonRouge, "UTC")).toBe("night");
  });

  it("lets a manual choice win", () => {
    expect(resolveTheme("light", eveningInBatonRouge, "America/Chicago")).toBe("day");
    expect(resolveTheme("dark", new Date("2026-07-01T17:00:00Z"), "America/Chicago")).toBe("night");
  });
});

describe("toggledPreference", () => {
  it("switches to the opposite of what is shown", () => {
    expect(toggledPreference("morning")).toBe("dark");
    expect(toggledPreference("day")).toBe("dark");
    expect(toggledPreference("evening")).toBe("light");
    expect(toggledPreference("night")).toBe("light");
  });
});

describe("msUntilNextHour", () => {
  it("counts to the top of the next hour", () => {
    expect(msUntilNextHour(new Date("2026-07-01T10:59:30.000Z"))).toBe(30_000);
    expect(msUntilNextHour(new Date("2026-07-01T10:00:00.000Z"))).toBe(3_600_000);
  });
});
