// Forms that carry admin media (decision 0043): course images, instructor photos, lesson audio. The
// files stream from the request straight into storage — never whole in memory — while their bytes are
// counted against the kind's limit (requirement public-validation-rules: image 5 MB, audio 200 MB, document 10 MB) and their
// type is read from the first bytes. The action gets back an ordinary form in which each file field holds the stored
// file's address ("" when none was chosen or it was refused) plus the refusals by field, so it can show
// the message beside the field and keep everything else that was typed.
import {
  data,
  MaxPartSizeExceededError,
  unstable_composeUploadHandlers,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/node";
import { UPLOAD_KINDS, type UploadKind } from "~/rules/upload";
import { bodyLimitFor } from "~/rules/body-limits";
import { FORM_ERRORS, isBodyTooLarge, limitedRequest, readForm, storableForm } from "~/utils/form.server";
import { getStorage, keyFromPublicUrl, newStorageKey, publicUrl } from "./storage.server";

/** Text fields of an upload form (rich text included) stay small. */
const TEXT_PART_MAX_BYTES = 2 * 1024 * 1024;

export const UPLOAD_FORM_ERRORS = {
  tooLarge: (kind: UploadKind) => UPLOAD_KINDS[kind].tooLarge,
  textTooLarge: "The form is too large to save. Please shorten the text.",
  storageFailed: "The file could not be saved. Please try again.",
} as const;

export type UploadedForm = {
  form: FormData;
  /** The addresses of the files stored by this request (for the action to delete if it gives up). */
  stored: string[];
  /** The message of each refused file, by field name. */
  refused: Record<string, string>;
  /** The name each stored file had on the uploader's computer, by field (the text of a document's link). */
  names: Record<string, string>;
};

/** A file's own name as the browser sent it: no folders (old browsers send a whole path), at most 200 characters. */
function uploadedName(filename: string): string {
  return (filename.split(/[\\/]/).pop() ?? "").trim().slice(0, 200);
}

class TooLarge extends Error {}
class StorageFailed extends Error {}

async function drain(iterator: AsyncIterator<Uint8Array>) {
  while (!(await iterator.next()).done) {
    // discard: a refused file is read to its end (so the browser gets the answer) but never kept
  }
}

/**
 * Reads a form whose `files` fields may carry uploads of the given kinds, storing each in the media
 * folder of `ownerId` — the signed-in admin, authorised before this is called (no byte
 * of a body is read before the cookie's checks pass; decision 0054). A URL-encoded form is read as usual. A body larger than
 * the address's entry in the body-limit table (app/rules/body-limits.ts) is refused with 413, before
 * any of it is read when its Content-Length says so, else as soon as the streamed bytes pass it.
 */
export async function readFormWithUploads(request: Request, files: Record<string, UploadKind>, ownerId: string): Promise<UploadedForm> {
  const type = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (type !== "multipart/form-data") return { form: await readForm(request), stored: [], refused: {}, names: {} };

  // The address's entry in the body-limit table (every file kind the form takes, plus its text):
  // 413 before a byte is read when the declared length is over it, and as soon as a chunked body
  // streams past it.
  const limit = bodyLimitFor(new URL(request.url).pathname);
  const limited = limitedRequest(request, limit);
  const storage = getStorage();
  const stored: string[] = [];
  const refused: Record<string, string> = {};
  const names: Record<string, string> = {};
  let parts = 0;

  const fileHandler = async ({ name, filename, data: body }: { name: string; filename?: string; data: AsyncIterable<Uint8Array> }) => {
    parts++;
    if (typeof filename !== "string") return undefined; // a text field
    const iterator = body[Symbol.asyncIterator]();
    const kind = files[name];
    if (!kind || filename === "") {
      await drain(iterator); // no file chosen, or a file where none is expected: dropped
      return "";
    }
    const folder = ownerId;
    const rule = UPLOAD_KINDS[kind];
    const head: Uint8Array[] = [];
    let headSize = 0;
    while (headSize < rule.sniffBytes) {
      const next = await iterator.next();
      if (next.done) break;
      head.push(next.value);
      headSize += next.value.byteLength;
    }
    const first = Buffer.concat(head);
    const mediaType = first.byteLength === 0 ? null : rule.sniff(first, filename);
    if (!mediaType) {
      refused[name] = first.byteLength === 0 ? rule.missing : rule.wrongType;
      await drain(iterator);
      return "";
    }
    let size = 0;
    async function* counted() {
      for (let chunk: Uint8Array | undefined = first; chunk;) {
        size += chunk.byteLength;
        if (size > rule.maxBytes) throw new TooLarge();
        yield chunk;
        const next = await iterator.next();
        chunk = next.done ? undefined : next.value;
      }
    }
    const key = newStorageKey("media", folder, mediaType);
    try {
      await storage.putStream(key, counted(), mediaType);
    } catch (error) {
      if (isBodyTooLarge(error)) throw error;
      if (!(error instanceof TooLarge)) throw new StorageFailed("storage", { cause: error });
      refused[name] = rule.tooLarge;
      await drain(iterator);
      return "";
    }
    stored.push(publicUrl(key));
    names[name] = uploadedName(filename);
    return publicUrl(key);
  };

  try {
    const form = await unstable_parseMultipartFormData(
      limited,
      unstable_composeUploadHandlers(fileHandler, unstable_createMemoryUploadHandler({ maxPartSize: TEXT_PART_MAX_BYTES })),
    );
    // The parser finds no part in a body whose boundary is not the declared one; no browser sends that.
    if (parts === 0) throw new SyntaxError("No multipart part found");
    return { form: storableForm(form), stored, refused, names };
  } catch (error) {
    await discardUploads(stored);
    if (isBodyTooLarge(error)) throw data(limit.message, { status: 413 });
    if (error instanceof MaxPartSizeExceededError) throw data(UPLOAD_FORM_ERRORS.textTooLarge, { status: 413 });
    if (error instanceof StorageFailed) {
      console.error("Upload could not be stored", error.cause);
      throw data(UPLOAD_FORM_ERRORS.storageFailed, { status: 503 });
    }
    throw data(FORM_ERRORS.unreadable, { status: 400 });
  }
}

/** Deletes files this request stored (the action refused the rest of the form and will not use them). */
export async function discardUploads(addresses: string[]) {
  const storage = getStorage();
  for (const address of addresses) {
    const key = keyFromPublicUrl(address);
    if (key) await storage.delete(key).catch(() => undefined);
  }
}

/**
 * Moves an uploaded file's address into the field that keeps it (`address`), or clears that field when
 * the `remove` box is ticked, and drops the file field: what is left is the form the schema reads.
 */
export function takeUpload(form: FormData, { file, address, remove }: { file: string; address: string; remove?: string }) {
  const uploaded = form.get(file);
  if (typeof uploaded === "string" && uploaded) form.set(address, uploaded);
  else if (remove && form.get(remove) === "on") form.set(address, "");
  form.delete(file);
  if (remove) form.delete(remove);
}
