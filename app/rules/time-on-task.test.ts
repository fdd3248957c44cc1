import { describe, expect, it } from "vitest";
import { creditedSeconds, MAX_CREDIT_SECONDS } from "./time-on-task";

const t0 = new Date("2026-03-01T15:00:00.000Z");
const later = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

describe("time on task crediting", () => {
  it("credits what the browser reports when the wall clock allows it", () => {
    expect(creditedSeconds({ claimedSeconds: 30, lastActivityAt: t0, now: later(31) })).toBe(30);
  });

  it("never credits more than the wall-clock time since the last recorded activity", () => {
    expect(creditedSeconds({ claimedSeconds: 30, lastActivityAt: t0, now: later(12) })).toBe(12);
    // A replayed report straight after another one adds nothing.
    expect(creditedSeconds({ claimedSeconds: 30, lastActivityAt: t0, now: t0 })).toBe(0);
  });

  it("caps one report at the maximum", () => {
    expect(creditedSeconds({ claimedSeconds: 3600, lastActivityAt: t0, now: later(3600) })).toBe(MAX_CREDIT_SECONDS);
  });

  it("credits only the active part after a long hidden or idle gap", () => {
    expect(creditedSeconds({ claimedSeconds: 8, lastActivityAt: t0, now: later(600) })).toBe(8);
  });

  it("a page view without JavaScript (no claim) credits the gap up to the cap", () => {
    expect(creditedSeconds({ claimedSeconds: null, lastActivityAt: t0, now: later(20) })).toBe(20);
    expect(creditedSeconds({ claimedSeconds: null, lastActivityAt: t0, now: later(900) })).toBe(MAX_CREDIT_SECONDS);
  });

  it("credits nothing for bad claims, clocks going backwards or no earlier activity", () => {
    expect(creditedSeconds({ claimedSeconds: -5, lastActivityAt: t0, now: later(30) })).toBe(0);
    expect(creditedSeconds({ claimedSeconds: Number.NaN, lastActivityAt: t0, now: later(30) })).toBe(0);
    expect(creditedSeconds({ claimedSeconds: 30, lastActivityAt: later(60), now: t0 })).toBe(0);
    expect(creditedSeconds({ claimedSeconds: 30, lastActivityAt: null, now: t0 })).toBe(0);
  });

  it("credits whole seconds", () => {
    expect(creditedSeconds({ claimedSeconds: 29.9, lastActivityAt: t0, now: later(40) })).toBe(29);
  });
});
