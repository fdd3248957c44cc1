// Uploaded files (requirement public-validation-rules "Upload limits", requirement signed-in-validation-rules avatar; decisions 0024 and 0043): the size limit
// and the file's type read from its first bytes, never from its name or the browser's word.

const MB = 1024 * 1024;

/** "5 MB": a size limit as the copy quotes it (decision 0095: hints and messages quote the limits below). */
export function sizeText(bytes: number): string {
  return `${Number((bytes / MB).toFixed(1))} MB`;
}

/** Image 5 MB (requirements public-validation-rules, business-constants; requirement signed-in-constants). */
export const IMAGE_MAX_BYTES = 5 * MB;

export const IMAGE_TYPES = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;

/** Audio 200 MB (requirement public-validation-rules). */
export const AUDIO_MAX_BYTES = 200 * MB;

export const AUDIO_TYPES = {
  "audio/mpeg": "mp3",
  "audio/mp4": "m4a",
  "audio/ogg": "ogg",
  "audio/wav": "wav",
} as const;
export type AudioType = keyof typeof AUDIO_TYPES;

/** Document 10 MB (requirement public-validation-rules): PDF, DOC, DOCX, TXT, CSV, Excel. */
export const DOCUMENT_MAX_BYTES = 10 * MB;

export const DOCUMENT_TYPES = {
  "application/pdf": "pdf",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/vnd.ms-excel": "xls",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "text/plain": "txt",
  "text/csv": "csv",
} as const;
export type DocumentType = keyof typeof DOCUMENT_TYPES;

export type MediaType = ImageType | AudioType | DocumentType;

/** The file extension each stored type is saved under (and, back, the type a stored file is served as). */
export const MEDIA_EXTENSIONS: Record<MediaType, string> = { ...IMAGE_TYPES, ...AUDIO_TYPES, ...DOCUMENT_TYPES };

/** Stored documents are downloaded (`Content-Disposition: attachment`), never shown in the site's origin. */
export function isDocumentKey(key: string): boolean {
  const extension = key.split(".").pop() ?? "";
  return (Object.values(DOCUMENT_TYPES) as string[]).includes(extension);
}

export const UPLOAD_MESSAGES = {
  missing: "Please choose an image to upload.",
  tooLarge: `The image is too large. Images can be at most ${sizeText(IMAGE_MAX_BYTES)}.`,
  notImage: "This file is not an image. Please choose a JPEG, PNG, GIF or WebP image.",
  failed: "Your picture could not be saved. Please try again.",
  saved: "Your profile picture has been updated.",
  removed: "Your profile picture has been removed.",
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/** The image type the bytes really are (by their signature), or null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))
    return "image/gif";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

/** The audio type the bytes really are, or null: MP3 (an ID3 tag or an MPEG audio frame), MP4/M4A, Ogg, WAV. */
export function sniffAudioType(bytes: Uint8Array): AudioType | null {
  if (startsWith(bytes, [0x49, 0x44, 0x33])) return "audio/mpeg";
  // An MPEG frame header: 11 sync bits, then a layer other than "reserved" (which is AAC's ADTS).
  if (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0 && (bytes[1]! & 0x06) !== 0) return "audio/mpeg";
  if (startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4)) return "audio/mp4";
  if (startsWith(bytes, [0x4f, 0x67, 0x67, 0x53])) return "audio/ogg";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x41, 0x56, 0x45], 8)) return "audio/wav";
  return null;
}

/** How many first bytes the image and audio sniffers need. */
export const SNIFF_BYTES = 12;

/**
 * How many first bytes the document sniffer reads: enough for the first entries of an Office file
 * (a ZIP whose `word/` or `xl/` parts follow `[Content_Types].xml` and `_rels/.rels`, a few hundred
 * bytes each) and a fair sample of a text file. Held in memory while the rest streams to storage.
 */
export const DOCUMENT_SNIFF_BYTES = 64 * 1024;

/** The declared name's extension, lower case ("" when none); it only ever chooses between types the bytes allow. */
function extensionOf(filename: string | undefined): string {
  const base = (filename ?? "").split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

/** The names of the ZIP entries whose local file headers (`PK\x03\x04`) start within the bytes. */
export function zipEntryNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  const decoder = new TextDecoder();
  for (let i = 0; i + 30 <= bytes.length; i++) {
    if (bytes[i] !== 0x50 || bytes[i + 1] !== 0x4b || bytes[i + 2] !== 0x03 || bytes[i + 3] !== 0x04) continue;
    const length = bytes[i + 26]! | (bytes[i + 27]! << 8);
    if (length === 0 || i + 30 + length > bytes.length) continue;
    names.push(decoder.decode(bytes.subarray(i + 30, i + 30 + length)));
    i += 29 + length;
  }
  return names;
}

/** UTF-8 text (a multi-byte character cut at the end of the sample allowed) with no NUL byte. */
function isText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The document type the bytes really are, or null (requirement public-validation-rules: PDF, DOC, DOCX, TXT, CSV, Excel):
 * - PDF by `%PDF-`;
 * - DOCX/XLSX: a ZIP whose first entries include `word/…` (Word) or `xl/…` (Excel) — any other ZIP is
 *   refused, whatever its name;
 * - DOC/XLS: an OLE compound file, whose header does not say which; the name's .doc or .xls does (an
 *   OLE file under another name is refused);
 * - TXT/CSV: valid UTF-8 with no NUL byte in the sample; the name's .csv or .txt says which.
 * The stored file's extension comes from the type returned here, never from the name alone.
 */
export function sniffDocumentType(bytes: Uint8Array, filename?: string): DocumentType | null {
  if (bytes.length === 0) return null;
  const extension = extensionOf(filename);
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf";
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    if (extension === "doc") return "application/msword";
    if (extension === "xls") return "application/vnd.ms-excel";
    return null;
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    for (const name of zipEntryNames(bytes)) {
      if (name.startsWith("word/")) return "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
      if (name.startsWith("xl/")) return "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
    }
    return null;
  }
  if ((extension === "txt" || extension === "csv") && isText(bytes)) return extension === "csv" ? "text/csv" : "text/plain";
  return null;
}

/** What an admin may upload where (decision 0043): the limit, the sniffer and the messages of each kind. */
type Sniffer = (bytes: Uint8Array, filename?: string) => MediaType | null;

export const UPLOAD_KINDS = {
  image: {
    maxBytes: IMAGE_MAX_BYTES,
    sniffBytes: SNIFF_BYTES,
    sniff: sniffImageType as Sniffer,
    missing: "Please choose an image to upload.",
    tooLarge: UPLOAD_MESSAGES.tooLarge,
    wrongType: UPLOAD_MESSAGES.notImage,
  },
  audio: {
    maxBytes: AUDIO_MAX_BYTES,
    sniffBytes: SNIFF_BYTES,
    sniff: sniffAudioType as Sniffer,
    missing: "Please choose an audio file to upload.",
    tooLarge: `The audio file is too large. Audio files can be at most ${sizeText(AUDIO_MAX_BYTES)}.`,
    wrongType: "This file is not an audio file. Please choose an MP3, M4A, Ogg or WAV file.",
  },
  /** A signature for certificates: the PDF renderer draws PNG and JPEG only. */
  signature: {
    maxBytes: IMAGE_MAX_BYTES,
    sniffBytes: SNIFF_BYTES,
    sniff: ((bytes: Uint8Array) => {
      const type = sniffImageType(bytes);
      return type === "image/png" || type === "image/jpeg" ? type : null;
    }) as Sniffer,
    missing: "Please choose an image of the signature.",
    tooLarge: UPLOAD_MESSAGES.tooLarge,
    wrongType: "The signature must be a PNG or JPEG image.",
  },
  /** A document to link from rich text (requirement public-validation-rules): served as a download. */
  document: {
    maxBytes: DOCUMENT_MAX_BYTES,
    sniffBytes: DOCUMENT_SNIFF_BYTES,
    sniff: sniffDocumentType as Sniffer,
    missing: "Please choose a document to upload.",
    tooLarge: `The document is too large. Documents can be at most ${sizeText(DOCUMENT_MAX_BYTES)}.`,
    wrongType: "This file is not a document we accept. Please choose a PDF, Word (DOC, DOCX), Excel (XLS, XLSX), TXT or CSV file.",
  },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;

export type ImageCheck = { ok: true; type: ImageType; extension: string } | { ok: false; message: string };

/** Checks an uploaded image: present, at most 5 MB, and an image by its bytes. */
export function checkImage(size: number, head: Uint8Array): ImageCheck {
  if (size === 0) return { ok: false, message: UPLOAD_MESSAGES.missing };
  if (size > IMAGE_MAX_BYTES) return { ok: false, message: UPLOAD_MESSAGES.tooLarge };
  const type = sniffImageType(head);
  if (!type) return { ok: false, message: UPLOAD_MESSAGES.notImage };
  return { ok: true, type, extension: IMAGE_TYPES[type] };
}

/** The HTML that links an uploaded document (pasted without JavaScript): its own name as the text, escaped. */
export function documentLinkHtml(url: string, name: string): string {
  const escape = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  return `<a href="${escape(url)}">${escape(name)}</a>`;
}

/** Storage keys are `<folder>/<owner id>/<random>.<ext>`: nothing else is ever read or served. */
export const STORAGE_KEY_PATTERN =
  /^[a-z]+\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{8,64}\.(png|jpg|gif|webp|mp3|m4a|ogg|wav|pdf|doc|docx|xls|xlsx|txt|csv)$/;

export function isStorageKey(key: string): boolean {
  return STORAGE_KEY_PATTERN.test(key);
}

/**
 * The byte range a `Range` header asks for (one range; audio players seek with them), clamped to the
 * file: null when there is no usable header (serve it whole), "unsatisfiable" when it starts past the end.
 */
export function parseByteRange(header: string | null, size: number): { start: number; end: number } | "unsatisfiable" | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return "unsatisfiable";
  if (end < start) return null;
  return { start, end };
}
