import { describe, expect, it } from "vitest";
import { hoursToMs, LINK_VALID_HOURS, linkValidText, validForText, VERIFICATION_LINK_VALID_HOURS } from "./one-time-tokens";

describe("link lifetimes as the copy quotes them", () => {
  it("says hours below two days and whole days from then on", () => {
    expect(validForText(1)).toBe("1 hour");
    expect(validForText(24)).toBe("24 hours");
    expect(validForText(36)).toBe("36 hours");
    expect(validForText(48)).toBe("2 days");
    expect(validForText(7 * 24)).toBe("7 days");
  });

  it("quotes each kind's lifetime from the one table the expiry uses", () => {
    expect(linkValidText("email_confirmation")).toBe(validForText(LINK_VALID_HOURS.email_confirmation));
    expect(linkValidText("password_reset")).toBe(validForText(LINK_VALID_HOURS.password_reset));
    expect(linkValidText("invitation")).toBe(validForText(LINK_VALID_HOURS.invitation));
    expect(hoursToMs(VERIFICATION_LINK_VALID_HOURS)).toBe(VERIFICATION_LINK_VALID_HOURS * 3_600_000);
  });
});
