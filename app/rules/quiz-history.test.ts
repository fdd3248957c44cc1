import { describe, expect, it } from "vitest";
import { durationSeconds, formatAttemptDate, formatDuration } from "./quiz-history";

describe("quiz history formatting", () => {
  it("formats durations as m:ss", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(5)).toBe("0:05");
    expect(formatDuration(125)).toBe("2:05");
    expect(formatDuration(3725)).toBe("62:05");
  });

  it("measures whole seconds between start and finish", () => {
    expect(durationSeconds(new Date("2026-03-05T10:00:00Z"), new Date("2026-03-05T10:02:05.400Z"))).toBe(125);
    expect(durationSeconds(new Date("2026-03-05T10:00:00Z"), new Date("2026-03-05T09:00:00Z"))).toBe(0);
  });

  it("formats dates as MMM dd, yyyy in Louisiana time", () => {
    expect(formatAttemptDate(new Date("2026-03-05T15:00:00Z"))).toBe("Mar 05, 2026");
    // 03:00 UTC on Mar 6 is still Mar 5 in Louisiana.
    expect(formatAttemptDate(new Date("2026-03-06T03:00:00Z"))).toBe("Mar 05, 2026");
  });
});
