// How many bytes a request body may have, by address (decision 0054). One table, read
// twice: by the server's edge (server/body-limit.js, through the build's entry module), which counts
// the bytes as they arrive — the declared Content-Length and, for a chunked body, what actually
// streams — and answers 413 with the entry's message; and by the app's own form readers
// (readForm, readFormWithUploads), which stop reading at the same count. Upload limits come from the
// upload kinds (requirement public-validation-rules) plus the rest of the form around the file.
import { DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES, sizeText, UPLOAD_KINDS, UPLOAD_MESSAGES, type UploadKind } from "./upload";
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from "./user-csv";
import { QUESTION_CSV_MAX_BYTES, QUESTION_IMPORT_MESSAGES } from "./question-import";

const KB = 1024;
const MB = 1024 * KB;

/** A form's own fields: everything a visitor or a learner types (sign-in, contact, profile, enrollment). */
export const FORM_MAX_BYTES = 64 * KB;
/** The player's forms: an evaluation's written answers (5,000 characters each, up to 9 bytes a character once URL-encoded). */
export const PLAYER_FORM_MAX_BYTES = 256 * KB;
/** Admin forms carry rich text (a question up to 100,000 characters) and long lists. */
export const ADMIN_FORM_MAX_BYTES = 2 * MB;
/** The text fields of an admin upload form around its files (a course's rich-text description…). */
export const ADMIN_UPLOAD_TEXT_BYTES = 4 * MB;
/** Stripe's signed events. */
export const WEBHOOK_MAX_BYTES = 1 * MB;

export const FORM_TOO_LARGE = "The form is too large to send. Please shorten what you typed and try again.";

export type BodyLimit = {
  /** `/admin/lessons/:id/topics`: a `:name` segment matches any one segment; a last `**` matches the rest. */
  path: string;
  maxBytes: number;
  /** The 413 answer's text, for a person. */
  message: string;
};

/** An admin upload form: every file kind it accepts at its largest, plus the text around them. */
function adminUpload(path: string, kinds: UploadKind[], message: string = UPLOAD_KINDS[kinds[0]!].tooLarge): BodyLimit {
  return { path, maxBytes: kinds.reduce((sum, kind) => sum + UPLOAD_KINDS[kind].maxBytes, ADMIN_UPLOAD_TEXT_BYTES), message };
}

/**
 * A profile picture: up to twice the image limit reaches the app, which reads it as it streams, holds
 * at most 5 MB and refuses a larger one beside the field (the message of requirement signed-in-constants); the edge answers a
 * larger body with the same message.
 */
export const AVATAR_FORM_MAX_BYTES = 2 * IMAGE_MAX_BYTES + FORM_MAX_BYTES;
const avatar = (path: string): BodyLimit => ({ path, maxBytes: AVATAR_FORM_MAX_BYTES, message: UPLOAD_MESSAGES.tooLarge });

/** The first entry whose path matches applies; the last matches every address. */
export const BODY_LIMITS: readonly BodyLimit[] = [
  avatar("/student/profile"),
  avatar("/company-dashboard/profile"),
  avatar("/admin/profile"),
  { path: "/company-dashboard/users/import", maxBytes: IMPORT_MAX_BYTES + FORM_MAX_BYTES, message: `${IMPORT_MESSAGES.tooLarge}.` },
  { path: "/admin/companies/:id/users/import", maxBytes: IMPORT_MAX_BYTES + FORM_MAX_BYTES, message: `${IMPORT_MESSAGES.tooLarge}.` },
  { path: "/admin/quizzes/:id/import", maxBytes: QUESTION_CSV_MAX_BYTES + FORM_MAX_BYTES, message: QUESTION_IMPORT_MESSAGES.tooLarge },
  adminUpload(
    "/admin/media",
    ["image", "document"],
    `The file is too large. Images can be at most ${sizeText(IMAGE_MAX_BYTES)} and documents ${sizeText(DOCUMENT_MAX_BYTES)}.`,
  ),
  adminUpload("/admin/lessons/:id/topics", ["audio"]),
  adminUpload("/admin/courses/create", ["image"]),
  adminUpload("/admin/courses/edit/:id", ["image"]),
  adminUpload("/admin/bundles/create", ["image"]),
  adminUpload("/admin/bundles/edit/:id", ["image"]),
  adminUpload("/admin/instructors", ["image"]),
  adminUpload("/admin/companies/new", ["image"]),
  adminUpload("/admin/companies/:id/edit", ["image"]),
  adminUpload("/admin/certificates/:id", ["signature"]),
  adminUpload("/admin/certificates/:id/preview.pdf", ["signature"]),
  { path: "/webhooks/stripe", maxBytes: WEBHOOK_MAX_BYTES, message: "The event is too large." },
  { path: "/admin/**", maxBytes: ADMIN_FORM_MAX_BYTES, message: FORM_TOO_LARGE },
  { path: "/course-player/**", maxBytes: PLAYER_FORM_MAX_BYTES, message: FORM_TOO_LARGE },
  { path: "/**", maxBytes: FORM_MAX_BYTES, message: FORM_TOO_LARGE },
];

/**
 * The route address a request is for: a single-fetch data request (`/student/profile.data`,
 * `/_root.data`) is its page's address; no trailing slash.
 */
export function routePath(pathname: string): string {
  let path = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
  if (path.length > 1) path = path.replace(/\/+$/, "");
  return path || "/";
}

function matches(pattern: string, path: string): boolean {
  const want = pattern.split("/");
  const have = path.split("/");
  const rest = want.at(-1) === "**";
  if (rest) want.pop();
  if (rest ? have.length < want.length : have.length !== want.length) return false;
  return want.every((segment, i) => segment === have[i] || (segment.startsWith(":") && have[i] !== ""));
}

/** The limit for a request to this address (its path, as sent). */
export function bodyLimitFor(pathname: string): BodyLimit {
  const path = routePath(pathname);
  return BODY_LIMITS.find((limit) => matches(limit.path, path)) ?? BODY_LIMITS.at(-1)!;
}
