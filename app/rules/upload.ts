// Uploaded files (spec 1 §5 "Upload limits", spec 3 §5 avatar; decisions 0024 and 0043): the size limit
// and the file's type read from its first bytes, never from its name or the browser's word.

/** Image 5 MB (spec 1 §5, §9; spec 3 §9). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const IMAGE_TYPES = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;

/** Audio 200 MB (spec 1 §5). */
export const AUDIO_MAX_BYTES = 200 * 1024 * 1024;

export const AUDIO_TYPES = {
  "audio/mpeg": "mp3",
  "audio/mp4": "m4a",
  "audio/ogg": "ogg",
  "audio/wav": "wav",
} as const;
export type AudioType = keyof typeof AUDIO_TYPES;

export type MediaType = ImageType | AudioType;

/** The file extension each stored type is saved under (and, back, the type a stored file is served as). */
export const MEDIA_EXTENSIONS: Record<MediaType, string> = { ...IMAGE_TYPES, ...AUDIO_TYPES };

export const UPLOAD_MESSAGES = {
  missing: "Please choose an image to upload.",
  tooLarge: "The image is too large. Images can be at most 5 MB.",
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

/** How many first bytes the sniffers need. */
export const SNIFF_BYTES = 12;

/** What an admin may upload where (decision 0043): the limit, the sniffer and the messages of each kind. */
export const UPLOAD_KINDS = {
  image: {
    maxBytes: IMAGE_MAX_BYTES,
    sniff: sniffImageType as (bytes: Uint8Array) => MediaType | null,
    missing: "Please choose an image to upload.",
    tooLarge: UPLOAD_MESSAGES.tooLarge,
    wrongType: UPLOAD_MESSAGES.notImage,
  },
  audio: {
    maxBytes: AUDIO_MAX_BYTES,
    sniff: sniffAudioType as (bytes: Uint8Array) => MediaType | null,
    missing: "Please choose an audio file to upload.",
    tooLarge: "The audio file is too large. Audio files can be at most 200 MB.",
    wrongType: "This file is not an audio file. Please choose an MP3, M4A, Ogg or WAV file.",
  },
  /** A signature for certificates: the PDF renderer draws PNG and JPEG only. */
  signature: {
    maxBytes: IMAGE_MAX_BYTES,
    sniff: ((bytes: Uint8Array) => {
      const type = sniffImageType(bytes);
      return type === "image/png" || type === "image/jpeg" ? type : null;
    }) as (bytes: Uint8Array) => MediaType | null,
    missing: "Please choose an image of the signature.",
    tooLarge: UPLOAD_MESSAGES.tooLarge,
    wrongType: "The signature must be a PNG or JPEG image.",
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

/** Storage keys are `<folder>/<owner id>/<random>.<ext>`: nothing else is ever read or served. */
export const STORAGE_KEY_PATTERN = /^[a-z]+\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{8,64}\.(png|jpg|gif|webp|mp3|m4a|ogg|wav)$/;

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
