import { Transform, type TransformCallback } from "node:stream";

/** A write this large goes out at once; smaller ones wait for the rest of their tick. */
const MAX_BUFFERED = 64 * 1024;

/**
 * A pass-through that joins the pieces written in one tick into one chunk (issue 21, decision 0048).
 *
 * React writes a page in pieces of about 2 KB, and the Remix adapter writes each piece to the
 * response and then flushes the compressor: every piece cost a compression flush and a socket write,
 * and compressed worse. React renders a page with nothing deferred in one go, so joining what arrives
 * before the next turn of the event loop sends it as one chunk; anything streamed later (a deferred
 * boundary, the data scripts) still goes out as soon as it is written.
 */
export function coalescingStream(): Transform {
  let pieces: Buffer[] = [];
  let size = 0;
  let scheduled = false;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      pieces.push(chunk);
      size += chunk.length;
      if (size >= MAX_BUFFERED) release();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          release();
        });
      }
      callback();
    },
    flush(callback: TransformCallback) {
      release();
      callback();
    },
  });
  function release() {
    if (size === 0) return;
    stream.push(pieces.length === 1 ? pieces[0] : Buffer.concat(pieces, size));
    pieces = [];
    size = 0;
  }
  return stream;
}
