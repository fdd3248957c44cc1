// Uploaded files (design §"uploads"; docs/decisions/0024-student-area.md): an S3-compatible bucket
// (Tigris on Fly, through @aws-sdk/client-s3) when S3_BUCKET is set, else the local folder
// ./data/uploads. Keys are `<folder>/<owner id>/<random>.<ext>` (`isStorageKey`); files are served
// by /uploads/<key> (app/routes/_resources+/uploads.$.tsx).
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { IMAGE_TYPES, isStorageKey, type ImageType } from "~/rules/upload";
import { env } from "~/utils/env.server";

export type StoredFile = { body: Uint8Array; contentType: string };

export type FileStorage = {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
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
export function newStorageKey(folder: "avatars", ownerId: string, type: ImageType): string {
  return `${folder}/${ownerId.toLowerCase()}/${randomBytes(16).toString("base64url")}.${IMAGE_TYPES[type]}`;
}

function assertKey(key: string) {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${key}`);
}

const CONTENT_TYPES: Record<string, string> = Object.fromEntries(Object.entries(IMAGE_TYPES).map(([type, ext]) => [ext, type]));

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
    async get(key) {
      try {
        const body = await readFile(file(key));
        return { body: new Uint8Array(body), contentType: CONTENT_TYPES[key.split(".").pop() ?? ""] ?? "application/octet-stream" };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}

/** An S3-compatible bucket. `endpoint` for Tigris, MinIO and the like (path-style addressing). */
export function s3Storage({ bucket, endpoint, client }: { bucket: string; endpoint?: string; client?: S3Client }): FileStorage {
  const s3 = client ?? new S3Client({ region: "auto", endpoint, forcePathStyle: Boolean(endpoint) });
  return {
    async put(key, body, contentType) {
      assertKey(key);
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async get(key) {
      assertKey(key);
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        return { body: await object.Body.transformToByteArray(), contentType: object.ContentType ?? "application/octet-stream" };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async delete(key) {
      assertKey(key);
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}

let storage: FileStorage | undefined;

/** The bucket when S3_BUCKET is set, else the local folder. */
export function getStorage(): FileStorage {
  if (!storage) {
    const { S3_BUCKET, S3_ENDPOINT } = env();
    storage = S3_BUCKET ? s3Storage({ bucket: S3_BUCKET, endpoint: S3_ENDPOINT }) : localStorage();
  }
  return storage;
}

/** Tests: use this storage instead (undefined: back to the environment's). */
export function useStorage(next: FileStorage | undefined) {
  storage = next;
}
