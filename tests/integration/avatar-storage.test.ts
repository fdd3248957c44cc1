// The storage service against the local folder (and a real S3 API when S3_ENDPOINT and S3_BUCKET are
// set), and the profile picture through My Profile's action as the browser posts it (multipart): the
// bytes decide the type, 5 MB at most, per-user folder with a random name, the old file removed after
// success, the new one removed when the profile update fails; /uploads serves it with long caching.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb, schema } from "~/db.server";
import { IMAGE_MAX_BYTES, UPLOAD_MESSAGES } from "~/rules/upload";
import { loader as uploads } from "~/routes/_resources+/uploads.$";
import { action } from "~/routes/student+/profile";
import { keyFromPublicUrl, localStorage, newStorageKey, s3Storage, useStorage, type FileStorage } from "~/services/storage.server";
import { createLearner, reply, sessionCookie } from "../learners";

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const OWNER = "0b5c2f3e-9d0b-4f4e-8a57-3f1c2b0e9a11";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "uploads-"));
  useStorage(localStorage(root));
});
afterAll(async () => {
  useStorage(undefined);
  await rm(root, { recursive: true, force: true });
});

const readAll = async (storage: FileStorage, key: string, start: number, end: number) =>
  Array.from(new Uint8Array(await new Response(await storage.read(key, { start, end })).arrayBuffer()));

async function contract(storage: FileStorage) {
  const key = newStorageKey("avatars", OWNER, "image/png");
  expect(key).toMatch(new RegExp(`^avatars/${OWNER}/[A-Za-z0-9_-]{22}\\.png$`));
  expect(await storage.stat(key)).toBeNull();
  await storage.put(key, PNG, "image/png");
  expect(await storage.stat(key)).toEqual({ size: PNG.length, contentType: "image/png" });
  expect(await readAll(storage, key, 0, PNG.length - 1)).toEqual(Array.from(PNG));
  expect(await readAll(storage, key, 1, 3)).toEqual(Array.from(PNG.subarray(1, 4)));
  await storage.delete(key);
  expect(await storage.stat(key)).toBeNull();
  await storage.delete(key); // deleting twice is fine
  await expect(storage.put("avatars/../../escape.png", PNG, "image/png")).rejects.toThrow(/Not a storage key/);

  // Streamed in: chunks in, the same bytes out; a body that fails leaves no file behind.
  const streamed = newStorageKey("media", OWNER, "audio/mpeg");
  async function* chunks(fail: boolean) {
    for (let i = 0; i < 4; i++) yield new Uint8Array(1024).fill(i);
    if (fail) throw new Error("client went away");
  }
  await storage.putStream(streamed, chunks(false), "audio/mpeg");
  expect(await storage.stat(streamed)).toEqual({ size: 4096, contentType: "audio/mpeg" });
  expect((await readAll(storage, streamed, 1020, 1027)).join()).toBe("0,0,0,0,1,1,1,1");
  await storage.delete(streamed);
  const failed = newStorageKey("media", OWNER, "audio/mpeg");
  await expect(storage.putStream(failed, chunks(true), "audio/mpeg")).rejects.toThrow("client went away");
  expect(await storage.stat(failed)).toBeNull();
}

describe("the storage service", () => {
  it("stores, reads and deletes in the local folder, and refuses any other key", async () => {
    await contract(localStorage(root));
  });

  it.skipIf(!process.env.S3_ENDPOINT || !process.env.S3_BUCKET)("does the same against a real S3 API", async () => {
    await contract(s3Storage({ bucket: process.env.S3_BUCKET!, endpoint: process.env.S3_ENDPOINT }));
  });
});

function upload(cookie: string, file: File | string) {
  const form = new FormData();
  form.set("intent", "update-avatar");
  form.set("avatar", file);
  return reply(() =>
    action({
      request: new Request("http://localhost/student/profile", { method: "POST", headers: { Cookie: cookie }, body: form }),
      params: {},
      context: {},
    }),
  );
}

function remove(cookie: string) {
  return reply(() =>
    action({
      request: new Request("http://localhost/student/profile", {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "remove-avatar" }),
      }),
      params: {},
      context: {},
    }),
  );
}

async function avatarOf(id: string) {
  const [row] = await getDb().select({ url: schema.profiles.avatarUrl }).from(schema.profiles).where(eq(schema.profiles.id, id));
  return row.url;
}

const filesOf = async (id: string) => readdir(path.join(root, "avatars", id)).catch(() => [] as string[]);

describe("the profile picture", () => {
  it("stores a real image in the user's folder, serves it with long caching, and removes the old one", async () => {
    const id = await createLearner();
    const cookie = await sessionCookie(id);
    expect(await upload(cookie, new File([PNG], "me.png", { type: "image/png" }))).toMatchObject({
      status: 302,
      toast: { title: "Picture Updated" },
    });
    const first = await avatarOf(id);
    expect(first).toMatch(new RegExp(`^/uploads/avatars/${id}/[A-Za-z0-9_-]+\\.png$`));
    expect(await filesOf(id)).toHaveLength(1);

    const served = (await uploads({
      request: new Request(`http://localhost${first}`),
      params: { "*": keyFromPublicUrl(first)! },
      context: {},
    })) as Response;
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("Cache-Control")).toContain("max-age=31536000");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    // A JPEG named .png is stored as what it is.
    expect((await upload(cookie, new File([JPEG], "looks.png", { type: "image/png" }))).status).toBe(302);
    const second = await avatarOf(id);
    expect(second).toMatch(/\.jpg$/);
    expect(await filesOf(id)).toEqual([path.basename(second!)]);
    const gone = (await uploads({
      request: new Request(`http://localhost${first}`),
      params: { "*": keyFromPublicUrl(first)! },
      context: {},
    })) as Response;
    expect(gone.status).toBe(404);
  });

  it("Remove Picture clears the profile's picture and deletes the file; removing again changes nothing", async () => {
    const id = await createLearner();
    const cookie = await sessionCookie(id);
    expect((await upload(cookie, new File([PNG], "me.png", { type: "image/png" }))).status).toBe(302);
    expect(await filesOf(id)).toHaveLength(1);
    for (let i = 0; i < 2; i++) {
      expect(await remove(cookie)).toMatchObject({ status: 302, toast: { title: "Picture Removed" } });
      expect(await avatarOf(id)).toBeNull();
      expect(await filesOf(id)).toEqual([]);
    }
  });

  it("refuses a renamed text file and a file over 5 MB with their messages, and keeps the old picture", async () => {
    const id = await createLearner();
    const cookie = await sessionCookie(id);
    const text = await upload(cookie, new File(["just some text"], "photo.png", { type: "image/png" }));
    expect(text).toMatchObject({ status: 400, data: { avatarError: UPLOAD_MESSAGES.notImage } });
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1);
    big.set(PNG);
    expect(await upload(cookie, new File([big], "big.png", { type: "image/png" }))).toMatchObject({
      status: 413,
      data: { avatarError: UPLOAD_MESSAGES.tooLarge },
    });
    expect(await upload(cookie, "not a file")).toMatchObject({ status: 400, data: { avatarError: UPLOAD_MESSAGES.missing } });
    expect(await avatarOf(id)).toBeNull();
    expect(await filesOf(id)).toEqual([]);
  });

  it("removes the new file when the profile update fails", async () => {
    const id = await createLearner();
    const cookie = await sessionCookie(id);
    const db = getDb();
    const spy = vi.spyOn(db, "transaction").mockRejectedValueOnce(new Error("database down"));
    try {
      expect(await upload(cookie, new File([PNG], "me.png", { type: "image/png" }))).toMatchObject({
        status: 500,
        data: { avatarError: UPLOAD_MESSAGES.failed },
      });
    } finally {
      spy.mockRestore();
    }
    expect(await filesOf(id)).toEqual([]);
    expect(await avatarOf(id)).toBeNull();
  });

  it("serves nothing outside the key pattern", async () => {
    for (const key of ["../../package.json", "avatars/x/y.png", ""]) {
      const res = (await uploads({ request: new Request("http://localhost/uploads/x"), params: { "*": key }, context: {} })) as Response;
      expect(res.status).toBe(404);
    }
  });
});
