import { describe, expect, it } from "vitest";
import { parsePrice, SETTINGS_MESSAGES, settingsSchema } from "./site-settings";

const valid = {
  siteName: "  Pelican Real Estate School ",
  premiumMembershipPrice: "$1,059.5",
  certificateAuthorityNumber: "",
  certificateSignerName: "Jane Roe",
  certificateSignerTitle: "Director",
  supportEmail: " Support@Pelican.Test ",
  supportResponseTime: "24 hours during business days",
  rexChatUrl: "",
};

describe("parsePrice", () => {
  it.each([
    ["59.99", 59.99],
    ["$4.99", 4.99],
    ["1,000", 1000],
    ["0", 0],
    ["10000.00", 10000],
  ])("reads %s", (text, value) => expect(parsePrice(text)).toBe(value));
  it.each(["", "abc", "-1", "1.999", "10000.01", "1e3", " . "])("refuses %j", (text) => expect(parsePrice(text)).toBeNull());
});

describe("settingsSchema", () => {
  it("trims, lower-cases the address and turns empty optional fields into null", () => {
    const parsed = settingsSchema.parse(valid);
    expect(parsed).toMatchObject({
      siteName: "Pelican Real Estate School",
      premiumMembershipPrice: 1059.5,
      certificateAuthorityNumber: null,
      supportEmail: "support@pelican.test",
      rexChatUrl: null,
    });
  });
  it("refuses a bad price, an empty name, a bad address and a non-https chat address, each with its message", () => {
    const result = settingsSchema.safeParse({
      ...valid,
      premiumMembershipPrice: "free",
      siteName: " ",
      supportEmail: "nope",
      rexChatUrl: "http://rex.example.com",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      premiumMembershipPrice: SETTINGS_MESSAGES.price,
      siteName: SETTINGS_MESSAGES.siteName,
      supportEmail: SETTINGS_MESSAGES.supportEmail,
      rexChatUrl: SETTINGS_MESSAGES.rexChatUrl,
    });
  });
  it("accepts an https chat address", () => {
    expect(settingsSchema.parse({ ...valid, rexChatUrl: "https://rex.example.com/chat" }).rexChatUrl).toBe("https://rex.example.com/chat");
  });
});
