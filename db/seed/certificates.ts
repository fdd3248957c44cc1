// Completed courses with issued certificates, so My Certificates, the PDF and /verify have real
// data: the demo student finished the CE ethics course, the demo agent the CE flood course. Each
// has every content item completed, one passed attempt per quiz, evaluation answers and the
// certificate, in the same format `issueCertificate` writes (app/models/certificates/certificate.server.ts).
//
// Inserted once: when the certificate already exists nothing is written again, so a retake tried on
// a demo account in development is not undone by the next seed run. The learners are not enrolled
// any more (a completion survives unenrolling), which leaves their My Courses lists as they were.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { certificatePdfPath, formatCertificateId, randomCertificateSuffix } from "../../app/rules/certificate-id";
import { schoolDate } from "../../app/rules/certificate-format";
import type { Tx } from "../client";
import * as s from "../schema";
import { demoAccount } from "./accounts";
import { courseBySlug, COURSE_SLUGS } from "./courses";
import type { EnrollmentSeed } from "./enrollments";
import { EVALUATIONS } from "./evaluations";
import { ids, seedId } from "./ids";
import { learnerRows } from "./progress";
import { CERTIFICATE_TEMPLATES, SITE_SETTINGS } from "./settings";
import { insertMissing } from "./upsert";

/** Answers to the course evaluation, question by question (sections in order), per learner. */
type Answers = (number | string | null)[];

export type CompletionSeed = Omit<EnrollmentSeed, "completedItems"> & { answers: Answers };

export const COMPLETIONS: readonly CompletionSeed[] = [
  {
    email: demoAccount("student").email,
    slug: COURSE_SLUGS.ceEthics,
    accessType: "premium_subscription",
    grantedAt: "2025-10-06",
    answers: [
      5,
      4,
      "The fair housing advertising examples: I rewrote two of my listing descriptions afterwards.",
      5,
      5,
      "I will use the assistance-animal checklist with every rental client.",
      null,
    ],
  },
  {
    email: demoAccount("agent").email,
    slug: COURSE_SLUGS.ceFlood,
    accessType: "company_access",
    grantedAt: "2025-07-07",
    answers: [
      4,
      4,
      "Reading FIRMs and elevation certificates.",
      4,
      5,
      "Asking sellers for an elevation certificate at listing time.",
      "More worked examples of Risk Rating 2.0 premiums.",
    ],
  },
];

/** The seeded certificate's id: a fixed suffix derived from the learner and course. */
export function seededCertificateId(email: string, slug: string): string {
  const bytes = createHash("sha1").update(`pelican-seed:certificate:${email}:${slug}:1`).digest();
  return formatCertificateId(
    ids.course(slug),
    randomCertificateSuffix((n) => bytes.subarray(0, n)),
  );
}

function completionRows(completion: CompletionSeed) {
  const course = courseBySlug(completion.slug);
  if (!course.evaluationKey || !course.certificateTemplateKey) throw new Error(`${completion.slug} cannot issue certificates`);
  const rows = learnerRows({ ...completion, completedItems: Number.MAX_SAFE_INTEGER });
  const finishedAt = rows.summary!.lastCompletedAt as Date;
  const userId = ids.user(completion.email);
  const courseId = ids.course(completion.slug);
  const evaluationId = ids.evaluation(course.evaluationKey);
  const account = demoAccount(completion.email === demoAccount("student").email ? "student" : "agent");
  const template = CERTIFICATE_TEMPLATES.find((t) => t.key === course.certificateTemplateKey)!;
  const evaluation = EVALUATIONS.find((e) => e.key === course.evaluationKey)!;

  const responses: (typeof s.evaluationResponses.$inferInsert)[] = [];
  let n = 0;
  evaluation.sections.forEach((section, sectionIndex) =>
    section.questions.forEach((question, index) => {
      const answer = completion.answers[n++] ?? null;
      if (answer === null) return;
      responses.push({
        id: seedId(`evaluation-response:${completion.email}:${completion.slug}:${sectionIndex}:${index}`),
        userId,
        courseId,
        evaluationId,
        questionId: ids.evaluationQuestion(evaluation.key, sectionIndex, index),
        responseText: question.type === "open_ended" ? String(answer) : null,
        starRating: question.type === "star_rating" ? Number(answer) : null,
        createdAt: finishedAt,
      });
    }),
  );

  const uniqueCertificateId = seededCertificateId(completion.email, completion.slug);
  const certificate: typeof s.generatedCertificates.$inferInsert = {
    id: seedId(`certificate:${completion.email}:${completion.slug}:1`),
    userId,
    courseId,
    evaluationId,
    templateId: ids.certificateTemplate(template.key),
    uniqueCertificateId,
    attemptNumber: 1,
    completionDate: schoolDate(finishedAt),
    certificatePdfUrl: certificatePdfPath(uniqueCertificateId),
    studentName: `${account.firstName} ${account.lastName}`,
    licenseNumber: course.courseType === "Pre-licensing" ? null : account.licenseNumber,
    courseTitle: course.title,
    courseType: course.courseType,
    licenseType: course.licenseType,
    hours: course.hours,
    generatedAt: finishedAt,
    details: {
      schoolName: SITE_SETTINGS.siteName,
      authorityNumber: SITE_SETTINGS.certificateAuthorityNumber,
      signerName: SITE_SETTINGS.certificateSignerName,
      signerTitle: SITE_SETTINGS.certificateSignerTitle,
      templateName: template.name,
      deliveryMethod: "Internet-based distance education",
      // The template as issued: the PDF prints this, not the live template (decision 0012).
      template: { layout: template.layout, backgroundImageUrl: template.backgroundImageUrl },
    },
  };
  return { ...rows, responses: rows.responses, evaluationResponses: responses, certificate };
}

export async function seedCertificates(tx: Tx) {
  for (const completion of COMPLETIONS) {
    const rows = completionRows(completion);
    const [existing] = await tx
      .select({ id: s.generatedCertificates.id })
      .from(s.generatedCertificates)
      .where(eq(s.generatedCertificates.id, rows.certificate.id!));
    if (existing) continue;
    await insertMissing(tx, s.studentProgress, rows.progress);
    await insertMissing(tx, s.quizAttempts, rows.attempts);
    await insertMissing(tx, s.quizResponses, rows.responses);
    await insertMissing(tx, s.userCourseProgressSummary, rows.summary ? [rows.summary] : []);
    await insertMissing(tx, s.evaluationResponses, rows.evaluationResponses);
    await insertMissing(tx, s.generatedCertificates, [rows.certificate]);
  }
}
