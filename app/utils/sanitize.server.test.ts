import { describe, expect, it } from "vitest";
import { richTextToPlain, sanitizeRichText } from "./sanitize.server";

describe("sanitizeRichText", () => {
  it("keeps ordinary formatting and drops scripts and event handlers", () => {
    const out = sanitizeRichText('<p onclick="x()">Hello <strong>agent</strong><script>alert(1)</script></p>');
    expect(out).toBe("<p>Hello <strong>agent</strong></p>");
  });

  it("keeps frames from the allow-listed players and empties any other source", () => {
    expect(sanitizeRichText('<iframe src="https://www.youtube.com/embed/abc"></iframe>')).toContain(
      'src="https://www.youtube.com/embed/abc"',
    );
    expect(sanitizeRichText('<iframe src="https://w.soundcloud.com/player/?url=x"></iframe>')).toContain(
      'src="https://w.soundcloud.com/player/?url=x"',
    );
    expect(sanitizeRichText('<iframe src="https://evil.example/embed"></iframe>')).toBe('<iframe loading="lazy"></iframe>');
    expect(sanitizeRichText('<iframe src="javascript:alert(1)"></iframe>')).not.toContain("javascript");
  });

  it("removes srcdoc and onload from frames", () => {
    const out = sanitizeRichText('<iframe src="https://player.vimeo.com/video/1" srcdoc="<b>x</b>" onload="x()"></iframe>');
    expect(out).not.toMatch(/srcdoc|onload/);
  });

  it("makes every link open in a new tab without opener, and neuters invalid ones", () => {
    expect(sanitizeRichText('<a href="https://lrec.gov">LREC</a>')).toBe(
      '<a href="https://lrec.gov" target="_blank" rel="noopener noreferrer">LREC</a>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a href="#" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="/relative">x</a>')).toContain('href="#"');
  });

  it("points relative images at public storage and lazy-loads them", () => {
    expect(sanitizeRichText('<img src="instructors/jane.jpg" alt="Jane">')).toBe(
      '<img src="/uploads/instructors/jane.jpg" alt="Jane" loading="lazy" />',
    );
    expect(sanitizeRichText('<img src="https://cdn.example/a.png">')).toContain('src="https://cdn.example/a.png"');
    expect(sanitizeRichText('<img src="data:image/png;base64,AAA">')).not.toContain("data:");
  });

  it("gives empty output for non-text content", () => {
    expect(sanitizeRichText(null)).toBe("");
    expect(sanitizeRichText(42)).toBe("");
    expect(sanitizeRichText({ html: "<p>x</p>" })).toBe("");
  });
});

describe("richTextToPlain", () => {
  it("drops tags, keeps the words of each block apart and decodes what it escaped", () => {
    expect(richTextToPlain("<h2>Flood zones</h2><p>Know <strong>A &amp; V</strong> zones.</p><ul><li>One</li><li>Two</li></ul>")).toBe(
      "Flood zones Know A & V zones. One Two",
    );
  });

  it("drops scripts and styles with their content, and leaves plain text as it is", () => {
    expect(richTextToPlain('<script>alert(1)</script><style>p{}</style>Ethics <br>& "fair" housing')).toBe('Ethics & "fair" housing');
    expect(richTextToPlain("A plain description.")).toBe("A plain description.");
  });
});
