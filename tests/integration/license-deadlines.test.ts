// License deadlines (decision 0027) from the database: each member's post-licensing and CE
// figures against hand-computed fixtures (a fixed "today"), the Compliance tab's filter and order, the
// user progress export's compliance columns, the learner's My Courses card, and the license fields
// saved by My Profile and by Manage Users' Edit User — and never another company's users.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { getCompanyCompliance, getStandingsOf } from "~/models/learning/license-deadlines.server";
import { getMonthlyCompletions } from "~/models/reporting/company-reports.server";
import { formatCertificateId, randomCertificateSuffix } from "~/rules/certificate-id";
import { addDays, louisianaToday } from "~/rules/license-deadlines";
import { USER_PROGRESS_HEADERS } from "~/rules/company-reports";
import { loader as reportsLoader } from "~/routes/company-dashboard+/reports._index/route";
import { loader as progressLoader } from "~/routes/company-dashboard+/reports.user-progress";
import { loader as studentHome } from "~/routes/student+/_index";
import { action as profileAction } from "~/routes/student+/profile";
import { action as editUserAction } from "~/routes/company-dashboard+/users.$userId.edit";
import { createLearner, reply, request, sessionCookie } from "../learners";

const { companies, courses, evaluations, generatedCertificates, profiles } = schema;
const TODAY = "2026-11-23";

let run = 0;
let evaluationId: string;

async function company(name: string) {
  const [row] = await getDb()
    .insert(companies)
    .values({ name: `${name} ${Date.now()}-${++run}`, allowedUserSeats: null })
    .returning({ id: companies.id });
  return row.id;
}

async function course(title: string, courseType: "Post-licensing" | "Continuing Education", hours: number, mandatoryTopic = false) {
  const [row] = await getDb()
    .insert(courses)
    .values({ slug: `deadline-${Date.now()}-${++run}`, title, courseType, hours, mandatoryTopic })
    .returning({ id: courses.id });
  return { id: row.id, title, courseType, hours };
}

async function certify(
  userId: string,
  c: { id: string; title: string; courseType: string },
  hours: number,
  completionDate: string,
  attemptNumber = 1,
) {
  await getDb()
    .insert(generatedCertificates)
    .values({
      userId,
      courseId: c.id,
      evaluationId,
      attemptNumber,
      uniqueCertificateId: formatCertificateId(c.id, randomCertificateSuffix()),
      completionDate,
      studentName: "Someone",
      courseTitle: c.title,
      courseType: c.courseType,
      hours,
    });
}

async function licensed(userId: string, licenseType: "salesperson" | "broker" | null, initialLicenseDate: string | null) {
  await getDb().update(profiles).set({ licenseType, initialLicenseDate }).where(eq(profiles.id, userId));
}

type Fixture = Awaited<ReturnType<typeof build>>;
let f: Fixture;

/**
 * Company A on 2026-11-23 (numbers worked out by hand):
 * - Sam (salesperson since 2026-06-10): post-licensing due 2026-12-07, 14 days left; PL Part 1 twice
 *   (15 h, a retake counts once) and Part 2 (10 h) done the day before his license (not counted): 15 h → at risk.
 *   His license year is 2026, so no CE yet.
 * - Otto (salesperson since 2026-01-15): due 2026-07-14, 132 days overdue with 30 h → overdue.
 * - Olivia (salesperson since 2025-03-01): post-licensing was due 2025-08-28, over a year ago (no longer
 *   shown); CE 2026: mandatory 4 h + 8 h = 12 h with the mandatory topic → complete → on track. Her 6 h on
 *   2025-12-31 count for 2025 only.
 * - Bea (broker, no date): CE 2026 8 h, no mandatory topic, 38 days left → on track.
 * - Nora (no license) and the admin: no license on file.
 * Company B: Zed, a salesperson as at risk as Sam — never in A's figures.
 */
async function build() {
  [{ id: evaluationId }] = await getDb().insert(evaluations).values({}).returning({ id: evaluations.id });
  const pl1 = await course("Post-licensing Part 1", "Post-licensing", 15);
  const pl2 = await course("Post-licensing Part 2", "Post-licensing", 10);
  const pl30 = await course("Post-licensing Bundle", "Post-licensing", 30);
  const mandatory = await course("2026 Mandatory CE", "Continuing Education", 4, true);
  const ce8 = await course("Contracts CE", "Continuing Education", 8);
  const ce6 = await course("Flood CE", "Continuing Education", 6);

  const a = await company("Deadline Realty");
  const admin = await createLearner({ companyId: a, role: "company_admin", firstName: "Ada", lastName: "Admin" });
  const sam = await createLearner({ companyId: a, firstName: "Sam", lastName: "Sales" });
  const otto = await createLearner({ companyId: a, firstName: "Otto", lastName: "Over" });
  const olivia = await createLearner({ companyId: a, firstName: "Olivia", lastName: "Olds" });
  const bea = await createLearner({ companyId: a, firstName: "Bea", lastName: "Broker" });
  const nora = await createLearner({ companyId: a, firstName: "Nora", lastName: "None" });
  await licensed(sam, "salesperson", "2026-06-10");
  await certify(sam, pl1, 15, "2026-07-01");
  await certify(sam, pl1, 15, "2026-08-01", 2);
  await certify(sam, pl2, 10, "2026-06-09");
  await licensed(otto, "salesperson", "2026-01-15");
  await certify(otto, pl30, 30, "2026-03-01");
  await licensed(olivia, "salesperson", "2025-03-01");
  await certify(olivia, mandatory, 4, "2026-02-01");
  await certify(olivia, ce8, 8, "2026-05-01");
  await certify(olivia, ce6, 6, "2025-12-31");
  await licensed(bea, "broker", null);
  await certify(bea, ce8, 8, "2026-10-01");

  const b = await company("Elsewhere Realty");
  const otherAdmin = await createLearner({ companyId: b, role: "company_admin", firstName: "Olga", lastName: "Other" });
  const zed = await createLearner({ companyId: b, firstName: "Zed", lastName: "Zulu" });
  await licensed(zed, "salesperson", "2026-06-10");

  return { pl1, a: { id: a, admin, sam, otto, olivia, bea, nora }, b: { id: b, admin: otherAdmin, zed } };
}

beforeAll(async () => {
  f = await build();
});

describe("deadline figures (today 2026-11-23)", () => {
  it("match the hand-computed fixtures", async () => {
    const { a } = f;
    const found = await getStandingsOf(a.id, [a.sam, a.otto, a.olivia, a.bea, a.nora], TODAY);
    const sam = found.get(a.sam)!;
    expect(sam.postLicensing).toMatchObject({ dueDate: "2026-12-07", daysLeft: 14, hoursDone: 15, status: "at_risk" });
    expect(sam.continuingEducation).toBeNull();
    expect(sam.status).toBe("at_risk");
    expect(found.get(a.otto)).toMatchObject({
      status: "overdue",
      postLicensing: { dueDate: "2026-07-14", daysLeft: -132, hoursDone: 30, status: "overdue" },
    });
    expect(found.get(a.olivia)).toMatchObject({
      status: "on_track",
      postLicensing: null,
      continuingEducation: { dueDate: "2026-12-31", daysLeft: 38, hoursDone: 12, mandatoryDone: true, status: "complete" },
      next: null,
    });
    expect(found.get(a.bea)).toMatchObject({
      status: "on_track",
      continuingEducation: { hoursDone: 8, mandatoryDone: false, status: "on_track" },
    });
    expect(found.get(a.nora)).toMatchObject({ status: "not_tracked", deadlines: [] });
  });

  it("never answer for another company's member, even when asked by id", async () => {
    const found = await getStandingsOf(f.a.id, [f.b.zed, f.a.sam], TODAY);
    expect([...found.keys()]).toEqual([f.a.sam]);
  });

  it("the Compliance list: counts, worst first, filter and pages", async () => {
    const all = await getCompanyCompliance(f.a.id, { status: "all", page: 1, today: TODAY });
    expect(all.counts).toEqual({ overdue: 1, at_risk: 1, on_track: 2, not_tracked: 2 });
    expect(all.members.map((m) => m.firstName)).toEqual(["Otto", "Sam", "Bea", "Olivia", "Ada", "Nora"]);
    const atRisk = await getCompanyCompliance(f.a.id, { status: "at_risk", page: 1, today: TODAY });
    expect(atRisk.members.map((m) => m.firstName)).toEqual(["Sam"]);
    expect((await getCompanyCompliance(f.a.id, { status: "overdue", page: 9, today: TODAY })).page).toBe(1);
  });
});

describe("through the pages (today's date)", () => {
  let live: { company: string; admin: string; agent: string; other: string };
  beforeAll(async () => {
    // An agent licensed 160 days ago: post-licensing due in 20 days with no hours → at risk, whatever today is.
    const company_ = await company("Live Realty");
    const admin = await createLearner({ companyId: company_, role: "company_admin", firstName: "Lia", lastName: "Live" });
    const agent = await createLearner({ companyId: company_, firstName: "Rita", lastName: "Risk" });
    await licensed(agent, "salesperson", addDays(louisianaToday(), -160));
    const elsewhere = await company("Other Live Realty");
    const other = await createLearner({ companyId: elsewhere, firstName: "Xena", lastName: "Xeno" });
    await licensed(other, "salesperson", addDays(louisianaToday(), -160));
    live = { company: company_, admin, agent, other };
  });

  it("the broker's Compliance tab filters to the at-risk agent of their own company only", async () => {
    const answer = await reply(() =>
      reportsLoader({
        request: request("/company-dashboard/reports?tab=compliance&status=at_risk", undefined),
        params: {},
        context: {},
      }),
    );
    expect(answer.status).toBe(302); // signed out
    const cookie = await sessionCookie(live.admin);
    const { data } = await reply(() =>
      reportsLoader({ request: request("/company-dashboard/reports?tab=compliance&status=at_risk", cookie), params: {}, context: {} }),
    );
    const view = (data as { view: { tab: string; compliance: { members: { firstName: string; status: string }[] } } }).view;
    expect(view.tab).toBe("compliance");
    expect(view.compliance.members.map((m) => [m.firstName, m.status])).toEqual([["Rita", "at_risk"]]);
  });

  it("the user progress export carries the compliance columns, for the company's members only", async () => {
    const response = (await progressLoader({
      request: request("/company-dashboard/reports/user-progress", await sessionCookie(live.admin)),
      params: {},
      context: {},
    })) as Response;
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe(USER_PROGRESS_HEADERS.join(","));
    const column = (name: string) => USER_PROGRESS_HEADERS.indexOf(name as (typeof USER_PROGRESS_HEADERS)[number]);
    const rita = lines.find((line) => line.includes("Rita"))!.split(",");
    expect(rita[column("license_type")]).toBe("salesperson");
    expect(rita[column("compliance_status")]).toBe("at_risk");
    expect(rita[column("post_licensing_due_date")]).toBe(addDays(louisianaToday(), 20));
    expect(rita[column("post_licensing_days_left")]).toBe("20");
    expect(rita[column("post_licensing_hours_done")]).toBe("0");
    const lia = lines.find((line) => line.includes("Lia"))!.split(",");
    expect(lia[column("compliance_status")]).toBe("not_tracked");
    expect(lines.join("\n")).not.toContain("Xena");
  });

  it("the agent's My Courses card shows the next deadline", async () => {
    const cookie = await sessionCookie(live.agent);
    const { data } = await reply(() => studentHome({ request: request("/student", cookie), params: {}, context: {} }));
    expect((data as { deadline: unknown }).deadline).toMatchObject({
      licensed: true,
      next: { kind: "post_licensing", daysLeft: 20, hoursDone: 0, status: "at_risk" },
      profileHref: "/student/profile",
    });
  });
});

const licenseOf = async (userId: string) =>
  (
    await getDb()
      .select({ licenseType: profiles.licenseType, initialLicenseDate: profiles.initialLicenseDate })
      .from(profiles)
      .where(eq(profiles.id, userId))
  )[0];

describe("the license fields are saved", () => {
  it("by the learner in My Profile; a bad date is refused with nothing written", async () => {
    const userId = await createLearner({ firstName: "Pia", lastName: "Profile" });
    const cookie = await sessionCookie(userId);
    const post = (fields: Record<string, string>) =>
      reply(() =>
        profileAction({
          request: request("/student/profile", cookie, { intent: "update-profile", firstName: "Pia", lastName: "Profile", ...fields }),
          params: {},
          context: {},
        }),
      );
    expect((await post({ licenseType: "salesperson", initialLicenseDate: "2026-01-15" })).status).toBe(302);
    expect(await licenseOf(userId)).toEqual({ licenseType: "salesperson", initialLicenseDate: "2026-01-15" });
    expect((await post({ licenseType: "salesperson", initialLicenseDate: "2026-02-30" })).status).toBe(400);
    expect((await post({ licenseType: "pilot", initialLicenseDate: "2026-01-20" })).status).toBe(400);
    expect(await licenseOf(userId)).toEqual({ licenseType: "salesperson", initialLicenseDate: "2026-01-15" });
    expect((await post({ licenseType: "", initialLicenseDate: "" })).status).toBe(302);
    expect(await licenseOf(userId)).toEqual({ licenseType: null, initialLicenseDate: null });
  });

  it("by the company admin in Edit User, for their own members only", async () => {
    const cookie = await sessionCookie(f.a.admin);
    const edit = (userId: string, fields: Record<string, string>) =>
      reply(() =>
        editUserAction({
          request: request(`/company-dashboard/users/${userId}/edit`, cookie, {
            intent: "edit",
            firstName: "Nora",
            lastName: "None",
            role: "student",
            accountStatus: "active",
            ...fields,
          }),
          params: { userId },
          context: {},
        }),
      );
    expect((await edit(f.a.nora, { licenseType: "broker", initialLicenseDate: "2019-05-01" })).status).toBe(302);
    expect(await licenseOf(f.a.nora)).toEqual({ licenseType: "broker", initialLicenseDate: "2019-05-01" });
    expect((await edit(f.b.zed, { licenseType: "broker", initialLicenseDate: "2019-05-01" })).status).toBe(404);
    expect(await licenseOf(f.b.zed)).toEqual({ licenseType: "salesperson", initialLicenseDate: "2026-06-10" });
    await licensed(f.a.nora, null, null);
  });
});

describe("the Overview's monthly series", () => {
  it("counts certificates and their hours per month for the last 12 months, zero-filled, company only", async () => {
    const months = await getMonthlyCompletions(f.a.id, TODAY);
    expect(months.map((m) => m.month)).toEqual([
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
    ]);
    const of = (month: string) => months.find((m) => m.month === month)!;
    // Dec 2025: Olivia's Flood CE (6 h). Feb: mandatory (4). Mar: Otto's 30. May: 8. Jun: Sam's Part 2 (10).
    // Jul and Aug: Sam's Part 1 and its retake (15 each). Oct: Bea's 8.
    expect([of("2025-12"), of("2026-02"), of("2026-03"), of("2026-07"), of("2026-08"), of("2026-10"), of("2026-11")]).toEqual([
      { month: "2025-12", completions: 1, hours: 6 },
      { month: "2026-02", completions: 1, hours: 4 },
      { month: "2026-03", completions: 1, hours: 30 },
      { month: "2026-07", completions: 1, hours: 15 },
      { month: "2026-08", completions: 1, hours: 15 },
      { month: "2026-10", completions: 1, hours: 8 },
      { month: "2026-11", completions: 0, hours: 0 },
    ]);
    expect(months.reduce((n, m) => n + m.completions, 0)).toBe(8);
  });
});
