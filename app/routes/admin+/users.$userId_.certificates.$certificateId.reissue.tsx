// /admin/users/{userId}/certificates/{certificateId}/reissue — staff reissue a certificate after a
// name or license-number correction (decision 0061). The page shows what the certificate
// prints now and what it will print (the learner's record now), asks for the reason and confirms;
// the certificate keeps its id and /verify link, the replaced version is kept, and the learner is
// e-mailed the link to the corrected PDF. One plain form: no JavaScript needed.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { Toaster } from "~/components/ui/toaster";
import {
  getCertificateCorrection,
  reissueCertificate,
  reissueRefusal,
  type ReissueRefusal,
} from "~/models/certificates/certificate-correction.server";
import { ADMIN_USERS_PATH } from "~/rules/admin-users";
import {
  CERTIFICATE_CORRECTION_MESSAGES,
  CERTIFICATE_CORRECTION_TOASTS,
  REASON_MAX_LENGTH,
  reissueSchema,
} from "~/rules/certificate-correction";
import { formatCertificateDate, schoolDate } from "~/rules/certificate-format";
import { readForm } from "~/utils/form.server";
import { requireIdParam } from "~/utils/http.server";
import { redirectWithToast, withId } from "~/utils/toast.server";
import { requireAdmin } from "./admin.server";

export const handle: PageTitleHandle = { pageTitle: "Reissue Certificate" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Reissue Certificate", matches);

const REFUSALS: Record<Exclude<ReissueRefusal, "not_found">, { status: number; message: string }> = {
  yourself: { status: 403, message: CERTIFICATE_CORRECTION_MESSAGES.yourself },
  anonymised: { status: 409, message: CERTIFICATE_CORRECTION_MESSAGES.anonymised },
  unchanged: { status: 409, message: CERTIFICATE_CORRECTION_MESSAGES.unchanged },
  license_missing: { status: 409, message: CERTIFICATE_CORRECTION_MESSAGES.licenseMissing },
};

const notFound = () => data(CERTIFICATE_CORRECTION_MESSAGES.notFound, { status: 404 });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { actor } = await requireAdmin(request, context);
  const userId = requireIdParam(params.userId, CERTIFICATE_CORRECTION_MESSAGES.notFound);
  const certificateId = requireIdParam(params.certificateId, CERTIFICATE_CORRECTION_MESSAGES.notFound);
  const found = await getCertificateCorrection(userId, certificateId);
  if (!found) throw notFound();
  const { certificate, correction, versions } = found;
  const refusal = reissueRefusal(correction, { anonymisedAt: certificate.anonymisedAt, userId }, actor);
  return {
    userId,
    learnerName: `${certificate.firstName} ${certificate.lastName}`.trim(),
    certificate: {
      uniqueCertificateId: certificate.uniqueCertificateId,
      courseTitle: certificate.courseTitle,
      completed: formatCertificateDate(certificate.completionDate),
      version: certificate.version,
      corrected: certificate.correctedAt ? formatCertificateDate(schoolDate(new Date(certificate.correctedAt))) : null,
    },
    changes: correction.changes,
    earlierVersions: versions.length,
    refusal: refusal ? REFUSALS[refusal].message : null,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { actor } = await requireAdmin(request, context);
  const userId = requireIdParam(params.userId, CERTIFICATE_CORRECTION_MESSAGES.notFound);
  const certificateId = requireIdParam(params.certificateId, CERTIFICATE_CORRECTION_MESSAGES.notFound);
  const form = await readForm(request);
  const parsed = reissueSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? CERTIFICATE_CORRECTION_MESSAGES.reasonRequired;
    return data(
      { reasonError: message, toast: withId({ ...CERTIFICATE_CORRECTION_TOASTS.failed, description: message }) },
      { status: 400 },
    );
  }
  const result = await reissueCertificate(certificateId, actor, parsed.data.reason, { userId });
  if (!result.ok) {
    if (result.reason === "not_found") throw notFound();
    const { status, message } = REFUSALS[result.reason];
    return data({ reasonError: null, toast: withId({ ...CERTIFICATE_CORRECTION_TOASTS.failed, description: message }) }, { status });
  }
  return redirectWithToast(`${ADMIN_USERS_PATH}/${userId}`, CERTIFICATE_CORRECTION_TOASTS.done);
}

export default function ReissueCertificate() {
  const { userId, learnerName, certificate, changes, earlierVersions, refusal } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const saving = useNavigation().state === "submitting";
  const back = `${ADMIN_USERS_PATH}/${userId}`;
  const reasonError = actionData?.reasonError ?? null;
  return (
    <div className="mx-auto max-w-3xl">
      <Link to={back} className="text-sm text-brand underline hover:no-underline">
        Back to User
      </Link>
      <h1 className="mt-2 font-serif text-3xl font-bold">Reissue Certificate</h1>
      <p className="mt-2 text-ink-muted">
        {learnerName} · {certificate.courseTitle} · completed {certificate.completed}
      </p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">Certificate ID</dt>
        <dd className="break-all font-mono text-xs leading-5">{certificate.uniqueCertificateId}</dd>
        <dt className="font-medium">Version</dt>
        <dd>
          {certificate.version}
          {certificate.corrected ? `, corrected ${certificate.corrected}` : ""}
          {earlierVersions > 0 ? ` (${earlierVersions} earlier ${earlierVersions === 1 ? "version" : "versions"} kept)` : ""}
        </dd>
      </dl>

      {changes.length > 0 ? (
        <section className="card mt-6 p-4 sm:p-6" aria-labelledby="changes-heading">
          <h2 id="changes-heading" className="text-lg font-semibold">
            What changes
          </h2>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">What the reissued certificate changes</caption>
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-2 pr-4">
                    Detail
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    On the certificate now
                  </th>
                  <th scope="col" className="py-2">
                    After reissue
                  </th>
                </tr>
              </thead>
              <tbody>
                {changes.map((change) => (
                  <tr key={change.field} className="border-b border-line last:border-0">
                    <th scope="row" className="py-2 pr-4 font-medium">
                      {change.label}
                    </th>
                    <td className="break-all py-2 pr-4">{change.before ?? "—"}</td>
                    <td className="break-all py-2 font-semibold">{change.after ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}

      {refusal ? (
        <div className="card mt-6 space-y-3 p-4" role="status">
          <p>{refusal}</p>
          <p className="text-sm text-ink-muted">
            Correct the name or license number with{" "}
            <Link to={`${back}/edit`} className="text-brand underline hover:no-underline">
              Edit User
            </Link>{" "}
            first; this page then shows what the certificate will change.
          </p>
        </div>
      ) : (
        <Form method="post" className="card mt-6 space-y-4 p-4 sm:p-6">
          <p className="text-sm">
            The certificate keeps its ID and its verification link, which will show the corrected details and today&apos;s date. This
            version stays in the record and the audit packet. {learnerName.split(" ")[0] || "The learner"} gets an e-mail with a link to the
            corrected PDF.
          </p>
          <div>
            <label htmlFor="reissue-reason" className="block text-sm font-medium">
              Reason for the correction
              <span aria-hidden="true" className="text-danger">
                {" "}
                *
              </span>
            </label>
            <textarea
              id="reissue-reason"
              name="reason"
              rows={3}
              required
              maxLength={REASON_MAX_LENGTH}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? "reissue-reason-error" : "reissue-reason-hint"}
              className={`mt-1 w-full rounded-md border bg-surface px-3 py-2 text-ink ${reasonError ? "border-danger" : "border-line"}`}
            />
            {reasonError ? (
              <p id="reissue-reason-error" className="mt-1 text-sm text-danger">
                {reasonError}
              </p>
            ) : (
              <p id="reissue-reason-hint" className="mt-1 text-xs text-ink-muted">
                Kept with the earlier version, e.g. &quot;License number typed wrong at sign-up; learner called on Nov 26.&quot;
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={saving}>
              {saving ? "Reissuing..." : "Reissue Certificate"}
            </button>
            <Link to={back} className="btn-secondary">
              Cancel
            </Link>
          </div>
        </Form>
      )}
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}
