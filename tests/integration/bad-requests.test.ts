/// <reference types="vite/client" />
// Decision 0022: a request a misbehaving client could send stops at the edge with a 4xx and a message,
// and writes nothing. Every route module that exports an action gets every bad body below, signed
// out and signed in.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { sessionCookie, createLearner } from "../learners";

type RouteModule = { action?: (args: { request: Request; params: Record<string, string>; context: object }) => Promise<unknown> };

const modules = import.meta.glob<RouteModule>("../../app/routes/**/*.tsx");

const ID = "6f9619ff-8b86-d011-b42d-00c04fc964ff";
/** Plausible values for every address parameter ($course, $quizId, …). */
function paramsOf(file: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [, name] of file.matchAll(/\$(\w+)/g)) params[name] = name === "course" ? "quick-start-agency-basics" : ID;
  if (/\/\$\.tsx$|\.\$\.tsx$/.test(file)) params["*"] = "anything";
  return params;
}

const BAD_BODIES: { name: string; body: string | null; type?: string }[] = [
  { name: "JSON", body: JSON.stringify({ intent: "submit", email: "a@b.c" }), type: "application/json" },
  { name: "plain text", body: "intent=submit", type: "text/plain" },
  { name: "XML", body: "<intent>submit</intent>", type: "application/xml" },
  { name: "an empty body with no type", body: null },
  {
    name: "multipart with a broken boundary",
    body: '--abc\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsubmit\r\n--abc--',
    type: "multipart/form-data; boundary=xyz",
  },
];

/** The status and message of what an action answered or threw (a Response or Remix's `data()`). */
async function answerOf(run: () => Promise<unknown>): Promise<{ status: number; message: string; location?: string }> {
  let value: unknown;
  try {
    value = await run();
  } catch (error) {
    value = error;
  }
  if (value instanceof Response)
    return { status: value.status, message: await value.text(), location: value.headers.get("Location") ?? undefined };
  const withInit = value as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (withInit?.type === "DataWithResponseInit") {
    return {
      status: withInit.init?.status ?? 200,
      message: typeof withInit.data === "string" ? withInit.data : JSON.stringify(withInit.data),
    };
  }
  return { status: value instanceof Error ? 500 : 200, message: String(value) };
}

/** Rows in every table of the public schema. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = (await getDb().execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { table_name: string }[] } | { table_name: string }[];
  const names = (Array.isArray(tables) ? tables : tables.rows).map((row) => row.table_name);
  const counts: Record<string, number> = {};
  for (const name of names) {
    const result = (await getDb().execute(sql.raw(`select count(*)::int as n from "${name}"`))) as unknown as
      { rows: { n: number }[] } | { n: number }[];
    counts[name] = (Array.isArray(result) ? result : result.rows)[0].n;
  }
  return counts;
}

let learnerCookie: string;
beforeAll(async () => {
  learnerCookie = await sessionCookie(await createLearner());
});

describe("every action refuses a body that is not a form", async () => {
  const withActions: [string, RouteModule][] = [];
  for (const [file, load] of Object.entries(modules)) {
    const module = await load();
    if (typeof module.action === "function") withActions.push([file.replace("../../app/routes/", ""), module]);
  }

  it("finds the actions", () => {
    expect(withActions.length).toBeGreaterThanOrEqual(25);
  });

  it.each(withActions)("%s", async (file, module) => {
    const before = await rowCounts();
    for (const cookie of [null, learnerCookie]) {
      for (const bad of BAD_BODIES) {
        const headers: Record<string, string> = {};
        if (bad.type) headers["Content-Type"] = bad.type;
        if (cookie) headers.Cookie = cookie;
        const request = new Request(`http://localhost/${file}`, { method: "POST", body: bad.body, headers });
        const answer = await answerOf(() => module.action!({ request, params: paramsOf(file), context: {} }));
        const who = cookie ? "signed in" : "signed out";
        // An action for signed-in users (or another role) sends the visitor away before it reads the body.
        if (answer.status === 302 && /^\/(login|dashboard)\b/.test(answer.location ?? "")) continue;
        expect(answer.status, `${bad.name}, ${who}: ${answer.message}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${bad.name}, ${who}: ${answer.message}`).toBeLessThan(500);
        expect(answer.message.length, `${bad.name}, ${who}`).toBeGreaterThan(0);
      }
    }
    expect(await rowCounts()).toEqual(before);
  });
});

// Decision 0054: nothing is read before it is allowed. An action whose authorisation needs only the
// cookie (signed in, a role, an area) answers a visitor who fails it without reading a byte of the
// body: a signed-out multipart POST of any size to /student/profile is a redirect to /login, not
// a read. Only the actions below serve signed-out visitors and may read a signed-out body.
const READ_SIGNED_OUT = new Set([
  "$.tsx",
  "_auth+/login.tsx",
  "_auth+/confirm-email.tsx",
  // Token-authenticated: a reminder's one-click unsubscribe (RFC 8058) comes from a mail client, signed out.
  "_auth+/unsubscribe.tsx",
  "_auth+/login_.accept-invitation.tsx",
  "_auth+/reset-password.tsx",
  "_auth+/logout.tsx",
  "_public+/contact/route.tsx",
  "_resources+/theme.tsx",
  "_resources+/webhooks.stripe.tsx",
  "_resources+/webhooks.proctoring.tsx",
  // Local stand-in tools (LOCAL_STANDINS=1 only; 404 otherwise) for signed-out test set-up.
  "dev+/courses.tsx",
  "dev+/failed-email.tsx",
  "dev+/invitations.tsx",
  "dev+/learners.tsx",
  "dev+/reminders.tsx",
  "dev+/mailbox.tsx",
  "dev+/server-error.tsx",
]);

/** A POST whose body records whether anything pulled from it (nothing is buffered ahead: highWaterMark 0). */
function recordingRequest(file: string, cookie: string | null) {
  const state = { read: false };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        state.read = true;
        controller.enqueue(new TextEncoder().encode("intent=submit&email=a%40b.c"));
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  if (cookie) headers.Cookie = cookie;
  const request = new Request(`http://localhost/${file}`, { method: "POST", body, headers, duplex: "half" } as RequestInit);
  return { request, state };
}

describe("an action that needs a signed-in user reads no body before it knows who is asking", async () => {
  const withActions: [string, RouteModule][] = [];
  for (const [file, load] of Object.entries(modules)) {
    const module = await load();
    if (typeof module.action === "function") withActions.push([file.replace("../../app/routes/", ""), module]);
  }
  const signedIn = withActions.filter(([file]) => !READ_SIGNED_OUT.has(file));

  it("the stream records a read", async () => {
    const { request, state } = recordingRequest("x", null);
    expect(state.read).toBe(false);
    await request.formData();
    expect(state.read).toBe(true);
  });

  it.each(signedIn)("%s, signed out", async (file, module) => {
    const { request, state } = recordingRequest(file, null);
    const answer = await answerOf(() => module.action!({ request, params: paramsOf(file), context: {} }));
    expect(state.read, `answered ${answer.status} ${answer.message}`).toBe(false);
  });

  // A learner in the admin or the company area: the role is read from the session, not the body.
  it.each(signedIn.filter(([file]) => /^(admin|company-dashboard)\+/.test(file)))("%s, a learner", async (file, module) => {
    const { request, state } = recordingRequest(file, learnerCookie);
    const answer = await answerOf(() => module.action!({ request, params: paramsOf(file), context: {} }));
    expect(state.read, `answered ${answer.status} ${answer.message}`).toBe(false);
  });
});
