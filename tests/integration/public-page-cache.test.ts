// The public page cache (decision 0070): the content version moves with every content edit an admin
// makes (course, instructor, bundle, site settings) and never with learner activity (an account, a
// session, an enrollment, progress, time on task); the copies kept per process follow it.
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { QUICK_COURSE_IDS, seed } from "../../db/seed";
import { getDb } from "~/db.server";
import { findAdminCourse, updateCourse } from "~/models/catalogue/admin-courses.server";
import { findAdminInstructor, saveInstructor } from "~/models/catalogue/admin-instructors.server";
import { getContentVersion } from "~/models/operations/content-version.server";
import { editableSettings, getSiteName, getSiteSettings, updateSiteSettings } from "~/models/operations/site-settings.server";
import { enrollInCourse } from "~/models/learning/enrollment.server";
import { loadPlayerData } from "~/models/learning/player.server";
import { completeItem } from "~/models/learning/progress.server";
import { recordPageView } from "~/models/learning/time-on-task.server";
import {
  encodedCopy,
  freshNonce,
  gzipPartsFor,
  keepPublicPage,
  PageCopyStore,
  publicPageStore,
  renderCopy,
  type PageCopy,
} from "~/utils/public-page-cache.server";
import { createLearner, sessionCookie } from "../learners";
import { sessionUser } from "../session-user";

const SLUG = "quick-start-agency-basics";
let adminId = "";

beforeAll(async () => {
  await seed(getDb());
  adminId = await createLearner({ role: "admin", firstName: "Ada", lastName: "Admin" });
});

async function version() {
  const value = await getContentVersion();
  expect(value).not.toBeNull();
  return value!;
}

describe("the content version", () => {
  it("does not move with learner activity", async () => {
    const before = await version();
    const learnerId = await createLearner({ firstName: "Lena" });
    await sessionCookie(learnerId);
    const user = sessionUser(learnerId);
    const player = await loadPlayerData(user, SLUG);
    expect(await enrollInCourse(user, player!.course.id)).toMatchObject({ ok: true });
    const enrolled = (await loadPlayerData(user, SLUG))!;
    expect(await completeItem(learnerId, enrolled, `topic:${QUICK_COURSE_IDS.allTopicIds[0]}`)).toMatchObject({ ok: true });
    await recordPageView(learnerId, enrolled.course.id, `topic:${QUICK_COURSE_IDS.allTopicIds[1]}`);
    expect(await version()).toBe(before);
  });

  it("moves when an admin edits a course's title, and only once committed", async () => {
    const before = await version();
    const course = (await findAdminCourse(QUICK_COURSE_IDS.courseId))!;
    const saved = await updateCourse(
      course.id,
      {
        title: `${course.title} (revised)`,
        slug: course.slug,
        description: course.description ?? undefined,
        hours: course.hours,
        price: course.price ?? undefined,
        courseType: course.courseType,
        licenseType: course.licenseType ?? undefined,
        featured: course.featured ? "on" : undefined,
        mandatoryTopic: course.mandatoryTopic ? "on" : undefined,
        instructorId: course.instructorId ?? undefined,
        imageUrl: course.imageUrl ?? undefined,
        whoThisIsFor: course.whoThisIsFor ?? undefined,
      } as Parameters<typeof updateCourse>[1],
      { whatsIncluded: course.whatsIncluded, requirements: course.requirements },
      { userId: adminId },
    );
    expect(saved).toMatchObject({ ok: true });
    expect(await version()).toBeGreaterThan(before);
  });

  it("moves when an admin edits an instructor or the site settings", async () => {
    const before = await version();
    const course = (await findAdminCourse(QUICK_COURSE_IDS.courseId))!;
    const instructor = (await findAdminInstructor(course.instructorId!))!;
    await saveInstructor(
      instructor.id,
      {
        firstName: instructor.firstName,
        lastName: `${instructor.lastName}-Smith`,
        shortDescription: instructor.shortDescription ?? undefined,
        email: instructor.email ?? undefined,
        phone: instructor.phone ?? undefined,
        avatarUrl: instructor.avatarUrl ?? undefined,
        resumeBio: instructor.resumeBio ?? undefined,
      } as Parameters<typeof saveInstructor>[1],
      { userId: adminId },
    );
    const afterInstructor = await version();
    expect(afterInstructor).toBeGreaterThan(before);

    const settings = (await getSiteSettings())!;
    await updateSiteSettings({ ...editableSettings(settings), siteName: "Pelican Test School" }, { userId: adminId });
    expect(await version()).toBeGreaterThan(afterInstructor);
    expect(await getSiteName()).toBe("Pelican Test School");
  });
});

const copy = (version: number, bytes: number, storedAt = Date.now()): PageCopy => ({
  version,
  storedAt,
  parts: [Buffer.alloc(bytes)],
  headers: [],
  bytes,
});

describe("the copies a process keeps", () => {
  it("keeps copies of the version last read only, and drops them all when it moves", () => {
    const store = new PageCopyStore(1000, 60_000);
    store.observe(5);
    expect(store.set("/a", copy(5, 10))).toBe(true);
    expect(store.set("/b", copy(4, 10))).toBe(false);
    expect(store.get("/a", 5)).toBeDefined();
    expect(store.get("/a", 6)).toBeUndefined();
    store.set("/a", copy(5, 10));
    store.observe(6);
    expect(store.size).toBe(0);
    expect(store.get("/a", 6)).toBeUndefined();
    // A render that read version 5 before the edit finishes after it: its copy is not kept.
    expect(store.set("/a", copy(5, 10))).toBe(false);
  });

  it("bounds the bytes, dropping the least recently used, and the age", () => {
    const store = new PageCopyStore(100, 60_000);
    store.observe(1);
    store.set("/a", copy(1, 40));
    store.set("/b", copy(1, 40));
    store.get("/a", 1);
    store.set("/c", copy(1, 40));
    expect(store.get("/b", 1)).toBeUndefined();
    expect(store.get("/a", 1)).toBeDefined();
    expect(store.get("/c", 1)).toBeDefined();
    expect(store.bytes).toBe(80);
    store.set("/old", copy(1, 10, Date.now() - 61_000));
    expect(store.get("/old", 1)).toBeUndefined();
    expect(store.set("/huge", copy(1, 101))).toBe(false);
  });

  it("keeps a 200 without Set-Cookie for a marked request, and serves it with another nonce everywhere", async () => {
    const store = publicPageStore();
    const current = await version();
    store.observe(current);
    const nonce = "b2xkLW5vbmNlLW9sZC1ub25jZQ==";
    const body = Array.from({ length: 300 }, (_, i) => `<p>Course ${i}: Louisiana real estate</p>`).join("");
    const html = Buffer.from(`<html><script nonce="${nonce}">1</script>${body}<script nonce="${nonce}" src="/a.js"></script></html>`);
    const headers = new Headers({
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": `script-src 'nonce-${nonce}' 'strict-dynamic'`,
      "Content-Length": "123",
      Vary: "Accept-Encoding",
    });
    const mark = { key: "/ day auto 2026/2026", version: current };
    expect(keepPublicPage(undefined, { status: 200, headers, html, nonce })).toBe(false);
    expect(keepPublicPage(mark, { status: 404, headers, html, nonce })).toBe(false);
    const withCookie = new Headers(headers);
    withCookie.append("Set-Cookie", "toast=; Max-Age=0");
    expect(keepPublicPage(mark, { status: 200, headers: withCookie, html, nonce })).toBe(false);
    expect(store.get(mark.key, current)).toBeUndefined();

    expect(keepPublicPage(mark, { status: 200, headers, html, nonce })).toBe(true);
    const kept = store.get(mark.key, current)!;
    const fresh = renderCopy(kept, "bmV3LW5vbmNlLW5ldy1ub25jZQ==");
    const text = fresh.html.toString();
    expect(text).not.toContain(nonce);
    expect(text.match(/nonce="bmV3LW5vbmNlLW5ldy1ub25jZQ=="/g)).toHaveLength(2);
    expect(fresh.headers.get("Content-Security-Policy")).toBe("script-src 'nonce-bmV3LW5vbmNlLW5ldy1ub25jZQ==' 'strict-dynamic'");
    expect(fresh.headers.get("Content-Length")).toBeNull();
    expect(fresh.headers.get("Vary")).toBe("Accept-Encoding");
    expect(fresh.headers.get("Content-Type")).toBe("text/html; charset=utf-8");

    // gzip is spliced around the nonce (no compression per response); brotli and identity as the entry does.
    expect(kept.gzipParts).toHaveLength(3);
    const gzip = encodedCopy(kept, "bmV3LW5vbmNlLW5ldy1ub25jZQ==", "br, gzip");
    expect(gzip.encoding).toBe("gzip");
    expect(gunzipSync(gzip.bytes).equals(fresh.html)).toBe(true);
    expect(gzip.bytes.byteLength).toBeLessThan(gzipSync(fresh.html).byteLength * 1.2);
    const brotli = encodedCopy(kept, "bmV3LW5vbmNlLW5ldy1ub25jZQ==", "br");
    expect(brotli.encoding).toBe("br");
    expect(brotliDecompressSync(brotli.bytes).equals(fresh.html)).toBe(true);
    expect(encodedCopy(kept, "bmV3LW5vbmNlLW5ldy1ub25jZQ==", null).encoding).toBe("identity");
  });

  it("splices gzip only when it checks out: no NUL byte in the document, and the same nonce length", () => {
    const nonce = "b2xkLW5vbmNlLW9sZC1ub25jZQ==";
    const text = (extra: string) =>
      Buffer.from(`<script nonce="${nonce}"></script>${"<p>nonce-free text</p>".repeat(100)}${extra}<i nonce="${nonce}"></i>`);
    const parts = (html: Buffer) =>
      html
        .toString()
        .split(nonce)
        .map((piece) => Buffer.from(piece));
    expect(gzipPartsFor(parts(text("")), nonce.length)).toHaveLength(3);
    expect(gzipPartsFor(parts(text("\u0000")), nonce.length)).toBeNull();
    // Many random nonces: the answer is always the document with that nonce.
    const kept = parts(text(""));
    const deflated = gzipPartsFor(kept, nonce.length)!;
    const copyOf: PageCopy = {
      version: 1,
      storedAt: 0,
      parts: kept,
      headers: [],
      bytes: 0,
      gzipParts: deflated,
      nonceLength: nonce.length,
    };
    for (let i = 0; i < 50; i++) {
      const fresh = freshNonce();
      expect(gunzipSync(encodedCopy(copyOf, fresh, "gzip").bytes).toString()).toBe(text("").toString().split(nonce).join(fresh));
    }
  });
});
