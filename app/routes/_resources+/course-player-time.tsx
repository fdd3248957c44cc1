import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { recordHeartbeat } from "~/models/learning/time-on-task.server";
import { requireUser } from "~/auth/permissions.server";
import { readForm } from "~/utils/form.server";

// Time-on-task heartbeats and page-hide beacons from the course player (JavaScript only).
const schema = z.object({
  intervalId: z.uuid({ message: "Unknown interval." }),
  seconds: z.coerce
    .number({ message: "Seconds must be a number." })
    .min(0)
    .max(24 * 60 * 60),
});

export async function loader() {
  return redirect("/student");
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const body = await readForm(request);
  const parsed = schema.safeParse(Object.fromEntries(body));
  if (!parsed.success) return Response.json({ error: parsed.error.issues[0]?.message ?? "Invalid report." }, { status: 400 });
  const result = await recordHeartbeat(user.id, parsed.data.intervalId, parsed.data.seconds);
  if (!result) return Response.json({ error: "Unknown interval." }, { status: 404 });
  return Response.json(result, { headers: { "Cache-Control": "no-store" } });
}
