// The outbox's Postmark path (decision 0064): the real SDK (postmark's ServerClient) pointed through its own
// client options (POSTMARK_API_URL → useHttps + requestHost) at a local endpoint that answers as
// Postmark does. Every template's exact request (address, headers, JSON body), the provider's
// MessageID kept; a 5xx and a timeout retried with backoff; a 422 (the message refused) failed at once
// with Postmark's ErrorCode and message kept (decision 0064).
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { renderEmail } from "~/emails/templates";
import { deliverDueEmails, enqueueEmail, getOutboxMessage, postmarkClientOptions, postmarkTransport } from "~/services/email.server";
import { env } from "~/utils/env.server";
import { EMAIL_SAMPLES } from "../email-samples";

const TOKEN = "pm-server-token-for-tests";
const SITE = "Pelican Test School";

type Recorded = { method: string; url: string; headers: IncomingHttpHeaders; body: unknown };
type Answer = "ok" | "5xx" | "422" | "hang";

const requests: Recorded[] = [];
let answer: Answer = "ok";
const hanging: ServerResponse[] = [];
let apiUrl: string;

/** What Postmark answers (https://postmarkapp.com/developer/api/overview#response-codes). */
function respond(res: ServerResponse, to: string) {
  const json = (status: number, body: unknown) => res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
  if (answer === "ok") {
    return json(200, { To: to, SubmittedAt: new Date().toISOString(), MessageID: `pm-${requests.length}`, ErrorCode: 0, Message: "OK" });
  }
  if (answer === "422") {
    return json(422, { ErrorCode: 406, Message: "You tried to send to recipient(s) that have been marked as inactive." });
  }
  if (answer === "5xx") return res.writeHead(500, { "Content-Type": "text/plain" }).end("Internal Server Error");
  hanging.push(res); // never answered: the client's timeout decides
}

const server = createServer((req, res) => {
  let raw = "";
  req.setEncoding("utf8");
  req.on("data", (chunk: string) => (raw += chunk));
  req.on("end", () => {
    const body = raw ? (JSON.parse(raw) as { To?: string }) : null;
    requests.push({ method: req.method!, url: req.url!, headers: req.headers, body });
    respond(res, body?.To ?? "");
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await getDb().insert(schema.siteSettings).values({ premiumMembershipPrice: 199, supportEmail: "help@pelican.example", siteName: SITE });
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(async () => {
  requests.length = 0;
  answer = "ok";
  await getDb().delete(schema.emailOutbox);
});

const transport = () => postmarkTransport(TOKEN, { apiUrl, timeoutSeconds: 0.5 });
const row = async (id: string) => (await getOutboxMessage(id))!;

describe("POSTMARK_API_URL", () => {
  it("becomes the SDK's own scheme and host options; without it the SDK's default (api.postmarkapp.com) stays", () => {
    expect(postmarkClientOptions({ apiUrl: "http://127.0.0.1:4591" })).toEqual({
      useHttps: false,
      requestHost: "127.0.0.1:4591",
      timeout: 30,
    });
    expect(postmarkClientOptions({ apiUrl: "https://mail.example/postmark/" })).toMatchObject({
      useHttps: true,
      requestHost: "mail.example/postmark",
    });
    expect(postmarkClientOptions({})).toEqual({ timeout: 30 });
  });
});

describe("the outbox through Postmark's SDK", () => {
  it.each(EMAIL_SAMPLES.map((sample) => [sample.templateKey, sample] as const))(
    "%s: sends exactly the rendered message, and keeps Postmark's MessageID",
    async (templateKey, sample) => {
      const replyTo = templateKey === "contact_message" ? "ana@example.com" : undefined;
      const id = await enqueueEmail(getDb(), { ...sample, to: " learner@example.com ", replyTo } as Parameters<typeof enqueueEmail>[1]);
      expect(await deliverDueEmails({ transport: transport() })).toEqual({ sent: 1, failed: 0, retried: 0 });

      const rendered = renderEmail({ ...sample, variables: { ...sample.variables, siteName: SITE } } as typeof sample);
      expect(requests).toHaveLength(1);
      const [request] = requests;
      expect(request.method).toBe("POST");
      expect(request.url).toBe("/email");
      expect(request.headers).toMatchObject({
        "x-postmark-server-token": TOKEN,
        accept: "application/json",
        "content-type": "application/json",
      });
      expect(request.headers["user-agent"]).toMatch(/^Postmark\.JS - /);
      expect(request.body).toEqual({
        From: env().EMAIL_FROM,
        To: "learner@example.com",
        Subject: rendered.subject,
        HtmlBody: rendered.html,
        TextBody: rendered.text,
        ...(replyTo ? { ReplyTo: replyTo } : {}),
        Tag: templateKey,
        // A reminder's one-click unsubscribe (RFC 8058, decision 0093); no other e-mail has headers of its own.
        ...("unsubscribeUrl" in sample.variables
          ? {
              Headers: [
                { Name: "List-Unsubscribe", Value: `<${sample.variables.unsubscribeUrl}>` },
                { Name: "List-Unsubscribe-Post", Value: "List-Unsubscribe=One-Click" },
              ],
            }
          : {}),
        MessageStream: "outbound",
      });
      expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, providerMessageId: "pm-1", lastError: null });
    },
  );

  it("retries a 5xx answer a minute later, then sends it", async () => {
    const id = await enqueueEmail(getDb(), { ...EMAIL_SAMPLES[3], to: "ana@example.com" });
    const now = new Date();
    answer = "5xx";
    expect(await deliverDueEmails({ now, transport: transport() })).toEqual({ sent: 0, failed: 0, retried: 1 });
    const retried = await row(id);
    expect(retried).toMatchObject({ status: "pending", attempts: 1 });
    expect(retried.lastError).toBe("Postmark HTTP 500: Request returned status code 500");
    expect(retried.nextAttemptAt.getTime()).toBe(now.getTime() + 60_000);

    answer = "ok";
    expect(await deliverDueEmails({ now: new Date(now.getTime() + 60_000), transport: transport() })).toEqual({
      sent: 1,
      failed: 0,
      retried: 0,
    });
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(requests).toHaveLength(2);
  });

  it("fails a 422 at once (Postmark refused the message itself), keeping its ErrorCode and message", async () => {
    const id = await enqueueEmail(getDb(), { ...EMAIL_SAMPLES[3], to: "inactive@example.com" });
    answer = "422";
    expect(await deliverDueEmails({ transport: transport() })).toEqual({ sent: 0, failed: 1, retried: 0 });
    expect(await row(id)).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "Postmark HTTP 422 (ErrorCode 406): You tried to send to recipient(s) that have been marked as inactive.",
    });
    // Failed rows are not claimed again (the Health Monitor's Retry puts one back).
    expect(await deliverDueEmails({ now: new Date(Date.now() + 24 * 3600_000), transport: transport() })).toEqual({
      sent: 0,
      failed: 0,
      retried: 0,
    });
    expect(requests).toHaveLength(1);
  });

  it("retries a request Postmark does not answer within the timeout", async () => {
    const id = await enqueueEmail(getDb(), { ...EMAIL_SAMPLES[3], to: "ana@example.com" });
    const now = new Date();
    answer = "hang";
    const started = performance.now();
    expect(await deliverDueEmails({ now, transport: transport() })).toEqual({ sent: 0, failed: 0, retried: 1 });
    expect(performance.now() - started).toBeLessThan(5_000);
    const retried = await row(id);
    expect(retried).toMatchObject({ status: "pending", attempts: 1 });
    expect(retried.lastError).toMatch(/^Postmark request failed: .*(timeout|aborted)/i);
    expect(retried.nextAttemptAt.getTime()).toBe(now.getTime() + 60_000);
  });
});
