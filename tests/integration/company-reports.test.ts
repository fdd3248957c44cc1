// Company Reports (decision 0027): every figure of /company-dashboard/reports and both CSV
// exports, checked against a small company built by hand (numbers worked out in the comments), and
// that another company's users never show up — in any tab, export or certificate download.
import { describe, expect, it, beforeAll } from "vitest";
import { getDb, schema } from "~/db.server";
import { formatCertificateId, randomCertificateSuffix } from "~/rules/certificate-id";
import { loader as reportsLoader } from "~/routes/company-dashboard+/reports._index/route";
import { loader as analyticsLoader } from "~/routes/company-dashboard+/reports.company-analytics";
import { loader as progressLoader } from "~/routes/company-dashboard+/reports.user-progress";
import { loader as pdfLoader } from "~/routes/_resources+/certificates.$certificateId[.pdf]";
import { createLearner, reply, request, sessionCookie } from "../learners";

const { companies, courses, evaluations, studentCourseAccess, userCourseProgressSummary, generatedCertificates } = schema;

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

let run = 0;
async function company(name: string) {
  const [row] = await getDb()
    .insert(companies)
    .values({ name: `${name} ${++run}`, allowedUserSeats: null })
    .returning({ id: companies.id });
  return row.id;
}

async function course(title: string, hours: number) {
  const [row] = await getDb()
    .insert(courses)
    .values({
      slug: `${title.toLowerCase().replace(/\W+/g, "-")}-${Date.now()}-${++run}`,
      title,
      courseType: "Continuing Education",
      hours,
    })
    .returning({ id: courses.id });
  return row.id;
}

let evaluationId: string;
async function enroll(
  userId: string,
  courseId: string,
  opts: { lastAccessed?: Date | null; progress?: number; lastCompleted?: Date | null } = {},
) {
  await getDb()
    .insert(studentCourseAccess)
    .values({ userId, courseId, accessType: "company_access", lastAccessedAt: opts.lastAccessed ?? null });
  if (opts.progress !== undefined) {
    await getDb()
      .insert(userCourseProgressSummary)
      .values({ userId, courseId, progressPercentage: opts.progress, lastCompletedAt: opts.lastCompleted ?? null });
  }
}

async function certify(userId: string, courseId: string, title: string, hours: number, completionDate: string) {
  const uniqueCertificateId = formatCertificateId(courseId, randomCertificateSuffix());
  await getDb().insert(generatedCertificates).values({
    userId,
    courseId,
    evaluationId,
    uniqueCertificateId,
    completionDate,
    studentName: "Someone",
    courseTitle: title,
    courseType: "Continuing Education",
    hours,
  });
  return uniqueCertificateId;
}

type Fixture = Awaited<ReturnType<typeof build>>;
let f: Fixture;

/**
 * Company A: Rene Admin (company admin, nothing), Ava Able, Ben Baker, Cara Cole. Company B: its admin
 * and Zed Zulu, who is active, enrolled and certified — and must never appear in A's reports.
 */
async function build() {
  [{ id: evaluationId }] = await getDb().insert(evaluations).values({}).returning({ id: evaluations.id });
  const law = await course("Agency Law", 4);
  const contracts = await course("Contracts", 8);
  const housing = await course("Fair Housing", 3);

  const a = await company("Able Realty");
  const admin = await createLearner({ companyId: a, role: "company_admin", firstName: "Rene", lastName: "Admin" });
  const ava = await createLearner({ companyId: a, firstName: "Ava", lastName: "Able" });
  const ben = await createLearner({ companyId: a, firstName: "Ben", lastName: "Baker" });
  const cara = await createLearner({ companyId: a, firstName: "Cara", lastName: "Cole", licenseNumber: "=1+2" });

  // Ava: Agency Law done 5 days ago (100 %), Contracts opened 10 days ago (50 %); certificate for Agency Law.
  await enroll(ava, law, { lastAccessed: daysAgo(6), progress: 100, lastCompleted: daysAgo(5) });
  await enroll(ava, contracts, { lastAccessed: daysAgo(10), progress: 50, lastCompleted: daysAgo(12) });
  const avaLaw = await certify(ava, law, "Agency Law", 4, "2026-11-18");
  // Ben: Contracts done 40 days ago (100 %, not active); certificates for Contracts and Fair Housing (since unenrolled).
  await enroll(ben, contracts, { lastAccessed: daysAgo(41), progress: 100, lastCompleted: daysAgo(40) });
  const benContracts = await certify(ben, contracts, "Contracts", 8, "2026-10-14");
  const benHousing = await certify(ben, housing, "Fair Housing", 3, "2026-09-01");
  // Cara: enrolled in Agency Law, never opened it (no summary: 0 %).
  await enroll(cara, law);

  const b = await company("Other Realty");
  const otherAdmin = await createLearner({ companyId: b, role: "company_admin", firstName: "Olga", lastName: "Other" });
  const zed = await createLearner({ companyId: b, firstName: "Zed", lastName: "Zulu" });
  await enroll(zed, law, { lastAccessed: daysAgo(1), progress: 80, lastCompleted: daysAgo(1) });
  await enroll(zed, housing, { lastAccessed: daysAgo(2), progress: 100, lastCompleted: daysAgo(2) });
  const zedLaw = await certify(zed, law, "Agency Law", 4, "2026-11-20");
  await certify(zed, housing, "Fair Housing", 3, "2026-11-21");
  await certify(zed, contracts, "Contracts", 8, "2026-11-22");

  return {
    courses: { law, contracts, housing },
    a: { id: a, admin, ava, ben, cara, cookie: await sessionCookie(admin) },
    b: { id: b, admin: otherAdmin, zed, cookie: await sessionCookie(otherAdmin) },
    certificates: { avaLaw, benContracts, benHousing, zedLaw },
  };
}

beforeAll(async () => {
  f = await build();
});

const page = async (search: string, cookie = f.a.cookie) => {
  const answer = await reply(() =>
    reportsLoader({ request: request(`/company-dashboard/reports${search}`, cookie), params: {}, context: {} }),
  );
  expect(answer.status).toBe(200);
  return answer.data;
};

async function csv(loader: typeof analyticsLoader, path: string, cookie = f.a.cookie) {
  const response = (await loader({ request: request(path, cookie), params: {}, context: {} })) as Response;
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  const text = await response.text();
  return { disposition: response.headers.get("Content-Disposition"), lines: text.trimEnd().split("\r\n") };
}

describe("stat cards", () => {
  it("count users, active users (30 days), enrollments, certificates and the average completion", async () => {
    const data = await page("");
    // 4 members; only Ava was active in 30 days; enrollments 2 + 1 + 1; certificates 1 + 2;
    // completion (100 + 50 + 100 + 0) / 4 = 62.5.
    expect(data.stats).toEqual({ totalUsers: 4, activeUsers: 1, totalEnrollments: 4, totalCertificates: 3, averageCompletionRate: 62.5 });
    expect(data.query.tab).toBe("overview");
    // Company B: Olga and Zed; Zed active; 2 enrollments; 3 certificates; (80 + 100) / 2 = 90.
    expect((await page("", f.b.cookie)).stats).toEqual({
      totalUsers: 2,
      activeUsers: 1,
      totalEnrollments: 2,
      totalCertificates: 3,
      averageCompletionRate: 90,
    });
  });

  it("are open to company admins only", async () => {
    const member = await reply(() =>
      reportsLoader({ request: request("/company-dashboard/reports", f.a.cookie.replace(/=.*/, "=nope")), params: {}, context: {} }),
    );
    expect(member.status).toBe(302);
    const agent = await reply(async () =>
      reportsLoader({ request: request("/company-dashboard/reports", await sessionCookie(f.a.ava)), params: {}, context: {} }),
    );
    expect(agent.status).toBe(302);
    expect(agent.location).not.toContain("/company-dashboard/reports");
  });
});

describe("overview", () => {
  it("ranks the top learners by completions and by hours, leaving out members with none", async () => {
    const { view } = await page("?tab=overview");
    const names = (list: { firstName: string; completions: number; totalHours: number }[]) =>
      list.map((e) => [e.firstName, e.completions, e.totalHours]);
    expect(names(view.leaderboard.topByCompletions)).toEqual([
      ["Ben", 2, 11],
      ["Ava", 1, 4],
    ]);
    expect(names(view.leaderboard.topByHours)).toEqual([
      ["Ben", 2, 11],
      ["Ava", 1, 4],
    ]);
  });

  it("lists the enrollments active in the last 30 days, most recent first", async () => {
    const { view } = await page("?tab=overview");
    expect(view.active).toMatchObject({ learnerCount: 1, more: false });
    expect(
      view.active.learners.map((l: { userName: string; courseTitle: string; progressPercentage: number }) => [
        l.userName,
        l.courseTitle,
        l.progressPercentage,
      ]),
    ).toEqual([
      ["Ava Able", "Agency Law", 100],
      ["Ava Able", "Contracts", 50],
    ]);
    expect(Math.abs(view.active.learners[0].lastActivity - daysAgo(5).getTime())).toBeLessThan(60_000);
  });

  it("lists the 50 most recent of more, even when another member's latest activity is in a course they left", async () => {
    const c = await company("Busy Realty");
    const admin = await createLearner({ companyId: c, role: "company_admin", firstName: "Busy", lastName: "Admin" });
    const { law, housing } = f.courses;
    const now = Date.now();
    const ago = (days: number) => new Date(now - days * DAY);
    // 50 members, each active in one course, every 12 hours from 12 hours to 25 days ago.
    for (let i = 1; i <= 50; i++) {
      const member = await createLearner({ companyId: c, firstName: "Member", lastName: String(i).padStart(2, "0") });
      await enroll(member, law, { lastAccessed: ago(i / 2), progress: 10 });
    }
    // Eve: the 51st most recent enrollment (26 days). Lou: an enrollment 27 days ago, and progress completed
    // today in a course he has since left — his latest activity, but not a course he is enrolled in.
    const eve = await createLearner({ companyId: c, firstName: "Eve", lastName: "Early" });
    await enroll(eve, housing, { lastAccessed: ago(26) });
    const lou = await createLearner({ companyId: c, firstName: "Lou", lastName: "Late" });
    await enroll(lou, law, { lastAccessed: ago(27) });
    await getDb()
      .insert(userCourseProgressSummary)
      .values({ userId: lou, courseId: housing, progressPercentage: 30, lastCompletedAt: ago(0) });
    // Ida: 45 days ago, not active.
    const ida = await createLearner({ companyId: c, firstName: "Ida", lastName: "Idle" });
    await enroll(ida, law, { lastAccessed: ago(45) });

    const { view } = await page("?tab=overview", await sessionCookie(admin));
    expect(view.active).toMatchObject({ learnerCount: 52, more: true });
    expect(view.active.learners.map((l: { lastName: string }) => l.lastName)).toEqual(
      Array.from({ length: 50 }, (_, i) => String(i + 1).padStart(2, "0")),
    );
  });
});

describe("courses", () => {
  const rows = (
    courses: { courseTitle: string; enrollmentCount: number; completionCount: number; averageCompletionPercentage: number }[],
  ) => courses.map((c) => [c.courseTitle, c.enrollmentCount, c.completionCount, c.averageCompletionPercentage]);

  it("shows enrollments, completions and average completion per course, most enrollments first", async () => {
    const { view } = await page("?tab=courses");
    // Agency Law: Ava + Cara, (100 + 0) / 2; Contracts: Ava + Ben, (50 + 100) / 2; Fair Housing: Ben's certificate only (finished and unenrolled: 100 %, decision 0057).
    expect(rows(view.courses)).toEqual([
      ["Agency Law", 2, 1, 50],
      ["Contracts", 2, 1, 75],
      ["Fair Housing", 0, 1, 100],
    ]);
  });

  it("sorts by any column, both ways, and ignores unknown sorts", async () => {
    expect(rows((await page("?tab=courses&sort=average&dir=desc")).view.courses).map((r) => r[0])).toEqual([
      "Fair Housing",
      "Contracts",
      "Agency Law",
    ]);
    expect(rows((await page("?tab=courses&sort=title&dir=desc")).view.courses).map((r) => r[0])).toEqual([
      "Fair Housing",
      "Contracts",
      "Agency Law",
    ]);
    expect(rows((await page("?tab=courses&sort=completions&dir=asc")).view.courses).map((r) => r[0])).toEqual([
      "Agency Law",
      "Contracts",
      "Fair Housing",
    ]);
    const odd = await page("?tab=courses&sort=drop%20table&dir=sideways");
    expect(odd.query).toMatchObject({ sort: "enrollments", dir: "desc" });
  });
});

describe("users", () => {
  it("shows each member's enrollments, certificates, hours and last activity, by last name", async () => {
    const { view } = await page("?tab=users");
    const history = view.history;
    expect(history).toMatchObject({ total: 4, page: 1, pages: 1 });
    expect(
      history.users.map((u: { firstName: string; enrollments: number; certificates: unknown[]; hours: number }) => [
        u.firstName,
        u.enrollments,
        u.certificates.length,
        u.hours,
      ]),
    ).toEqual([
      ["Ava", 2, 1, 4],
      ["Rene", 0, 0, 0],
      ["Ben", 1, 2, 11],
      ["Cara", 1, 0, 0],
    ]);
    const ben = history.users[2];
    expect(Math.abs(ben.lastActivity - daysAgo(40).getTime())).toBeLessThan(60_000);
    expect(history.users[3].lastActivity).toBeNull();
    expect(ben.certificates.map((c: { uniqueCertificateId: string }) => c.uniqueCertificateId)).toEqual([
      f.certificates.benContracts,
      f.certificates.benHousing,
    ]);
  });

  it("searches by name, case-insensitive, never by e-mail, and not across companies", async () => {
    const names = async (q: string) =>
      (await page(`?tab=users&q=${encodeURIComponent(q)}&page=3`)).view.history.users.map((u: { firstName: string }) => u.firstName);
    expect(await names("BEN BA")).toEqual(["Ben"]);
    expect(await names("zed")).toEqual([]);
    expect(await names("learner-")).toEqual([]);
    expect(await names("%")).toEqual([]);
  });

  it("pages by 20 and keeps an out-of-range page on the last one", async () => {
    const c = await company("Big Realty");
    const admin = await createLearner({ companyId: c, role: "company_admin", firstName: "Aaron", lastName: "Aardvark" });
    for (let i = 1; i <= 20; i++)
      await createLearner({ companyId: c, firstName: "Agent", lastName: `Number ${String(i).padStart(2, "0")}` });
    const cookie = await sessionCookie(admin);
    const first = (await page("?tab=users", cookie)).view.history;
    expect(first).toMatchObject({ total: 21, page: 1, pages: 2 });
    expect(first.users).toHaveLength(20);
    // No certificates: empty leaderboards, the totals still there.
    const overview = await page("", cookie);
    expect(overview.stats).toMatchObject({ totalUsers: 21, activeUsers: 0, totalEnrollments: 0, averageCompletionRate: 0 });
    expect(overview.view.leaderboard).toEqual({ topByCompletions: [], topByHours: [] });
    const second = (await page("?tab=users&page=9", cookie)).view.history;
    expect(second).toMatchObject({ page: 2 });
    expect(second.users.map((u: { lastName: string }) => u.lastName)).toEqual(["Number 20"]);
  });

  it("lets the company admin download their members' certificates and nobody else's", async () => {
    const pdf = (id: string, cookie: string) =>
      reply(() => pdfLoader({ request: request(`/certificates/${id}.pdf`, cookie), params: { certificateId: id }, context: {} }));
    const own = (await pdfLoader({
      request: request(`/certificates/${f.certificates.benContracts}.pdf`, f.a.cookie),
      params: { certificateId: f.certificates.benContracts },
      context: {},
    })) as Response;
    expect(own.status).toBe(200);
    expect(own.headers.get("Content-Type")).toBe("application/pdf");
    expect((await pdf(f.certificates.zedLaw, f.a.cookie)).status).toBe(404);
    expect((await pdf(f.certificates.benContracts, f.b.cookie)).status).toBe(404);
    expect((await pdf(f.certificates.avaLaw, await sessionCookie(f.a.cara))).status).toBe(404);
  });
});

describe("exports", () => {
  it("company_analytics: one row per course, by title, from the company's members only", async () => {
    const { disposition, lines } = await csv(analyticsLoader, "/company-dashboard/reports/company-analytics");
    expect(disposition).toMatch(/^attachment; filename="company_analytics_\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(lines).toEqual([
      "course_id,course_title,course_type,course_hours,enrollments,completions,certificates,average_completion_percentage,certified_hours",
      `${f.courses.law},Agency Law,Continuing Education,4,2,1,1,50,4`,
      `${f.courses.contracts},Contracts,Continuing Education,8,2,1,1,75,8`,
      `${f.courses.housing},Fair Housing,Continuing Education,3,0,1,1,100,3`,
    ]);
  });

  it("user_progress: one row per member and course, neutralised formulas, no other company's users", async () => {
    const { disposition, lines } = await csv(progressLoader, "/company-dashboard/reports/user-progress");
    expect(disposition).toMatch(/^attachment; filename="user_progress_\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(lines[0]).toBe(
      "user_id,first_name,last_name,email,license_number,account_status,course_title,course_type,enrolled_at,progress_percentage,last_activity,completed_at,certificate_id,certified_hours," +
        "license_type,initial_license_date,compliance_status,post_licensing_due_date,post_licensing_days_left,post_licensing_hours_done," +
        "post_licensing_status,ce_due_date,ce_days_left,ce_hours_done,ce_mandatory_done,ce_status",
    );
    const cells = lines.slice(1).map((line) => line.split(","));
    const pick = (row: string[]) => [row[1], row[2], row[4], row[6], row[9], row[11], row[12], row[13]];
    expect(cells.map(pick)).toEqual([
      ["Ava", "Able", "", "Agency Law", "100", "2026-11-18", f.certificates.avaLaw, "4"],
      ["Ava", "Able", "", "Contracts", "50", "", "", ""],
      ["Rene", "Admin", "", "", "", "", "", ""],
      ["Ben", "Baker", "", "Contracts", "100", "2026-10-14", f.certificates.benContracts, "8"],
      ["Ben", "Baker", "", "Fair Housing", "", "2026-09-01", f.certificates.benHousing, "3"],
      ["Cara", "Cole", "'=1+2", "Agency Law", "0", "", "", ""],
    ]);
    expect(cells[0][9 - 1]).toMatch(/^\d{4}-\d{2}-\d{2}T/); // enrolled_at
    expect(cells[4][8]).toBe(""); // no longer enrolled
    expect(lines.join("\n")).not.toContain("Zulu");
  });

  it("streams the user progress export in pages (keyset) without losing or repeating anyone", async () => {
    const { exportUserProgress } = await import("~/models/reporting/company-reports.server");
    const seen: string[] = [];
    let pages = 0;
    for await (const rows of exportUserProgress(f.a.id, "2026-06-01", 1)) {
      pages++;
      seen.push(...rows.map((r) => `${r.firstName}:${r.courseTitle ?? ""}`));
    }
    expect(pages).toBe(4);
    expect(seen).toEqual(["Ava:Agency Law", "Ava:Contracts", "Rene:", "Ben:Contracts", "Ben:Fair Housing", "Cara:Agency Law"]);
  });

  it("gives another company's admin only their own company's rows", async () => {
    const { lines } = await csv(progressLoader, "/company-dashboard/reports/user-progress", f.b.cookie);
    expect(lines.slice(1).map((l) => l.split(",").slice(1, 3).join(" ") + ":" + l.split(",")[6])).toEqual([
      "Olga Other:",
      "Zed Zulu:Agency Law",
      "Zed Zulu:Contracts",
      "Zed Zulu:Fair Housing",
    ]);
    const analytics = await csv(analyticsLoader, "/company-dashboard/reports/company-analytics", f.b.cookie);
    // Zed: enrolled in Agency Law (80 %) and Fair Housing (100 %), certified in all three.
    expect(analytics.lines.slice(1).map((l) => l.split(",").slice(1).join(","))).toEqual([
      "Agency Law,Continuing Education,4,1,1,1,80,4",
      "Contracts,Continuing Education,8,0,1,1,100,8",
      "Fair Housing,Continuing Education,3,1,1,1,100,3",
    ]);
  });
});
