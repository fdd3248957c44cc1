// Error reports (decision 0091): the real Sentry Node SDK, its DSN pointed at a local endpoint that
// receives envelopes as Sentry's ingest does (the way tests/integration/postmark.test.ts tests the
// Postmark SDK). Nothing is sent without a DSN; with one, a server error arrives as one event with its
// stack, the release, the route's path — and none of the request's or the context's secrets.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

type Envelope = { url: string; raw: string; items: { header: { type: string }; payload: Record<string, unknown> }[] };
const envelopes: Envelope[] = [];

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    let body = Buffer.concat(chunks);
    if (req.headers["content-encoding"] === "gzip") body = gunzipSync(body);
    const raw = body.toString("utf8");
    const lines = raw.split("\n").filter(Boolean);
    const items = [];
    for (let i = 1; i + 1 < lines.length; i += 2) items.push({ header: JSON.parse(lines[i]!), payload: JSON.parse(lines[i + 1]!) });
    envelopes.push({ url: req.url!, raw, items });
    res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
  });
});
let dsn = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  dsn = `http://0123456789abcdef@127.0.0.1:${(server.address() as AddressInfo).port}/42`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const SECRETS = [
  "SECRET-TOKEN-7f3a",
  "SECRET-PASSWORD-91",
  "SECRET-ANSWER-22",
  "SECRET-COOKIE-5e",
  "SECRET-BEARER-0c",
  "learner.secret@pelican.test",
];

/** Deep in a model: the frame the stack must show. */
function saveQuizAnswers(): never {
  throw new Error(`Could not save the answers of learner.secret@pelican.test`);
}

describe("error reports", () => {
  it("send nothing and load no SDK without a DSN", async () => {
    vi.resetModules();
    const reports = await import("~/services/error-reports.server");
    expect(reports.errorReportsConfig()).toBeNull();
    expect(await reports.startErrorReports()).toBeNull();
    await reports.reportServerError(new Error("not sent"), { method: "GET", url: "http://localhost/x" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(envelopes).toEqual([]);
  });

  it("send a server error to the DSN: one event, its stack and release, and no secret", async () => {
    vi.resetModules();
    const reports = await import("~/services/error-reports.server");
    const Sentry = (await reports.startErrorReports({ dsn, release: "commit-abc123", environment: "test" }))!;
    expect(Sentry).not.toBeNull();
    // What other code (or an SDK integration) could put on the scope: the scrubber takes it out.
    Sentry.setContext("form", { password: "SECRET-PASSWORD-91", quizAnswers: ["SECRET-ANSWER-22"], courseId: "course-1" });
    Sentry.setExtra("requestHeaders", { cookie: "__session=SECRET-COOKIE-5e", authorization: "Bearer SECRET-BEARER-0c" });
    Sentry.addBreadcrumb({ category: "console", message: "reset link /reset-password?token=SECRET-TOKEN-7f3a sent" });

    let error: unknown;
    try {
      saveQuizAnswers();
    } catch (thrown) {
      error = thrown;
    }
    await reports.reportServerError(error, { method: "POST", url: "http://localhost/course-player/c1/quiz/q1?token=SECRET-TOKEN-7f3a" });
    expect(await reports.flushErrorReports(5_000)).toBe(true);

    const events = envelopes.flatMap((envelope) =>
      envelope.items.filter((item) => item.header.type === "event").map((item) => item.payload),
    );
    expect(events).toHaveLength(1);
    expect(envelopes[0]!.url).toMatch(/^\/api\/42\/envelope\/\?/);
    const event = events[0] as {
      release: string;
      environment: string;
      request?: { url?: string; method?: string };
      exception: {
        values: { type: string; value: string; stacktrace: { frames: { function?: string; filename?: string; lineno?: number }[] } }[];
      };
      contexts: { form: unknown };
    };
    expect(event.release).toBe("commit-abc123");
    expect(event.environment).toBe("test");
    const [exception] = event.exception.values;
    expect(exception!.type).toBe("Error");
    expect(exception!.value).toBe("Could not save the answers of [email]");
    const frame = exception!.stacktrace.frames.find((f) => f.function === "saveQuizAnswers");
    expect(frame?.filename).toContain("error-reports.test.ts");
    expect(frame?.lineno).toBeGreaterThan(0);
    expect(event.request?.url).toBe("http://localhost/course-player/c1/quiz/q1");
    expect(event.contexts.form).toEqual({ password: "[Filtered]", quizAnswers: "[Filtered]", courseId: "course-1" });
    for (const secret of SECRETS) expect(envelopes.map((e) => e.raw).join("\n")).not.toContain(secret);
    await Sentry.close(2_000);
  });
});
