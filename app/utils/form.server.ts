// How every action reads its body: a form (URL-encoded or multipart) or a clear 4xx, and text
// that PostgreSQL can store. Bad requests stop here, before any model runs.
import { data } from "@remix-run/node";

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

/**
 * An uploaded text file (a CSV import) as storable text: decoded as UTF-8 (a broken sequence becomes
 * U+FFFD) and made storable as form fields are (`storableText`), so a NUL byte in a file is dropped
 * exactly as it is in a typed field — whether the file is imported directly or previewed first and
 * sent back in a hidden field (issue 32 §5: the direct import gave 500).
 */
export async function storableFileText(file: Blob): Promise<string> {
  return storableText(new TextDecoder("utf-8").decode(await file.arrayBuffer()));
}

/**
 * The posted form, its names and text values made storable (`storableText`). Any other body
 * (JSON, text, XML, none) answers 415; a form that cannot be parsed (a broken multipart boundary)
 * answers 400. Call it first in every action.
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.has(type)) throw data(FORM_ERRORS.unsupported, { status: 415 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
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
