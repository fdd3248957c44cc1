import { describe, expect, it } from "vitest";
import {
  checkImage,
  IMAGE_MAX_BYTES,
  isStorageKey,
  parseByteRange,
  SNIFF_BYTES,
  sniffAudioType,
  sniffImageType,
  UPLOAD_MESSAGES,
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
