import { describe, expect, it } from "vitest";
import { isRetryableConflict, retryOnConflict } from "./retry-conflict";

const failure = (code: string) => Object.assign(new Error(`code ${code}`), { code });
/** Drizzle wraps the driver's error: the code is on its cause. */
const wrapped = (code: string) => Object.assign(new Error("Failed query"), { cause: failure(code) });

describe("isRetryableConflict", () => {
  it("knows deadlocks and serialization failures, wrapped or not; nothing else", () => {
    expect(isRetryableConflict(failure("40P01"))).toBe(true);
    expect(isRetryableConflict(wrapped("40001"))).toBe(true);
    expect(isRetryableConflict(wrapped("23505"))).toBe(false);
    expect(isRetryableConflict(new Error("boom"))).toBe(false);
    expect(isRetryableConflict(null)).toBe(false);
  });
});

describe("retryOnConflict", () => {
  it("runs again after a deadlock and answers the later result", async () => {
    let calls = 0;
    const result = await retryOnConflict(
      async () => {
        calls++;
        if (calls < 3) throw wrapped("40P01");
        return "done";
      },
      5,
      () => 0,
    );
    expect({ result, calls }).toEqual({ result: "done", calls: 3 });
  });

  it("gives up after the last attempt, and never retries another error", async () => {
    let calls = 0;
    await expect(
      retryOnConflict(
        async () => {
          calls++;
          throw failure("40001");
        },
        4,
        () => 0,
      ),
    ).rejects.toThrow("code 40001");
    expect(calls).toBe(4);
    calls = 0;
    await expect(
      retryOnConflict(
        async () => {
          calls++;
          throw failure("23505");
        },
        4,
        () => 0,
      ),
    ).rejects.toThrow("code 23505");
    expect(calls).toBe(1);
  });
});
