import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { createPublishedAnnouncement } from "~/models/operations/announcement.server";
import { requireLocalStandins } from "~/utils/dev-tools.server";
import { readForm } from "~/utils/form.server";
import { requireUser } from "~/auth/permissions.server";

// A local developer tool (only with the local stand-ins): POST publishes an announcement to the
// signed-in user alone (selected_students) and answers { id }. End-to-end tests use it so that
// marking read never touches the demo accounts' shared announcements.

const schema = z.object({
  title: z.string().trim().min(1).max(200),
  message: z.string().min(1).max(20_000),
});

export async function action({ request }: ActionFunctionArgs) {
  requireLocalStandins();
  const user = await requireUser(request);
  const form = await readForm(request);
  const parsed = schema.safeParse({ title: form.get("title") ?? undefined, message: form.get("message") ?? undefined });
  if (!parsed.success) return Response.json({ error: z.prettifyError(parsed.error) }, { status: 400 });
  const id = await createPublishedAnnouncement({
    ...parsed.data,
    targetType: "selected_students",
    selectedStudentIds: [user.id],
    createdBy: user.id,
  });
  return Response.json({ id });
}

export function loader() {
  requireLocalStandins();
  return new Response("POST title=…, message=<html> (signed in): publishes an announcement to you alone", {
    headers: { "Content-Type": "text/plain" },
  });
}
