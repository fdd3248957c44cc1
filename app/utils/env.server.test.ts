import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("uses defaults and the stand-ins in development", () => {
    const env = parseEnv({});
    expect(env.NODE_ENV).toBe("development");
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.useLocalStandins).toBe(true);
  });

  it("refuses a production start without real credentials", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET.*DATABASE_URL/);
  });

  it("allows a production build on stand-ins only with LOCAL_STANDINS=1", () => {
    const env = parseEnv({ NODE_ENV: "production", LOCAL_STANDINS: "1" });
    expect(env.useLocalStandins).toBe(true);
  });

  it("treats blank values as absent and rejects a bad APP_URL", () => {
    expect(parseEnv({ POSTMARK_SERVER_TOKEN: "  " }).POSTMARK_SERVER_TOKEN).toBeUndefined();
    expect(() => parseEnv({ APP_URL: "not a url" })).toThrow(/APP_URL/);
  });
});
