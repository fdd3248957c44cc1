// The storage service and the profile picture on both back ends: the local folder (what development
// and the other tests use) and a real S3 API — s3rver (npm), an S3-compatible server started here on a
// free port, or the server named by S3_ENDPOINT and S3_BUCKET when they are set (with
// AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY). Storage: put, read back (whole and by range), stat,
// delete, keys outside the pattern refused, a streamed body (multipart above 5 MB on S3, an aborted
// one leaving nothing behind), a missing bucket answered with a message naming it. The profile
// picture through My Profile's action as the browser posts it (multipart): the bytes decide the type,
// 5 MB at most, per-user folder with a random name, the old file removed after success, the new one
// removed when the profile update fails; /uploads serves it with its type and long caching.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb, schema } from "~/db.server";
import { IMAGE_MAX_BYTES, UPLOAD_MESSAGES } from "~/rules/upload";
import { loader as uploads } from "~/routes/_resources+/uploads.$";
import { action } from "~/routes/student+/profile";
import {
  keyFromPublicUrl,
  localStorage,
  missingBucketMessage,
  newStorageKey,
  s3Storage,
  useStorage,
  type FileStorage,
} from "~/services/storage.server";
import { createLearner, reply, sessionCookie } from "../learners";

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const OWNER = "0b5c2f3e-9d0b-4f4e-8a57-3f1c2b0e9a11";
const MB = 1024 * 1024;

/** One place files go: the storage to test, and the names stored under a folder (to see what is left). */
type Backend = {
  name: string;
  storage: () => FileStorage;
  filesUnder: (folder: string) => Promise<string[]>;
};

let root: string;
let s3: { endpoint?: string; bucket: string; client: S3Client; stop: () => Promise<void> };
/** The requests s3rver answered ("PUT /bucket/key?partNumber=1&uploadId=…"); empty with a server of one's own. */
const s3Requests: string[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "uploads-"));
  const { S3_ENDPOINT, S3_BUCKET } = process.env;
  if (S3_ENDPOINT && S3_BUCKET) {
    // A server of the developer's choosing (MinIO, Tigris, AWS): its bucket and credentials as set.
    s3 = { endpoint: S3_ENDPOINT, bucket: S3_BUCKET, client: testClient(S3_ENDPOINT), stop: async () => undefined };
    return;
  }
  const directory = await mkdtemp(path.join(tmpdir(), "s3rver-"));
  const bucket = "pelican-uploads-test";
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  // First in s3rver's (Koa's) middleware: every request, to see the multipart upload's steps.
  server.middleware.unshift(async (ctx, next) => {
    s3Requests.push(`${ctx.method} ${ctx.url}`);
    await next();
  });
  const { port } = await server.run();
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
  // s3rver's fixed credentials, read by the SDK's own environment lookup as in production.
  process.env.AWS_ACCESS_KEY_ID = "S3RVER";
  process.env.AWS_SECRET_ACCESS_KEY = "S3RVER";
  const endpoint = `http://127.0.0.1:${port}`;
  s3 = {
    endpoint,
    bucket,
    client: testClient(endpoint),
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
      restore("AWS_ACCESS_KEY_ID", saved.id);
      restore("AWS_SECRET_ACCESS_KEY", saved.secret);
    },
  };
});

afterAll(async () => {
  useStorage(undefined);
  await rm(root, { recursive: true, force: true });
  await s3?.stop();
});

function restore(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

/** The test's own view of the bucket (listing, ETags), separate from the client under test. */
function testClient(endpoint: string) {
  return new S3Client({ region: "auto", endpoint, forcePathStyle: true });
}

const local: Backend = {
  name: "the local folder",
  storage: () => localStorage(root),
  filesUnder: (folder) => readdir(path.join(root, ...folder.split("/"))).catch(() => [] as string[]),
};

const bucket: Backend = {
  name: "an S3 API",
  storage: () => s3Storage({ bucket: s3.bucket, endpoint: s3.endpoint }),
  async filesUnder(folder) {
    const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `${folder}/` }));
    return (listed.Contents ?? []).map((object) => object.Key!.slice(folder.length + 1));
  },
};

const BACKENDS = [local, bucket];

const readAll = async (storage: FileStorage, key: string, start: number, end: number) =>
  Array.from(new Uint8Array(await new Response(await storage.read(key, { start, end })).arrayBuffer()));

async function* chunks(count: number, size: number, fail = false) {
  for (let i = 0; i < count; i++) yield new Uint8Array(size).fill(i);
  if (fail) throw new Error("client went away");
}

/** The multipart steps s3rver saw for a key: create, each part, complete or abort. */
const multipartSteps = (key: string) =>
  s3Requests
    .filter((r) => r.includes(`/${key}?`))
    .map((r) => {
      const [method, url] = r.split(" ");
      const query = new URL(url, "http://s3").searchParams;
      if (query.has("uploads")) return "create";
      if (query.has("partNumber")) return `part ${query.get("partNumber")}`;
      if (query.has("uploadId")) return method === "DELETE" ? "abort" : "complete";
      return method;
    });

describe.each(BACKENDS)("the storage service on $name", (backend) => {
  beforeAll(() => useStorage(backend.storage()));
  afterAll(() => useStorage(undefined));
  const onS3rver = () => backend === bucket && s3Requests.length > 0;

  it("stores, reads and deletes, and refuses any other key", async () => {
    const storage = backend.storage();
    const key = newStorageKey("avatars", OWNER, "image/png");
    expect(key).toMatch(new RegExp(`^avatars/${OWNER}/[A-Za-z0-9_-]{22}\\.png$`));
    expect(await storage.stat(key)).toBeNull();
    await storage.put(key, PNG, "image/png");
    expect(await storage.stat(key)).toEqual({ size: PNG.length, contentType: "image/png" });
    expect(await readAll(storage, key, 0, PNG.length - 1)).toEqual(Array.from(PNG));
    expect(await readAll(storage, key, 1, 3)).toEqual(Array.from(PNG.subarray(1, 4)));
    expect(await backend.filesUnder(`avatars/${OWNER}`)).toContain(path.basename(key));
    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
    expect(await backend.filesUnder(`avatars/${OWNER}`)).not.toContain(path.basename(key));
    await storage.delete(key); // deleting twice is fine
    await expect(storage.put("avatars/../../escape.png", PNG, "image/png")).rejects.toThrow(/Not a storage key/);
    await expect(storage.read("../package.json", { start: 0, end: 1 })).rejects.toThrow(/Not a storage key/);
  });

  it("streams a body in: small in one piece, a large file in parts; a body that fails leaves nothing", async () => {
    const storage = backend.storage();
    const small = newStorageKey("media", OWNER, "audio/mpeg");
    await storage.putStream(small, chunks(4, 1024), "audio/mpeg");
    expect(await storage.stat(small)).toEqual({ size: 4096, contentType: "audio/mpeg" });
    expect((await readAll(storage, small, 1020, 1027)).join()).toBe("0,0,0,0,1,1,1,1");
    await storage.delete(small);

    // 12 MB: three 5 MB parts on S3 (a multipart upload through @aws-sdk/lib-storage).
    const large = newStorageKey("media", OWNER, "audio/mpeg");
    await storage.putStream(large, chunks(12, MB), "audio/mpeg");
    expect(await storage.stat(large)).toEqual({ size: 12 * MB, contentType: "audio/mpeg" });
    if (onS3rver()) expect(multipartSteps(large)).toEqual(["create", "part 1", "part 2", "part 3", "complete"]);
    // Across the first part boundary (5 MB), and the last bytes.
    expect((await readAll(storage, large, 5 * MB - 2, 5 * MB + 1)).join()).toBe("4,4,5,5");
    expect((await readAll(storage, large, 12 * MB - 2, 12 * MB - 1)).join()).toBe("11,11");
    const served = await serve(large, "bytes=10485758-10485761");
    expect(served.status).toBe(206);
    expect(served.headers.get("Content-Range")).toBe(`bytes ${10 * MB - 2}-${10 * MB + 1}/${12 * MB}`);
    expect(Array.from(new Uint8Array(await served.arrayBuffer())).join()).toBe("9,9,10,10");
    await storage.delete(large);
    expect(await storage.stat(large)).toBeNull();

    for (const size of [1024, MB]) {
      // 4 KB fails inside the first (single) piece; 6 MB after a whole part was sent (the multipart upload is aborted).
      const failed = newStorageKey("media", OWNER, "audio/mpeg");
      await expect(storage.putStream(failed, chunks(size === MB ? 6 : 4, size, true), "audio/mpeg")).rejects.toThrow("client went away");
      expect(await storage.stat(failed)).toBeNull();
      if (onS3rver() && size === MB) expect(multipartSteps(failed)).toEqual(["create", "part 1", "abort"]);
    }
  });
});

describe("an S3 bucket that does not exist", () => {
  it("is answered with a message naming the bucket and the endpoint, on every write and read", async () => {
    const storage = s3Storage({ bucket: "pelican-no-such-bucket", endpoint: s3.endpoint });
    const message = missingBucketMessage("pelican-no-such-bucket", s3.endpoint);
    expect(message).toContain(`"pelican-no-such-bucket" does not exist at ${s3.endpoint}`);
    const key = newStorageKey("media", OWNER, "audio/mpeg");
    await expect(storage.put(key, PNG, "image/png")).rejects.toThrow(message);
    await expect(storage.putStream(key, chunks(2, 1024), "audio/mpeg")).rejects.toThrow(message);
    await expect(storage.putStream(key, chunks(6, MB), "audio/mpeg")).rejects.toThrow(message);
    await expect(storage.read(key, { start: 0, end: 1 })).rejects.toThrow(message);
    await expect(storage.delete(key)).rejects.toThrow(message);
  });

  it("makes My Profile answer that the picture could not be saved, and logs which bucket is missing", async () => {
    useStorage(s3Storage({ bucket: "pelican-no-such-bucket", endpoint: s3.endpoint }));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const cookie = await sessionCookie(await createLearner());
      expect(await upload(cookie, new File([PNG], "me.png", { type: "image/png" }))).toMatchObject({
        status: 500,
        data: { avatarError: UPLOAD_MESSAGES.failed },
      });
      expect(logged.mock.calls.flat().join("\n")).toContain('The S3 bucket \\"pelican-no-such-bucket\\" does not exist');
    } finally {
      logged.mockRestore();
      useStorage(undefined);
    }
  });
});

/** GET /uploads/<key> through its loader, with the storage in use. */
async function serve(key: string, range?: string) {
  return (await uploads({
    request: new Request(`http://localhost/uploads/${key}`, { headers: range ? { Range: range } : {} }),
    params: { "*": key },
    context: {},
  })) as Response;
}

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

describe.each(BACKENDS)("the profile picture on $name", (backend) => {
  const filesOf = (id: string) => backend.filesUnder(`avatars/${id}`);
  beforeAll(() => useStorage(backend.storage()));
  afterAll(() => useStorage(undefined));

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
