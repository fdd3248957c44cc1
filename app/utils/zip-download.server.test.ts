import { describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { zipDownload, type ZipEntry } from "./zip-download.server";

const SIZE = 256 * 1024;

function entries(count: number, log: { pulled: number; closed: boolean }) {
  return (async function* (): AsyncGenerator<ZipEntry> {
    try {
      for (let i = 0; i < count; i++) {
        log.pulled++;
        yield { name: `file-${i}.pdf`, data: Buffer.alloc(SIZE, i) };
      }
    } finally {
      log.closed = true;
    }
  })();
}

function names(buffer: Buffer): Promise<{ name: string; size: number }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const found: { name: string; size: number }[] = [];
      zip.on("entry", (entry: yauzl.Entry) => {
        found.push({ name: entry.fileName, size: entry.uncompressedSize });
        zip.readEntry();
      });
      zip.on("end", () => resolve(found));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

describe("zipDownload", () => {
  it("asks for the next file only as the client reads: one file in hand at a time", async () => {
    const log = { pulled: 0, closed: false };
    const response = zipDownload("x.zip", entries(5, log));
    expect(log.pulled).toBe(0);
    const reader = response.body!.getReader();
    let read = 0;
    const first = await reader.read();
    read += first.value!.byteLength;
    expect(log.pulled).toBe(1);
    // Until the first file's bytes have gone out, the second is not asked for.
    while (read < SIZE) {
      expect(log.pulled).toBeLessThanOrEqual(2);
      const next = await reader.read();
      read += next.value!.byteLength;
    }
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) read += chunk.value.byteLength;
    expect(log.pulled).toBe(5);
    expect(log.closed).toBe(true);
    expect(read).toBeGreaterThan(5 * SIZE);
  });

  it("writes a ZIP holding exactly the files given, with their sizes", async () => {
    const log = { pulled: 0, closed: false };
    const response = zipDownload("certs.zip", entries(3, log));
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="certs.zip"');
    const zip = Buffer.from(await response.arrayBuffer());
    expect(await names(zip)).toEqual([0, 1, 2].map((i) => ({ name: `file-${i}.pdf`, size: SIZE })));
  });

  it("stops asking for files when the client goes away", async () => {
    const log = { pulled: 0, closed: false };
    const response = zipDownload("x.zip", entries(50, log));
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel();
    expect(log.closed).toBe(true);
    expect(log.pulled).toBeLessThan(50);
  });
});
