// The QR adapter over the `qrcode` package: the matrix it hands the PDF renderer is the right size,
// the right way round (finder, timing and format patterns where the standard puts them) and, where
// `zbarimg` (zbar-tools) is installed, decodes back to the text. The PDF itself is decoded in
// tests/integration/certificate-pdf.test.ts.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { encodeQr, qrSvgPath, type ErrorCorrectionLevel, type QrCode } from "./qr-code.server";

function hasZbar(): boolean {
  try {
    execFileSync("zbarimg", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Writes the symbol as a PGM picture (with quiet zone) and reads it back with zbarimg. */
function decode(code: QrCode): string {
  const scale = 3;
  const quiet = 4;
  const dim = (code.size + 2 * quiet) * scale;
  const pixels = Buffer.alloc(dim * dim, 255);
  code.modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) pixels[((y + quiet) * scale + dy) * dim + (x + quiet) * scale + dx] = 0;
    }),
  );
  const file = path.join(mkdtempSync(path.join(tmpdir(), "qr-")), "code.pgm");
  writeFileSync(file, Buffer.concat([Buffer.from(`P5 ${dim} ${dim} 255\n`), pixels]));
  return execFileSync("zbarimg", ["-q", "--raw", file], { stdio: ["ignore", "pipe", "ignore"] })
    .toString("utf8")
    .replace(/\n$/, "");
}

/** The 15 format bits of a level and mask (ISO/IEC 18004 §7.9: BCH(15,5), masked with 0x5412). */
function formatBits(level: ErrorCorrectionLevel, mask: number): number {
  const data = ({ L: 1, M: 0, Q: 3, H: 2 }[level] << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | rem) ^ 0x5412;
}

const dark = (code: QrCode, x: number, y: number) => code.modules[y][x];

describe("encodeQr", () => {
  const url = "http://localhost:3000/verify/3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b-CERT-7KQ2M9XD0A";

  it("picks the smallest version for a verification URL at level M", () => {
    const code = encodeQr(url);
    expect(code.errorCorrection).toBe("M");
    expect(code.version).toBe(5); // 81 characters: version 5-M holds 84 bytes
    expect(code.size).toBe(37); // 17 + 4 × version
    expect(code.modules).toHaveLength(37);
    expect(code.modules.every((row) => row.length === 37)).toBe(true);
    expect(encodeQr("hi").version).toBe(1);
    expect(encodeQr("hi").size).toBe(21);
  });

  it("draws the finder patterns with their light separators, the timing patterns and the dark module", () => {
    const code = encodeQr(url);
    const n = code.size;
    const finder = ["1111111", "1000001", "1011101", "1011101", "1011101", "1000001", "1111111"];
    const at = (x0: number, y0: number) =>
      finder.map((_, dy) =>
        code.modules[y0 + dy]
          .slice(x0, x0 + 7)
          .map((d) => (d ? "1" : "0"))
          .join(""),
      );
    expect(at(0, 0)).toEqual(finder);
    expect(at(n - 7, 0)).toEqual(finder);
    expect(at(0, n - 7)).toEqual(finder);
    expect(at(n - 7, n - 7)).not.toEqual(finder);
    for (let i = 0; i < 8; i++) {
      expect([
        dark(code, 7, i),
        dark(code, i, 7),
        dark(code, n - 8, i),
        dark(code, n - 1 - i, 7),
        dark(code, 7, n - 1 - i),
        dark(code, i, n - 8),
      ]).toEqual([false, false, false, false, false, false]);
    }
    for (let i = 8; i < n - 8; i++) {
      expect(dark(code, i, 6)).toBe(i % 2 === 0);
      expect(dark(code, 6, i)).toBe(i % 2 === 0);
    }
    expect(dark(code, 8, n - 8)).toBe(true);
  });

  it("carries the level and mask in both copies of the format information (so the matrix is not transposed)", () => {
    for (const level of ["L", "M", "Q", "H"] as const) {
      const code = encodeQr(url, { errorCorrection: level });
      const n = code.size;
      const bit = (x: number, y: number) => (dark(code, x, y) ? 1 : 0);
      const first = [0, 1, 2, 3, 4, 5]
        .map((i) => bit(8, i))
        .concat(
          [bit(8, 7), bit(8, 8), bit(7, 8)],
          [9, 10, 11, 12, 13, 14].map((i) => bit(14 - i, 8)),
        );
      const second = [0, 1, 2, 3, 4, 5, 6, 7]
        .map((i) => bit(n - 1 - i, 8))
        .concat([8, 9, 10, 11, 12, 13, 14].map((i) => bit(8, n - 15 + i)));
      const expected = Array.from({ length: 15 }, (_, i) => (formatBits(level, code.mask) >>> i) & 1);
      expect(code.mask).toBeGreaterThanOrEqual(0);
      expect(code.mask).toBeLessThan(8);
      expect(first).toEqual(expected);
      expect(second).toEqual(expected);
    }
  });

  it("refuses text that no version can hold", () => {
    expect(() => encodeQr("x".repeat(2332))).toThrow();
  });

  it.skipIf(!hasZbar())("decodes back to the text (zbarimg), across levels and versions", () => {
    expect(decode(encodeQr(url))).toBe(url);
    expect(decode(encodeQr("Ünïcødé ✓"))).toBe("Ünïcødé ✓");
    const levels: ErrorCorrectionLevel[] = ["L", "M", "Q", "H"];
    for (const [i, length] of [10, 40, 120, 300, 800, 1200].entries()) {
      const text = Array.from({ length }, (_, j) => String.fromCharCode(97 + ((j * 7 + i) % 26))).join("");
      const code = encodeQr(text, { errorCorrection: levels[i % 4] });
      expect(decode(code), `${length} characters at ${levels[i % 4]}, version ${code.version}`).toBe(text);
    }
  });
});

describe("qrSvgPath", () => {
  it("draws one rectangle per run of dark modules, covering each dark module once", () => {
    const code = encodeQr("hi");
    const covered = code.modules.map((row) => row.map(() => 0));
    for (const [, x, y, w] of qrSvgPath(code, 2).matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
      for (let i = 0; i < Number(w); i++) covered[Number(y) - 2][Number(x) - 2 + i]++;
    }
    expect(covered).toEqual(code.modules.map((row) => row.map((dark) => (dark ? 1 : 0))));
  });
});
