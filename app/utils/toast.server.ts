import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { z } from "zod";
import { cookieSecrets, isSecureCookie } from "./secrets.server";

export const toastSchema = z.object({
  id: z.string().default(() => crypto.randomUUID()),
  type: z.enum(["success", "error", "info"]).default("info"),
  title: z.string(),
  description: z.string().optional(),
});
export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = z.input<typeof toastSchema>;

const KEY = "toast";

function storage() {
  return createCookieSessionStorage({
    cookie: {
      name: "toast",
      path: "/",
      sameSite: "lax",
      httpOnly: true,
      secrets: cookieSecrets(),
      secure: isSecureCookie(),
    },
  });
}

/** Set-Cookie value that carries one toast to the next page (a flash: read once). */
export async function createToastHeader(toast: ToastInput): Promise<string> {
  const store = storage();
  const session = await store.getSession();
  session.flash(KEY, toastSchema.parse(toast));
  return store.commitSession(session);
}

/** Reads and clears the pending toast. The returned header must be sent with the response. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const headers = new Headers();
  // Almost every request has no toast cookie: nothing to read, and no failed parse (which builds an
  // error with a stack trace) on every page.
  if (!/(?:^|;\s*)toast=/.test(request.headers.get("Cookie") ?? "")) return { toast: null, headers };
  const store = storage();
  const session = await store.getSession(request.headers.get("Cookie"));
  const parsed = toastSchema.safeParse(session.get(KEY));
  headers.append("Set-Cookie", await store.destroySession(session));
  return { toast: parsed.success ? parsed.data : null, headers };
}

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await createToastHeader(toast));
  return redirect(url, { ...init, headers });
}

/** A toast for an action's reply that stays on the page: each gets a fresh id, so the same toast shows again. */
export function withId<T extends Omit<ToastInput, "id">>(toast: T): T & { id: string } {
  return { id: crypto.randomUUID(), ...toast };
}
