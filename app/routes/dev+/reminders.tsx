import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { sendDueReminders } from "~/models/operations/reminders.server";
import { isDay } from "~/rules/license-deadlines";
import { requireLocalStandins } from "~/utils/dev-tools.server";
import { readForm } from "~/utils/form.server";

// A local developer tool (only with the local stand-ins): POST asOf=<yyyy-mm-dd> runs the reminders
// job's work as of 8:00 that day in Louisiana (or asOf=<ISO instant> at that instant) and answers the
// counts sent, { post_licensing, continuing_education, … }. The e-mails land in /dev/mailbox. End-to-end
// journeys use it to see a reminder without waiting for its day (decision 0093).

const asOfSchema = z.union([
  z
    .string()
    .trim()
    .refine(isDay)
    // 8:00 in Louisiana is 13:00 or 14:00 UTC; 14:00 UTC is that day in Louisiana either way.
    .transform((day) => new Date(`${day}T14:00:00Z`)),
  z.iso.datetime({ offset: true }).transform((instant) => new Date(instant)),
]);

export async function action({ request }: ActionFunctionArgs) {
  requireLocalStandins();
  const form = await readForm(request);
  const parsed = asOfSchema.safeParse(form.get("asOf"));
  if (!parsed.success) return Response.json({ error: "asOf=<yyyy-mm-dd> or an ISO instant" }, { status: 400 });
  return Response.json({ asOf: parsed.data.toISOString(), sent: await sendDueReminders(parsed.data) });
}

export function loader() {
  requireLocalStandins();
  return new Response("POST asOf=<yyyy-mm-dd> (8:00 that day in Louisiana) or asOf=<ISO instant>: sends the reminders due then", {
    headers: { "Content-Type": "text/plain" },
  });
}
