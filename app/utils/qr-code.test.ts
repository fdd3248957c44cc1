import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  alignmentPatternPositions,
  byteCapacity,
  encodeQr,
  formatBits,
  qrSvgPath,
  reedSolomonDivisor,
  reedSolomonRemainder,
  versionBits,
  type ErrorCorrectionLevel,
  type QrCode,
} from "./qr-code";

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

describe("Reed–Solomon", () => {
  it("matches the published 1-M examples", () => {
    // ISO/IEC 18004 annex I ("01234567") and the well-known "HELLO WORLD" example.
    expect(reedSolomonRemainder([16, 32, 12, 86, 97, 128, 236, 17, 236, 17, 236, 17, 236, 17, 236, 17], reedSolomonDivisor(10))).toEqual(
      [165, 36, 212, 193, 237, 54, 199, 135, 44, 85],
    );
    expect(reedSolomonRemainder([32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17], reedSolomonDivisor(10))).toEqual(
      [196, 35, 39, 119, 235, 215, 231, 226, 93, 23],
    );
  });
});

describe("tables", () => {
  it("gives the standard byte-mode capacities", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((v) => byteCapacity(v, "M"))).toEqual([14, 26, 42, 62, 84, 106, 122, 152, 180, 213]);
    expect([1, 10, 40].map((v) => byteCapacity(v, "L"))).toEqual([17, 271, 2953]);
    expect([1, 40].map((v) => byteCapacity(v, "H"))).toEqual([7, 1273]);
  });

  it("places alignment patterns as the standard's table", () => {
    expect(alignmentPatternPositions(1)).toEqual([]);
    expect(alignmentPatternPositions(2)).toEqual([6, 18]);
    expect(alignmentPatternPositions(7)).toEqual([6, 22, 38]);
    expect(alignmentPatternPositions(32)).toEqual([6, 34, 60, 86, 112, 138]);
    expect(alignmentPatternPositions(40)).toEqual([6, 30, 58, 86, 114, 142, 170]);
  });

  it("computes format and version information", () => {
    expect(formatBits("M", 0).toString(2).padStart(15, "0")).toBe("101010000010010");
    expect(formatBits("L", 0).toString(2).padStart(15, "0")).toBe("111011111000100");
    expect(formatBits("H", 7).toString(2).padStart(15, "0")).toBe("000100000111011");
    expect(versionBits(7).toString(2).padStart(18, "0")).toBe("000111110010010100");
  });
});

describe("encodeQr", () => {
  const url = "http://localhost:3000/verify/3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b-CERT-7KQ2M9XD0A";

  it("picks the smallest version and draws the finder patterns", () => {
    const code = encodeQr(url);
    expect(code.version).toBe(5); // 81 bytes: version 5-M holds 84
    expect(code.size).toBe(37);
    const finder = ["1111111", "1000001", "1011101", "1011101", "1011101", "1000001", "1111111"];
    const at = (x0: number, y0: number) =>
      finder.map((_, dy) => code.modules[y0 + dy].slice(x0, x0 + 7).map((d) => (d ? "1" : "0")).join(""));
    expect(at(0, 0)).toEqual(finder);
    expect(at(code.size - 7, 0)).toEqual(finder);
    expect(at(0, code.size - 7)).toEqual(finder);
    expect(code.modules[code.size - 8][8]).toBe(true); // the dark module
  });

  it("refuses text that no version can hold", () => {
    expect(() => encodeQr("x".repeat(2332))).toThrow();
  });

  it("draws one rectangle per run of dark modules, covering each dark module once", () => {
    const code = encodeQr("hi");
    const covered = code.modules.map((row) => row.map(() => 0));
    for (const [, x, y, w] of qrSvgPath(code, 2).matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
      for (let i = 0; i < Number(w); i++) covered[Number(y) - 2][Number(x) - 2 + i]++;
    }
    expect(covered).toEqual(code.modules.map((row) => row.map((dark) => (dark ? 1 : 0))));
  });

  it.skipIf(!hasZbar())("decodes back to the text (zbarimg), across versions, levels and masks", () => {
    expect(decode(encodeQr(url))).toBe(url);
    expect(decode(encodeQr("Ünïcødé ✓"))).toBe("Ünïcødé ✓");
    const levels: ErrorCorrectionLevel[] = ["L", "M", "Q", "H"];
    for (const [i, version] of [1, 2, 6, 7, 9, 10, 13, 20, 27, 40].entries()) {
      const level = levels[i % 4];
      const text = Array.from({ length: byteCapacity(version, level) }, (_, j) => String.fromCharCode(33 + ((j * 7 + i) % 90))).join("");
      const code = encodeQr(text, { errorCorrection: level, mask: i % 8 });
      expect(code.version).toBe(version);
      expect(decode(code)).toBe(text);
    }
  });
});
