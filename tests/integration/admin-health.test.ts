// /admin/health (decision 0029): the figures (database, migrations, outbox, webhooks), retrying a failed
// e-mail (audited; only a failed one; bad input refused) and the last server errors.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { createFailedEmail } from "~/routes/dev+/outbox-data.server";
import { recentServerErrors, recordServerError, recordUnhandledError } from "~/models/operations/health.server";
import { describeServerError } from "~/rules/server-errors";
import { action, loader } from "~/routes/admin+/health/route";
import { readForm } from "~/utils/form.server";
import { createLearner, reply, request, sessionCookie, toastOf } from "../learners";

const { emailOutbox, auditLog, serverErrors: serverErrorsTable } = schema;
let cookie: string;
beforeAll(async () => {
  cookie = await sessionCookie(await createLearner({ role: "admin" }));
});

describe("health monitor", () => {
  it("shows the database, migrations, outbox and app figures, and retries a failed e-mail", async () => {
    const id = await createFailedEmail("bounced@example.com");
    const page = await reply(() => loader({ request: request("/admin/health", cookie), params: {}, context: {} }));
    const body = page.data as {
      database: { reachable: boolean };
      migrations: { applied: number; files: number };
      outbox: { failed: number; failedEmails: { id: string; lastError: string }[] };
      app: { uptime: string };
    };
    expect(body.database.reachable).toBe(true);
    expect(body.migrations.files).toBeGreaterThan(0);
    expect(body.migrations.applied).toBe(body.migrations.files);
    expect(body.outbox.failed).toBeGreaterThanOrEqual(1);
    expect(body.outbox.failedEmails.find((e) => e.id === id)?.lastError).toMatch(/refused/);

    const retried = (await action({
      request: request("/admin/health", cookie, { intent: "retry", emailId: id }),
      params: {},
      context: {},
    })) as Response;
    expect(retried.status).toBe(302);
    expect((await toastOf(retried))?.title).toBe("Email queued for delivery");
    const [row] = await getDb().select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: expect.stringMatching(/pending|sending|sent/), attempts: expect.any(Number) });
    expect(row.status).not.toBe("failed");
    const audits = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "email.retry"), eq(auditLog.entityId, id)));
    expect(audits).toHaveLength(1);

    // A second retry of a no-longer-failed e-mail changes nothing; a bad id is a 400.
    const again = (await action({
      request: request("/admin/health", cookie, { intent: "retry", emailId: id }),
      params: {},
      context: {},
    })) as Response;
    expect((await toastOf(again))?.title).toBe("Email not retried");
    const bad = await reply(() =>
      action({ request: request("/admin/health", cookie, { intent: "retry", emailId: "nope" }), params: {}, context: {} }),
    );
    expect(bad.status).toBe(400);
  });
});

describe("server errors", () => {
  it("are recorded without the query string, listed newest first with the last day's count, and forgotten after 30 days", async () => {
    const now = new Date();
    const old = new Error("an old failure");
    await recordServerError(
      describeServerError(old, { method: "GET", url: "http://localhost/old" }),
      new Date(now.getTime() - 31 * 86_400_000),
    );
    await recordServerError(
      describeServerError(new Error("yesterday's failure"), { method: "GET", url: "http://localhost/yesterday" }),
      new Date(now.getTime() - 25 * 3_600_000),
    );
    // The newest write removes what is past the retention.
    await recordServerError(
      describeServerError(new RangeError("page out of range"), {
        method: "POST",
        url: "http://localhost/reset-password?token=do-not-keep",
      }),
      now,
    );
    const page = await reply(() => loader({ request: request("/admin/health", cookie), params: {}, context: {} }));
    const { serverErrors } = page.data as {
      serverErrors: { lastDay: number; errors: { method: string; path: string; message: string; stack: string | null }[] };
    };
    expect(serverErrors.lastDay).toBe(1);
    expect(serverErrors.errors.map((e) => [e.method, e.path, e.message])).toEqual([
      ["POST", "/reset-password", "RangeError: page out of range"],
      ["GET", "/yesterday", "Error: yesterday's failure"],
    ]);
    expect(serverErrors.errors[0].stack).toContain("RangeError");
    const stored = await getDb().select().from(serverErrorsTable);
    expect(JSON.stringify(stored)).not.toContain("do-not-keep");
  });

  it("keep only 5xx and exceptions: a 415 or 400 a route threw on purpose is not a server error", async () => {
    const before = (await recentServerErrors()).lastDay;
    const json = new Request("http://localhost/contact", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    const unsupported = await readForm(json).then(
      () => null,
      (error: unknown) => error,
    );
    expect(unsupported).not.toBeNull();
    const at = { method: "POST", url: "http://localhost/contact" };
    expect(await recordUnhandledError(unsupported, at)).toBe(false);
    expect(await recordUnhandledError(new Response("Bad Request", { status: 400 }), at)).toBe(false);
    expect(await recordUnhandledError(new TypeError("a real failure"), at)).toBe(true);
    const after = await recentServerErrors();
    expect(after.lastDay).toBe(before + 1);
    expect(after.errors[0].message).toBe("TypeError: a real failure");
  });
});
