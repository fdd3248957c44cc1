import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireLocalStandins } from "~/utils/dev-tools.server";
import { readForm } from "~/utils/form.server";

// A local developer tool (only with the local stand-ins): POST marker=<text> fails with an unhandled
// error on purpose, so the Health Monitor's "Server errors" can be seen working (decision
// 0036; decision 0029). End-to-end tests use it.

export async function action({ request }: ActionFunctionArgs) {
  requireLocalStandins();
  const form = await readForm(request);
  const parsed = z.string().trim().min(1).max(100).safeParse(form.get("marker"));
  if (!parsed.success) return Response.json({ error: "marker=<text>" }, { status: 400 });
  throw new Error(`Deliberate server error: ${parsed.data}`);
}

export function loader() {
  requireLocalStandins();
  return new Response("POST marker=<text>: fails with an unhandled server error", { headers: { "Content-Type": "text/plain" } });
}
