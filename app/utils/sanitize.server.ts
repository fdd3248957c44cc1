// The one rich-text policy (requirement public-validation-rules "Rich-text sanitising"; decision 0030), used on write and on render for
// instructor bios, topic content, explanations and every other stored HTML:
// - links only to https, mailto:, tel: and public storage (/uploads/…, an uploaded document; anything
//   else, http included, becomes "#"), always in a new tab with rel="noopener noreferrer nofollow";
// - no class, style or id from authors (a class such as "fixed inset-0 z-50" turned one
//   link into a page-wide overlay; the editor writes no classes of its own, so none are allowed; decision 0055);
// - frames only from the allow-listed video/audio players; any other frame is removed entirely;
// - <audio>/<video>/<source> only from public storage (/uploads/) or those players' hosts;
// - images only from public storage (a relative or site-root path is rewritten to it) or https,
//   lazy-loaded; an image with no such source is removed.
import sanitizeHtml from "sanitize-html";
import { FRAME_HOSTS } from "~/utils/csp.server";

/** Where uploaded files are served from; relative image paths are rewritten to it. */
export const PUBLIC_STORAGE_BASE = "/uploads/";

const FRAME_ORIGINS = new Set(FRAME_HOSTS.map((host) => new URL(host).origin));

function httpUrl(value: string | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

function httpsUrl(value: string | undefined): URL | null {
  const url = httpUrl(value);
  return url?.protocol === "https:" ? url : null;
}

/** A path inside public storage (/uploads/…), no dot segments or odd characters. */
function storagePath(value: string): boolean {
  return value.startsWith(PUBLIC_STORAGE_BASE) && /^[\w./-]+$/.test(value) && !value.includes("..") && !value.includes("//");
}

/** https and public-storage addresses stay; a relative path points into public storage; anything else: "". */
function imageSource(src: string | undefined): string {
  const value = src?.trim() ?? "";
  if (httpsUrl(value)) return value;
  if (storagePath(value)) return value;
  // requirement public-validation-rules: image sources are rewritten to the public storage address — a relative or site-root path
  // ("/logo.png") points into storage, so an image can never request one of the app's own routes.
  const path = value.startsWith("/") && !value.startsWith("//") ? value.slice(1) : value;
  if (/^[\w][\w./-]*$/.test(path) && !path.includes("..")) return PUBLIC_STORAGE_BASE + path;
  return "";
}

/** Audio and video: public storage, or https on an allow-listed player host; anything else: "". */
function mediaSource(src: string | undefined): string {
  const value = src?.trim() ?? "";
  if (storagePath(value)) return value;
  const url = httpsUrl(value);
  return url && FRAME_ORIGINS.has(url.origin) ? value : "";
}

function withSource(attribs: sanitizeHtml.Attributes, src: string): sanitizeHtml.Attributes {
  const { src: _src, ...rest } = attribs;
  return src ? { ...rest, src } : rest;
}

/** Every author link: no opener, no referrer, and no endorsement of the target for search engines. */
export const LINK_REL = "noopener noreferrer nofollow";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    "img",
    "iframe",
    "audio",
    "video",
    "source",
    "figure",
    "figcaption",
    "span",
    "u",
    "s",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    iframe: ["src", "title", "width", "height", "allow", "allowfullscreen", "frameborder", "loading"],
    audio: ["src", "controls", "controlslist"],
    video: ["src", "controls", "width", "height", "poster"],
    source: ["src", "type"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start", "type"],
  },
  allowedClasses: {},
  allowedStyles: {},
  selfClosing: [...sanitizeHtml.defaults.selfClosing, "source"],
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["src", "poster"],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href?.trim() ?? "";
      const keep = httpsUrl(href) || /^(mailto|tel):/i.test(href) || storagePath(href);
      return {
        tagName,
        attribs: { ...attribs, href: keep ? href : "#", target: "_blank", rel: LINK_REL },
      };
    },
    iframe: (tagName, attribs) => {
      const url = httpUrl(attribs.src);
      const allowed = url !== null && FRAME_ORIGINS.has(url.origin);
      const { srcdoc: _srcdoc, onload: _onload, ...rest } = attribs;
      return { tagName, attribs: { ...rest, src: allowed ? attribs.src.trim() : "", loading: "lazy" } };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, src: imageSource(attribs.src), loading: "lazy" } }),
    audio: (tagName, attribs) => ({ tagName, attribs: withSource(attribs, mediaSource(attribs.src)) }),
    video: (tagName, attribs) => {
      const poster = imageSource(attribs.poster);
      const { poster: _poster, ...rest } = withSource(attribs, mediaSource(attribs.src));
      return { tagName, attribs: poster ? { ...rest, poster } : rest };
    },
    source: (tagName, attribs) => ({ tagName, attribs: withSource(attribs, mediaSource(attribs.src)) }),
  },
  // A frame, image or media source left without an allowed address is removed, not kept empty.
  exclusiveFilter: (frame) => ["iframe", "img", "source"].includes(frame.tag) && !frame.attribs.src,
};

// The policy is fixed for the process's life, so the result is a function of the input alone: the
// last results are kept, keyed by the whole input (exact, whatever changed it), a topic's body
// being sanitised again on every view of it otherwise. Bounded by count and by characters.
const MEMO_MAX_ENTRIES = 500;
const MEMO_MAX_CHARS = 4_000_000;
const MEMO_MAX_INPUT = 100_000;
const memo = new Map<string, string>();
let memoChars = 0;

/** Sanitises stored rich text. Anything that is not a string (non-text content) gives "". */
export function sanitizeRichText(html: unknown): string {
  if (typeof html !== "string") return "";
  if (html.length > MEMO_MAX_INPUT) return sanitizeHtml(html, OPTIONS);
  const known = memo.get(html);
  if (known !== undefined) {
    memo.delete(html); // most recently used last
    memo.set(html, known);
    return known;
  }
  const clean = sanitizeHtml(html, OPTIONS);
  memo.set(html, clean);
  memoChars += html.length + clean.length;
  for (const [input, output] of memo) {
    if (memo.size <= MEMO_MAX_ENTRIES && memoChars <= MEMO_MAX_CHARS) break;
    memo.delete(input);
    memoChars -= input.length + output.length;
  }
  return clean;
}

const ESCAPED: Record<string, string> = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&amp;": "&" };

/**
 * Stored rich text as one line of plain text, for the places that show a summary: catalogue cards,
 * lists and meta descriptions (a description written in the editor is HTML; its tags must not show).
 */
export function richTextToPlain(html: string): string {
  const spaced = html.replace(/<br\s*\/?>|<\/(?:p|div|li|h[1-6]|blockquote|figcaption|td|th)>/gi, "$& ");
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(?:lt|gt|quot|#39|amp);/g, (entity) => ESCAPED[entity])
    .replace(/\s+/g, " ")
    .trim();
}
