import { Writable } from "node:stream";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import Negotiator from "negotiator";

/**
 * Pages and their data, gathered whole and compressed in one call (decision 0049; decision 0048).
 *
 * The compression middleware compresses a response as a stream: a compressor per response, fed and
 * flushed through the thread pool for every chunk the Remix adapter writes. On the bench machine that
 * cost 3–5 ms of CPU a page (catalogue: 13.4 ms a request with brotli, 8.5 ms without), while one
 * synchronous brotli call over the same 41 KB costs 0.4 ms. No page defers data (no `<Await>`), so
 * a document or a data response is complete a few ticks after it starts: waiting for the whole of it
 * delays the first byte by those ticks, and it then leaves as one compressed buffer with its length.
 * The middleware leaves a response that already has a Content-Encoding alone; it still compresses
 * everything else (resource routes, files).
 */

export type BodyEncoding = "br" | "gzip" | "identity";

const ENCODINGS = ["br", "gzip", "identity"];
// Brotli when the browser takes it (every current one does), gzip for older clients: what the
// middleware chose, at its levels (brotli quality 4, decision 0028; gzip 6) and its threshold.
const PREFERRED = ["br", "gzip"];
const BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT };
const THRESHOLD = 1024;

/** The encoding a response goes out in, from the request's Accept-Encoding. */
export function bodyEncoding(acceptEncoding: string | null): BodyEncoding {
  const chosen = new Negotiator({ headers: { "accept-encoding": acceptEncoding ?? "identity" } }).encoding(ENCODINGS, PREFERRED);
  return chosen === "br" || chosen === "gzip" ? chosen : "identity";
}

/** Does the request take gzip (explicitly or through `*`)? */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  return new Negotiator({ headers: { "accept-encoding": acceptEncoding ?? "identity" } }).encoding(["gzip", "identity"]) === "gzip";
}

export type EncodedBody = { bytes: Uint8Array<ArrayBuffer>; encoding: BodyEncoding };

/** The body in that encoding; a body under 1 KB is not worth compressing and stays as it is. */
export function encodeBody(body: Buffer, accepted: BodyEncoding): EncodedBody {
  const encoding = body.byteLength < THRESHOLD ? "identity" : accepted;
  const bytes =
    encoding === "br"
      ? brotliCompressSync(body, { params: { ...BROTLI_PARAMS, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
      : encoding === "gzip"
        ? gzipSync(body, { level: 6 })
        : body;
  return { bytes: new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength), encoding };
}

/** Sets a response's Content-Encoding, Content-Length and Vary for an encoded body, in place. */
export function setBodyHeaders(headers: Headers, { bytes, encoding }: EncodedBody): Headers {
  if (encoding !== "identity") headers.set("Content-Encoding", encoding);
  if (!/accept-encoding/i.test(headers.get("Vary") ?? "")) headers.append("Vary", "Accept-Encoding");
  headers.set("Content-Length", String(bytes.byteLength));
  return headers;
}

/**
 * A stream for React to render into, and the whole document once React has ended it. A stream
 * destroyed with an error rejects instead.
 */
export function collectBody(): { stream: Writable; body: Promise<Buffer> } {
  const pieces: Uint8Array[] = [];
  let settle!: { resolve(body: Buffer): void; reject(error: unknown): void };
  const body = new Promise<Buffer>((resolve, reject) => (settle = { resolve, reject }));
  const stream = new Writable({
    write(chunk: Uint8Array, _encoding, callback) {
      pieces.push(chunk);
      callback();
    },
    final(callback) {
      settle.resolve(Buffer.concat(pieces));
      callback();
    },
    destroy(error, callback) {
      if (error) settle.reject(error);
      callback(error);
    },
  });
  // The error reaches the caller through `body`; without a listener it would also be thrown.
  stream.on("error", () => {});
  return { stream, body };
}

/**
 * A data response (a loader's or an action's, for a navigation with JavaScript) read whole and
 * encoded. A redirect, an empty body or one already encoded is left as it is.
 */
export async function encodedResponse(response: Response, acceptEncoding: string | null): Promise<Response> {
  if (!response.body || response.headers.has("Content-Encoding") || (response.status >= 300 && response.status < 400)) return response;
  const encoded = encodeBody(Buffer.from(await response.arrayBuffer()), bodyEncoding(acceptEncoding));
  const headers = setBodyHeaders(new Headers(response.headers), encoded);
  return new Response(encoded.bytes, { status: response.status, statusText: response.statusText, headers });
}
