import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getLicenseGate } from "~/models/assessment/evaluation.server";
import { requireUser } from "~/auth/permissions.server";

// GET /course-player-license?course=<course id> — the evaluation's license gate (requirement learning-validation-rules) for the
// signed-in user, `{ required, blocked }`. The evaluation screen rereads it with fetch when the
// learner comes back to the tab while the gate is closed, instead of reloading the player's
// evaluation route (which would record a page view each time). It tells nothing but whether the
// user's own profile has a license number and whether the course type needs one.
const query = z.object({ course: z.uuid() });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return Response.json({ error: "Unknown course." }, { status: 400 });
  const gate = await getLicenseGate(user.id, parsed.data.course.toLowerCase());
  return Response.json(gate, { headers: { "Cache-Control": "private, no-store" } });
}
