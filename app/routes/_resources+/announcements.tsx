import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { markAllAnnouncementsRead, markAnnouncementRead } from "~/models/operations/announcement.server";
import { idSchema } from "~/rules/id-schema";
import { readForm } from "~/utils/form.server";
import { requireUser } from "~/auth/permissions.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * POST /announcements — the bell's "Mark as read" and "Mark all as read" (requirements announcements-bell, signed-in-state-flows). A plain
 * form post (no JavaScript) names the page to go back to in `redirectTo` and gets a redirect with a
 * toast; the bell's fetcher leaves it out and gets JSON, the layout then reloads the list.
 */
const schema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("mark-read"), announcementId: idSchema, redirectTo: z.string().max(2000).optional() }),
  z.object({ intent: z.literal("mark-all-read"), redirectTo: z.string().max(2000).optional() }),
]);

export const ANNOUNCEMENT_MESSAGES = {
  invalid: "That request could not be understood. Please try again.",
  notFound: "That announcement is no longer available.",
  marked: "Marked as read",
  allMarked: "All announcements marked as read",
} as const;

export function loader() {
  return redirect("/dashboard");
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const parsed = schema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return Response.json({ ok: false, error: ANNOUNCEMENT_MESSAGES.invalid }, { status: 400 });
  const audience = { userId: user.id, roles: user.roles, companyId: user.companyId };
  const { redirectTo } = parsed.data;
  const back = safeRedirect(redirectTo, "/dashboard");

  if (parsed.data.intent === "mark-read") {
    const result = await markAnnouncementRead(audience, parsed.data.announcementId);
    if (result === "not_found") {
      if (redirectTo !== undefined) return redirectWithToast(back, { type: "error", title: ANNOUNCEMENT_MESSAGES.notFound });
      return Response.json({ ok: false, error: ANNOUNCEMENT_MESSAGES.notFound }, { status: 404 });
    }
    if (redirectTo !== undefined) return redirectWithToast(back, { type: "success", title: ANNOUNCEMENT_MESSAGES.marked });
    return Response.json({ ok: true });
  }

  await markAllAnnouncementsRead(audience);
  if (redirectTo !== undefined) return redirectWithToast(back, { type: "success", title: ANNOUNCEMENT_MESSAGES.allMarked });
  return Response.json({ ok: true });
}
