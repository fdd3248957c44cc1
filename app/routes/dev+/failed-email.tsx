import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { createFailedEmail } from "./outbox-data.server";
import { requireLocalStandins } from "~/utils/dev-tools.server";
import { readForm } from "~/utils/form.server";

// A local developer tool (only with the local stand-ins): POST recipient=<address> adds an e-mail
// that has already failed every attempt and answers { id }, so the Health Monitor's Retry can be
// tried. End-to-end tests use it (decision 0029).

export async function action({ request }: ActionFunctionArgs) {
  requireLocalStandins();
  const form = await readForm(request);
  const parsed = z.email().safeParse(form.get("recipient"));
  if (!parsed.success) return Response.json({ error: "recipient=<email address>" }, { status: 400 });
  return Response.json({ id: await createFailedEmail(parsed.data) });
}

export function loader() {
  requireLocalStandins();
  return new Response("POST recipient=<email address>: adds a failed e-mail to the outbox", { headers: { "Content-Type": "text/plain" } });
}
