import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { serializeThemePreference } from "~/utils/theme.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { readForm } from "~/utils/form.server";

const schema = z.object({
  theme: z.enum(["auto", "light", "dark"], { message: "Choose light, dark or auto." }),
  redirectTo: z.string().optional(),
});

export async function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  const body = await readForm(request);
  const submission = schema.safeParse(Object.fromEntries(body));
  if (!submission.success) {
    return Response.json({ error: submission.error.issues[0]?.message ?? "Invalid theme." }, { status: 400 });
  }
  const headers = { "Set-Cookie": await serializeThemePreference(submission.data.theme) };
  // A plain form post (no JavaScript) names the page to go back to; a fetcher only needs the cookie.
  if (submission.data.redirectTo) {
    return redirect(safeRedirect(submission.data.redirectTo, "/"), { headers });
  }
  // A Response (not data()): a plain form post without redirectTo and a fetcher get the same cookie.
  return Response.json({ ok: true }, { headers });
}
