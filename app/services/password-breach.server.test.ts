// 'Insecure Password' (decision 0081): the offline list of common passwords, and the Pwned Passwords
// range API (k-anonymity) against a local stand-in server that answers as the real one does.
import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkNewPassword, isBreachedOnline, isCommonPassword } from "./password-breach.server";

const sha1 = (text: string) => createHash("sha1").update(text, "utf8").digest("hex").toUpperCase();
const BREACHED = "rain-on-the-bayou-77"; // not on the offline list; the stand-in says it was breached 12 times

let server: Server;
let base = "";
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const prefix = request.url!.replace(/^\/range\//, "");
    asked.push(prefix);
    if (prefix.startsWith("SLOW!")) return; // never answers
    if (prefix === sha1("server-error-pw").slice(0, 5)) {
      response.writeHead(503).end();
      return;
    }
    // Like the real service: every suffix under the prefix, upper case, CRLF, padding lines with count 0.
    const lines = ["0018A45C4D1DEF81644B54AB7F969B88D65:3", "00D4F6E8FA6EECAD2A3AA415EEC418D38EC:0"];
    if (prefix === sha1(BREACHED).slice(0, 5)) lines.push(`${sha1(BREACHED).slice(5)}:12`);
    const padded = sha1("padded-only-pw");
    if (prefix === padded.slice(0, 5)) lines.push(`${padded.slice(5)}:0`);
    response.writeHead(200, { "Content-Type": "text/plain" }).end(lines.join("\r\n"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/range/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the offline list", () => {
  it("holds the most common passwords, whatever their case", () => {
    for (const password of ["123456", "password", "Password1", "QWERTY123", "iloveyou", "letmein"])
      expect(isCommonPassword(password)).toBe(true);
  });
  it("lets an uncommon password through (the demo accounts' among them)", () => {
    for (const password of ["Pelican!2026", "secret-1", BREACHED]) expect(isCommonPassword(password)).toBe(false);
  });
});

describe("the range API", () => {
  it("sends only the first five characters of the SHA-1 and finds a breached suffix", async () => {
    asked.length = 0;
    expect(await isBreachedOnline(BREACHED, { baseUrl: base })).toBe(true);
    expect(asked).toEqual([sha1(BREACHED).slice(0, 5)]);
  });
  it("reads a password missing from the answer, or only on a padding line, as not breached", async () => {
    expect(await isBreachedOnline("not-in-any-breach-9", { baseUrl: base })).toBe(false);
    expect(await isBreachedOnline("padded-only-pw", { baseUrl: base })).toBe(false);
  });
  it("cannot tell (null) when the service fails or is slow, and does not wait past the timeout", async () => {
    expect(await isBreachedOnline("server-error-pw", { baseUrl: base })).toBeNull();
    const started = Date.now();
    expect(await isBreachedOnline("x", { baseUrl: `${base}SLOW!`, timeoutMs: 200 })).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe("checkNewPassword", () => {
  it("refuses a common password offline, a breached one only with the range API, and lets a good one through", async () => {
    expect(await checkNewPassword("Password1", { baseUrl: undefined })).toEqual({ ok: false, reason: "common" });
    expect(await checkNewPassword(BREACHED, { baseUrl: undefined })).toEqual({ ok: true });
    expect(await checkNewPassword(BREACHED, { baseUrl: base })).toEqual({ ok: false, reason: "pwned" });
    expect(await checkNewPassword("not-in-any-breach-9", { baseUrl: base })).toEqual({ ok: true });
  });
  it("falls back to the offline answer when the service is down", async () => {
    expect(await checkNewPassword("server-error-pw", { baseUrl: base })).toEqual({ ok: true });
    expect(await checkNewPassword("password", { baseUrl: "http://127.0.0.1:9/range/" })).toEqual({ ok: false, reason: "common" });
  });
});
