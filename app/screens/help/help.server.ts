// The Help & Support page (requirement help-and-support), shared by /student/help and /company-dashboard/help.
import { getRexChatUrl, getSiteName, getSiteSettings, getSupportResponseTime } from "~/models/operations/site-settings.server";
import { helpLinks } from "~/rules/help-links";
import type { Area } from "~/rules/roles";
import { requireAreaUser } from "~/auth/permissions.server";

export async function helpLoader(request: Request, area: Area) {
  await requireAreaUser(request, area);
  const [siteName, settings, rexChatUrl, responseTime] = await Promise.all([
    getSiteName(),
    getSiteSettings(),
    getRexChatUrl(),
    getSupportResponseTime(),
  ]);
  const assistantOpen = new URL(request.url).searchParams.get("assistant") === "open";
  return { siteName, supportEmail: settings?.supportEmail ?? null, rexChatUrl, responseTime, assistantOpen, links: helpLinks(area) };
}
