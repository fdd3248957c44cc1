// POST /webhooks/proctoring (issue 46; decision 0090): the proctoring provider's signed result of a
// session — and the local stand-in's, which takes the same path. Signature (HMAC over timestamp, nonce
// and the raw body) and timestamp are checked before anything is read or written: a bad one answers
// 400 and writes nothing. The nonce is stored once with the result, so a replayed callback changes
// nothing (409). Not a browser form: the origin gate must exempt this path (it is signature-verified).
import type { ActionFunctionArgs } from "@remix-run/node";
import { handleProctoringCallback, text } from "~/screens/quiz/proctoring-callback.server";
import { PROCTORING_SIGNATURE_HEADER } from "~/services/proctoring.server";
import { isBodyTooLarge, limitedRequest } from "~/utils/form.server";

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return text("Method Not Allowed", 405);
  let rawBody: string;
  try {
    rawBody = await limitedRequest(request).text();
  } catch (error) {
    if (isBodyTooLarge(error)) return text("The callback is too large.", 413);
    return text("The request body could not be read.", 400);
  }
  return handleProctoringCallback(rawBody, request.headers.get(PROCTORING_SIGNATURE_HEADER));
}

export function loader() {
  return text("POST signed proctoring results here.", 405);
}
