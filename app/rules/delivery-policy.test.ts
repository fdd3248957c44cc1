import { describe, expect, it } from "vitest";
import {
  DEFAULT_POLICY,
  NO_POLICY,
  formatRemaining,
  formatSeatTime,
  idleTimings,
  pageViewGapCredit,
  requiredSeatSeconds,
  seatTimeLockMessage,
  seatTimeMeterText,
  seatTimeRefusal,
  seatTimeStatus,
} from "./delivery-policy";

describe("requiredSeatSeconds", () => {
  it("is the credit hours in seconds at 100 %", () => {
    expect(requiredSeatSeconds(DEFAULT_POLICY, 90)).toBe(324_000);
  });
  it("takes the share and rounds up", () => {
    expect(requiredSeatSeconds({ ...DEFAULT_POLICY, requiredSeatTimePercent: 80 }, 1.5)).toBe(4320);
    expect(requiredSeatSeconds({ ...DEFAULT_POLICY, requiredSeatTimePercent: 33 }, 0.1)).toBe(119);
  });
  it("is 0 when the policy is off, the hours are 0 or not a number", () => {
    expect(requiredSeatSeconds(NO_POLICY, 90)).toBe(0);
    expect(requiredSeatSeconds(DEFAULT_POLICY, 0)).toBe(0);
    expect(requiredSeatSeconds(DEFAULT_POLICY, Number.NaN)).toBe(0);
  });
});

describe("seatTimeStatus", () => {
  const base = { policy: DEFAULT_POLICY, creditHours: 1 };
  it("is met when the required time is reached, not one second before", () => {
    expect(seatTimeStatus({ ...base, creditedSeconds: 3599 })).toMatchObject({ met: false, remainingSeconds: 1 });
    expect(seatTimeStatus({ ...base, creditedSeconds: 3600 })).toMatchObject({ met: true, remainingSeconds: 0 });
    expect(seatTimeStatus({ ...base, creditedSeconds: 99_999 })).toMatchObject({ met: true, remainingSeconds: 0 });
  });
  it("is always met when the policy is off", () => {
    expect(seatTimeStatus({ policy: NO_POLICY, creditHours: 90, creditedSeconds: 0 })).toMatchObject({ met: true, applies: false });
  });
  it("is met at 0 % with no per-lesson minimum", () => {
    expect(seatTimeStatus({ ...base, policy: { ...DEFAULT_POLICY, requiredSeatTimePercent: 0 }, creditedSeconds: 0 }).met).toBe(true);
  });
  it("holds back lessons below the per-lesson minimum", () => {
    const policy = { ...DEFAULT_POLICY, requiredSeatTimePercent: 0, minMinutesPerLesson: 10 };
    const lessons = [
      { lessonId: "a", title: "Lesson A", seconds: 600 },
      { lessonId: "b", title: "Lesson B", seconds: 599 },
    ];
    const status = seatTimeStatus({ policy, creditHours: 1, creditedSeconds: 1199, lessons });
    expect(status.met).toBe(false);
    expect(status.lessonsShort).toEqual([{ lessonId: "b", title: "Lesson B", remainingSeconds: 1 }]);
    expect(seatTimeLockMessage(status)).toBe("Lesson B needs 1 min more.");
    const after = seatTimeStatus({ policy, creditHours: 1, creditedSeconds: 1200, lessons: [lessons[0], { ...lessons[1], seconds: 600 }] });
    expect(after.met).toBe(true);
  });
  it("never counts negative or fractional seconds", () => {
    expect(seatTimeStatus({ ...base, creditedSeconds: -5 }).creditedSeconds).toBe(0);
    expect(seatTimeStatus({ ...base, creditedSeconds: 3599.9 }).met).toBe(false);
  });
});

describe("wording", () => {
  it("formats hours and minutes", () => {
    expect(formatSeatTime(32 * 3600 + 10 * 60 + 59)).toBe("32 h 10 min");
    expect(formatSeatTime(90 * 3600)).toBe("90 h");
    expect(formatSeatTime(59)).toBe("0 min");
    expect(formatRemaining(1)).toBe("1 min");
    expect(formatRemaining(3601)).toBe("1 h 1 min");
  });
  it("writes the meter and the lock", () => {
    const status = seatTimeStatus({ policy: DEFAULT_POLICY, creditHours: 90, creditedSeconds: 32 * 3600 + 600 });
    expect(seatTimeMeterText(status)).toBe("32 h 10 min of 90 h");
    expect(seatTimeLockMessage(status)).toBe("The final exam opens after 90 h of seat time. You need 57 h 50 min more.");
    expect(seatTimeRefusal(status)).toBe("This course requires 90 h of seat time before it can be completed. You need 57 h 50 min more.");
  });
});

describe("idle limit", () => {
  it("credits a page-view gap within the limit up to the cap, nothing beyond the limit", () => {
    expect(pageViewGapCredit({ gapSeconds: 45, capSeconds: 60, idleLimitMinutes: 20 })).toBe(45);
    expect(pageViewGapCredit({ gapSeconds: 20 * 60, capSeconds: 60, idleLimitMinutes: 20 })).toBe(60);
    expect(pageViewGapCredit({ gapSeconds: 20 * 60 + 1, capSeconds: 60, idleLimitMinutes: 20 })).toBe(0);
    expect(pageViewGapCredit({ gapSeconds: 20 * 60 + 1, capSeconds: 60, idleLimitMinutes: null })).toBe(60);
    expect(pageViewGapCredit({ gapSeconds: -3, capSeconds: 60, idleLimitMinutes: 20 })).toBe(0);
  });
  it("warns two minutes before signing out", () => {
    expect(idleTimings(20)).toEqual({ warnAfterMs: 18 * 60_000, signOutAfterMs: 20 * 60_000 });
    expect(idleTimings(3)).toEqual({ warnAfterMs: 60_000, signOutAfterMs: 180_000 });
  });
});
