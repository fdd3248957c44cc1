import { describe, expect, it } from "vitest";
import { data } from "@remix-run/node";
import { describeServerError, isServerError, thrownStatus } from "./server-errors";

describe("describeServerError", () => {
  it("keeps the path without the query string, the error's name, message and stack", () => {
    const error = new TypeError("Cannot read properties of undefined");
    const described = describeServerError(error, { method: "POST", url: "https://school.test/reset-password?token=secret123" });
    expect(described).toMatchObject({ method: "POST", path: "/reset-password", message: "TypeError: Cannot read properties of undefined" });
    expect(described.stack).toContain("TypeError");
    expect(JSON.stringify(described)).not.toContain("secret123");
  });

  it("describes what is not an Error too", () => {
    expect(describeServerError("boom", { method: "GET", url: "https://school.test/a" })).toMatchObject({ message: "boom", stack: null });
    expect(describeServerError({ code: 7 }, { method: "GET", url: "not a url" })).toMatchObject({ path: "/", message: '{"code":7}' });
  });
});

describe("isServerError", () => {
  it("is false for a 4xx thrown on purpose: data(), a Response, an error response", () => {
    expect(thrownStatus(data("Unsupported", { status: 415 }))).toBe(415);
    expect(isServerError(data("Unsupported", { status: 415 }))).toBe(false);
    expect(isServerError(new Response("Bad", { status: 400 }))).toBe(false);
    expect(isServerError({ status: 405, statusText: "Method Not Allowed", internal: true, data: null })).toBe(false);
  });

  it("is true for an exception, a 5xx, and what is not an object", () => {
    expect(isServerError(new TypeError("x"))).toBe(true);
    expect(isServerError(new Response("Down", { status: 503 }))).toBe(true);
    expect(isServerError(data("Broke", { status: 500 }))).toBe(true);
    expect(isServerError("boom")).toBe(true);
    expect(isServerError(Object.assign(new Error("with a status"), { status: 400 }))).toBe(true);
  });
});
