import { describe, expect, it } from "vitest";
import { chatWidgetSources, contentSecurityPolicy } from "./csp.server";

describe("contentSecurityPolicy", () => {
  it("allows scripts only with the request's nonce", () => {
    const csp = contentSecurityPolicy({ nonce: "abc123", development: false, https: true });
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("upgrade-insecure-requests");
  });

  it("upgrades insecure requests only when served over https", () => {
    expect(contentSecurityPolicy({ nonce: "n", development: false })).not.toContain("upgrade-insecure-requests");
  });

  it("opens the live-reload socket only in development", () => {
    expect(contentSecurityPolicy({ nonce: "n", development: true })).toContain("ws://localhost:*");
    expect(contentSecurityPolicy({ nonce: "n", development: false })).not.toContain("ws://");
  });

  it("adds configured frame and script origins", () => {
    const csp = contentSecurityPolicy({
      nonce: "n",
      development: false,
      extraFrameSources: ["https://rex.example"],
      extraScriptSources: ["https://challenges.cloudflare.com"],
    });
    expect(csp).toMatch(/frame-src [^;]*https:\/\/rex\.example/);
    expect(csp).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/);
  });

  it("frames the contact page's map from OpenStreetMap only (no other map host, not the whole of https:)", () => {
    const frameSrc = contentSecurityPolicy({ nonce: "n", development: false })
      .match(/frame-src ([^;]*)/)![1]
      .split(" ");
    expect(frameSrc).toContain("https://www.openstreetmap.org");
    expect(frameSrc).not.toContain("https:");
    expect(frameSrc.filter((s) => s.includes("openstreetmap"))).toEqual(["https://www.openstreetmap.org"]);
  });

  it("allows a configured chat widget's origin for scripts, connections and frames only", () => {
    const csp = contentSecurityPolicy({
      nonce: "n",
      development: false,
      ...chatWidgetSources("https://widget.chat.example/loader.js?id=42"),
    });
    const directive = (name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";
    expect(directive("script-src")).toContain("https://widget.chat.example");
    expect(directive("connect-src")).toContain("https://widget.chat.example");
    expect(directive("frame-src")).toContain("https://widget.chat.example");
    expect(directive("script-src")).not.toContain("loader.js");
    expect(directive("default-src")).not.toContain("chat.example");
    expect(directive("img-src")).not.toContain("chat.example");
  });

  it("adds no chat origin when the widget is not configured", () => {
    const csp = contentSecurityPolicy({ nonce: "n", development: false, ...chatWidgetSources(undefined) });
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain("chat");
  });
});
