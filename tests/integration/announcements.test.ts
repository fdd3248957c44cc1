// The announcements bell (requirements announcements-bell, signed-in-state-flows Announcements, requirements signed-in-operations, signed-in-constants; docs/decisions/0024-student-area.md):
// targeting for every target type, the sign-up cut-off, the 50 limit and the 99+ badge, marking one
// and all read through POST /announcements as the browser posts it, and concurrent marks.
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { getAnnouncementFeed, getBellData, markAllAnnouncementsRead } from "~/models/operations/announcement.server";
import { isTargeted, type AnnouncementTarget } from "~/rules/announcements";
import { ANNOUNCEMENT_MESSAGES, action } from "~/routes/_resources+/announcements";
import { loader as studentLayout } from "~/routes/student+/_layout";
import { createLearner, reply, request, sessionCookie } from "../learners";

const { announcements, announcementReads, companies, userRoles } = schema;

let made = 0;

async function company() {
  const [row] = await getDb()
    .insert(companies)
    .values({ name: `Company ${++made}` })
    .returning({ id: companies.id });
  return row.id;
}

async function announce(fields: {
  title?: string;
  message?: string;
  targetType?: AnnouncementTarget;
  selectedStudentIds?: string[];
  selectedCompanyIds?: string[];
  status?: "draft" | "published" | "archived";
  createdAt?: Date;
}) {
  const [row] = await getDb()
    .insert(announcements)
    .values({ title: fields.title ?? `Announcement ${++made}`, message: fields.message ?? "<p>Hello</p>", status: "published", ...fields })
    .returning();
  return row;
}

async function audienceOf(userId: string) {
  const [profile] = await getDb()
    .select({ companyId: schema.profiles.companyId })
    .from(schema.profiles)
    .where(eq(schema.profiles.id, userId));
  const roles = (await getDb().select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))).map((r) => r.role);
  return { userId, roles, companyId: profile.companyId };
}

async function feedTitles(userId: string, prefix: string) {
  const feed = await getAnnouncementFeed(await audienceOf(userId));
  return feed.items.map((item) => item.title).filter((title) => title.startsWith(prefix));
}

const post = (cookie: string | null, fields: Record<string, string>) =>
  reply(() => action({ request: request("/announcements", cookie, fields), params: {}, context: {} }));

async function readsOf(userId: string) {
  const [{ n }] = await getDb().select({ n: count() }).from(announcementReads).where(eq(announcementReads.userId, userId));
  return n;
}

describe("who sees an announcement", () => {
  it("follows target_type for every kind of user, and the SQL agrees with the rule", async () => {
    const bayou = await company();
    const other = await company();
    const individual = await createLearner();
    const member = await createLearner({ companyId: bayou });
    const companyAdmin = await createLearner({ companyId: bayou, role: "company_admin" });
    const otherMember = await createLearner({ companyId: other });
    const admin = await createLearner({ role: "admin" });
    const reviewer = await createLearner({ role: "reviewer" });
    const people = { individual, member, companyAdmin, otherMember, admin, reviewer };

    const made = [
      await announce({ title: "T1 all", targetType: "all" }),
      await announce({ title: "T1 students", targetType: "students" }),
      await announce({ title: "T1 companies", targetType: "companies" }),
      await announce({ title: "T1 selected students", targetType: "selected_students", selectedStudentIds: [individual, admin] }),
      await announce({ title: "T1 selected companies", targetType: "selected_companies", selectedCompanyIds: [bayou] }),
      await announce({ title: "T1 draft", targetType: "all", status: "draft" }),
      await announce({ title: "T1 archived", targetType: "all", status: "archived" }),
    ];

    const seen: Record<string, string[]> = {};
    for (const [name, id] of Object.entries(people)) {
      seen[name] = (await feedTitles(id, "T1 ")).sort();
      const audience = await audienceOf(id);
      const expected = made
        .filter((a) => a.status === "published" && isTargeted(a, audience))
        .map((a) => a.title)
        .sort();
      expect(seen[name], name).toEqual(expected);
    }
    expect(seen).toEqual({
      individual: ["T1 all", "T1 selected students", "T1 students"],
      member: ["T1 all", "T1 companies", "T1 selected companies", "T1 students"],
      companyAdmin: ["T1 all", "T1 companies", "T1 selected companies"],
      otherMember: ["T1 all", "T1 companies", "T1 students"],
      admin: ["T1 all", "T1 selected students"],
      reviewer: ["T1 all"],
    });
  });

  it("leaves out announcements created before the user signed up, newest first", async () => {
    const learner = await createLearner();
    const toLearner = { targetType: "selected_students" as const, selectedStudentIds: [learner] };
    await announce({ title: "T2 before", createdAt: new Date(Date.now() - 86_400_000), ...toLearner });
    await announce({ title: "T2 first", createdAt: new Date(Date.now() + 1_000), ...toLearner });
    await announce({ title: "T2 second", createdAt: new Date(Date.now() + 2_000), ...toLearner });
    expect(await feedTitles(learner, "T2 ")).toEqual(["T2 second", "T2 first"]);
  });
});

describe("the list and the badge", () => {
  it("lists at most 50 but counts every unread one, and the badge shows 99+", async () => {
    const learner = await createLearner();
    const base = Date.now() + 60_000;
    await getDb()
      .insert(announcements)
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          title: `T3 ${i}`,
          message: "<p>x</p>",
          targetType: "selected_students" as const,
          selectedStudentIds: [learner],
          status: "published" as const,
          createdAt: new Date(base + i * 1000),
        })),
      );
    const feed = await getAnnouncementFeed(await audienceOf(learner));
    expect(feed.items).toHaveLength(50);
    expect(feed.items[0].title).toBe("T3 119");
    expect(feed.unreadCount).toBeGreaterThanOrEqual(120);
  });

  it("sends sanitised bodies to the browser: no script, no event handlers", async () => {
    const learner = await createLearner();
    await announce({
      title: "T4 hostile",
      targetType: "selected_students",
      selectedStudentIds: [learner],
      message: '<p>Hi<script>window.hacked=1</script><img src="x.png" onerror="window.hacked=1"><a href="javascript:alert(1)">go</a></p>',
    });
    const bell = await getBellData(await audienceOf(learner));
    const item = bell.items.find((i) => i.title === "T4 hostile")!;
    expect(item.html).not.toMatch(/script|onerror|javascript:/i);
    expect(item.html).toContain("<p>Hi");
    expect(item.dateLabel).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
  });

  it("the student layout sends the bell's data with the page", async () => {
    const learner = await createLearner();
    await announce({ title: "T5 hello", targetType: "selected_students", selectedStudentIds: [learner] });
    const page = await reply(() => studentLayout({ request: request("/student", null), params: {}, context: {} }));
    expect(page).toMatchObject({ status: 302 });
    const cookie = await sessionCookie(learner);
    const signedIn = await reply(() => studentLayout({ request: request("/student", cookie), params: {}, context: {} }));
    expect(signedIn.data.announcements.unreadCount).toBe(1);
    expect(signedIn.data.announcements.items.map((i: { title: string }) => i.title)).toEqual(["T5 hello"]);
  });
});

describe("marking read", () => {
  it("marks one (plain form: redirect back with a toast), then all; reads never revert", async () => {
    const learner = await createLearner();
    const cookie = await sessionCookie(learner);
    const first = await announce({ title: "T6 a", targetType: "selected_students", selectedStudentIds: [learner] });
    await announce({ title: "T6 b", targetType: "selected_students", selectedStudentIds: [learner] });
    await announce({ title: "T6 c", targetType: "selected_students", selectedStudentIds: [learner] });

    expect(await post(cookie, { intent: "mark-read", announcementId: first.id, redirectTo: "/student/profile" })).toMatchObject({
      status: 302,
      location: "/student/profile",
      toast: { title: ANNOUNCEMENT_MESSAGES.marked },
    });
    const [firstRead] = await getDb()
      .select()
      .from(announcementReads)
      .where(and(eq(announcementReads.userId, learner), eq(announcementReads.announcementId, first.id)));
    let feed = await getAnnouncementFeed(await audienceOf(learner));
    expect(feed.unreadCount).toBe(2);
    expect(feed.items.find((i) => i.id === first.id)?.read).toBe(true);

    // With JavaScript (no redirectTo): JSON. Marking again keeps the first read time.
    expect(await post(cookie, { intent: "mark-read", announcementId: first.id })).toMatchObject({ status: 200, data: { ok: true } });
    const [again] = await getDb()
      .select()
      .from(announcementReads)
      .where(and(eq(announcementReads.userId, learner), eq(announcementReads.announcementId, first.id)));
    expect(again.readAt).toEqual(firstRead.readAt);

    expect(await post(cookie, { intent: "mark-all-read", redirectTo: "/student" })).toMatchObject({
      status: 302,
      location: "/student",
      toast: { title: ANNOUNCEMENT_MESSAGES.allMarked },
    });
    feed = await getAnnouncementFeed(await audienceOf(learner));
    expect(feed.unreadCount).toBe(0);
    expect(feed.items.every((i) => i.read)).toBe(true);
  });

  it("refuses an announcement the user cannot see, a bad id, and a visitor", async () => {
    const learner = await createLearner();
    const someoneElse = await createLearner();
    const cookie = await sessionCookie(learner);
    const hidden = await announce({ title: "T7 hidden", targetType: "selected_students", selectedStudentIds: [someoneElse] });
    expect(await post(cookie, { intent: "mark-read", announcementId: hidden.id })).toMatchObject({
      status: 404,
      data: { ok: false, error: ANNOUNCEMENT_MESSAGES.notFound },
    });
    expect(await post(cookie, { intent: "mark-read", announcementId: "nope" })).toMatchObject({ status: 400 });
    expect(await post(cookie, { intent: "explode" })).toMatchObject({ status: 400 });
    expect((await post(null, { intent: "mark-all-read" })).status).toBe(302);
    expect(await readsOf(learner)).toBe(0);
  });

  it("two concurrent 'mark all read' create each read once", async () => {
    const learner = await createLearner();
    for (let i = 0; i < 5; i++) await announce({ title: `T8 ${i}`, targetType: "selected_students", selectedStudentIds: [learner] });
    const audience = await audienceOf(learner);
    const visible = (await getAnnouncementFeed(audience)).items.length;
    const results = await Promise.all([
      markAllAnnouncementsRead(audience),
      markAllAnnouncementsRead(audience),
      markAllAnnouncementsRead(audience),
    ]);
    expect(results.reduce((a, b) => a + b, 0)).toBe(visible);
    expect(await readsOf(learner)).toBe(visible);
    expect((await getAnnouncementFeed(audience)).unreadCount).toBe(0);
  });
});
