import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { coalescingStream } from "./coalesce.server";

function collect(stream: NodeJS.ReadableStream): { chunks: string[]; done: Promise<void> } {
  const chunks: string[] = [];
  const done = new Promise<void>((resolve, reject) => {
    stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString("utf8")));
    stream.on("end", resolve);
    stream.on("error", reject);
  });
  return { chunks, done };
}

describe("coalescingStream", () => {
  it("joins the pieces written in one tick into one chunk, in order", async () => {
    const stream = coalescingStream();
    const { chunks, done } = collect(stream);
    for (const piece of ["<!DOCTYPE html>", "<html>", "<body>", "é…"]) stream.write(Buffer.from(piece));
    await nextTurn();
    await nextTurn();
    expect(chunks).toEqual(["<!DOCTYPE html><html><body>é…"]);
    stream.end();
    await done;
  });

  it("sends what is written in a later tick as its own chunk (streamed content is not held back)", async () => {
    const stream = coalescingStream();
    const { chunks, done } = collect(stream);
    stream.write(Buffer.from("shell"));
    await nextTurn();
    await nextTurn();
    stream.write(Buffer.from("<script>data</script>"));
    stream.end(Buffer.from("</html>"));
    await done;
    expect(chunks).toEqual(["shell", "<script>data</script></html>"]);
  });

  it("sends at once when 64 KB are waiting, and loses nothing at the end", async () => {
    const stream = coalescingStream();
    const { chunks, done } = collect(stream);
    const piece = Buffer.alloc(16 * 1024, "a");
    for (let i = 0; i < 5; i++) stream.write(piece);
    stream.end();
    await done;
    expect(chunks.map((chunk) => chunk.length)).toEqual([64 * 1024, 16 * 1024]);
  });
});
