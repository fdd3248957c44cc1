// Learners for integration tests that call loaders and actions as the browser does: fresh
// confirmed accounts, their session cookies, requests that carry them, and what came back.
import { eq } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { confirmEmail, createAccount, type NewAccount } from "~/models/accounts/user.server";
import { createSessionCookie } from "~/utils/session.server";
import { getToast } from "~/utils/toast.server";

export type LearnerOptions = Partial<Omit<NewAccount, "email" | "password">> & { subscribed?: boolean };

let created = 0;

/** A fresh account with a confirmed address and, unless `subscribed: false`, an active membership; its id. */
export async function createLearner({ subscribed = true, firstName = "Test", lastName = "Learner", ...account }: LearnerOptions = {}) {
  const email = `learner-${++created}@example.com`;
  return getDb().transaction(async (tx) => {
    const id = await createAccount(tx, { email, password: null, firstName, lastName, ...account });
    await confirmEmail(tx, id);
    if (subscribed) {
      await tx
        .update(schema.profiles)
        .set({ subscribed: true, subscriptionStatus: "active", subscriptionEnd: new Date(Date.now() + 365 * 86_400_000) })
        .where(eq(schema.profiles.id, id));
    }
    return id;
  });
}

/** The Cookie header of a browser signed in as `userId` (the session cookie's name=value). */
export async function sessionCookie(userId: string) {
  return (await createSessionCookie(new Request("http://localhost/"), {}, userId)).split(";")[0];
}

/** A fresh learner (see createLearner), signed in: its id and session cookie. */
export async function signedInLearner(options?: LearnerOptions) {
  const id = await createLearner(options);
  return { id, cookie: await sessionCookie(id) };
}

/** A GET, or with `fields` a form POST (urlencoded, as a browser posts a form), with the session cookie if given. */
export function request(path: string, cookie?: string | null, fields?: Record<string, string>) {
  const headers = cookie ? { Cookie: cookie } : undefined;
  if (!fields) return new Request(`http://localhost${path}`, { headers });
  return new Request(`http://localhost${path}`, { method: "POST", headers, body: new URLSearchParams(fields) });
}

/** The toast a response's Set-Cookie carries, if any. */
export async function toastOf(response: Response) {
  const setCookie = response.headers.get("Set-Cookie");
  return setCookie ? (await getToast(request("/", setCookie.split(";")[0]))).toast : null;
}

/** Runs a loader or action and keeps exactly what it returned or threw, and which. */
export async function outcome(run: () => Promise<unknown>): Promise<{ thrown: boolean; value: unknown }> {
  try {
    return { thrown: false, value: await run() };
  } catch (error) {
    return { thrown: true, value: error };
  }
}

/** What `data(…)` gave back: the payload and its ResponseInit. */
export const asData = (value: unknown) => value as { data: unknown; init: ResponseInit | null };

export type Reply = {
  status: number;
  location: string | null;
  toast: { type: string; title: string; description?: string } | null;
  data: any;
};

/**
 * What a loader or action gave back or threw, as the browser would see it (returned and thrown
 * alike): a redirect with the toast its Set-Cookie carries, a JSON response, or data with a status.
 * Any other throw (an error that would be a 500) fails the test.
 */
export async function reply(run: () => Promise<unknown>): Promise<Reply> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    if (!(thrown instanceof Response) && !(thrown && typeof thrown === "object" && "init" in thrown)) throw thrown;
    value = thrown;
  }
  if (value instanceof Response) {
    const json = value.headers.get("Content-Type")?.includes("json") ? await value.json() : null;
    return { status: value.status, location: value.headers.get("Location"), toast: await toastOf(value), data: json };
  }
  if (value && typeof value === "object" && "init" in value) {
    const { init, data } = value as { init: ResponseInit | null; data: unknown };
    return { status: init?.status ?? 200, location: null, toast: (data as any)?.toast ?? null, data };
  }
  return { status: 200, location: null, toast: null, data: value };
}
