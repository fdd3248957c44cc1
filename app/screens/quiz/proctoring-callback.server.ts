// The proctoring callback's handling (decision 0090), shared by POST /webhooks/proctoring and the local
// stand-in (/dev/proctoring), which calls it exactly as the provider's request would be handled.
import { applyProctoringCallback } from "~/models/assessment/exam-integrity.server";
import { verifyCallback } from "~/services/proctoring.server";
import { logEvent } from "~/utils/log.server";

export const text = (body: string, status: number) => new Response(body, { status, headers: { "Content-Type": "text/plain" } });

/** The callback handler itself, shared with the local stand-in (which calls it as the provider would). */
export async function handleProctoringCallback(rawBody: string, signature: string | null): Promise<Response> {
  const verified = verifyCallback(rawBody, signature);
  if (!verified.ok) return text(verified.message, 400);
  try {
    const outcome = await applyProctoringCallback(verified.nonce, verified.body);
    if (outcome === "replayed") return text("This callback was already received.", 409);
    if (outcome === "unknown_session") return text("No such proctoring session.", 404);
    return Response.json({ received: true, sessionId: verified.body.sessionId, outcome });
  } catch (error) {
    logEvent("error", "proctoring_callback_failed", { sessionId: verified.body.sessionId, error });
    return text("The result could not be stored; send it again.", 500);
  }
}
