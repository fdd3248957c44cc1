import { describe, expect, it } from "vitest";
import {
  checkImage,
  documentLinkHtml,
  IMAGE_MAX_BYTES,
  isDocumentKey,
  isStorageKey,
  parseByteRange,
  SNIFF_BYTES,
  sniffAudioType,
  sniffDocumentType,
  sniffImageType,
  UPLOAD_KINDS,
  UPLOAD_MESSAGES,
  zipEntryNames,
} from "./upload";

const bytes = (...values: number[]) => new Uint8Array(values);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0);
const GIF = new TextEncoder().encode("GIF89a....");
const WEBP = new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBPVP8 ");

describe("sniffImageType", () => {
  it("knows PNG, JPEG, GIF and WebP by their bytes", () => {
    expect([PNG, JPEG, GIF, WEBP].map(sniffImageType)).toEqual(["image/png", "image/jpeg", "image/gif", "image/webp"]);
  });
  it("refuses text, SVG, a RIFF that is not WebP and an empty file", () => {
    expect(sniffImageType(new TextEncoder().encode("hello, this is a .png in name only"))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WAVEfmt "))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe("checkImage", () => {
  it("accepts up to 5 MB and refuses above, empty, and non-images with their messages", () => {
    expect(checkImage(IMAGE_MAX_BYTES, PNG)).toEqual({ ok: true, type: "image/png", extension: "png" });
    expect(checkImage(IMAGE_MAX_BYTES + 1, PNG)).toEqual({ ok: false, message: UPLOAD_MESSAGES.tooLarge });
    expect(checkImage(0, PNG)).toEqual({ ok: false, message: UPLOAD_MESSAGES.missing });
    expect(checkImage(20, new TextEncoder().encode("plain text"))).toEqual({ ok: false, message: UPLOAD_MESSAGES.notImage });
  });
});

describe("isStorageKey", () => {
  it("accepts only folder/uuid/random.ext", () => {
    expect(isStorageKey("avatars/0b5c2f3e-9d0b-4f4e-8a57-3f1c2b0e9a11/AbCdEf123456.png")).toBe(true);
    expect(isStorageKey("avatars/../../etc/passwd")).toBe(false);
    expect(isStorageKey("avatars/0b5c2f3e-9d0b-4f4e-8a57-3f1c2b0e9a11/x.svg")).toBe(false);
    expect(isStorageKey("/avatars/0b5c2f3e-9d0b-4f4e-8a57-3f1c2b0e9a11/AbCdEf123456.png")).toBe(false);
  });
});

describe("sniffAudioType", () => {
  const text = (value: string) => new TextEncoder().encode(value);
  it("knows MP3 (ID3 tag or a bare MPEG frame), M4A, Ogg and WAV by their first bytes", () => {
    const samples = [
      text("ID3\u0004\u0000"),
      bytes(0xff, 0xfb, 0x90, 0x64),
      bytes(0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x4d, 0x34, 0x41, 0x20),
      text("OggS\u0000\u0002"),
      text("RIFF\u0000\u0000\u0000\u0000WAVEfmt "),
    ];
    expect(samples.map(sniffAudioType)).toEqual(["audio/mpeg", "audio/mpeg", "audio/mp4", "audio/ogg", "audio/wav"]);
    expect(Math.max(...samples.map((s) => Math.min(s.length, SNIFF_BYTES)))).toBeLessThanOrEqual(SNIFF_BYTES);
  });
  it("refuses images, text, AAC's ADTS header (layer bits 00) and an empty file", () => {
    for (const sample of [PNG, JPEG, WEBP, text("just some words"), bytes(0xff, 0xf1, 0x50, 0x80), new Uint8Array()]) {
      expect(sniffAudioType(sample)).toBeNull();
    }
  });
});

describe("parseByteRange", () => {
  it("reads one range, open-ended and suffix ranges, clamped to the file", () => {
    expect(parseByteRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange("bytes=500-", 1000)).toEqual({ start: 500, end: 999 });
    expect(parseByteRange("bytes=900-5000", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 });
  });
  it("serves the whole file for no header or one it does not read, and refuses a start past the end", () => {
    expect(parseByteRange(null, 1000)).toBeNull();
    expect(parseByteRange("bytes=0-1,5-9", 1000)).toBeNull();
    expect(parseByteRange("items=0-1", 1000)).toBeNull();
    expect(parseByteRange("bytes=9-3", 1000)).toBeNull();
    expect(parseByteRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseByteRange("bytes=-0", 1000)).toBe("unsatisfiable");
  });
  it("keeps the storage keys it serves to our folders and known extensions", () => {
    expect(isStorageKey("media/0b5c2f3e-9d0b-4f4e-8a57-3f1c2b0e9a11/abcdefgh12345678.mp3")).toBe(true);
    expect(isStorageKey("media/0b5c2f3e-9d0b-4f4e-8a57-3f1c2b0e9a11/abcdefgh12345678.exe")).toBe(false);
  });
});

describe("sniffDocumentType", () => {
  const text = (value: string) => new TextEncoder().encode(value);
  const OLE = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0);
  /** The start of a ZIP: one local file header per entry name, each followed by a few bytes of "data". */
  const zip = (...names: string[]) => {
    const parts = names.flatMap((name) => {
      const header = new Uint8Array(30);
      header.set([0x50, 0x4b, 0x03, 0x04, 20, 0, 8, 0, 8, 0]);
      header[26] = name.length & 0xff;
      header[27] = name.length >> 8;
      return [header, text(name), bytes(0x4b, 0x4c, 0x4d, 0, 1, 2)];
    });
    const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    parts.reduce((offset, part) => (all.set(part, offset), offset + part.length), 0);
    return all;
  };
  const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
  const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

  it("knows a PDF by %PDF-, whatever it is called", () => {
    expect(sniffDocumentType(text("%PDF-1.7\n%âãÏÓ"), "handbook.pdf")).toBe("application/pdf");
    expect(sniffDocumentType(text("%PDF-1.4\n"), "handbook.txt")).toBe("application/pdf");
  });

  it("knows Word and Excel files (DOCX/XLSX) by the entries of the ZIP, not by their name", () => {
    expect(zipEntryNames(zip("[Content_Types].xml", "_rels/.rels", "word/document.xml"))).toEqual([
      "[Content_Types].xml",
      "_rels/.rels",
      "word/document.xml",
    ]);
    expect(sniffDocumentType(zip("[Content_Types].xml", "_rels/.rels", "word/document.xml"), "contract.docx")).toBe(DOCX);
    expect(sniffDocumentType(zip("docProps/app.xml", "xl/workbook.xml"), "commissions.xlsx")).toBe(XLSX);
    // A spreadsheet named .docx is stored as the spreadsheet it is.
    expect(sniffDocumentType(zip("[Content_Types].xml", "xl/workbook.xml"), "commissions.docx")).toBe(XLSX);
  });

  it("knows legacy Word and Excel files (DOC/XLS, an OLE compound file) by the bytes, and which by the name", () => {
    expect(sniffDocumentType(OLE, "Listing Agreement.DOC")).toBe("application/msword");
    expect(sniffDocumentType(OLE, "budget.xls")).toBe("application/vnd.ms-excel");
    expect(sniffDocumentType(OLE, "setup.msi")).toBeNull();
  });

  it("knows TXT and CSV as UTF-8 text without NUL bytes, the name saying which", () => {
    expect(sniffDocumentType(text("Flood zones: A, V, X.\n"), "notes.txt")).toBe("text/plain");
    expect(sniffDocumentType(text("\ufeffname,hours\nÉthique,3\n"), "hours.CSV")).toBe("text/csv");
    // A sample may end in the middle of a character (the rest is still streaming).
    expect(sniffDocumentType(text("café").subarray(0, 4), "menu.txt")).toBe("text/plain");
    expect(sniffDocumentType(text("<html><script>alert(1)</script>"), "page.html")).toBeNull();
    expect(sniffDocumentType(text("no extension at all"), "README")).toBeNull();
  });

  it("refuses an .exe renamed .pdf, a ZIP that is not Word or Excel, text with a NUL, invalid UTF-8 and an empty file", () => {
    const exe = bytes(0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff);
    expect(sniffDocumentType(exe, "invoice.pdf")).toBeNull();
    expect(sniffDocumentType(exe, "invoice.txt")).toBeNull();
    expect(sniffDocumentType(zip("photos/house.jpg", "photos/yard.jpg"), "photos.docx")).toBeNull();
    expect(sniffDocumentType(zip("mimetype", "content.xml"), "notes.xlsx")).toBeNull();
    expect(sniffDocumentType(text("hello\u0000world"), "notes.txt")).toBeNull();
    expect(sniffDocumentType(bytes(0x68, 0x69, 0xff, 0xfe, 0x41), "latin1.csv")).toBeNull();
    expect(sniffDocumentType(new Uint8Array(), "empty.pdf")).toBeNull();
  });

  it("reads enough of the file for the ZIP's first entries and allows 10 MB (requirement public-validation-rules)", () => {
    expect(UPLOAD_KINDS.document.maxBytes).toBe(10 * 1024 * 1024);
    expect(UPLOAD_KINDS.document.sniffBytes).toBeGreaterThanOrEqual(4096);
    expect(UPLOAD_KINDS.document.tooLarge).toBe("The document is too large. Documents can be at most 10 MB.");
  });
});

describe("documents in storage", () => {
  it("stores them under their own extensions and serves them as downloads", () => {
    const owner = "0b5c2f3e-9d0b-4f4e-8a57-3f1c2b0e9a11";
    for (const extension of ["pdf", "doc", "docx", "xls", "xlsx", "txt", "csv"]) {
      expect(isStorageKey(`media/${owner}/abcdefgh12345678.${extension}`)).toBe(true);
      expect(isDocumentKey(`media/${owner}/abcdefgh12345678.${extension}`)).toBe(true);
    }
    expect(isDocumentKey(`media/${owner}/abcdefgh12345678.png`)).toBe(false);
    expect(isStorageKey(`media/${owner}/abcdefgh12345678.html`)).toBe(false);
  });

  it("gives the HTML of a link named after the file, escaped", () => {
    expect(documentLinkHtml("/uploads/media/x/a.pdf", 'Buyer "Guide" <2026> & more.pdf')).toBe(
      '<a href="/uploads/media/x/a.pdf">Buyer &quot;Guide&quot; &lt;2026&gt; &amp; more.pdf</a>',
    );
  });
});
