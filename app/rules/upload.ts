// Uploaded images (spec 1 §5 "Upload limits", spec 3 §5 avatar; docs/decisions/0024-student-area.md):
// the size limit and the file's type read from its first bytes, never from its name or the browser's word.

/** Image 5 MB (spec 1 §5, §9; spec 3 §9). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const IMAGE_TYPES = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;

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
export const STORAGE_KEY_PATTERN = /^[a-z]+\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{8,64}\.(png|jpg|gif|webp)$/;

export function isStorageKey(key: string): boolean {
  return STORAGE_KEY_PATTERN.test(key);
}
