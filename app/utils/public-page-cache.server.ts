// Rendered copies of the public pages for visitors without a session (decision 0070).
//
// server.js mounts `publicPageCache` (exported by the build's entry) just before Remix. For a request
// the rule accepts (app/rules/public-page-cache.ts) it reads the content version (one prepared
// single-row query) and either answers from a copy rendered at that version, with a fresh CSP nonce,
// or marks the request in the load context with its key and that version. The entry renders the page
// as usual and, for a marked request that ended 200 without a Set-Cookie, hands the document here.
//
// The version is read BEFORE the loaders run, so a copy is never filed under a version newer than the
// content it shows; a copy is served only while the version read for the request is the one it was
// rendered at. Content edits bump the version on every machine at once (it lives in PostgreSQL).
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { constants, crc32, deflateRawSync, gunzipSync } from "node:zlib";
import { cacheablePublicPath, publicPageCacheKey } from "~/rules/public-page-cache";
import { acceptsGzip, bodyEncoding, encodeBody, setBodyHeaders, type EncodedBody } from "./compress.server";
import { env } from "./env.server";
import { themeFromCookies } from "./theme.server";

/** What the middleware puts in the load context for a request whose page may be kept. */
export type PublicPageMark = { key: string; version: number };

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Set by the public page cache's middleware on a cacheable anonymous request it had no copy for. */
    publicPageCache?: PublicPageMark;
  }
}

/** Headers a copy does not keep: the body's encoding and length are worked out per response. */
const PER_RESPONSE_HEADERS = new Set(["content-length", "content-encoding", "set-cookie"]);

export type PageCopy = {
  version: number;
  storedAt: number;
  /** The document split at every occurrence of the nonce it was rendered with. */
  parts: Buffer[];
  /** The response's headers, each split the same way (only the CSP carries the nonce). */
  headers: [string, string[]][];
  bytes: number;
  /** The parts deflated once, for a gzip answer spliced around a fresh nonce (null: compress per response). */
  gzipParts?: Buffer[] | null;
  nonceLength?: number;
};

/**
 * Copies by key, least recently used first (a Map keeps insertion order), bounded by the bytes of
 * their documents and by age. Holds copies of one content version at a time.
 */
export class PageCopyStore {
  private copies = new Map<string, PageCopy>();
  private totalBytes = 0;
  /** The newest version a request has read; copies of any other are dropped. */
  version: number | null = null;

  constructor(
    readonly maxBytes: number,
    readonly maxAgeMs: number,
  ) {}

  get size() {
    return this.copies.size;
  }

  get bytes() {
    return this.totalBytes;
  }

  /**
   * A request read `version`: when it differs from the last one seen, every copy goes, and
   * `onNewVersion` runs, if given. A version lower than the last (a read that raced an edit, or a restored
   * database) also clears: a copy is only ever kept for the version most recently read.
   */
  observe(version: number, onNewVersion?: () => void): void {
    if (version === this.version) return;
    this.version = version;
    this.clear();
    onNewVersion?.();
  }

  get(key: string, version: number, now = Date.now()): PageCopy | undefined {
    const copy = this.copies.get(key);
    if (!copy) return undefined;
    if (copy.version !== version || now - copy.storedAt > this.maxAgeMs) {
      this.delete(key);
      return undefined;
    }
    // Most recently used goes to the end.
    this.copies.delete(key);
    this.copies.set(key, copy);
    return copy;
  }

  /** Keeps a copy rendered at the current version (false for one of any other, or too large). */
  set(key: string, copy: PageCopy): boolean {
    if (copy.version !== this.version || copy.bytes > this.maxBytes) return false;
    this.delete(key);
    this.copies.set(key, copy);
    this.totalBytes += copy.bytes;
    for (const [oldest] of this.copies) {
      if (this.totalBytes <= this.maxBytes) break;
      this.delete(oldest);
    }
    return true;
  }

  clear(): void {
    this.copies.clear();
    this.totalBytes = 0;
  }

  private delete(key: string) {
    const copy = this.copies.get(key);
    if (!copy) return;
    this.copies.delete(key);
    this.totalBytes -= copy.bytes;
  }
}

const MAX_BYTES = 8 * 1024 * 1024;
const MAX_AGE_MS = 10 * 60 * 1000;

let store: PageCopyStore | undefined;

/** This process's copies (created on first use). */
export function publicPageStore(): PageCopyStore {
  store ??= new PageCopyStore(MAX_BYTES, MAX_AGE_MS);
  return store;
}

/** The same kind of nonce the entry makes. */
export function freshNonce(): string {
  return randomBytes(16).toString("base64");
}

function splitAt(buffer: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = buffer.indexOf(separator); at !== -1; at = buffer.indexOf(separator, start)) {
    parts.push(buffer.subarray(start, at));
    start = at + separator.length;
  }
  parts.push(buffer.subarray(start));
  return parts;
}

function joinWith(parts: Buffer[], separator: Buffer): Buffer {
  const pieces: Buffer[] = [parts[0]];
  for (let i = 1; i < parts.length; i++) pieces.push(separator, parts[i]);
  return Buffer.concat(pieces);
}

/**
 * The entry's part: keeps the rendered document of a marked request that ended 200 without a
 * Set-Cookie. `headers` are the response's final headers (security headers, CSP with `nonce`,
 * Content-Type, Cache-Control, Vary).
 */
export function keepPublicPage(
  mark: PublicPageMark | undefined,
  response: { status: number; headers: Headers; html: Buffer; nonce: string },
): boolean {
  if (!mark || response.status !== 200 || response.headers.has("Set-Cookie")) return false;
  const separator = Buffer.from(response.nonce);
  const parts = splitAt(response.html, separator);
  const headers: [string, string[]][] = [];
  response.headers.forEach((value, name) => {
    if (!PER_RESPONSE_HEADERS.has(name)) headers.push([name, value.split(response.nonce)]);
  });
  // Below the compression threshold a page goes uncompressed anyway (never the case for these pages).
  const gzipParts = response.html.byteLength >= 1024 ? gzipPartsFor(parts, response.nonce.length) : null;
  const copy: PageCopy = {
    version: mark.version,
    storedAt: Date.now(),
    parts,
    headers,
    bytes: response.html.byteLength,
    gzipParts,
    nonceLength: response.nonce.length,
  };
  return publicPageStore().set(mark.key, copy);
}

// A gzip answer without compressing per response. The parts between the nonces are deflated once, each
// ending on a byte boundary (a sync flush; the last one finishes the stream), each with the previous
// 32 KB of the document as its dictionary, with NUL bytes where the nonces go. At answer time the
// fresh nonce goes in between as a stored (uncompressed) block: the decoder's window then holds the
// same bytes as the dictionary did, except at the nonces, which no back-reference can point into (the
// document has no NUL byte to match them), and the nonce has the same length as the one replaced, so
// every distance stays right. Checked once per copy by decompressing it.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
const WINDOW = 32 * 1024;

function deflatedParts(parts: Buffer[], nonceLength: number): Buffer[] | null {
  if (parts.some((part) => part.includes(0))) return null;
  const filler = Buffer.alloc(nonceLength, 0);
  const deflated: Buffer[] = [];
  let history = Buffer.alloc(0);
  parts.forEach((part, i) => {
    const last = i === parts.length - 1;
    deflated.push(
      deflateRawSync(part, {
        level: 6,
        finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
        ...(history.length > 0 ? { dictionary: history } : {}),
      }),
    );
    history = Buffer.concat([history, part, ...(last ? [] : [filler])]).subarray(-WINDOW);
  });
  return deflated;
}

function splicedGzip(parts: Buffer[], deflated: Buffer[], nonce: string): Buffer {
  const value = Buffer.from(nonce);
  const stored = Buffer.from([0, value.length & 0xff, value.length >> 8, ~value.length & 0xff, (~value.length >> 8) & 0xff]);
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  parts.forEach((part, i) => {
    pieces.push(deflated[i]);
    crc = crc32(part, crc);
    length += part.length;
    if (i < parts.length - 1) {
      pieces.push(stored, value);
      crc = crc32(value, crc);
      length += value.length;
    }
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  pieces.push(trailer);
  return Buffer.concat(pieces);
}

/** The deflated parts of a copy, or null when splicing cannot be trusted for it (checked here, once). */
export function gzipPartsFor(parts: Buffer[], nonceLength: number): Buffer[] | null {
  try {
    const deflated = deflatedParts(parts, nonceLength);
    if (!deflated) return null;
    const probe = freshNonce().slice(0, nonceLength).padEnd(nonceLength, "=");
    return gunzipSync(splicedGzip(parts, deflated, probe)).equals(joinWith(parts, Buffer.from(probe))) ? deflated : null;
  } catch {
    return null;
  }
}

/**
 * The copy's body for this request with `nonce` in it: gzip spliced around the nonce when the client
 * takes gzip (no compression per response), else compressed as the entry does.
 */
export function encodedCopy(copy: PageCopy, nonce: string, acceptEncoding: string | null): EncodedBody {
  if (copy.gzipParts && nonce.length === copy.nonceLength && acceptsGzip(acceptEncoding)) {
    const bytes = splicedGzip(copy.parts, copy.gzipParts, nonce);
    return { bytes: new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength), encoding: "gzip" };
  }
  return encodeBody(joinWith(copy.parts, Buffer.from(nonce)), bodyEncoding(acceptEncoding));
}

/** The copy's document and headers with `nonce` in place of the one it was rendered with. */
export function renderCopy(copy: PageCopy, nonce: string): { html: Buffer; headers: Headers } {
  return { html: joinWith(copy.parts, Buffer.from(nonce)), headers: copyHeaders(copy, nonce) };
}

function copyHeaders(copy: PageCopy, nonce: string): Headers {
  const headers = new Headers();
  for (const [name, pieces] of copy.headers) headers.set(name, pieces.join(nonce));
  return headers;
}

type Next = (error?: unknown) => void;
type ExpressResponse = ServerResponse & { locals: Record<string, unknown> };

/**
 * Express middleware (mounted by server.js before the Remix handler). Answers an anonymous visitor's
 * public page from a copy of the current content version, or marks the request for the entry to keep
 * what it renders (`res.locals.publicPageCache`, passed on by server.js's getLoadContext). Any
 * failure (the version query, a malformed cookie) lets the request through unmarked.
 */
export function createPublicPageCache(sources: PageSources) {
  return function publicPageCache(req: IncomingMessage & { originalUrl?: string }, res: ExpressResponse, next: Next): void {
    const config = env();
    if (config.NODE_ENV === "development" || config.PUBLIC_PAGE_CACHE === "off") return next();
    const cookie = req.headers.cookie ?? null;
    const path = cacheablePublicPath({ method: req.method ?? "", target: req.originalUrl ?? req.url ?? "", cookie });
    if (!path) return next();
    serveOrMark(sources, path, cookie, req, res).then((served) => (served ? undefined : next()), next);
  };
}

/**
 * What the cache reads from the app, passed in by the entry (infrastructure never reaches up into
 * the models): the content version, and what to forget when it moves (nothing today: the site
 * settings are kept under the content version themselves, decision 0085).
 */
export type PageSources = { contentVersion: () => Promise<number | null>; onNewVersion?: () => void };

async function serveOrMark(
  sources: PageSources,
  path: string,
  cookie: string | null,
  req: IncomingMessage,
  res: ExpressResponse,
): Promise<boolean> {
  let key: string;
  let version: number | null;
  try {
    const now = new Date();
    const [theme, read] = await Promise.all([themeFromCookies(cookie, now), sources.contentVersion()]);
    key = publicPageCacheKey({ path, theme: theme.theme, preference: theme.preference, now });
    version = read;
  } catch {
    return false;
  }
  if (version === null) return false;
  const kept = publicPageStore();
  kept.observe(version, sources.onNewVersion);
  const copy = kept.get(key, version);
  if (!copy) {
    res.locals.publicPageCache = { key, version } satisfies PublicPageMark;
    return false;
  }
  const nonce = freshNonce();
  const headers = copyHeaders(copy, nonce);
  const encoded = encodedCopy(copy, nonce, req.headers["accept-encoding"] ?? null);
  setBodyHeaders(headers, encoded);
  headers.set("X-Page-Cache", "hit");
  res.statusCode = 200;
  headers.forEach((value, name) => res.setHeader(name, value));
  res.end(req.method === "HEAD" ? undefined : encoded.bytes);
  return true;
}
