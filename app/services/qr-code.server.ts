// The certificate's QR code (requirement progress-unlocking-and-quiz-flow): the `qrcode` package encodes the text (ISO/IEC 18004, mode
// segments and mask chosen by the package); this adapter only hands its module matrix to the PDF
// renderer, which draws it as vector paths (see certificate-pdf.server.tsx). It lives next to that
// renderer, its only user.
import QRCodeLib from "qrcode";

export type ErrorCorrectionLevel = "L" | "M" | "Q" | "H";

/** A QR symbol: `modules[y][x]` is true for a dark module. No quiet zone included. */
export type QrCode = { version: number; size: number; errorCorrection: ErrorCorrectionLevel; mask: number; modules: boolean[][] };

/** Encodes text as the smallest symbol of the level (M by default); throws when no version can hold it. */
export function encodeQr(text: string, options: { errorCorrection?: ErrorCorrectionLevel } = {}): QrCode {
  const errorCorrection = options.errorCorrection ?? "M";
  const symbol = QRCodeLib.create(text, { errorCorrectionLevel: errorCorrection });
  const { size, data } = symbol.modules;
  const modules = Array.from({ length: size }, (_, y) => Array.from({ length: size }, (_, x) => data[y * size + x] === 1));
  return { version: symbol.version, size, errorCorrection, mask: symbol.maskPattern ?? 0, modules };
}

/** SVG path data for the dark modules, one rectangle per horizontal run, shifted by `margin` modules. */
export function qrSvgPath(code: QrCode, margin = 0): string {
  const parts: string[] = [];
  code.modules.forEach((row, y) => {
    for (let x = 0; x < row.length;) {
      if (!row[x]) {
        x++;
        continue;
      }
      let run = 1;
      while (x + run < row.length && row[x + run]) run++;
      parts.push(`M${x + margin} ${y + margin}h${run}v1h-${run}z`);
      x += run;
    }
  });
  return parts.join("");
}
