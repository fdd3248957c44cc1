import { describe, expect, it } from "vitest";
import { parseAudioSource, soundCloudEmbedUrl } from "./audio-source";

const track = "https://soundcloud.com/pelican-real-estate-school/flood-zones-every-agent-should-know";

describe("parseAudioSource", () => {
  it("embeds a SoundCloud page through the w.soundcloud.com player", () => {
    const source = parseAudioSource(track);
    expect(source).toEqual({ kind: "soundcloud", embedUrl: soundCloudEmbedUrl(track) });
    const embed = new URL((source as { embedUrl: string }).embedUrl);
    expect(embed.origin).toBe("https://w.soundcloud.com");
    expect(embed.pathname).toBe("/player/");
    expect(embed.searchParams.get("url")).toBe(track);
    expect(embed.searchParams.get("auto_play")).toBe("false");
  });

  it("normalises www., m. and query strings of SoundCloud pages", () => {
    expect(parseAudioSource("https://m.soundcloud.com/pelican-real-estate-school/flood-zones-every-agent-should-know?si=1")).toEqual({
      kind: "soundcloud",
      embedUrl: soundCloudEmbedUrl(track),
    });
    expect(parseAudioSource("http://www.soundcloud.com/pelican-real-estate-school/flood-zones-every-agent-should-know")).toEqual({
      kind: "soundcloud",
      embedUrl: soundCloudEmbedUrl(track),
    });
  });

  it("keeps an existing SoundCloud player address (upgraded to https)", () => {
    const player = "http://w.soundcloud.com/player/?url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F1";
    expect(parseAudioSource(player)).toEqual({ kind: "soundcloud", embedUrl: player.replace("http:", "https:") });
  });

  it("passes an iframe string on for sanitising", () => {
    const html = '<iframe src="https://w.soundcloud.com/player/?url=x" onload="alert(1)"></iframe>';
    expect(parseAudioSource(`  ${html} `)).toEqual({ kind: "iframe", html });
    expect(parseAudioSource("<IFRAME src=x>")).toEqual({ kind: "iframe", html: "<IFRAME src=x>" });
  });

  it("plays files on this site and on http(s) hosts in an audio element", () => {
    expect(parseAudioSource("/audio/louisiana-agency-summary.mp3")).toEqual({ kind: "file", src: "/audio/louisiana-agency-summary.mp3" });
    expect(parseAudioSource("https://cdn.example.com/a.mp3")).toEqual({ kind: "file", src: "https://cdn.example.com/a.mp3" });
    expect(parseAudioSource("https://w.soundcloud.com/other")).toEqual({ kind: "file", src: "https://w.soundcloud.com/other" });
  });

  it.each([
    "",
    "   ",
    "javascript:alert(1)",
    "data:audio/mp3;base64,AAAA",
    "//evil.example/a.mp3",
    "/\\evil.example",
    "audio.mp3",
    "<script>x</script>",
  ])("refuses %j", (value) => {
    expect(parseAudioSource(value)).toBeNull();
  });
});
