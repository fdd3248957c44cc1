// A local developer tool (only with the local stand-ins; issue 46): POST course=<slug or id> asks the
// signed-in learner an identity check in that course now (as if 45–90 minutes of seat time had
// passed) and opens the course's identity page with it, so journeys need not wait. The course must
// require identity checks (its delivery policy) and the learner must have set up their questions.
import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { getIdentityStanding, openIdentityCheck } from "~/models/learning/identity.server";
import { coursePolicy, identityHref } from "~/screens/course-player/identity-gate.server";
import { requirePlayer } from "~/screens/course-player/player.server";
import { getClientAddress } from "~/utils/client-address.server";
import { requireLocalStandins } from "~/utils/dev-tools.server";
import { readForm } from "~/utils/form.server";
import { requireUser } from "~/auth/permissions.server";

const schema = z.object({ course: z.string().min(1).max(200), returnTo: z.string().max(500).optional() });

export async function action({ request, context }: ActionFunctionArgs) {
  requireLocalStandins();
  await requireUser(request); // who is asking, before the body is read
  const parsed = schema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return Response.json({ error: "POST course=<slug or id>" }, { status: 400 });
  const { user, player } = await requirePlayer(request, parsed.data.course);
  const policy = await coursePolicy(request, player.course.id);
  const standing = await getIdentityStanding(user.id, player.course.id, policy);
  if (!standing.required) throw data("This course does not require identity checks.", { status: 409 });
  if (!standing.setUp) throw data("Set up the identity questions first (open the course).", { status: 409 });
  if (!standing.locked) await openIdentityCheck(user.id, player.course.id, "dev", { ipAddress: getClientAddress(request, context) });
  return redirect(identityHref(player.course.slug, parsed.data.returnTo ?? null));
}

export function loader() {
  requireLocalStandins();
  return new Response(
    "POST course=<slug or id> [returnTo=<player path>]: asks the signed-in learner an identity check in that course now",
    {
      headers: { "Content-Type": "text/plain" },
    },
  );
}
