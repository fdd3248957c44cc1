import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { exitDestination } from "~/rules/player-exit";
import { IDLE_TEXTS } from "~/rules/delivery-policy";
import { requireUser } from "~/auth/permissions.server";
import { readForm } from "~/utils/form.server";
import { redirectWithToast } from "~/utils/toast.server";

// The player leaves the course after the delivery policy's idle limit (JavaScript only; decision 0087):
// the learner goes to their dashboard with a notice. Nothing is written: time on task stopped
// crediting when the learner went idle, and the page-hide beacon has sent the last report.
const schema = z.object({ course: z.string().trim().min(1).max(200) });

export async function loader() {
  return redirect("/student");
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const parsed = schema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return Response.json({ error: "Unknown course." }, { status: 400 });
  return redirectWithToast(exitDestination(user.roles), {
    type: "info",
    title: IDLE_TEXTS.signedOutTitle,
    description: IDLE_TEXTS.signedOutText,
  });
}
