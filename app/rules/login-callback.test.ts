import { describe, expect, it } from "vitest";
import { loginCallbackTarget } from "./login-callback";

const q = (s: string) => new URLSearchParams(s);

describe("loginCallbackTarget", () => {
  it("forwards a link's token to the page that uses it, by type (sign-up by default)", () => {
    expect(loginCallbackTarget(q("token=abc"), false, "")).toBe("/confirm-email?token=abc");
    expect(loginCallbackTarget(q("type=signup&token=abc"), true, "")).toBe("/confirm-email?token=abc");
    expect(loginCallbackTarget(q("type=email_change&token=a+b"), true, "")).toBe("/confirm-email-change/new?token=a+b");
    expect(loginCallbackTarget(q("type=recovery&token=r"), false, "")).toBe("/reset-password?token=r");
    expect(loginCallbackTarget(q("type=invite&token=i"), false, "")).toBe("/login/accept-invitation?token=i");
  });

  it("without a usable token: a signed-in user goes on, anyone else to Sign In; redirectTo is checked by the caller", () => {
    expect(loginCallbackTarget(q(""), true, "")).toBe("/dashboard");
    expect(loginCallbackTarget(q("type=unknown&token=x"), true, "")).toBe("/dashboard");
    expect(loginCallbackTarget(q("redirectTo=/student/courses"), true, "/student/courses")).toBe("/student/courses");
    expect(loginCallbackTarget(q("redirectTo=https://evil.example"), true, "")).toBe("/dashboard");
    expect(loginCallbackTarget(q(""), false, "")).toBe("/login");
    expect(loginCallbackTarget(q("redirectTo=/student"), false, "/student")).toBe("/login?redirectTo=%2Fstudent");
    expect(loginCallbackTarget(q("type=constructor&token=x"), false, "")).toBe("/login");
  });
});
