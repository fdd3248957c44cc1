import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { isCalendarDate } from "~/rules/calendar-date";
import { createDevLearner, DEV_LEARNER_KINDS } from "./learner-data.server";
import { requireLocalStandins } from "~/utils/dev-tools.server";
import { createSessionCookie } from "~/utils/session.server";
import { readForm } from "~/utils/form.server";

// A local developer tool (only with the local stand-ins): POST creates a fresh confirmed learner,
// signs this browser in as them and answers { userId, email, companyId }. End-to-end tests use it so that
// parallel journeys never share one account's state.

const schema = z.object({
  kind: z.enum(DEV_LEARNER_KINDS).default("subscriber"),
  password: z.string().min(6).default("Pelican!2026"),
  enroll: z.array(z.string().trim().min(1)).default([]),
  licenseNumber: z.string().trim().optional(),
  /** kind=agent: the company to join (default: the oldest). */
  company: z.uuid().optional(),
  /** kind=company_admin: the fresh company's seats ("unlimited" = no limit). */
  seats: z.union([z.literal("unlimited").transform(() => null), z.coerce.number().int().min(0).max(100_000)]).optional(),
  /** "slug" or "slug@yyyy-mm-dd": finish the course at once (every item, the certificate). */
  complete: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[a-z0-9-]+(@\d{4}-\d{2}-\d{2})?$/, "complete=<slug> or <slug>@yyyy-mm-dd")
        .refine((value) => !value.includes("@") || isCalendarDate(value.split("@")[1]), "complete=<slug>@yyyy-mm-dd needs a real day"),
    )
    .default([]),
});

export async function action({ request, context }: ActionFunctionArgs) {
  requireLocalStandins();
  const form = await readForm(request);
  const parsed = schema.safeParse({
    kind: form.get("kind") ?? undefined,
    password: form.get("password") ?? undefined,
    enroll: form.getAll("enroll").map(String),
    licenseNumber: form.get("licenseNumber") ?? undefined,
    seats: form.get("seats") ?? undefined,
    company: form.get("company") ?? undefined,
    complete: form.getAll("complete").map(String),
  });
  if (!parsed.success) return Response.json({ error: z.prettifyError(parsed.error) }, { status: 400 });
  try {
    const learner = await createDevLearner({ ...parsed.data, companyId: parsed.data.company });
    return Response.json(learner, { headers: { "Set-Cookie": await createSessionCookie(request, context, learner.userId) } });
  } catch (error) {
    return Response.json({ error: error instanceof Error ? error.message : "Could not create learner" }, { status: 400 });
  }
}

export function loader() {
  requireLocalStandins();
  return new Response(
    "POST kind=subscriber|free|agent (company=<id>)|reviewer|admin|company_admin (seats=<n>|unlimited), enroll=<course slug> (repeatable), complete=<course slug>[@yyyy-mm-dd] (repeatable)",
    {
      headers: { "Content-Type": "text/plain" },
    },
  );
}
