// Admin media uploads (decision 0043; decision 0030): files stream from the request into storage with their
// type read from the bytes and their size counted as they arrive; a 201 MB audio file is refused
// without being held in memory, and one that says so in Content-Length is refused before it is read;
// the topic editor stores an uploaded audio file as the topic's audio, and /uploads serves it with
// byte ranges (how an audio player seeks); documents (PDF, Office, TXT, CSV) are stored by their bytes
// and served as downloads.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { loader as uploads } from "~/routes/_resources+/uploads.$";
import { samplePdfData } from "~/models/certificates/certificate-template.server";
import { action as templateAction } from "~/routes/admin+/certificates.$templateId/route";
import { action as mediaAction } from "~/routes/admin+/media";
import { action as newCompanyAction } from "~/routes/admin+/companies.new/route";
import { action as createCourseAction } from "~/routes/admin+/courses.create/route";
import { action as editCourseAction } from "~/routes/admin+/courses.edit.$courseId/route";
import { action as instructorsAction, loader as instructorsLoader } from "~/routes/admin+/instructors._index/route";
import { action as topicsAction } from "~/routes/admin+/lessons.$lessonId.topics/route";
import { REQUIRED_ITEM_KEYS } from "~/rules/certificate-template";
import { AUDIO_MAX_BYTES, UPLOAD_KINDS } from "~/rules/upload";
import { renderCertificatePdf } from "~/services/certificate-pdf.server";
import { keyFromPublicUrl, localStorage, useStorage } from "~/services/storage.server";
import { readFormWithUploads } from "~/services/uploads.server";
import { createLearner, reply, request as formRequest, sessionCookie } from "../learners";

const OWNER = "0b5c2f3e-9d0b-4f4e-8a57-3f1c2b0e9a11";
const ID3 = new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0, 0xff, 0xfb]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const CHUNK = 64 * 1024;

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "media-"));
  useStorage(localStorage(root));
});
afterAll(async () => {
  useStorage(undefined);
  await rm(root, { recursive: true, force: true });
});

const filesOf = async (owner: string) => readdir(path.join(root, "media", owner)).catch(() => [] as string[]);

type Part = { name: string; value: string } | { name: string; filename: string; head: Uint8Array; size: number };

/**
 * A multipart body made as it is read, as a browser streams it: each file is its first bytes then
 * fresh 64 KB chunks up to its size. `pulled` counts the bytes the server has read; `peak` is the
 * largest rise in heap and buffer memory seen while it read.
 */
function streamedForm(parts: Part[], { declareLength = false } = {}) {
  const boundary = "----pelican" + Math.random().toString(16).slice(2);
  const encoder = new TextEncoder();
  const header = (part: Part) =>
    encoder.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
        ("filename" in part ? `; filename="${part.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n` : "\r\n\r\n"),
    );
  const closing = encoder.encode(`--${boundary}--\r\n`);
  const crlf = encoder.encode("\r\n");
  const length =
    parts.reduce(
      (sum, part) => sum + header(part).byteLength + ("filename" in part ? part.size : encoder.encode(part.value).byteLength) + 2,
      0,
    ) + closing.byteLength;
  const stats = { pulled: 0, peak: 0 };
  const used = () => {
    const memory = process.memoryUsage();
    return memory.heapUsed + memory.arrayBuffers;
  };
  const baseline = used();
  async function* chunks() {
    for (const part of parts) {
      yield header(part);
      if (!("filename" in part)) yield encoder.encode(part.value);
      else {
        yield part.head;
        for (let sent = part.head.byteLength, n = 0; sent < part.size; sent += CHUNK, n++) {
          yield new Uint8Array(Math.min(CHUNK, part.size - sent));
          if (n % 64 === 0) stats.peak = Math.max(stats.peak, used() - baseline);
        }
      }
      yield crlf;
    }
    yield closing;
  }
  const iterator = chunks();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else {
        stats.pulled += next.value.byteLength;
        controller.enqueue(next.value);
      }
    },
  });
  const headers: Record<string, string> = { "Content-Type": `multipart/form-data; boundary=${boundary}` };
  if (declareLength) headers["Content-Length"] = String(length);
  return { body, headers, stats };
}

function post(parts: Part[], options?: { declareLength?: boolean; cookie?: string; path?: string }) {
  const form = streamedForm(parts, options);
  const request = new Request(`http://localhost${options?.path ?? "/admin/lessons/6f9619ff-8b86-d011-b42d-00c04fc964ff/topics"}`, {
    method: "POST",
    body: form.body,
    headers: { ...form.headers, ...(options?.cookie ? { Cookie: options.cookie } : {}) },
    duplex: "half",
  } as RequestInit);
  return { request, stats: form.stats };
}

describe("readFormWithUploads", () => {
  it("stores an audio file by its bytes in the owner's folder and keeps every text field around it", async () => {
    const { request } = post([
      { name: "title", value: "Before" },
      { name: "audio", filename: "lecture.wav", head: ID3, size: 300_000 },
      { name: "note", value: "After" },
    ]);
    const { form, stored, refused } = await readFormWithUploads(request, { audio: "audio" }, OWNER);
    expect(refused).toEqual({});
    expect(form.get("title")).toBe("Before");
    expect(form.get("note")).toBe("After");
    const address = String(form.get("audio"));
    expect(address).toMatch(new RegExp(`^/uploads/media/${OWNER}/[A-Za-z0-9_-]{22}\\.mp3$`)); // an MP3, whatever its name says
    expect(stored).toEqual([address]);

    // Served whole, and by range as an audio player seeks.
    const key = keyFromPublicUrl(address)!;
    const whole = (await uploads({ request: new Request(`http://localhost${address}`), params: { "*": key }, context: {} })) as Response;
    expect(whole.status).toBe(200);
    expect(whole.headers.get("Content-Type")).toBe("audio/mpeg");
    expect(whole.headers.get("Accept-Ranges")).toBe("bytes");
    expect((await whole.arrayBuffer()).byteLength).toBe(300_000);
    const ranged = (await uploads({
      request: new Request(`http://localhost${address}`, { headers: { Range: "bytes=0-3" } }),
      params: { "*": key },
      context: {},
    })) as Response;
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("Content-Range")).toBe("bytes 0-3/300000");
    expect(Array.from(new Uint8Array(await ranged.arrayBuffer()))).toEqual([0x49, 0x44, 0x33, 4]);
    const beyond = (await uploads({
      request: new Request(`http://localhost${address}`, { headers: { Range: "bytes=300000-" } }),
      params: { "*": key },
      context: {},
    })) as Response;
    expect(beyond.status).toBe(416);
  });

  it("refuses a file that is not audio, keeps nothing of it, and still reads the fields after it", async () => {
    const owner = "1b5c2f3e-9d0b-4f4e-8a57-3f1c2b0e9a11";
    const { request } = post([
      { name: "audio", filename: "song.mp3", head: PNG, size: 50_000 },
      { name: "note", value: "kept" },
    ]);
    const { form, stored, refused } = await readFormWithUploads(request, { audio: "audio" }, owner);
    expect(refused).toEqual({ audio: UPLOAD_KINDS.audio.wrongType });
    expect(form.get("audio")).toBe("");
    expect(form.get("note")).toBe("kept");
    expect(stored).toEqual([]);
    expect(await filesOf(owner)).toEqual([]);
  });

  it("refuses a 201 MB audio file as it streams in, memory staying flat, and leaves no file behind", async () => {
    const owner = "2b5c2f3e-9d0b-4f4e-8a57-3f1c2b0e9a11";
    const size = 201 * 1024 * 1024;
    const { request, stats } = post([
      { name: "audio", filename: "long.mp3", head: ID3, size },
      { name: "note", value: "kept" },
    ]);
    const { form, refused } = await readFormWithUploads(request, { audio: "audio" }, owner);
    expect(refused).toEqual({ audio: UPLOAD_KINDS.audio.tooLarge });
    expect(form.get("note")).toBe("kept");
    expect(stats.pulled).toBeGreaterThan(size); // read to the end, so the browser gets its answer…
    expect(stats.peak).toBeLessThan(64 * 1024 * 1024); // …but never held: a third of the file at most
    expect(await filesOf(owner)).toEqual([]);
  });

  it("refuses a body whose Content-Length is over the limits (and the text allowance) with 413 before reading it", async () => {
    const { request, stats } = post([{ name: "audio", filename: "long.mp3", head: ID3, size: AUDIO_MAX_BYTES + 5 * 1024 * 1024 }], {
      declareLength: true,
    });
    const refusal = await reply(() => readFormWithUploads(request, { audio: "audio" }, OWNER));
    expect(refusal.status).toBe(413);
    expect(refusal.data).toBe(UPLOAD_KINDS.audio.tooLarge);
    expect(stats.pulled).toBe(0);
  });
});

describe("the topic editor's audio upload", () => {
  it("saves the uploaded file as the topic's audio; a refused file keeps what was typed", async () => {
    const adminId = await createLearner({ role: "admin" });
    const cookie = await sessionCookie(adminId);
    const [{ id: lessonId }] = await getDb().insert(schema.lessons).values({ title: "Listening" }).returning();
    const topicPath = `/admin/lessons/${lessonId}/topics`;
    const fields = (audio: Part): Part[] => [
      { name: "intent", value: "save-topic" },
      { name: "contentType", value: "text_with_audio" },
      { name: "title", value: "Agency explained" },
      { name: "html", value: "<p>Listen first.</p>" },
      { name: "audio_url", value: "" },
      audio,
    ];

    const refused = await reply(() =>
      topicsAction({
        request: post(fields({ name: "audio_file", filename: "slides.png", head: PNG, size: 4000 }), { cookie, path: topicPath }).request,
        params: { lessonId },
        context: {},
      }),
    );
    expect(refused.status).toBe(422);
    expect(refused.data.result.error.audio_file).toEqual([UPLOAD_KINDS.audio.wrongType]);
    expect(refused.data.result.initialValue.title).toBe("Agency explained");
    expect(await getDb().$count(schema.lessonTopics, eq(schema.lessonTopics.lessonId, lessonId))).toBe(0);

    const saved = await reply(() =>
      topicsAction({
        request: post(fields({ name: "audio_file", filename: "agency.mp3", head: ID3, size: 20_000 }), { cookie, path: topicPath }).request,
        params: { lessonId },
        context: {},
      }),
    );
    expect(saved.status).toBe(302);
    const [topic] = await getDb().select().from(schema.lessonTopics).where(eq(schema.lessonTopics.lessonId, lessonId));
    const audioUrl = (topic!.contentData as { audio_url: string }).audio_url;
    expect(audioUrl).toMatch(new RegExp(`^/uploads/media/${adminId}/.+\\.mp3$`));
    expect(await filesOf(adminId)).toEqual([path.basename(audioUrl)]);
  });

  it("stores nothing for a visitor who is not an admin", async () => {
    const learnerId = await createLearner();
    const cookie = await sessionCookie(learnerId);
    const [{ id: lessonId }] = await getDb().insert(schema.lessons).values({ title: "Closed" }).returning();
    const refusal = await reply(() =>
      topicsAction({
        request: post([{ name: "audio_file", filename: "a.mp3", head: ID3, size: 1000 }], {
          cookie,
          path: `/admin/lessons/${lessonId}/topics`,
        }).request,
        params: { lessonId },
        context: {},
      }),
    );
    expect([302, 403]).toContain(refusal.status);
    expect(await filesOf(learnerId)).toEqual([]);
  });
});

describe("images of courses and instructors", () => {
  it("a course keeps an uploaded image, refuses a non-image and a crafted address, and can drop its image", async () => {
    const adminId = await createLearner({ role: "admin" });
    const cookie = await sessionCookie(adminId);
    const details = (image: Part | null, extra: Part[] = []): Part[] => [
      { name: "intent", value: "save" },
      { name: "title", value: "Flood Zones With Pictures" },
      { name: "slug", value: `flood-pictures-${Date.now()}` },
      { name: "hours", value: "2" },
      { name: "courseType", value: "Continuing Education" },
      ...extra,
      ...(image ? [image] : []),
    ];
    const created = await reply(() =>
      createCourseAction({
        request: post(details({ name: "imageFile", filename: "cover.png", head: PNG, size: 9000 }), {
          cookie,
          path: "/admin/courses/create",
        }).request,
        params: {},
        context: {},
      }),
    );
    expect(created.status).toBe(302);
    const courseId = created.location!.split("/").pop()!;
    const imageOf = async () => (await getDb().select().from(schema.courses).where(eq(schema.courses.id, courseId)))[0]!.imageUrl;
    const first = await imageOf();
    expect(first).toMatch(new RegExp(`^/uploads/media/${adminId}/.+\\.png$`));

    const edit = (parts: Part[]) =>
      reply(() =>
        editCourseAction({
          request: post(parts, { cookie, path: `/admin/courses/edit/${courseId}` }).request,
          params: { courseId },
          context: {},
        }),
      );
    const notImage = await edit(
      details({ name: "imageFile", filename: "cover.png", head: ID3, size: 9000 }, [{ name: "imageUrl", value: first! }]),
    );
    expect(notImage.status).toBe(422);
    expect(notImage.data.result.error.imageFile).toEqual([UPLOAD_KINDS.image.wrongType]);
    expect(await imageOf()).toBe(first);

    const crafted = await reply(() =>
      editCourseAction({
        request: formRequest(`/admin/courses/edit/${courseId}`, cookie, {
          intent: "save",
          title: "Flood Zones With Pictures",
          hours: "2",
          courseType: "Continuing Education",
          imageUrl: "javascript:alert(1)",
        }),
        params: { courseId },
        context: {},
      }),
    );
    expect(crafted.status).toBe(400);
    expect(crafted.data.result.error.imageUrl).toEqual(["Use an https:// address or upload an image."]);
    expect(await imageOf()).toBe(first);

    const removed = await edit(
      details(null, [
        { name: "imageUrl", value: first! },
        { name: "removeImage", value: "on" },
      ]),
    );
    expect(removed.status).toBe(302);
    expect(await imageOf()).toBeNull();
  });

  it("a company's logo is uploaded with the company", async () => {
    const adminId = await createLearner({ role: "admin" });
    const cookie = await sessionCookie(adminId);
    const name = `Logo Realty ${Date.now()}`;
    const saved = await reply(() =>
      newCompanyAction({
        request: post(
          [
            { name: "name", value: name },
            { name: "planTier", value: "pro" },
            { name: "logoFile", filename: "logo.png", head: PNG, size: 3000 },
          ],
          { cookie, path: "/admin/companies/new" },
        ).request,
        params: {},
        context: {},
      }),
    );
    expect(saved.status).toBe(302);
    const [company] = await getDb().select().from(schema.companies).where(eq(schema.companies.name, name));
    expect(company!.logoUrl).toMatch(new RegExp(`^/uploads/media/${adminId}/.+\\.png$`));
  });

  it("an instructor's photo is uploaded with the instructor", async () => {
    const adminId = await createLearner({ role: "admin" });
    const cookie = await sessionCookie(adminId);
    const lastName = `Photo ${Date.now()}`;
    const saved = await reply(() =>
      instructorsAction({
        request: post(
          [
            { name: "intent", value: "save" },
            { name: "firstName", value: "Odile" },
            { name: "lastName", value: lastName },
            {
              name: "avatarFile",
              filename: "odile.jpg",
              head: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]),
              size: 5000,
            },
          ],
          { cookie, path: "/admin/instructors" },
        ).request,
        params: {},
        context: {},
      }),
    );
    expect(saved.status).toBe(302);
    const [row] = await getDb().select().from(schema.instructors).where(eq(schema.instructors.lastName, lastName));
    expect(row!.avatarUrl).toMatch(new RegExp(`^/uploads/media/${adminId}/.+\\.jpg$`));
  });

  it("a refused instructor edit stays an edit: it posts to ?edit=<id>, and a resubmission updates, never creates", async () => {
    const adminId = await createLearner({ role: "admin" });
    const cookie = await sessionCookie(adminId);
    const lastName = `Edit ${Date.now()}`;
    const [instructor] = await getDb().insert(schema.instructors).values({ firstName: "Odile", lastName }).returning();
    const id = instructor!.id;
    const path = `/admin/instructors?edit=${id}`;
    const count = () => getDb().$count(schema.instructors);
    const before = await count();
    const refused = await reply(() =>
      instructorsAction({
        request: post(
          [
            { name: "intent", value: "save" },
            { name: "id", value: id },
            { name: "firstName", value: "Odile" },
            { name: "lastName", value: lastName },
            { name: "avatarFile", filename: "odile.jpg", head: ID3, size: 5000 },
          ],
          { cookie, path },
        ).request,
        params: {},
        context: {},
      }),
    );
    expect(refused.status).toBe(422);
    expect(refused.toast?.title).toBe("Instructor could not be saved");
    // The page the refusal lands on (the form's own address) is still the edit of that instructor.
    const page = await instructorsLoader({ request: formRequest(path, cookie), params: {}, context: {} });
    expect(page.editing?.id).toBe(id);
    // Even a resubmission that lost the hidden id updates the instructor named by the address.
    const again = await reply(() =>
      instructorsAction({
        request: post(
          [
            { name: "intent", value: "save" },
            { name: "firstName", value: "Odile" },
            { name: "lastName", value: `${lastName} B` },
          ],
          { cookie, path },
        ).request,
        params: {},
        context: {},
      }),
    );
    expect(again.status).toBe(302);
    expect(again.toast?.title).toBe("Instructor updated");
    expect(await count()).toBe(before);
    const [row] = await getDb().select().from(schema.instructors).where(eq(schema.instructors.id, id));
    expect(row!.lastName).toBe(`${lastName} B`);
  });
});

describe("a certificate template's signature image", () => {
  const REAL_PNG = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  );
  const GIF = new TextEncoder().encode("GIF89a\u0001\u0000\u0001\u0000\u0000\u0000");

  it("is stored with the template and drawn on the PDF; a GIF is refused, keeping what was typed", async () => {
    const adminId = await createLearner({ role: "admin" });
    const cookie = await sessionCookie(adminId);
    const fields = (signature: Part): Part[] => [
      { name: "intent", value: "save" },
      { name: "name", value: `Signed ${Date.now()}` },
      { name: "heading", value: "Certificate of Completion" },
      { name: "body", value: "has completed the course below." },
      { name: "signerName", value: "Dana Director" },
      { name: "accentColor", value: "#0f3d5e" },
      ...REQUIRED_ITEM_KEYS.map((key) => ({ name: "items", value: key })),
      signature,
    ];
    const save = (parts: Part[]) =>
      reply(() =>
        templateAction({
          request: post(parts, { cookie, path: "/admin/certificates/new" }).request,
          params: { templateId: "new" },
          context: {},
        }),
      );

    const gif = await save(fields({ name: "signatureFile", filename: "sig.gif", head: GIF, size: GIF.length }));
    expect(gif.status).toBe(422);
    expect(gif.data.errors.signatureFile).toEqual([UPLOAD_KINDS.signature.wrongType]);
    expect(gif.data.values.signerName).toBe("Dana Director");
    expect(await filesOf(adminId)).toEqual([]);

    const saved = await save(fields({ name: "signatureFile", filename: "sig.png", head: new Uint8Array(REAL_PNG), size: REAL_PNG.length }));
    expect(saved.status).toBe(302);
    const templateId = saved.location!.split("/").pop()!;
    const [template] = await getDb().select().from(schema.certificateTemplates).where(eq(schema.certificateTemplates.id, templateId));
    expect(template!.layout.signatureImageUrl).toMatch(new RegExp(`^/uploads/media/${adminId}/.+\\.png$`));

    const sample = await samplePdfData(templateId, "Continuing Education", "http://localhost");
    expect(sample?.signatureImage?.format).toBe("png");
    expect(sample?.signatureImage?.data.equals(REAL_PNG)).toBe(true);
    const pdf = await renderCertificatePdf(sample!);
    expect(pdf.toString("latin1")).toMatch(/\/Subtype\s*\/Image/);
    const unsigned = await renderCertificatePdf({ ...sample!, signatureImage: null });
    expect(unsigned.toString("latin1")).not.toMatch(/\/Subtype\s*\/Image/);
  });
});

describe("images for rich text (/admin/media)", () => {
  it("answers with the stored image's address, refuses what is not an image, and stores nothing for a learner", async () => {
    const adminId = await createLearner({ role: "admin" });
    const upload = async (cookie: string, file: Part | null) =>
      reply(() =>
        mediaAction({
          request: post(file ? [file] : [{ name: "file", value: "" }], { cookie, path: "/admin/media" }).request,
          params: {},
          context: {},
        }),
      );
    const cookie = await sessionCookie(adminId);
    const stored = await upload(cookie, { name: "file", filename: "diagram.png", head: PNG, size: 2000 });
    expect(stored.status).toBe(200);
    expect(stored.data.url).toMatch(new RegExp(`^/uploads/media/${adminId}/.+\\.png$`));
    const refused = await upload(cookie, { name: "file", filename: "notes.png", head: ID3, size: 2000 });
    expect(refused).toMatchObject({ status: 422, data: { url: null, error: UPLOAD_KINDS.image.wrongType } });
    expect((await upload(cookie, null)).status).toBe(400);
    expect(await filesOf(adminId)).toHaveLength(1);

    const learnerId = await createLearner();
    const learner = await upload(await sessionCookie(learnerId), { name: "file", filename: "diagram.png", head: PNG, size: 2000 });
    expect([302, 403]).toContain(learner.status);
    expect(await filesOf(learnerId)).toEqual([]);
  });
});

describe("documents for rich text (/admin/media)", () => {
  const PDF = new TextEncoder().encode("%PDF-1.7\n%\u00e2\u00e3\n1 0 obj");
  const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);
  const send = (cookie: string, file: Part) =>
    reply(() =>
      mediaAction({
        request: post([{ name: "kind", value: "document" }, file], { cookie, path: "/admin/media" }).request,
        params: {},
        context: {},
      }),
    );

  it("stores a PDF through the upload reader, by its bytes, and /uploads serves it as a download", async () => {
    const owner = "3b5c2f3e-9d0b-4f4e-8a57-3f1c2b0e9a11";
    const { request } = post([{ name: "document", filename: "Buyer Guide.txt", head: PDF, size: 40_000 }]);
    const { form, refused, names } = await readFormWithUploads(request, { document: "document" }, owner);
    expect(refused).toEqual({});
    const address = String(form.get("document"));
    expect(address).toMatch(new RegExp(`^/uploads/media/${owner}/[A-Za-z0-9_-]{22}\\.pdf$`)); // a PDF, whatever its name says
    expect(names.document).toBe("Buyer Guide.txt");

    const key = keyFromPublicUrl(address)!;
    const served = (await uploads({ request: new Request(`http://localhost${address}`), params: { "*": key }, context: {} })) as Response;
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("application/pdf");
    expect(served.headers.get("Content-Disposition")).toBe(`attachment; filename="${path.basename(key)}"`);
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect((await served.arrayBuffer()).byteLength).toBe(40_000);
  });

  it("answers an admin with the address and the file's name; refuses 11 MB and an .exe renamed .pdf; a learner stores nothing", async () => {
    const adminId = await createLearner({ role: "admin" });
    const cookie = await sessionCookie(adminId);
    const stored = await send(cookie, { name: "document", filename: "Agency Disclosure.pdf", head: PDF, size: 12_000 });
    expect(stored.status).toBe(200);
    expect(stored.data).toMatchObject({ kind: "document", name: "Agency Disclosure.pdf", error: null });
    expect(stored.data.url).toMatch(new RegExp(`^/uploads/media/${adminId}/.+\\.pdf$`));

    const large = await send(cookie, { name: "document", filename: "scan.pdf", head: PDF, size: 11 * 1024 * 1024 });
    expect(large).toMatchObject({
      status: 422,
      data: { kind: "document", url: null, error: "The document is too large. Documents can be at most 10 MB." },
    });
    const exe = await send(cookie, { name: "document", filename: "invoice.pdf", head: EXE, size: 3000 });
    expect(exe).toMatchObject({ status: 422, data: { url: null, error: UPLOAD_KINDS.document.wrongType } });
    expect(await filesOf(adminId)).toEqual([path.basename(stored.data.url)]);

    // A text file is served as UTF-8 text, still as a download.
    const rows = new TextEncoder().encode("name,hours\nÉthique,3\n");
    const csv = await send(cookie, { name: "document", filename: "hours.csv", head: rows, size: rows.byteLength });
    const csvKey = keyFromPublicUrl(csv.data.url)!;
    expect(csvKey).toMatch(/\.csv$/);
    const served = (await uploads({
      request: new Request(`http://localhost${csv.data.url}`),
      params: { "*": csvKey },
      context: {},
    })) as Response;
    expect(served.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(served.headers.get("Content-Disposition")).toMatch(/^attachment/);

    const learnerId = await createLearner();
    const learner = await send(await sessionCookie(learnerId), { name: "document", filename: "guide.pdf", head: PDF, size: 2000 });
    expect([302, 403]).toContain(learner.status);
    expect(await filesOf(learnerId)).toEqual([]);
  });
});
