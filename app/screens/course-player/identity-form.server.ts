// How the identity and exam-integrity forms are read (issue 46): a form body within the address's
// limit, every field given once, no NUL character anywhere. Anything else answers 400 with a message
// before a model runs — readForm would drop a NUL silently, and an answer or a typed name is
// evidence that must be kept exactly or refused.
import { data } from "@remix-run/node";
import { IDENTITY_MESSAGES, singleValued } from "~/rules/identity";
import { FORM_ERRORS, isBodyTooLarge, limitedRequest } from "~/utils/form.server";
import { bodyLimitFor } from "~/rules/body-limits";

export type FormError = { formError: string; fieldErrors?: Record<string, string> };

export function badRequest(message: string = IDENTITY_MESSAGES.badRequest, fieldErrors?: Record<string, string>) {
  return data<FormError>({ formError: message, fieldErrors }, { status: 400 });
}

export async function readStrictForm(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") throw data(FORM_ERRORS.unsupported, { status: 415 });
  const limit = bodyLimitFor(new URL(request.url).pathname);
  let form: FormData;
  try {
    form = await limitedRequest(request, limit).formData();
  } catch (error) {
    if (isBodyTooLarge(error)) throw data(limit.message, { status: 413 });
    throw badRequest(FORM_ERRORS.unreadable);
  }
  const fields = singleValued(form);
  if (!fields) throw badRequest();
  for (const [key, value] of Object.entries(fields)) {
    if (key.includes("\u0000") || value.includes("\u0000")) throw badRequest();
  }
  return fields;
}

/** The first message of each field of a failed zod parse. */
export function fieldErrorsOf(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
