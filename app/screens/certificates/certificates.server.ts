// The My Certificates page (requirement student-certificates), shared by /student/certificates and
// /company-dashboard/certificates: loader (certificates, stats, filters from the URL, retake states,
// the retake confirmation) and action (intent=retake).
import { formatHours } from "~/rules/hours";
import { data } from "@remix-run/node";
import { z } from "zod";
import { AREA_HOME } from "~/rules/roles";
import { listCertificates, retakeStates } from "~/models/certificates/certificate-list.server";
import { formatCertificateDate } from "~/rules/certificate-format";
import { certificateStats, filterCertificates, filterOptions, hasActiveFilters, parseCertificateFilters } from "~/rules/certificate-list";
import type { RetakeRefusal } from "~/rules/retake";
import { requireAreaUser } from "~/auth/permissions.server";
import { RETAKE_INTENT, retakeConfirmation, startRetake } from "~/screens/retake/retake.server";
import { readForm } from "~/utils/form.server";

export type CertificatesArea = "student" | "company";

export const CERTIFICATES_PATH: Record<CertificatesArea, string> = {
  student: "/student/certificates",
  company: "/company-dashboard/certificates",
};

export type CertificateRow = {
  id: string;
  uniqueCertificateId: string;
  courseId: string;
  title: string;
  instructor: string | null;
  courseType: string;
  completed: string;
  duration: string;
  attemptNumber: number;
  certificateUrl: string;
  reviewHref: string;
  /** Only on the newest certificate of each course. */
  retake: { allowed: true } | { allowed: false; note: string } | null;
};

const RETAKE_NOTES: Record<RetakeRefusal, string> = {
  in_progress: "Retake in progress",
  active: "Course in progress",
  not_completed: "Course in progress",
  not_entitled: "Retake needs a membership",
};

export async function certificatesLoader(request: Request, area: CertificatesArea) {
  const user = await requireAreaUser(request, area);
  const url = new URL(request.url);
  const filters = parseCertificateFilters(url.searchParams);
  const all = await listCertificates(user.id);
  const states = await retakeStates(
    user,
    all.map((c) => c.courseId),
  );

  const newest = new Map<string, string>();
  for (const c of all) {
    const current = all.find((other) => other.id === newest.get(c.courseId));
    if (!current || c.attemptNumber > current.attemptNumber) newest.set(c.courseId, c.id);
  }

  const rows: CertificateRow[] = filterCertificates(all, filters).map((c) => {
    const state = states[c.courseId];
    const isNewest = newest.get(c.courseId) === c.id;
    return {
      id: c.id,
      uniqueCertificateId: c.uniqueCertificateId,
      courseId: c.courseId,
      title: c.title,
      instructor: c.instructor?.name ?? null,
      courseType: c.courseType,
      completed: formatCertificateDate(c.completedDate),
      duration: `${formatHours(c.duration)} hrs`,
      attemptNumber: c.attemptNumber,
      certificateUrl: c.certificateUrl,
      reviewHref: state?.enrolled ? `/course-player/${c.slug}` : `/course/${c.slug}`,
      retake: !isNewest || !state ? null : state.refusal ? { allowed: false, note: RETAKE_NOTES[state.refusal] } : { allowed: true },
    };
  });

  // ?retake=<courseId> asks for the confirmation (a page without JavaScript, a dialog with it).
  const { confirmRetake, closeHref } = retakeConfirmation(url, CERTIFICATES_PATH[area], states, all);

  return {
    area,
    path: CERTIFICATES_PATH[area],
    filters,
    filtered: hasActiveFilters(filters),
    options: filterOptions(all),
    stats: certificateStats(all),
    total: all.length,
    rows,
    confirmRetake,
    closeHref,
  };
}

const actionSchema = z.object({ intent: z.literal(RETAKE_INTENT), courseId: z.uuid() });

export async function certificatesAction(request: Request, area: CertificatesArea) {
  const user = await requireAreaUser(request, area);
  const form = await readForm(request);
  const parsed = actionSchema.safeParse({ intent: form.get("intent"), courseId: form.get("courseId") });
  if (!parsed.success) {
    return data({ error: { title: "Retake failed", description: "That request was not understood. Please try again." } }, { status: 400 });
  }
  const retake = await startRetake(user, parsed.data.courseId, AREA_HOME[area]);
  if (retake.ok) return retake.response;
  return data({ error: retake.error }, { status: retake.status });
}
