// Text of a PDF for assertions: `pdftotext` (poppler-utils) when the machine has it; otherwise a small
// reader good enough for our own certificates (Flate streams, standard fonts, hex strings in TJ).
import { execFileSync } from "node:child_process";
import { inflateSync } from "node:zlib";

let hasPdftotext: boolean | undefined;

function pdftotextAvailable(): boolean {
  if (process.env.PDF_TEXT_FALLBACK === "1") return false;
  if (hasPdftotext === undefined) {
    try {
      execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
      hasPdftotext = true;
    } catch {
      hasPdftotext = false;
    }
  }
  return hasPdftotext;
}

/** The fallback reader: text shown by TJ/Tj operators, one string per text object. */
export function simplePdfText(pdf: Uint8Array): string {
  const buffer = Buffer.from(pdf);
  const raw = buffer.toString("latin1");
  const pieces: string[] = [];
  const streamStart = /stream\r?\n/g;
  for (let match = streamStart.exec(raw); match; match = streamStart.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf("endstream", start);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(buffer.subarray(start, end)).toString("latin1");
    } catch {
      content = raw.slice(start, end);
    }
    for (const block of content.match(/BT[\s\S]*?ET/g) ?? []) {
      let text = "";
      for (const hex of block.match(/<([0-9a-fA-F\s]*)>/g) ?? []) {
        text += Buffer.from(hex.slice(1, -1).replace(/\s/g, ""), "hex").toString("latin1");
      }
      for (const literal of block.match(/\((?:\\.|[^\\)])*\)\s*Tj/g) ?? []) text += literal.replace(/\)\s*Tj$/, "").slice(1);
      if (text) pieces.push(text);
    }
  }
  return pieces.join(" ");
}

export function pdfText(pdf: Uint8Array): string {
  const text = pdftotextAvailable()
    ? execFileSync("pdftotext", ["-q", "-", "-"], { input: Buffer.from(pdf) }).toString("utf8")
    : simplePdfText(pdf);
  return text.replace(/\s+/g, " ");
}

/** Is `needle` printed in the PDF? Compared without white space (letter-spaced and split runs). */
export function pdfIncludes(text: string, needle: string): boolean {
  return text.replace(/\s+/g, "").includes(needle.replace(/\s+/g, ""));
}
