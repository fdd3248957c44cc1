// How every action reads its body: a form (URL-encoded or multipart) or a clear 4xx, and text
// that PostgreSQL can store. Bad requests stop here, before any model runs.
import { data, MaxPartSizeExceededError, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData } from "@remix-run/node";
import { bodyLimitFor, type BodyLimit } from "~/rules/body-limits";

export const FORM_ERRORS = {
  unsupported: "This address accepts form submissions only.",
  unreadable: "The form could not be read. Please try again.",
} as const;

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text PostgreSQL can store: NUL characters dropped, unpaired surrogates replaced by U+FFFD. */
export function storableText(text: string): string {
  return text.replace(/\u0000/g, "").replace(LONE_SURROGATE, "\uFFFD");
}

/** Thrown into a body stream that went past its limit. */
export class BodyTooLarge extends Error {}

/** A file in the form was larger than `maxFileBytes` (readForm): the action answers beside its field. */
export class FileTooLarge extends Error {}

/** The error (or what a reader wrapped it in) is a body that went past its limit. */
export function isBodyTooLarge(error: unknown): boolean {
  return error instanceof BodyTooLarge || (error as { cause?: unknown } | null)?.cause instanceof BodyTooLarge;
}

/**
 * The request with its body limited to the address's entry in the body-limit table (decision 0054):
 * 413 with the entry's message when the declared Content-Length is over it, before a byte is read;
 * otherwise a copy whose body stream fails with BodyTooLarge as soon as more bytes arrive than
 * allowed (a chunked body declares no length), so no reader ever holds more than the limit.
 */
export function limitedRequest(request: Request, limit: BodyLimit = bodyLimitFor(new URL(request.url).pathname)): Request {
  if (Number(request.headers.get("Content-Length") ?? NaN) > limit.maxBytes) throw data(limit.message, { status: 413 });
  if (!request.body) return request;
  let seen = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit.maxBytes) controller.error(new BodyTooLarge(limit.message));
        else controller.enqueue(chunk);
      },
    }),
  );
  return new Request(request.url, { method: request.method, headers: request.headers, body: counted, duplex: "half" } as RequestInit);
}

/**
 * An uploaded text file (a CSV import) as storable text: decoded as UTF-8 (a broken sequence becomes
 * U+FFFD) and made storable as form fields are (`storableText`), so a NUL byte in a file is dropped
 * exactly as it is in a typed field — whether the file is imported directly or previewed first and
 * sent back in a hidden field (the direct import gave 500; decision 0055).
 */
export async function storableFileText(file: Blob): Promise<string> {
  return storableText(new TextDecoder("utf-8").decode(await file.arrayBuffer()));
}

/**
 * The posted form, its names and text values made storable (`storableText`). Any other body
 * (JSON, text, XML, none) answers 415; a body over the address's limit answers 413 (nothing past
 * the limit is read); a form that cannot be parsed (a broken multipart boundary) answers 400.
 * Call it in every action, after the checks that need only the cookie.
 *
 * With `maxFileBytes`, a multipart form's parts are read as they stream and a part (a file) larger
 * than that throws FileTooLarge as soon as it passes it: the file is never held whole, and the
 * action can refuse it with its own message beside the field.
 */
export async function readForm(request: Request, { maxFileBytes }: { maxFileBytes?: number } = {}): Promise<FormData> {
  const type = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.has(type)) throw data(FORM_ERRORS.unsupported, { status: 415 });
  const limit = bodyLimitFor(new URL(request.url).pathname);
  const limited = limitedRequest(request, limit);
  let form: FormData;
  try {
    form =
      maxFileBytes !== undefined && type === "multipart/form-data"
        ? await unstable_parseMultipartFormData(limited, unstable_createMemoryUploadHandler({ maxPartSize: maxFileBytes }))
        : await limited.formData();
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) throw new FileTooLarge();
    if (isBodyTooLarge(error)) throw data(limit.message, { status: 413 });
    throw data(FORM_ERRORS.unreadable, { status: 400 });
  }
  return storableForm(form);
}

/** The form with its names and text values made storable (`storableText`). */
export function storableForm(form: FormData): FormData {
  const clean = new FormData();
  for (const [name, value] of form) clean.append(storableText(name), typeof value === "string" ? storableText(value) : value);
  return clean;
}
