/**
 * How an audio topic's source is played (requirement learning-validation-rules "Audio"): a SoundCloud link is embedded through
 * SoundCloud's own player (w.soundcloud.com); a stored `<iframe …>` string is embedded after the
 * rich-text sanitiser has cleaned it (done by the server, see topic-content.server.ts); anything
 * else that is an http(s) address or a path on this site plays in a plain audio element.
 */

export type AudioSource =
  | { kind: "soundcloud"; embedUrl: string }
  | { kind: "iframe"; /** the raw string — the server must sanitise it before it is rendered */ html: string }
  | { kind: "file"; src: string };

const SOUNDCLOUD_HOSTS = new Set(["soundcloud.com", "www.soundcloud.com", "m.soundcloud.com", "on.soundcloud.com"]);
const SOUNDCLOUD_PLAYER_HOST = "w.soundcloud.com";

/** SoundCloud's widget for a track or playlist page. */
export function soundCloudEmbedUrl(trackUrl: string): string {
  const params = new URLSearchParams({
    url: trackUrl,
    color: "#0f766e",
    auto_play: "false",
    hide_related: "true",
    show_comments: "false",
    show_user: "true",
    show_reposts: "false",
    visual: "false",
  });
  return `https://${SOUNDCLOUD_PLAYER_HOST}/player/?${params}`;
}

export function parseAudioSource(value: string): AudioSource | null {
  const trimmed = value.trim();
  if (trimmed === "") return null;
  if (/^<iframe[\s>]/i.test(trimmed)) return { kind: "iframe", html: trimmed };
  if (trimmed.startsWith("/") && !trimmed.startsWith("//") && !trimmed.startsWith("/\\")) {
    return { kind: "file", src: trimmed };
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  if (host === SOUNDCLOUD_PLAYER_HOST && url.pathname.startsWith("/player")) {
    return { kind: "soundcloud", embedUrl: url.href.replace(/^http:/, "https:") };
  }
  if (SOUNDCLOUD_HOSTS.has(host)) {
    const page = new URL(url.pathname, "https://soundcloud.com").href;
    return { kind: "soundcloud", embedUrl: soundCloudEmbedUrl(host === "on.soundcloud.com" ? url.href : page) };
  }
  return { kind: "file", src: url.href };
}
