import { describe, expect, it } from "vitest";
import { countOf, pluralForm } from "./plural";

describe("countOf", () => {
  it("uses the singular for one and the plural for every other count", () => {
    expect(countOf(1, "user", "users")).toBe("1 user");
    expect(countOf(0, "user", "users")).toBe("0 users");
    expect(countOf(2, "certificate", "certificates")).toBe("2 certificates");
    expect(countOf(1.5, "hour", "hours")).toBe("1.5 hours");
  });

  it("follows the locale's rules (French: 0 and 1 are singular)", () => {
    expect(pluralForm(0, { one: "utilisateur", other: "utilisateurs" }, "fr")).toBe("utilisateur");
    expect(pluralForm(0, { one: "user", other: "users" })).toBe("users");
  });
});
