// /verify/{uniqueCertificateId}: the public page a certificate's QR code points to. It confirms the
// name, course, credit hours and completion date of a genuine certificate — nothing else (no e-mail,
// no license number) — and answers 404 "Certificate not found" otherwise. Not indexed. A certificate
// staff have corrected and reissued (decision 0061) shows its current details, the date of the last
// correction and what it corrected ("Name", "License number").
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { verifyCertificate } from "~/models/certificates/certificate.server";
import { getSiteName } from "~/models/operations/site-settings.server";
import { formatCertificateDate, formatCreditHours, schoolDate } from "~/rules/certificate-format";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.certificate ? "Certificate verified" : "Certificate not found"} | ${data?.siteName ?? "Pelican Real Estate School"}` },
  { name: "robots", content: "noindex" },
];

export const headers = () => ({ "X-Robots-Tag": "noindex", "Cache-Control": "no-store" });

export async function loader({ params }: LoaderFunctionArgs) {
  const requested = (params.certificateId ?? "").slice(0, 120);
  const [certificate, siteName] = await Promise.all([verifyCertificate(requested), getSiteName()]);
  if (!certificate) return data({ certificate: null, requested, siteName }, { status: 404 });
  return {
    certificate: {
      id: certificate.uniqueCertificateId,
      studentName: certificate.studentName,
      courseTitle: certificate.courseTitle,
      hours: formatCreditHours(certificate.hours),
      completionDate: formatCertificateDate(certificate.completionDate),
      correctedOn: certificate.correctedAt ? formatCertificateDate(schoolDate(new Date(certificate.correctedAt))) : null,
      corrected: certificate.corrected.join(" and ").toLowerCase(),
    },
    requested,
    siteName,
  };
}

export default function VerifyCertificate() {
  const { certificate, requested, siteName } = useLoaderData<typeof loader>();
  if (!certificate) {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center" aria-labelledby="verify-title">
        <h1 id="verify-title" className="font-serif text-3xl font-bold">
          Certificate not found
        </h1>
        <p className="mt-4 text-ink-muted">
          No certificate issued by {siteName} has the ID <span className="break-all font-mono text-ink">{requested || "(none)"}</span>.
          Check the ID printed under the QR code on the certificate and try again.
        </p>
        <Link to="/contact" className="btn-secondary mt-8">
          Contact the school
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-16" aria-labelledby="verify-title">
      <div className="card">
        <p className="flex items-center gap-2 font-semibold text-success">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path
              fillRule="evenodd"
              d="M10 18a8 8 0 100-16 8 8 0 000 16zm3.7-9.3a1 1 0 00-1.4-1.4L9 10.6 7.7 9.3a1 1 0 00-1.4 1.4l2 2a1 1 0 001.4 0l4-4z"
              clipRule="evenodd"
            />
          </svg>
          Verified
        </p>
        <h1 id="verify-title" className="mt-2 font-serif text-3xl font-bold">
          Certificate verified
        </h1>
        <p className="mt-2 text-ink-muted">This is a genuine certificate of completion issued by {siteName}.</p>
        <dl className="mt-6 grid gap-x-6 gap-y-4 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold text-ink-muted">Name</dt>
          <dd className="text-lg font-semibold">{certificate.studentName}</dd>
          <dt className="font-semibold text-ink-muted">Course</dt>
          <dd>{certificate.courseTitle}</dd>
          <dt className="font-semibold text-ink-muted">Credit hours</dt>
          <dd>{certificate.hours}</dd>
          <dt className="font-semibold text-ink-muted">Completion date</dt>
          <dd>{certificate.completionDate}</dd>
          <dt className="font-semibold text-ink-muted">Certificate ID</dt>
          <dd className="break-all font-mono text-sm">{certificate.id}</dd>
          {certificate.correctedOn ? (
            <>
              <dt className="font-semibold text-ink-muted">Corrected</dt>
              <dd data-testid="certificate-corrected">
                Corrected on {certificate.correctedOn}
                {certificate.corrected ? ` (${certificate.corrected})` : ""}. This is the current version of the certificate; earlier copies
                show the details as they were before.
              </dd>
            </>
          ) : null}
        </dl>
      </div>
    </section>
  );
}
