import { describe, expect, it } from "vitest";
import {
  getClientAddress,
  normaliseAddress,
  rateLimitAddressKey,
  resolveClientAddress,
  TEST_CLIENT_ADDRESS_HEADER,
} from "./client-address.server";
import { parseEnv } from "./env.server";

const SPOOFING_HEADERS = {
  "X-Forwarded-For": "198.51.100.7, 10.0.0.1",
  "X-Real-IP": "198.51.100.8",
  Forwarded: "for=198.51.100.9",
  "True-Client-IP": "198.51.100.10",
  "CF-Connecting-IP": "198.51.100.11",
};

const request = (headers: Record<string, string> = {}) => new Request("http://localhost/login", { headers });

const production = parseEnv({
  NODE_ENV: "production",
  SESSION_SECRET: "s",
  DATABASE_URL: "postgres://db",
  POSTMARK_SERVER_TOKEN: "p",
  STRIPE_SECRET_KEY: "k",
  STRIPE_WEBHOOK_SECRET: "w",
  APP_URL: "https://pelican.example",
  S3_BUCKET: "uploads",
  AWS_ACCESS_KEY_ID: "a",
  AWS_SECRET_ACCESS_KEY: "s",
});
const onFly = { ...production, FLY_APP_NAME: "pelican-real-estate-school" };
const standins = parseEnv({ NODE_ENV: "production", LOCAL_STANDINS: "1" });

describe("getClientAddress", () => {
  it("honours Fly-Client-IP only on Fly (FLY_APP_NAME set)", () => {
    const fromFly = request({ "Fly-Client-IP": "203.0.113.5", ...SPOOFING_HEADERS });
    expect(getClientAddress(fromFly, { socketAddress: "172.16.0.2" }, onFly)).toBe("203.0.113.5");
    // Anywhere else the same header is just something the client wrote.
    expect(getClientAddress(fromFly, { socketAddress: "192.0.2.44" }, production)).toBe("192.0.2.44");
    expect(getClientAddress(fromFly, { socketAddress: "::1" }, standins)).toBe("::1");
  });

  it("reads FLY_APP_NAME from the environment", () => {
    expect(parseEnv({ FLY_APP_NAME: "pelican" }).FLY_APP_NAME).toBe("pelican");
    expect(parseEnv({ FLY_APP_NAME: " " }).FLY_APP_NAME).toBeUndefined();
  });

  it("on Fly without the header (a peer on Fly's private network), uses the socket", () => {
    expect(getClientAddress(request(SPOOFING_HEADERS), { socketAddress: "fdaa:0:1::3" }, onFly)).toBe("fdaa:0:1::3");
    expect(getClientAddress(request({ "Fly-Client-IP": "not an address" }), { socketAddress: "fdaa:0:1::3" }, onFly)).toBe("fdaa:0:1::3");
  });

  it("uses the TCP socket otherwise, never a forwarding header", () => {
    expect(getClientAddress(request(SPOOFING_HEADERS), { socketAddress: "192.0.2.44" }, production)).toBe("192.0.2.44");
    expect(getClientAddress(request(SPOOFING_HEADERS), { socketAddress: "::ffff:192.0.2.44" }, production)).toBe("192.0.2.44");
    expect(getClientAddress(request(SPOOFING_HEADERS), { socketAddress: "2001:DB8::1" }, production)).toBe("2001:db8::1");
  });

  it("is null without a socket address (a loader called directly)", () => {
    expect(getClientAddress(request(SPOOFING_HEADERS), {}, production)).toBeNull();
    expect(getClientAddress(request(SPOOFING_HEADERS), undefined, standins)).toBeNull();
  });

  it("honours the test header only with the local stand-ins, off Fly, from this machine", () => {
    const tagged = request({ [TEST_CLIENT_ADDRESS_HEADER]: "198.18.3.4" });
    expect(getClientAddress(tagged, { socketAddress: "::ffff:127.0.0.1" }, standins)).toBe("198.18.3.4");
    expect(getClientAddress(tagged, { socketAddress: "::1" }, parseEnv({}))).toBe("198.18.3.4");
    // Not with real credentials, not on Fly, not from another machine, not when it is no address.
    expect(getClientAddress(tagged, { socketAddress: "127.0.0.1" }, production)).toBe("127.0.0.1");
    expect(getClientAddress(tagged, { socketAddress: "127.0.0.1" }, { ...standins, FLY_APP_NAME: "demo" })).toBe("127.0.0.1");
    expect(getClientAddress(tagged, { socketAddress: "192.0.2.44" }, standins)).toBe("192.0.2.44");
    expect(getClientAddress(request({ [TEST_CLIENT_ADDRESS_HEADER]: "x" }), { socketAddress: "::1" }, standins)).toBe("::1");
  });

  it("is what resolveClientAddress decides from the same sources", () => {
    expect(
      resolveClientAddress({
        headers: new Headers({ "Fly-Client-IP": "203.0.113.5" }),
        socketAddress: "10.0.0.1",
        onFly: true,
        localStandins: false,
      }),
    ).toBe("203.0.113.5");
  });
});

describe("normaliseAddress", () => {
  it("accepts IPv4 and IPv6, unwraps IPv4-mapped IPv6 and refuses anything else", () => {
    expect(normaliseAddress(" 203.0.113.5 ")).toBe("203.0.113.5");
    expect(normaliseAddress("::FFFF:203.0.113.5")).toBe("203.0.113.5");
    expect(normaliseAddress("2001:DB8::1")).toBe("2001:db8::1");
    for (const bad of ["", "unknown", "203.0.113.5, 10.0.0.1", "203.0.113.5:443", null, undefined]) {
      expect(normaliseAddress(bad)).toBeNull();
    }
  });
});

describe("rateLimitAddressKey", () => {
  it("keeps IPv4 addresses and counts IPv6 ones by their /64 network", () => {
    expect(rateLimitAddressKey("203.0.113.5")).toBe("203.0.113.5");
    expect(rateLimitAddressKey("::ffff:203.0.113.5")).toBe("203.0.113.5");
    expect(rateLimitAddressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitAddressKey("2001:0DB8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(rateLimitAddressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitAddressKey("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitAddressKey("2001:db8:1:3::1")).not.toBe(rateLimitAddressKey("2001:db8:1:2::1"));
  });
});
