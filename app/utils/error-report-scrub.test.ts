import { describe, expect, it } from "vitest";
import { FILTERED, scrubBreadcrumb, scrubEvent, scrubText, urlWithoutQuery } from "./error-report-scrub";

describe("scrubText", () => {
  it("replaces e-mail addresses, credentials and sensitive values", () => {
    expect(scrubText("no account for learner.one+x@pelican.test")).toBe("no account for [email]");
    expect(scrubText("sent Authorization: Bearer abc.def-ghi")).toBe(`sent Authorization: Bearer ${FILTERED}`);
    expect(scrubText("GET /reset?token=s3cr3t&next=/x")).toBe(`GET /reset?token=${FILTERED}&next=/x`);
    expect(scrubText('failed with password=hunter2, answer: "B"')).toBe(`failed with password=${FILTERED}, answer: "${FILTERED}"`);
    expect(scrubText("TypeError: Cannot read properties of undefined (reading 'id')")).toBe(
      "TypeError: Cannot read properties of undefined (reading 'id')",
    );
  });

  it("cuts a URL's query and fragment", () => {
    expect(urlWithoutQuery("https://x.test/invitations/accept?token=abc#top")).toBe("https://x.test/invitations/accept");
  });
});

describe("scrubEvent", () => {
  it("keeps the error and its stack, and nothing that identifies or authenticates a person", () => {
    const event = scrubEvent({
      message: "quiz submit failed for a@b.test",
      release: "abc123",
      request: {
        url: "https://x.test/quiz/1?answer=B",
        query_string: "answer=B",
        cookies: { __session: "sid" },
        data: { password: "pw" },
        headers: { Cookie: "__session=sid", Authorization: "Basic dXNlcg==", "User-Agent": "Firefox", Referer: "https://x.test/a?token=t" },
      },
      user: { id: "u-1", email: "a@b.test", ip_address: "203.0.113.9" },
      extra: { form: { password: "pw", newPassword: "pw2", quizAnswers: ["A"], identityAnswer: "Smith", courseId: "c-1" } },
      contexts: { session: { token: "t" }, runtime: { name: "node" } },
      exception: {
        values: [
          {
            type: "Error",
            value: "boom",
            stacktrace: { frames: [{ filename: "app/x.ts", function: "submit", lineno: 3, vars: { password: "pw" } }] },
          },
        ],
      },
    });
    expect(event.message).toBe("quiz submit failed for [email]");
    expect(event.release).toBe("abc123");
    expect(event.request).toEqual({ url: "https://x.test/quiz/1", headers: { "User-Agent": "Firefox", Referer: "https://x.test/a" } });
    expect(event.user).toEqual({ id: "u-1" });
    expect(event.extra).toEqual({
      form: { password: FILTERED, newPassword: FILTERED, quizAnswers: FILTERED, identityAnswer: FILTERED, courseId: "c-1" },
    });
    expect(event.contexts).toEqual({ session: FILTERED, runtime: { name: "node" } });
    expect(event.exception.values[0].stacktrace.frames[0]).toEqual({ filename: "app/x.ts", function: "submit", lineno: 3 });
    expect(JSON.stringify(event)).not.toMatch(/pw|sid|Smith|dXNlcg|203\.0\.113|a@b\.test/);
  });
});

describe("scrubBreadcrumb", () => {
  it("scrubs a console line and a request's URL", () => {
    expect(scrubBreadcrumb({ category: "console", message: "reset sent to a@b.test" })).toEqual({
      category: "console",
      message: "reset sent to [email]",
    });
    expect(scrubBreadcrumb({ category: "fetch", data: { url: "/x?code=1", method: "GET" } })).toEqual({
      category: "fetch",
      data: { url: "/x", method: "GET" },
    });
  });
});
