import { afterEach, describe, expect, it, vi } from "vitest";
import { logEvent } from "./log.server";

afterEach(() => vi.restoreAllMocks());

describe("logEvent", () => {
  it("writes one JSON line with the time, level, event and fields, on the console method of its level", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    logEvent("error", "checkout_failed", { userId: "u1" });
    logEvent("warn", "not_found", { path: "/x", referer: null });
    logEvent("info", "started");
    expect(error).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledTimes(1);
    const line = error.mock.calls[0][0] as string;
    expect(line).not.toContain("\n");
    const entry = JSON.parse(line);
    expect(entry).toEqual({ time: expect.any(String), level: "error", event: "checkout_failed", userId: "u1" });
    expect(new Date(entry.time).toISOString()).toBe(entry.time);
    expect(JSON.parse(warn.mock.calls[0][0] as string)).toMatchObject({ level: "warn", event: "not_found", path: "/x", referer: null });
    expect(JSON.parse(log.mock.calls[0][0] as string)).toMatchObject({ level: "info", event: "started" });
  });

  it("writes an Error as its name, message and stack, with its cause", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    logEvent("error", "portal_failed", { error: new TypeError('bucket "b" missing', { cause: new Error("socket closed") }) });
    const entry = JSON.parse(error.mock.calls[0][0] as string);
    expect(entry.error).toMatchObject({
      name: "TypeError",
      message: 'bucket "b" missing',
      cause: { name: "Error", message: "socket closed" },
    });
    expect(entry.error.stack).toContain('TypeError: bucket "b" missing');
  });

  it("writes a thrown value that is not plain data as its text, and never loses a line to a cycle", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    logEvent("error", "payment_event_failed", { error: new Response("x") });
    expect(JSON.parse(error.mock.calls[0][0] as string).error).toBe("[object Response]");
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    logEvent("error", "x_failed", { cyclic, n: 2 });
    expect(JSON.parse(error.mock.calls[1][0] as string)).toMatchObject({ event: "x_failed", cyclic: "[object Object]", n: 2 });
  });
});
