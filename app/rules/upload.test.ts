import { describe, expect, it } from "vitest";
import { checkImage, IMAGE_MAX_BYTES, isStorageKey, sniffImageType, UPLOAD_MESSAGES } from "./upload";

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
