// The Help & Support page (spec 3 §2.7), shared by /student/help and /company-dashboard/help.
import { getSiteName, getSiteSettings } from "~/models/site-settings.server";
import type { Area } from "~/rules/roles";
import { env } from "~/utils/env.server";
import { requireAreaUser } from "~/utils/permissions.server";

export async function helpLoader(request: Request, area: Area) {
  await requireAreaUser(request, area);
  const [siteName, settings] = await Promise.all([getSiteName(), getSiteSettings()]);
  const assistantOpen = new URL(request.url).searchParams.get("assistant") === "open";
  return { siteName, supportEmail: settings?.supportEmail ?? null, rexChatUrl: env().REX_CHAT_URL ?? null, assistantOpen };
}
