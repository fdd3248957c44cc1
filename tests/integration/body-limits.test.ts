// Decision 0054: every body has a limit, and the app's own readers stop at it while the body streams —
// an oversized upload is never read whole, let alone held. Each request below streams a 50 MB
// multipart (or URL-encoded) body with no Content-Length, as a chunked upload arrives; the action
// answers 413 with the limit's message having pulled no more than the limit and one chunk.
import { describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { bodyLimitFor, FORM_TOO_LARGE } from "~/rules/body-limits";
import { IMAGE_MAX_BYTES, UPLOAD_MESSAGES } from "~/rules/upload";
import { action as contactAction } from "~/routes/_public+/contact/route";
import { action as importAction } from "~/routes/company-dashboard+/users.import._index";
import { action as profileAction } from "~/routes/student+/profile";
import { action as mediaAction } from "~/routes/admin+/media";
import { createLearner, sessionCookie } from "../learners";

const CHUNK = 64 * 1024;
const FIFTY_MB = 50 * 1024 * 1024;
const BOUNDARY = "----pelican-limit-test";

/** A chunked POST of `size` bytes: a multipart file field (or a URL-encoded field), counting what is pulled. */
function flood(
  path: string,
  {
    cookie,
    size = FIFTY_MB,
    multipart = true,
    field = "file",
    intent,
    declare = false,
  }: { cookie?: string; size?: number; multipart?: boolean; field?: string; intent?: string; declare?: boolean },
) {
  const stats = { pulled: 0 };
  const encoder = new TextEncoder();
  const head = multipart
    ? encoder.encode(
        (intent ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="intent"\r\n\r\n${intent}\r\n` : "") +
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      )
    : encoder.encode(`${field}=`);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const chunk = sent === 0 ? head : new Uint8Array(Math.min(CHUNK, size - sent)).fill(0x61);
        if (chunk.byteLength === 0) return controller.close();
        sent += chunk.byteLength;
        stats.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  const headers: Record<string, string> = {
    "Content-Type": multipart ? `multipart/form-data; boundary=${BOUNDARY}` : "application/x-www-form-urlencoded",
  };
  if (cookie) headers.Cookie = cookie;
  if (declare) headers["Content-Length"] = String(size);
  const request = new Request(`http://localhost${path}`, { method: "POST", body, headers, duplex: "half" } as RequestInit);
  return { request, stats };
}

async function answer(run: () => Promise<unknown>): Promise<{ status: number; message: string }> {
  let value: unknown;
  try {
    value = await run();
  } catch (error) {
    value = error;
  }
  if (value instanceof Response) return { status: value.status, message: await value.text() };
  const init = value as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (init?.type === "DataWithResponseInit")
    return { status: init.init?.status ?? 200, message: typeof init.data === "string" ? init.data : JSON.stringify(init.data) };
  return { status: value instanceof Error ? 500 : 200, message: String(value) };
}

describe("an oversized chunked body is refused while it streams", () => {
  it("a learner's 50 MB avatar: refused beside the field after at most 5 MB of it was read", async () => {
    const cookie = await sessionCookie(await createLearner());
    const { request, stats } = flood("/student/profile", { cookie, field: "avatar", intent: "update-avatar" });
    const result = await answer(() => profileAction({ request, params: {}, context: {} }));
    expect(result.status).toBe(413);
    expect(JSON.parse(result.message)).toMatchObject({ intent: "update-avatar", avatarError: UPLOAD_MESSAGES.tooLarge });
    expect(stats.pulled).toBeLessThanOrEqual(IMAGE_MAX_BYTES + 3 * CHUNK);
  });

  it("a company admin's 50 MB users CSV: 413 after at most the import limit", async () => {
    const [company] = await getDb().insert(schema.companies).values({ name: "Limit Realty", allowedUserSeats: 5 }).returning();
    const cookie = await sessionCookie(await createLearner({ companyId: company.id, role: "company_admin" }));
    const { request, stats } = flood("/company-dashboard/users/import", { cookie });
    const result = await answer(() => importAction({ request, params: {}, context: {} }));
    expect(result.status).toBe(413);
    expect(result.message).toBe(bodyLimitFor("/company-dashboard/users/import").message);
    expect(stats.pulled).toBeLessThanOrEqual(bodyLimitFor("/company-dashboard/users/import").maxBytes + CHUNK);
  });

  it("an admin's 50 MB media upload: 413 after at most the media limit, nothing kept", async () => {
    const cookie = await sessionCookie(await createLearner({ role: "admin" }));
    const { request, stats } = flood("/admin/media", { cookie, field: "document", intent: "document" });
    const result = await answer(() => mediaAction({ request, params: {}, context: {} }));
    expect(result.status).toBe(413);
    expect(stats.pulled).toBeLessThanOrEqual(bodyLimitFor("/admin/media").maxBytes + CHUNK);
  });

  it("a signed-out 50 MB contact form: 413 after 64 KB", async () => {
    const { request, stats } = flood("/contact", { multipart: false, field: "message" });
    const result = await answer(() => contactAction({ request, params: {}, context: {} }));
    expect(result).toEqual({ status: 413, message: FORM_TOO_LARGE });
    expect(stats.pulled).toBeLessThanOrEqual(bodyLimitFor("/contact").maxBytes + CHUNK);
  });

  it("a declared Content-Length over the limit: 413 before a byte is read", async () => {
    const { request, stats } = flood("/contact", { multipart: false, field: "message", declare: true });
    const result = await answer(() => contactAction({ request, params: {}, context: {} }));
    expect(result.status).toBe(413);
    expect(stats.pulled).toBe(0);
  });
});
