import { describe, expect, it } from "vitest";
import { parseStartTime, parseVideoUrl, videoAspectRatio } from "./video-url";

const embed = (id: string, extra = "") => `https://www.youtube-nocookie.com/embed/${id}?rel=0${extra}`;

describe("parseVideoUrl", () => {
  it.each([
    ["https://www.youtube.com/watch?v=Q7bXr2mLs4E", "Q7bXr2mLs4E"],
    ["https://youtube.com/watch?v=Q7bXr2mLs4E", "Q7bXr2mLs4E"],
    ["https://m.youtube.com/watch?v=Q7bXr2mLs4E", "Q7bXr2mLs4E"],
    ["http://www.youtube.com/watch?v=Q7bXr2mLs4E", "Q7bXr2mLs4E"],
    ["https://WWW.YouTube.com/watch?v=Q7bXr2mLs4E", "Q7bXr2mLs4E"],
    ["https://www.youtube.com/watch?feature=share&v=a-b_c1D2e3F&list=PL1", "a-b_c1D2e3F"],
    ["  https://www.youtube.com/watch/?v=Q7bXr2mLs4E  ", "Q7bXr2mLs4E"],
    ["https://youtu.be/Hn4vT8cKp2A", "Hn4vT8cKp2A"],
    ["https://youtu.be/Hn4vT8cKp2A?si=abc", "Hn4vT8cKp2A"],
  ])("embeds the YouTube link %s", (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ kind: "youtube", videoId: id, embedUrl: embed(id) });
  });

  it("keeps a start time", () => {
    expect(parseVideoUrl("https://youtu.be/Hn4vT8cKp2A?t=90")).toMatchObject({ embedUrl: embed("Hn4vT8cKp2A", "&start=90") });
    expect(parseVideoUrl("https://www.youtube.com/watch?v=Hn4vT8cKp2A&t=1m5s")).toMatchObject({
      embedUrl: embed("Hn4vT8cKp2A", "&start=65"),
    });
  });

  it.each([
    "https://vimeo.com/123456",
    "https://www.youtube.com/embed/Q7bXr2mLs4E",
    "https://www.youtube.com/shorts/Q7bXr2mLs4E",
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/watch?v=Q7bXr2mLs4E%22onload",
    "https://www.youtube.com/watch",
    "https://youtu.be/",
    "https://notyoutube.com/watch?v=Q7bXr2mLs4E",
    "https://youtube.com.evil.example/watch?v=Q7bXr2mLs4E",
    "https://example.com/video.mp4",
  ])("does not embed %s but links to it", (url) => {
    expect(parseVideoUrl(url)).toEqual({ kind: "unsupported", href: new URL(url).href });
  });

  it.each(["javascript:alert(1)", "data:text/html,hi", "not a url", "", "/videos/local.mp4", "ftp://example.com/v.mp4"])(
    "neither embeds nor links %j",
    (url) => {
      expect(parseVideoUrl(url)).toEqual({ kind: "unsupported", href: null });
    },
  );
});

describe("parseStartTime", () => {
  it("reads seconds and h/m/s forms", () => {
    expect(parseStartTime("42")).toBe(42);
    expect(parseStartTime("42s")).toBe(42);
    expect(parseStartTime("2m")).toBe(120);
    expect(parseStartTime("1h2m3s")).toBe(3723);
    expect(parseStartTime(null)).toBeNull();
    expect(parseStartTime("")).toBeNull();
    expect(parseStartTime("soon")).toBeNull();
    expect(parseStartTime("1x")).toBeNull();
  });
});

describe("videoAspectRatio", () => {
  it("reads video_aspect first", () => {
    expect(videoAspectRatio("4:3")).toBe("4 / 3");
    expect(videoAspectRatio("21/9", 640, 480)).toBe("21 / 9");
    expect(videoAspectRatio(" 9 : 16 ")).toBe("9 / 16");
    expect(videoAspectRatio("1.5")).toBe("1.5 / 1");
  });

  it("falls back to width and height, then 16 / 9", () => {
    expect(videoAspectRatio(undefined, 640, 480)).toBe("640 / 480");
    expect(videoAspectRatio("wide", "1280", "720")).toBe("1280 / 720");
    expect(videoAspectRatio()).toBe("16 / 9");
    expect(videoAspectRatio("0:9")).toBe("16 / 9");
    expect(videoAspectRatio(undefined, 640, 0)).toBe("16 / 9");
    expect(videoAspectRatio(undefined, -1, 5)).toBe("16 / 9");
    expect(videoAspectRatio("", "x", "y")).toBe("16 / 9");
  });
});
