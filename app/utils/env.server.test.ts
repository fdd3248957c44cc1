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

  const credentials = {
    NODE_ENV: "production",
    SESSION_SECRET: "s",
    DATABASE_URL: "postgres://db/app",
    POSTMARK_SERVER_TOKEN: "t",
    STRIPE_SECRET_KEY: "sk_test_x",
    STRIPE_WEBHOOK_SECRET: "whsec_x",
    APP_URL: "https://pelican.example",
  };

  it("refuses a production start without object storage, saying what to set (issue 45)", () => {
    const start = (extra: Record<string, string>) => () => parseEnv({ ...credentials, ...extra });
    expect(start({})).toThrow(
      "Production needs object storage for uploads; missing: S3_BUCKET (or BUCKET_NAME), AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY.",
    );
    expect(start({})).toThrow(/fly storage create/);
    expect(start({ S3_BUCKET: "b", AWS_ACCESS_KEY_ID: "k" })).toThrow(/missing: AWS_SECRET_ACCESS_KEY\./);
    expect(start({ S3_BUCKET: "b", AWS_ACCESS_KEY_ID: "k", AWS_SECRET_ACCESS_KEY: "s" })).not.toThrow();
    // A LOCAL_STANDINS demo keeps its uploads in ./data/uploads.
    expect(start({ LOCAL_STANDINS: "1" })).not.toThrow();
  });

  it("takes the names `fly storage create` (Tigris) sets", () => {
    const env = parseEnv({
      ...credentials,
      BUCKET_NAME: "pelican-uploads",
      AWS_ENDPOINT_URL_S3: "https://fly.storage.tigris.dev",
      AWS_REGION: "auto",
      AWS_ACCESS_KEY_ID: "tid_x",
      AWS_SECRET_ACCESS_KEY: "tsec_x",
    });
    expect(env.S3_BUCKET).toBe("pelican-uploads");
    expect(env.S3_ENDPOINT).toBe("https://fly.storage.tigris.dev");
    expect(env.AWS_REGION).toBe("auto");
    // S3_* win when both are set.
    expect(
      parseEnv({ BUCKET_NAME: "tigris", S3_BUCKET: "mine", AWS_ENDPOINT_URL_S3: "https://a", S3_ENDPOINT: "https://b" }),
    ).toMatchObject({
      S3_BUCKET: "mine",
      S3_ENDPOINT: "https://b",
    });
  });

  it("without APP_URL, is this machine on PORT in development, and refuses to start in production", () => {
    expect(parseEnv({ PORT: "4000" }).APP_URL).toBe("http://localhost:4000");
    expect(parseEnv({ APP_URL: " ", PORT: "4000" }).APP_URL).toBe("http://localhost:4000");
    const real = { NODE_ENV: "production", SESSION_SECRET: "s", DATABASE_URL: "postgres://x", POSTMARK_SERVER_TOKEN: "t" };
    const stripe = { STRIPE_SECRET_KEY: "sk", STRIPE_WEBHOOK_SECRET: "wh" };
    expect(() => parseEnv({ ...real, ...stripe })).toThrow(/missing: APP_URL/);
    expect(parseEnv({ ...real, ...stripe, APP_URL: "https://pelican.example", LOCAL_STANDINS: "1" }).APP_URL).toBe(
      "https://pelican.example",
    );
  });

  it("allows a production build on stand-ins only with LOCAL_STANDINS=1", () => {
    const env = parseEnv({ NODE_ENV: "production", LOCAL_STANDINS: "1" });
    expect(env.useLocalStandins).toBe(true);
  });

  it("treats blank values as absent and rejects a bad APP_URL", () => {
    expect(parseEnv({ POSTMARK_SERVER_TOKEN: "  " }).POSTMARK_SERVER_TOKEN).toBeUndefined();
    expect(() => parseEnv({ APP_URL: "not a url" })).toThrow(/APP_URL/);
  });

  it("accepts only an https chat widget script", () => {
    expect(parseEnv({}).CHAT_WIDGET_SRC).toBeUndefined();
    expect(parseEnv({ CHAT_WIDGET_SRC: " " }).CHAT_WIDGET_SRC).toBeUndefined();
    expect(parseEnv({ CHAT_WIDGET_SRC: "https://widget.chat.example/loader.js" }).CHAT_WIDGET_SRC).toBe(
      "https://widget.chat.example/loader.js",
    );
    expect(() => parseEnv({ CHAT_WIDGET_SRC: "http://widget.chat.example/loader.js" })).toThrow(/CHAT_WIDGET_SRC/);
    expect(() => parseEnv({ CHAT_WIDGET_SRC: "javascript:alert(1)" })).toThrow(/CHAT_WIDGET_SRC/);
  });

  it("takes an http(s) address for Postmark's API (the tests' local endpoint), nothing else", () => {
    expect(parseEnv({}).POSTMARK_API_URL).toBeUndefined();
    expect(parseEnv({ POSTMARK_API_URL: "http://127.0.0.1:4591" }).POSTMARK_API_URL).toBe("http://127.0.0.1:4591");
    expect(() => parseEnv({ POSTMARK_API_URL: "127.0.0.1:4591" })).toThrow(/POSTMARK_API_URL/);
    expect(() => parseEnv({ POSTMARK_API_URL: "ftp://mail.example" })).toThrow(/POSTMARK_API_URL/);
  });
});
