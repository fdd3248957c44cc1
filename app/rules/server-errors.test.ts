import { describe, expect, it } from "vitest";
import { describeServerError } from "./server-errors";

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
