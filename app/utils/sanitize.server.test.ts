import { describe, expect, it } from "vitest";
import { richTextToPlain, sanitizeRichText } from "./sanitize.server";

describe("sanitizeRichText", () => {
  it("keeps ordinary formatting and drops scripts and event handlers", () => {
    const out = sanitizeRichText('<p onclick="x()">Hello <strong>agent</strong><script>alert(1)</script></p>');
    expect(out).toBe("<p>Hello <strong>agent</strong></p>");
  });

  it("keeps frames from the allow-listed players and removes any other frame entirely", () => {
    expect(sanitizeRichText('<iframe src="https://www.youtube.com/embed/abc"></iframe>')).toContain(
      'src="https://www.youtube.com/embed/abc"',
    );
    expect(sanitizeRichText('<iframe src="https://w.soundcloud.com/player/?url=x"></iframe>')).toContain(
      'src="https://w.soundcloud.com/player/?url=x"',
    );
    // The content-authoring audit: an unlisted frame is removed, not kept as an empty box (decision 0030).
    expect(sanitizeRichText('<iframe src="https://evil.example/embed"></iframe>')).toBe("");
    expect(sanitizeRichText('<p>a<iframe src="http://www.youtube.com/embed/abc"></iframe>b</p>')).toBe("<p>ab</p>");
    expect(sanitizeRichText('<iframe src="javascript:alert(1)"></iframe>')).toBe("");
  });

  it("removes srcdoc and onload from frames", () => {
    const out = sanitizeRichText('<iframe src="https://player.vimeo.com/video/1" srcdoc="<b>x</b>" onload="x()"></iframe>');
    expect(out).not.toMatch(/srcdoc|onload/);
  });

  it("makes every link open in a new tab without opener, and neuters invalid ones", () => {
    expect(sanitizeRichText('<a href="https://lrec.gov">LREC</a>')).toBe(
      '<a href="https://lrec.gov" target="_blank" rel="noopener noreferrer nofollow">LREC</a>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a href="#" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeRichText('<a href="/relative">x</a>')).toContain('href="#"');
  });

  it("keeps links to https, mailto: and tel: only; an http link loses its address", () => {
    expect(sanitizeRichText('<a href="http://lrec.gov">LREC</a>')).toBe(
      '<a href="#" target="_blank" rel="noopener noreferrer nofollow">LREC</a>',
    );
    expect(sanitizeRichText('<a href="mailto:help@pelican.example">m</a>')).toContain('href="mailto:help@pelican.example"');
    expect(sanitizeRichText('<a href="tel:+15555550100">t</a>')).toContain('href="tel:+15555550100"');
    expect(sanitizeRichText('<a href="https://x.example" rel="opener" target="_self">x</a>')).toBe(
      '<a href="https://x.example" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
  });

  it("keeps links to uploaded files in public storage (documents), in a new tab, and no other site path", () => {
    expect(sanitizeRichText('<a href="/uploads/media/0b5c2f3e-9d0b-4f4e-8a57-3f1c2b0e9a11/abcdefgh.pdf" target="_self">Guide</a>')).toBe(
      '<a href="/uploads/media/0b5c2f3e-9d0b-4f4e-8a57-3f1c2b0e9a11/abcdefgh.pdf" target="_blank" rel="noopener noreferrer nofollow">Guide</a>',
    );
    expect(sanitizeRichText('<a href="/uploads/../admin/users">x</a>')).toContain('href="#"');
    expect(sanitizeRichText('<a href="/uploads//evil.example/a.pdf">x</a>')).toContain('href="#"');
    expect(sanitizeRichText('<a href="/uploads/a.pdf?x=<y>">x</a>')).toContain('href="#"');
    expect(sanitizeRichText('<a href="/admin/users">x</a>')).toContain('href="#"');
  });

  it("limits audio and video sources to public storage and the allow-listed players", () => {
    const audio = sanitizeRichText(
      '<audio controls src="https://evil.example/a.mp3"><source src="https://evil.example/b.mp3"><source src="/uploads/media/b.mp3" type="audio/mpeg"></audio>',
    );
    expect(audio).toBe('<audio controls><source type="audio/mpeg" src="/uploads/media/b.mp3" /></audio>');
    expect(sanitizeRichText('<video src="/uploads/media/v.mp4" poster="javascript:x"></video>')).toBe(
      '<video src="/uploads/media/v.mp4"></video>',
    );
    expect(sanitizeRichText('<video src="http://cdn.example/v.mp4" poster="/uploads/p.png"></video>')).toBe(
      '<video poster="/uploads/p.png"></video>',
    );
    expect(sanitizeRichText('<audio src="/uploads/../secrets/a.mp3"></audio>')).toBe("<audio></audio>");
  });

  it("points relative images at public storage and lazy-loads them", () => {
    expect(sanitizeRichText('<img src="instructors/jane.jpg" alt="Jane">')).toBe(
      '<img src="/uploads/instructors/jane.jpg" alt="Jane" loading="lazy" />',
    );
    expect(sanitizeRichText('<img src="https://cdn.example/a.png">')).toContain('src="https://cdn.example/a.png"');
    expect(sanitizeRichText('<img src="data:image/png;base64,AAA">')).not.toContain("data:");
  });

  it("keeps images only from public storage or https, removing any other", () => {
    expect(sanitizeRichText('<img src="/uploads/media/a.png" alt="A">')).toBe('<img src="/uploads/media/a.png" alt="A" loading="lazy" />');
    expect(sanitizeRichText('<p><img src="http://cdn.example/a.png">x</p>')).toBe("<p>x</p>");
    expect(sanitizeRichText('<img src="/admin/secret.png">')).toBe('<img src="/uploads/admin/secret.png" loading="lazy" />');
    expect(sanitizeRichText('<img src="//evil.example/a.png">')).toBe("");
    expect(sanitizeRichText('<img src="javascript:alert(1)">')).toBe("");
  });

  it("removes class, style and id from author HTML (a link must not become a page-wide overlay; decision 0055)", () => {
    expect(sanitizeRichText('<a href="https://evil.test" class="fixed inset-0 z-50 block">Win</a>')).toBe(
      '<a href="https://evil.test" target="_blank" rel="noopener noreferrer nofollow">Win</a>',
    );
    const out = sanitizeRichText(
      '<p class="fixed" style="position:fixed;inset:0" id="main">a<span class="absolute" style="z-index:99" id="x">b</span><img src="/uploads/a.png" class="fixed" style="width:100vw" id="i"></p>',
    );
    expect(out).not.toMatch(/\s(class|style|id)=/);
    expect(out).toBe('<p>a<span>b</span><img src="/uploads/a.png" loading="lazy" /></p>');
  });

  it("gives empty output for non-text content", () => {
    expect(sanitizeRichText(null)).toBe("");
    expect(sanitizeRichText(42)).toBe("");
    expect(sanitizeRichText({ html: "<p>x</p>" })).toBe("");
  });

  it("answers a repeated input from its memo exactly as the first time, and each input with its own result", () => {
    const dirty = '<p>Again <a href="http://x.test">x</a><img src="logo.png"></p>';
    const first = sanitizeRichText(dirty);
    expect(sanitizeRichText(dirty)).toBe(first);
    expect(sanitizeRichText(`${dirty} `)).not.toBe(first);
    for (let i = 0; i < 600; i++) sanitizeRichText(`<p>${i}<script>x</script></p>`);
    expect(sanitizeRichText("<p>599<script>x</script></p>")).toBe("<p>599</p>");
    expect(sanitizeRichText(dirty)).toBe(first);
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
