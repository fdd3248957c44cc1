import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { setAttemptSecondsLeft } from "./quiz-data.server";
import { requireUser } from "~/auth/permissions.server";
import { requireLocalStandins } from "~/utils/dev-tools.server";
import { readForm } from "~/utils/form.server";

// A local developer tool (only with the local stand-ins): POST quizId=<uuid>&secondsLeft=<n> moves
// the signed-in learner's open attempt at that quiz so that it ends n seconds from now. End-to-end
// tests use it to reach a timed quiz's warning and deadline without waiting minutes.
const schema = z.object({
  quizId: z.uuid(),
  secondsLeft: z.coerce.number().int().min(-86_400).max(86_400),
});

export async function action({ request }: ActionFunctionArgs) {
  requireLocalStandins();
  const user = await requireUser(request);
  const body = await readForm(request);
  const parsed = schema.safeParse(Object.fromEntries(body));
  if (!parsed.success) return Response.json({ error: z.prettifyError(parsed.error) }, { status: 400 });
  const attemptId = await setAttemptSecondsLeft(user.id, parsed.data.quizId, parsed.data.secondsLeft);
  if (!attemptId) return Response.json({ error: "No open timed attempt at this quiz" }, { status: 404 });
  return Response.json({ attemptId });
}

export function loader() {
  requireLocalStandins();
  return new Response("POST quizId=<uuid>&secondsLeft=<n>: the signed-in learner's open attempt at that quiz ends n seconds from now", {
    headers: { "Content-Type": "text/plain" },
  });
}
