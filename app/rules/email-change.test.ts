import { describe, expect, it } from "vitest";
import { COMPLETED_NOTICE_MS, IDLE, shownEmailChange, type StoredEmailChange } from "./email-change";

const now = new Date("2026-11-25T15:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const change = (overrides: Partial<StoredEmailChange> = {}): StoredEmailChange => ({
  status: "pending_new_confirmation",
  newEmail: "new@example.com",
  failureReason: null,
  updatedAt: ago(60_000),
  ...overrides,
});

describe("shownEmailChange", () => {
  it("is idle without a change", () => {
    expect(shownEmailChange(null, "old@example.com", now)).toEqual(IDLE);
  });

  it("shows each step and a failure with its reason", () => {
    expect(shownEmailChange(change(), "old@example.com", now)).toEqual({
      status: "pending_new_confirmation",
      newEmail: "new@example.com",
      failureReason: null,
    });
    expect(shownEmailChange(change({ status: "pending_old_confirmation" }), "old@example.com", now).status).toBe(
      "pending_old_confirmation",
    );
    expect(shownEmailChange(change({ status: "failed", failureReason: "Taken." }), "old@example.com", now)).toEqual({
      status: "failed",
      newEmail: "new@example.com",
      failureReason: "Taken.",
    });
  });

  it("shows a completed change for COMPLETED_NOTICE_MS after it completed, on every load, then idle", () => {
    const done = (ms: number) => change({ status: "completed", updatedAt: ago(ms) });
    expect(shownEmailChange(done(0), "new@example.com", now)).toEqual({
      status: "completed",
      newEmail: "new@example.com",
      failureReason: null,
    });
    expect(shownEmailChange(done(COMPLETED_NOTICE_MS), "new@example.com", now).status).toBe("completed");
    expect(shownEmailChange(done(COMPLETED_NOTICE_MS + 1), "new@example.com", now)).toEqual(IDLE);
  });

  it("drops a pending or failed change to the address the account already has", () => {
    expect(shownEmailChange(change(), "new@example.com", now)).toEqual(IDLE);
    expect(shownEmailChange(change({ status: "failed", failureReason: "Taken." }), "new@example.com", now)).toEqual(IDLE);
  });
});
