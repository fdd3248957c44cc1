// The one rich-text policy (spec 1 §5 "Rich-text sanitising"), used on write and on render for
// instructor bios, topic content, explanations and every other stored HTML.
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

/** Absolute http(s) and site-root paths stay; a relative path points into public storage; anything else goes. */
function imageSource(src: string | undefined): string {
  const value = src?.trim() ?? "";
  if (httpUrl(value)) return value;
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  if (/^[\w][\w./-]*$/.test(value) && !value.includes("..")) return PUBLIC_STORAGE_BASE + value;
  return "";
}

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
    "*": ["class"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["src", "poster"],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href?.trim() ?? "";
      const keep = httpUrl(href) || /^(mailto|tel):/i.test(href);
      return {
        tagName,
        attribs: { ...attribs, href: keep ? href : "#", target: "_blank", rel: "noopener noreferrer" },
      };
    },
    iframe: (tagName, attribs) => {
      const url = httpUrl(attribs.src);
      const allowed = url !== null && FRAME_ORIGINS.has(url.origin);
      const { srcdoc: _srcdoc, onload: _onload, ...rest } = attribs;
      return { tagName, attribs: { ...rest, src: allowed ? attribs.src.trim() : "", loading: "lazy" } };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, src: imageSource(attribs.src), loading: "lazy" } }),
  },
};

/** Sanitises stored rich text. Anything that is not a string (non-text content) gives "". */
export function sanitizeRichText(html: unknown): string {
  if (typeof html !== "string") return "";
  return sanitizeHtml(html, OPTIONS);
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
