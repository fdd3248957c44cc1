/**
 * Which videos the player embeds (requirement learning-validation-rules "Video"): only YouTube watch links
 * (youtube.com/watch?v=…) and short links (youtu.be/…) are embedded, through the privacy-enhanced
 * youtube-nocookie.com player. Anything else is an "Unsupported video format" with a link that
 * opens it in a new tab — only when it is an http(s) address, never a script or data URL.
 */

export type VideoSource =
  | { kind: "youtube"; videoId: string; embedUrl: string }
  | { kind: "unsupported"; /** http(s) address to open in a new tab, or null when it is not one */ href: string | null };

const YOUTUBE_WATCH_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com"]);
const YOUTUBE_SHORT_HOST = "youtu.be";
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

export const YOUTUBE_EMBED_BASE = "https://www.youtube-nocookie.com/embed/";

function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

/** "90", "90s", "1m30s", "1h2m3s" → seconds; anything else → null. */
export function parseStartTime(value: string | null): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match || (!match[1] && !match[2] && !match[3])) return null;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

/** The YouTube video id of a watch or short link, or null. */
export function youTubeVideoId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  let id: string | null = null;
  if (YOUTUBE_WATCH_HOSTS.has(host) && url.pathname.replace(/\/+$/, "") === "/watch") id = url.searchParams.get("v");
  else if (host === YOUTUBE_SHORT_HOST) id = url.pathname.split("/")[1] ?? null;
  return id && VIDEO_ID.test(id) ? id : null;
}

export function parseVideoUrl(value: string): VideoSource {
  const url = httpUrl(value.trim());
  if (!url) return { kind: "unsupported", href: null };
  const videoId = youTubeVideoId(url);
  if (!videoId) return { kind: "unsupported", href: url.href };
  const start = parseStartTime(url.searchParams.get("t") ?? url.searchParams.get("start"));
  const params = new URLSearchParams({ rel: "0" });
  if (start) params.set("start", String(start));
  return { kind: "youtube", videoId, embedUrl: `${YOUTUBE_EMBED_BASE}${videoId}?${params}` };
}

/**
 * The CSS aspect-ratio of the player: video_aspect ("16:9", "4/3", "1.5"), else video_width and
 * video_height, else 16 / 9. Nonsense values fall back to the default.
 */
export function videoAspectRatio(aspect?: unknown, width?: unknown, height?: unknown): string {
  const fromAspect = typeof aspect === "string" ? parseRatio(aspect) : null;
  if (fromAspect) return fromAspect;
  const w = Number(width);
  const h = Number(height);
  if (isPositive(w) && isPositive(h)) return `${w} / ${h}`;
  return "16 / 9";
}

function parseRatio(value: string): string | null {
  const pair = /^\s*(\d+(?:\.\d+)?)\s*[:/x]\s*(\d+(?:\.\d+)?)\s*$/i.exec(value);
  if (pair) {
    const [w, h] = [Number(pair[1]), Number(pair[2])];
    return isPositive(w) && isPositive(h) ? `${w} / ${h}` : null;
  }
  const single = Number(value.trim());
  return value.trim() !== "" && isPositive(single) ? `${single} / 1` : null;
}

function isPositive(n: number): boolean {
  return Number.isFinite(n) && n > 0 && n < 100_000;
}
