import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import type { CompletionResponse } from "~/components/player/types";
import { loadPlayerData } from "~/models/learning/player.server";
import { completeItem } from "~/models/learning/progress.server";
import { getOptionalUser } from "~/auth/authenticate.server";
import { COMPLETION_REFUSALS } from "~/screens/course-player/completion.server";
import { readForm } from "~/utils/form.server";

// POST /course-player-progress — the player's completion call with JavaScript (requirement learning-operations call 2):
// { course, key } → { ok, … } as JSON. The same model and rules as the no-JavaScript form POST on a
// topic's address; only topics can be completed here.
const MISSING = "Missing required data for submission";
const schema = z.object({
  course: z.string({ error: MISSING }).trim().min(1, MISSING).max(200),
  key: z.string({ error: MISSING }).trim().min(1, MISSING).max(100),
});

const reply = (body: CompletionResponse, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

export async function loader() {
  return redirect("/student");
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await getOptionalUser(request);
  if (!user || user.accountStatus === "inactive") return reply({ ok: false, error: "User not authenticated" }, 401);
  const body = await readForm(request);
  const parsed = schema.safeParse(Object.fromEntries(body));
  if (!parsed.success) return reply({ ok: false, error: parsed.error.issues[0]?.message ?? "Invalid request." }, 400);
  const { course, key } = parsed.data;
  const player = await loadPlayerData(user, course);
  if (!player) return reply({ ok: false, key, error: "Course not found" }, 404);
  const result = await completeItem(user.id, player, key);
  if (!result.ok) {
    const refusal = COMPLETION_REFUSALS[result.reason];
    return reply({ ok: false, key, error: refusal.error }, refusal.status);
  }
  return reply({ ok: true, key, progressStats: result.progressStats, nextPosition: result.nextPosition });
}
