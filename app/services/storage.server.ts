// Uploaded files (decisions 0024 and 0064): an S3-compatible bucket
// (Tigris on Fly, through @aws-sdk/client-s3) when S3_BUCKET (or BUCKET_NAME) is set, else the local folder
// ./data/uploads. Keys are `<folder>/<owner id>/<random>.<ext>` (`isStorageKey`); files are served
// by /uploads/<key> (app/routes/_resources+/uploads.$.tsx). Large files (admin audio, decision 0043)
// stream in and out: `putStream` and `read` never hold a whole file in memory.
import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NotFound, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { isStorageKey, MEDIA_EXTENSIONS, type MediaType } from "~/rules/upload";
import { env } from "~/utils/env.server";
import { logEvent } from "~/utils/log.server";

export type FileStorage = {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** Streams the body in (a multipart upload to S3, 5 MB parts); a failed body leaves no file behind. */
  putStream(key: string, body: AsyncIterable<Uint8Array>, contentType: string): Promise<void>;
  /** The size and type of a file, null when there is none. */
  stat(key: string): Promise<{ size: number; contentType: string } | null>;
  /** The file's bytes from `start` to `end` (inclusive), as a stream. */
  read(key: string, range: { start: number; end: number }): Promise<ReadableStream<Uint8Array>>;
  /** Removing a missing file is not an error. */
  delete(key: string): Promise<void>;
};

/** The public address of a stored file (what profiles.avatar_url holds). */
export const PUBLIC_UPLOADS_PATH = "/uploads/";

export function publicUrl(key: string): string {
  return PUBLIC_UPLOADS_PATH + key;
}

/** The key behind a public address, if it is one of ours. */
export function keyFromPublicUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(PUBLIC_UPLOADS_PATH)) return null;
  const key = url.slice(PUBLIC_UPLOADS_PATH.length);
  return isStorageKey(key) ? key : null;
}

/** A fresh key in the owner's folder: a random name nobody can guess or collide with. */
export function newStorageKey(folder: "avatars" | "media", ownerId: string, type: MediaType): string {
  return `${folder}/${ownerId.toLowerCase()}/${randomBytes(16).toString("base64url")}.${MEDIA_EXTENSIONS[type]}`;
}

function assertKey(key: string) {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${key}`);
}

const CONTENT_TYPES: Record<string, string> = Object.fromEntries(Object.entries(MEDIA_EXTENSIONS).map(([type, ext]) => [ext, type]));
const contentTypeOf = (key: string) => CONTENT_TYPES[key.split(".").pop() ?? ""] ?? "application/octet-stream";
const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/** Files under `root` (./data/uploads by default); the content type follows the key's extension. */
export function localStorage(root = path.resolve("data", "uploads")): FileStorage {
  const file = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split("/"));
  };
  return {
    async put(key, body) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, body, { flag: "wx" });
    },
    async putStream(key, body) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await pipeline(Readable.from(body), createWriteStream(target, { flags: "wx" }));
      } catch (error) {
        await rm(target, { force: true });
        throw error;
      }
    },
    async stat(key) {
      try {
        return { size: (await stat(file(key))).size, contentType: contentTypeOf(key) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key, { start, end }) {
      return Readable.toWeb(createReadStream(file(key), { start, end })) as ReadableStream<Uint8Array>;
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}

/** What a missing bucket is answered with, naming the bucket and where it was looked for. */
export function missingBucketMessage(bucket: string, endpoint: string | undefined): string {
  return `The S3 bucket "${bucket}" does not exist at ${endpoint ?? "AWS S3"}: create it, or check S3_BUCKET and S3_ENDPOINT.`;
}

/**
 * An S3-compatible bucket. `endpoint` for Tigris, MinIO and the like (path-style addressing);
 * credentials from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (the SDK's own lookup). CI runs the
 * storage tests against s3rver, an S3-compatible server (tests/integration/avatar-storage.test.ts).
 */
export function s3Storage({
  bucket,
  endpoint,
  region = "auto",
  client,
}: {
  bucket: string;
  endpoint?: string;
  region?: string;
  client?: S3Client;
}): FileStorage {
  const s3 = client ?? new S3Client({ region, endpoint, forcePathStyle: Boolean(endpoint) });
  /** The SDK's NoSuchBucket ("The specified bucket does not exist") says neither which bucket nor where. */
  const clearly = async <T>(call: Promise<T>): Promise<T> => {
    try {
      return await call;
    } catch (error) {
      if ((error as { name?: string }).name === "NoSuchBucket") throw new Error(missingBucketMessage(bucket, endpoint), { cause: error });
      throw error;
    }
  };
  return {
    async put(key, body, contentType) {
      assertKey(key);
      await clearly(
        s3.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: body,
            ContentType: contentType,
            CacheControl: "public, max-age=31536000, immutable",
          }),
        ),
      );
    },
    async putStream(key, body, contentType) {
      assertKey(key);
      // The body's own error (the client went away, a size limit the caller enforces) is what the
      // caller must see, even when aborting the multipart upload afterwards fails too (lib-storage
      // then throws the abort's error instead).
      let bodyError: { error: unknown } | undefined;
      async function* watched() {
        try {
          yield* body;
        } catch (error) {
          bodyError = { error };
          throw error;
        }
      }
      const upload = new Upload({
        client: s3,
        params: {
          Bucket: bucket,
          Key: key,
          Body: Readable.from(watched()),
          ContentType: contentType,
          CacheControl: "public, max-age=31536000, immutable",
        },
        queueSize: 1,
      });
      try {
        await clearly(upload.done()); // a failed body aborts the multipart upload: no object is left
      } catch (error) {
        if (bodyError && error !== bodyError.error) {
          logEvent("error", "s3_upload_abort_failed", { key, error });
          throw bodyError.error;
        }
        throw error;
      }
    },
    async stat(key) {
      assertKey(key);
      try {
        const head = await clearly(s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key })));
        return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? contentTypeOf(key) };
      } catch (error) {
        if (error instanceof NotFound || (error as { name?: string }).name === "NotFound") return null;
        throw error;
      }
    },
    async read(key, { start, end }) {
      assertKey(key);
      const object = await clearly(s3.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=${start}-${end}` })));
      if (!object.Body) throw new Error(`No body for ${key}`);
      return object.Body.transformToWebStream() as ReadableStream<Uint8Array>;
    },
    async delete(key) {
      assertKey(key);
      await clearly(s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })));
    },
  };
}

let storage: FileStorage | undefined;

/**
 * The bucket when S3_BUCKET (or Tigris's BUCKET_NAME) is set, else the local folder — which only
 * development, tests and a LOCAL_STANDINS demo get: production refuses to start without a bucket
 * (utils/env.server.ts, decision 0086).
 */
export function getStorage(): FileStorage {
  if (!storage) {
    const { S3_BUCKET, S3_ENDPOINT, AWS_REGION } = env();
    storage = S3_BUCKET ? s3Storage({ bucket: S3_BUCKET, endpoint: S3_ENDPOINT, region: AWS_REGION }) : localStorage();
  }
  return storage;
}

/** Tests: use this storage instead (undefined: back to the environment's). */
export function useStorage(next: FileStorage | undefined) {
  storage = next;
}
