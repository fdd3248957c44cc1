// Company Certificates (decision 0059): the list, its filters, the CSV and the ZIP of PDFs
// show only the signed-in admin's company's members' certificates issued since they joined; another
// company's and a pre-joining certificate never appear; learners and other companies are refused.
import { describe, expect, it, beforeAll } from "vitest";
import { eq } from "drizzle-orm";
import yauzl from "yauzl";
import { getDb, schema } from "~/db.server";
import { formatCertificateId, randomCertificateSuffix } from "~/rules/certificate-id";
import { loader as pageLoader } from "~/routes/company-dashboard+/company-certificates._index";
import { loader as csvLoader } from "~/routes/company-dashboard+/company-certificates.export";
import { loader as zipLoader } from "~/routes/company-dashboard+/company-certificates.download";
import { ZIP_CERTIFICATE_LIMIT } from "~/rules/company-certificates";
import { createLearner, reply, request, sessionCookie } from "../learners";
import { pdfIncludes, pdfText } from "../pdf-text";

const { companies, courses, evaluations, generatedCertificates, profiles } = schema;
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
async function course(title: string, courseType: "Pre-licensing" | "Continuing Education") {
  const [row] = await getDb()
    .insert(courses)
    .values({ slug: `${title.toLowerCase().replace(/\W+/g, "-")}-${Date.now()}-${++run}`, title, courseType, hours: 4 })
    .returning({ id: courses.id });
  return row.id;
}
let evaluationId: string;
async function certify(
  userId: string,
  courseId: string,
  title: string,
  courseType: string,
  completionDate: string,
  generatedAt = new Date(),
) {
  const uniqueCertificateId = formatCertificateId(courseId, randomCertificateSuffix());
  await getDb()
    .insert(generatedCertificates)
    .values({
      userId,
      courseId,
      evaluationId,
      uniqueCertificateId,
      completionDate,
      generatedAt,
      studentName: `Student ${title}`,
      courseTitle: title,
      courseType,
      hours: 4,
    });
  return uniqueCertificateId;
}

let f: Awaited<ReturnType<typeof build>>;
async function build() {
  [{ id: evaluationId }] = await getDb().insert(evaluations).values({}).returning({ id: evaluations.id });
  const law = await course("Agency Law", "Continuing Education");
  const pre = await course("Principles", "Pre-licensing");
  const a = await company("Able Realty");
  const admin = await createLearner({ companyId: a, role: "company_admin", firstName: "Rene", lastName: "Admin" });
  const ava = await createLearner({ companyId: a, firstName: "Ava", lastName: "Able" });
  const ben = await createLearner({ companyId: a, firstName: "Ben", lastName: "Baker" });
  // Ben joined 10 days ago (an invited account): his certificate from 20 days ago stays his own.
  await getDb()
    .update(profiles)
    .set({ companyJoinedAt: daysAgo(10) })
    .where(eq(profiles.id, ben));
  const avaLaw = await certify(ava, law, "Agency Law", "Continuing Education", "2026-11-18");
  await getDb().update(generatedCertificates).set({ licenseNumber: "=1+2" }).where(eq(generatedCertificates.uniqueCertificateId, avaLaw));
  const avaPre = await certify(ava, pre, "Principles", "Pre-licensing", "2026-10-02");
  const benLaw = await certify(ben, law, "Agency Law", "Continuing Education", "2026-11-20");
  const benBefore = await certify(ben, pre, "Principles", "Pre-licensing", "2026-11-06", daysAgo(20));
  const b = await company("Other Realty");
  const otherAdmin = await createLearner({ companyId: b, role: "company_admin", firstName: "Olga", lastName: "Other" });
  const zed = await createLearner({ companyId: b, firstName: "Zed", lastName: "Zulu" });
  const zedLaw = await certify(zed, law, "Agency Law", "Continuing Education", "2026-11-19");
  const learner = await createLearner({ firstName: "Lone", lastName: "Learner" });
  return {
    courses: { law, pre },
    a: { admin, ava, ben, cookie: await sessionCookie(admin) },
    b: { zed, cookie: await sessionCookie(otherAdmin) },
    learnerCookie: await sessionCookie(learner),
    certs: { avaLaw, avaPre, benLaw, benBefore, zedLaw },
  };
}
beforeAll(async () => {
  f = await build();
});

const PATH = "/company-dashboard/company-certificates";
async function listed(search = "", cookie = f.a.cookie) {
  const answer = await reply(() => pageLoader({ request: request(`${PATH}${search}`, cookie), params: {}, context: {} }));
  return {
    status: answer.status,
    ids: ((answer.data?.list?.certificates ?? []) as { uniqueCertificateId: string }[]).map((c) => c.uniqueCertificateId),
    data: answer.data,
  };
}

async function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          files.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.on("end", () => resolve());
    zip.on("error", reject);
    zip.readEntry();
  });
  return files;
}

describe("the list", () => {
  it("shows the company's members' certificates since joining, newest first — not another company's, not one from before joining", async () => {
    const { status, ids, data } = await listed();
    expect(status).toBe(200);
    expect(ids).toEqual([f.certs.benLaw, f.certs.avaLaw, f.certs.avaPre]);
    expect(data.list.total).toBe(3);
    expect(data.choices.members.map((m: { lastName: string }) => m.lastName)).toEqual(["Able", "Admin", "Baker"]);
    expect(data.choices.courses.map((c: { title: string }) => c.title)).toEqual(["Agency Law", "Principles"]);
  });

  it("filters by member, course, course type and issued date range (inclusive)", async () => {
    expect((await listed(`?member=${f.a.ava}`)).ids).toEqual([f.certs.avaLaw, f.certs.avaPre]);
    expect((await listed(`?course=${f.courses.pre}`)).ids).toEqual([f.certs.avaPre]);
    expect((await listed(`?type=Continuing+Education`)).ids).toEqual([f.certs.benLaw, f.certs.avaLaw]);
    expect((await listed(`?from=2026-11-18&to=2026-11-19`)).ids).toEqual([f.certs.avaLaw]);
    expect((await listed(`?member=${f.a.ben}&type=Pre-licensing`)).ids).toEqual([]);
  });

  it("a member id of another company narrows to nothing; bad filters are refused with a message", async () => {
    expect((await listed(`?member=${f.b.zed}`)).ids).toEqual([]);
    const bad = await listed(`?from=2026-12-01&to=2026-11-01`);
    expect(bad.status).toBe(400);
    expect(bad.data.error).toMatch(/on or before/);
    expect((await listed(`?type=Nonsense`)).status).toBe(400);
  });

  it("sends a learner away (302 /dashboard, as every company page) and shows another company's admin only their own", async () => {
    const learner = await reply(() => pageLoader({ request: request(PATH, f.learnerCookie), params: {}, context: {} }));
    expect([learner.status, learner.location]).toEqual([302, "/dashboard"]);
    expect((await listed("", f.b.cookie)).ids).toEqual([f.certs.zedLaw]);
    expect((await listed(`?member=${f.a.ava}`, f.b.cookie)).ids).toEqual([]);
  });
});

describe("impossible dates (decision 0078)", () => {
  // Before, ?from=0000-01-01 passed the shape check and PostgreSQL refused the year (22008): a 500 on
  // the page, the CSV and the ZIP. Now every one answers 400 with the message, before any query.
  const DATE_MESSAGE = "The 'Issued from' and 'Issued to' dates must be real days from 1900 to 2100, written YYYY-MM-DD.";
  it.each(["from=0000-01-01", "to=0000-01-01", "from=2027-02-31", "to=2027-13-01", "from=2027-00-15", "from=1899-12-31", "to=9999-12-31"])(
    "?%s: the page, the CSV and the ZIP answer 400 with a clear message",
    async (query) => {
      const page = await listed(`?${query}`);
      expect(page.status).toBe(400);
      expect(page.data.error).toBe(DATE_MESSAGE);
      for (const [run, path] of [
        [csvLoader, `${PATH}/export?${query}`],
        [zipLoader, `${PATH}/download?${query}`],
      ] as const) {
        const thrown = await run({ request: request(path, f.a.cookie), params: {}, context: {} }).then(
          (answer) => answer as Response,
          (error: unknown) => error as Response,
        );
        expect(thrown).toBeInstanceOf(Response);
        expect(thrown.status).toBe(400);
        expect(await thrown.text()).toBe(DATE_MESSAGE);
      }
    },
  );
});

describe("the CSV", () => {
  it("has one row per filtered certificate with its member and course, formulas neutralised", async () => {
    const response = (await csvLoader({
      request: request(`${PATH}/export?member=${f.a.ava}`, f.a.cookie),
      params: {},
      context: {},
    })) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toMatch(/company_certificates_\d{4}-\d{2}-\d{2}\.csv/);
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "certificate_id,member_first_name,member_last_name,member_email,license_number,course_title,course_type,hours,attempt,completion_date",
    );
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual([f.certs.avaLaw, f.certs.avaPre]);
    expect(lines[1]).toContain("Ava,Able,");
    expect(lines[1]).toMatch(/^[^,]+,Ava,Able,learner-\d+@example\.com,'=1\+2,Agency Law,Continuing Education,4,1,2026-11-18$/);
  });

  it("without filters lists the same three as the page; nothing matching goes back with a toast; a learner is sent away", async () => {
    const all = (await csvLoader({ request: request(`${PATH}/export`, f.a.cookie), params: {}, context: {} })) as Response;
    const ids = (await all.text())
      .trimEnd()
      .split("\r\n")
      .slice(1)
      .map((l) => l.split(",")[0]);
    expect(ids).toEqual([f.certs.benLaw, f.certs.avaLaw, f.certs.avaPre]);
    const none = await reply(() =>
      csvLoader({ request: request(`${PATH}/export?member=${f.b.zed}`, f.a.cookie), params: {}, context: {} }),
    );
    expect(none.status).toBe(302);
    expect(none.toast?.description).toBe("No certificates match these filters.");
    const learner = await reply(() => csvLoader({ request: request(`${PATH}/export`, f.learnerCookie), params: {}, context: {} }));
    expect([learner.status, learner.location]).toEqual([302, "/dashboard"]);
  });
});

describe("the ZIP", () => {
  it("holds exactly the filtered certificates' PDFs, each the certificate it is named after", async () => {
    const response = (await zipLoader({
      request: request(`${PATH}/download?type=Continuing+Education`, f.a.cookie),
      params: {},
      context: {},
    })) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    expect(response.headers.get("Content-Disposition")).toMatch(/company_certificates_\d{4}-\d{2}-\d{2}\.zip/);
    const files = await unzip(Buffer.from(await response.arrayBuffer()));
    const names = [...files.keys()];
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(new RegExp(`^Baker-Ben_Agency-Law_${f.certs.benLaw}\\.pdf$`));
    expect(names[1]).toMatch(new RegExp(`^Able-Ava_Agency-Law_${f.certs.avaLaw}\\.pdf$`));
    for (const [name, pdf] of files) {
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      const id = name.slice(name.lastIndexOf("_") + 1, -4);
      expect(pdfIncludes(pdfText(pdf), id)).toBe(true);
    }
  }, 60_000);

  it("never holds another company's or a pre-joining certificate", async () => {
    const response = (await zipLoader({ request: request(`${PATH}/download`, f.a.cookie), params: {}, context: {} })) as Response;
    const names = [...(await unzip(Buffer.from(await response.arrayBuffer()))).keys()];
    expect(names.map((n) => n.slice(n.lastIndexOf("_") + 1, -4))).toEqual([f.certs.benLaw, f.certs.avaLaw, f.certs.avaPre]);
    const other = (await zipLoader({ request: request(`${PATH}/download`, f.b.cookie), params: {}, context: {} })) as Response;
    const otherNames = [...(await unzip(Buffer.from(await other.arrayBuffer()))).keys()];
    expect(otherNames.map((n) => n.slice(n.lastIndexOf("_") + 1, -4))).toEqual([f.certs.zedLaw]);
  }, 60_000);

  it("sends a learner away (302 /dashboard, as every company page), bad filters (400), nothing matching and more than the cap (back with a toast)", async () => {
    const learner = await reply(() => zipLoader({ request: request(`${PATH}/download`, f.learnerCookie), params: {}, context: {} }));
    expect([learner.status, learner.location, learner.data]).toEqual([302, "/dashboard", null]);
    expect(
      (await reply(() => zipLoader({ request: request(`${PATH}/download?member=nope`, f.a.cookie), params: {}, context: {} }))).status,
    ).toBe(400);
    const none = await reply(() =>
      zipLoader({ request: request(`${PATH}/download?member=${f.b.zed}`, f.a.cookie), params: {}, context: {} }),
    );
    expect(none.status).toBe(302);
    expect(none.toast?.description).toBe("No certificates match these filters.");
    // Over the cap: a company with ZIP_CERTIFICATE_LIMIT + 1 certificates.
    const c = await company("Big Realty");
    const bigAdmin = await createLearner({ companyId: c, role: "company_admin" });
    const member = await createLearner({ companyId: c });
    await getDb()
      .insert(generatedCertificates)
      .values(
        Array.from({ length: ZIP_CERTIFICATE_LIMIT + 1 }, (_, i) => ({
          userId: member,
          courseId: f.courses.law,
          evaluationId,
          uniqueCertificateId: formatCertificateId(f.courses.law, randomCertificateSuffix()),
          attemptNumber: i + 1,
          completionDate: "2026-11-01",
          studentName: "Many",
          courseTitle: "Agency Law",
          courseType: "Continuing Education",
          hours: 4,
        })),
      );
    const cookie = await sessionCookie(bigAdmin);
    const tooMany = await reply(() => zipLoader({ request: request(`${PATH}/download`, cookie), params: {}, context: {} }));
    expect(tooMany.status).toBe(302);
    expect(tooMany.toast?.description).toMatch(/at most 100 certificates/);
  }, 60_000);
});
