// A ZIP download streamed with yazl (decision 0059): entries come from an async generator that is
// asked for the next file only when the client has taken what was written so far, so one file at a
// time is held in memory (the company certificates ZIP renders each PDF only when its turn comes).
// Files are stored, not deflated: PDFs are compressed already, and it keeps the CPU for rendering.
import type { Readable } from "node:stream";
import { ZipFile } from "yazl";

export type ZipEntry = { name: string; data: Buffer };

export function zipDownload(fileName: string, entries: AsyncGenerator<ZipEntry>, mtime = new Date()): Response {
  const zip = new ZipFile();
  const out = zip.outputStream as Readable;
  let finished = false; // no more entries will be added (end() called)
  let ended = false; // the output stream has ended
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  let readable = false;
  const notify = () => {
    readable = true;
    wake?.();
  };
  out.on("readable", notify);
  out.on("end", () => {
    ended = true;
    notify();
  });
  out.on("error", (error) => {
    failure = error;
    notify();
  });
  zip.on("error", (error: unknown) => {
    failure = error;
    notify();
  });

  async function addNext() {
    const next = await entries.next();
    if (next.done) {
      finished = true;
      zip.end();
      return;
    }
    zip.addBuffer(next.value.data, next.value.name, { compress: false, mtime });
  }

  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        if (failure) throw failure;
        const chunk = out.read() as Buffer | null;
        if (chunk !== null) {
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          return;
        }
        if (ended) {
          controller.close();
          return;
        }
        readable = false;
        if (!finished) await addNext();
        if (!readable && !ended && !failure) {
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
          wake = null;
        }
      }
    },
    async cancel() {
      finished = true;
      out.destroy();
      await entries.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
