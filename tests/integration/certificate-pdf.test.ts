// The certificate PDF route: the learner, their company's admin and admins get the PDF, with the
// learner's name, course, hours and id in it, and a QR code of the verification URL (read back with
// `pdftoppm` and `zbarimg` where poppler-utils and zbar-tools are installed); another learner and
// another company's admin get 404.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { COURSE_SLUGS, QUICK_COURSE_IDS, seed, seedIds } from "../../db/seed";
import { getDb, schema } from "~/db.server";
import { issueCertificate, type GeneratedCertificate } from "~/models/certificates/certificate.server";
import { confirmEmail, createAccount } from "~/models/accounts/user.server";
import { loader } from "~/routes/_resources+/certificates.$certificateId[.pdf]";
import { env } from "~/utils/env.server";
import { sessionCookie } from "../learners";
import { pdfIncludes, pdfText } from "../pdf-text";

function hasTools(): boolean {
  try {
    execFileSync("pdftoppm", ["-v"], { stdio: "ignore" });
    execFileSync("zbarimg", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** The QR codes on the PDF's first page: rasterised with pdftoppm, read with zbarimg. */
function qrCodesIn(pdf: Uint8Array): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "certificate-qr-"));
  writeFileSync(path.join(dir, "certificate.pdf"), pdf);
  execFileSync("pdftoppm", ["-r", "150", "-gray", "-singlefile", "-f", "1", path.join(dir, "certificate.pdf"), path.join(dir, "page")]);
  const out = execFileSync("zbarimg", ["-q", "--raw", path.join(dir, "page.pgm")], { stdio: ["ignore", "pipe", "ignore"] });
  return out.toString("utf8").split("\n").filter(Boolean);
}

let certificate: GeneratedCertificate;
let otherCompanyAdmin: string;

async function fetchPdf(userId: string | null, id = certificate.uniqueCertificateId) {
  const headers = userId ? { Cookie: await sessionCookie(userId) } : undefined;
  const request = new Request(`http://localhost/certificates/${id}.pdf`, { headers });
  try {
    return await loader({ request, params: { certificateId: id }, context: {} });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

beforeAll(async () => {
  await seed(getDb());
  const agent = seedIds.user("agent@pelican.test");
  certificate = (await getDb().transaction((tx) =>
    issueCertificate(tx, {
      userId: agent,
      courseId: seedIds.course(COURSE_SLUGS.ceEthics), // the seeded one is flood zones
      evaluationId: QUICK_COURSE_IDS.evaluationId,
      now: new Date("2026-02-10T18:00:00Z"),
    }),
  ))!;
  otherCompanyAdmin = await getDb().transaction(async (tx) => {
    const [company] = await tx.insert(schema.companies).values({ name: "Other Realty" }).returning();
    const id = await createAccount(tx, {
      email: "other-admin@example.com",
      password: null,
      firstName: "Other",
      lastName: "Admin",
      companyId: company.id,
      role: "company_admin",
    });
    await confirmEmail(tx, id);
    return id;
  });
});

describe("GET /certificates/{id}.pdf", () => {
  it("gives the learner a PDF with their name, course, hours and certificate id", async () => {
    const response = await fetchPdf(seedIds.user("agent@pelican.test"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toMatch(/^inline; filename="pelican-certificate-[0-9A-Z]{10}\.pdf"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const text = pdfText(bytes);
    for (const needle of [
      "Tanya Guillory",
      certificate.courseTitle,
      "4 credit hours",
      certificate.uniqueCertificateId,
      "SAL.0000567890-ACT",
      "LREC School #2025-0148",
      "Celeste Arceneaux, School Director",
      "Continuing Education",
      "February 10, 2026",
      "The student passed the course examination.",
      "Internet-based",
      `/verify/${certificate.uniqueCertificateId}`,
    ]) {
      expect(pdfIncludes(text, needle), `PDF should include ${needle}`).toBe(true);
    }
  });

  it.skipIf(!hasTools())("carries a QR code of the verification URL (pdftoppm + zbarimg)", async () => {
    const response = await fetchPdf(seedIds.user("agent@pelican.test"));
    const expected = new URL(`/verify/${certificate.uniqueCertificateId}`, env().APP_URL).toString();
    expect(qrCodesIn(new Uint8Array(await response.arrayBuffer()))).toEqual([expected]);
  });

  it("gives it to the learner's company admin and to admins", async () => {
    expect((await fetchPdf(seedIds.user("companyadmin@pelican.test"))).status).toBe(200);
    expect((await fetchPdf(seedIds.user("admin@pelican.test"))).status).toBe(200);
  });

  it("answers 404 to another learner, another company's admin and a reviewer", async () => {
    for (const userId of [seedIds.user("student@pelican.test"), otherCompanyAdmin, seedIds.user("reviewer@pelican.test")]) {
      const response = await fetchPdf(userId);
      expect(response.status).toBe(404);
      expect(response.headers.get("Content-Type")).not.toBe("application/pdf");
    }
  });

  it("answers 404 for an unknown or malformed id, and sends visitors to sign in", async () => {
    const owner = seedIds.user("agent@pelican.test");
    expect((await fetchPdf(owner, certificate.uniqueCertificateId.replace(/.{10}$/, "0000000000"))).status).toBe(404);
    expect((await fetchPdf(owner, "nonsense")).status).toBe(404);
    const anonymous = await fetchPdf(null);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
  });
});
