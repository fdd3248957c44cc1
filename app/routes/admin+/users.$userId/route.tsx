// /admin/users/{userId} (decision 0029): one account's record — profile, role, company, subscription,
// enrollments with progress and time on task, quiz attempts, certificates — and what an admin may do
// to it: change the role, deactivate or reactivate (inactive removes course access and signs the user
// out), resend the confirmation e-mail, send a password reset. Each is a small form (no JavaScript
// needed) answered with a redirect and a toast; each writes the audit log. Accounts are never deleted
// here (decision 0029).
import { formatHours } from "~/rules/hours";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Fragment } from "react";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Toaster } from "~/components/ui/toaster";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import {
  adminResendConfirmation,
  adminSendPasswordReset,
  getAdminUser,
  setUserRole,
  setUserStatus,
  type AdminUserChange,
} from "~/models/accounts/admin-users.server";
import {
  ADMIN_ROLE_LABELS,
  ADMIN_ROLES,
  ADMIN_USERS_PATH,
  formatDuration,
  USER_ADMIN_MESSAGES,
  USER_ADMIN_TOASTS,
} from "~/rules/admin-users";
import { formatCertificateDate, schoolDate } from "~/rules/certificate-format";
import { displayStatus } from "~/rules/company-users";
import { readForm } from "~/utils/form.server";
import { requireIdParam } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { z } from "zod";
import { anonymiseUser } from "~/models/accounts/user-anonymisation.server";
import { listPublishedCourses, startedCourseIds } from "~/models/learning/course-assignment.server";
import { ANONYMISE_MESSAGES, ANONYMISE_TOASTS, anonymiseSchema } from "~/rules/user-anonymisation";
import { certificateVersionsOf } from "~/models/certificates/certificate-correction.server";
import { recordRows } from "~/rules/profile-fields";
import { ACCOUNT_STATUSES } from "~/rules/roles";
import { fail, requireAdmin } from "../admin.server";
import { ManageAccount } from "./manage-account";
import { Records } from "./record-parts";
import { IdentityLocks } from "./identity-locks";
import { listIdentityLocks } from "~/models/learning/identity.server";

export const handle: PageTitleHandle = { pageTitle: "User" };
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  privatePageMeta(data ? `${data.profile.firstName} ${data.profile.lastName}` : "User", matches);

const ACCESS_LABELS = { company_access: "Company", premium_subscription: "Premium", staff_grant: "Staff grant" } as const;

const day = (value: Date | string | null) => (value ? formatCertificateDate(schoolDate(new Date(value))) : "—");

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { user: admin } = await requireAdmin(request, context);
  const userId = requireIdParam(params.userId, USER_ADMIN_MESSAGES.notFound);
  const [record, started, publishedCourses, identityLocks] = await Promise.all([
    getAdminUser(userId),
    startedCourseIds(userId),
    listPublishedCourses(),
    listIdentityLocks(userId),
  ]);
  if (!record) throw data(USER_ADMIN_MESSAGES.notFound, { status: 404 });
  const { profile } = record;
  const versions = await certificateVersionsOf(record.certificates.map((c) => c.id));
  return {
    identityLocks: identityLocks.map((l) => ({ courseId: l.courseId, courseTitle: l.courseTitle, lockedAt: day(l.lockedAt) })),
    isSelf: admin.id === profile.id,
    profile: {
      id: profile.id,
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      /** The profile fields the record shows (app/rules/profile-fields.ts), as shown. */
      details: recordRows(profile),
      companyId: profile.companyId,
      companyName: profile.companyName,
      role: profile.role,
      accountStatus: profile.accountStatus,
      status: displayStatus(profile),
      emailConfirmed: profile.emailConfirmedAt !== null,
      subscription: {
        status: profile.subscriptionStatus,
        tier: profile.subscriptionTier,
        end: day(profile.subscriptionEnd),
        complimentaryUntil:
          profile.complimentaryUntil && profile.complimentaryUntil.getTime() > Date.now()
            ? day(new Date(profile.complimentaryUntil.getTime() - 1))
            : null,
      },
      joined: day(profile.createdAt),
      lastSignIn: day(profile.lastSignInAt),
      anonymised: profile.anonymisedAt ? day(profile.anonymisedAt) : null,
    },
    enrollments: record.enrollments.map((e) => ({
      courseId: e.courseId,
      title: e.title,
      accessType: ACCESS_LABELS[e.accessType],
      removable: !started.has(e.courseId),
      granted: day(e.grantedAt),
      lastAccessed: day(e.lastAccessedAt),
      progress: Math.round(Number(e.progress)),
      completed: day(e.completedAt),
      timeOnTask: formatDuration(e.seconds),
    })),
    attempts: record.attempts.map((a) => ({
      id: a.id,
      quiz: a.quizTitle,
      course: a.courseTitle,
      attempt: a.attemptNumber,
      started: day(a.startedAt),
      duration: a.completedAt
        ? formatDuration((new Date(a.completedAt).getTime() - new Date(a.startedAt).getTime()) / 1000)
        : "In progress",
      score: a.scorePercentage === null ? "—" : `${a.scorePercentage}%`,
      result: a.passed === null ? "—" : a.passed ? "Passed" : "Not passed",
    })),
    // Grant course (decision 0063): the published courses the user does not hold yet.
    grantable: publishedCourses.filter((c) => !record.enrollments.some((e) => e.courseId === c.id)),
    certificates: record.certificates.map((c) => ({
      id: c.id,
      courseId: c.courseId,
      uniqueCertificateId: c.uniqueCertificateId,
      courseTitle: c.courseTitle,
      completed: formatCertificateDate(c.completionDate),
      hours: formatHours(Number(c.hours)),
      version: c.version,
      corrected: c.correctedAt ? day(c.correctedAt) : null,
      versions: (versions.get(c.id) ?? []).map((v) => ({
        version: v.version,
        studentName: v.studentName,
        licenseNumber: v.licenseNumber,
        corrected: day(v.correctedAt),
        correctedBy: v.correctedByName ?? "Former staff member",
        reason: v.reason,
      })),
    })),
  };
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("role"), role: z.enum(ADMIN_ROLES) }),
  z.object({ intent: z.literal("status"), accountStatus: z.enum(ACCOUNT_STATUSES) }),
  z.object({ intent: z.literal("resend") }),
  z.object({ intent: z.literal("reset") }),
  anonymiseSchema.extend({ confirm: z.string().optional() }),
]);

function failure(result: Exclude<AdminUserChange, { ok: true }>) {
  if (result.reason === "not_found") return USER_ADMIN_MESSAGES.notFound;
  if (result.reason === "yourself") return USER_ADMIN_MESSAGES.yourself;
  if (result.reason === "anonymised") return ANONYMISE_MESSAGES.reactivate;
  if (result.reason === "billing") return USER_ADMIN_MESSAGES.billing;
  return USER_ADMIN_MESSAGES.companyRequired;
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { actor } = await requireAdmin(request, context);
  const userId = requireIdParam(params.userId, USER_ADMIN_MESSAGES.notFound);
  const form = await readForm(request);
  const parsed = actionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return fail({}, { type: "error", title: "The request could not be understood." });
  const back = `${ADMIN_USERS_PATH}/${userId}`;
  const input = parsed.data;
  if (input.intent === "role" || input.intent === "status") {
    const result =
      input.intent === "role" ? await setUserRole(userId, input.role, actor) : await setUserStatus(userId, input.accountStatus, actor);
    if (!result.ok && result.reason === "not_found") throw data(USER_ADMIN_MESSAGES.notFound, { status: 404 });
    if (!result.ok) return redirectWithToast(back, { ...USER_ADMIN_TOASTS.updateFailed, description: failure(result) });
    return redirectWithToast(back, USER_ADMIN_TOASTS.updated);
  }
  if (input.intent === "anonymise") {
    // The confirmation box is checked here so an unticked form answers with its reason, not a bare 400.
    const confirmed = anonymiseSchema.safeParse(input);
    if (!confirmed.success) return fail({}, { ...ANONYMISE_TOASTS.failed, description: ANONYMISE_MESSAGES.confirm });
    const result = await anonymiseUser(userId, actor);
    if (!result.ok) {
      if (result.reason === "not_found") throw data(USER_ADMIN_MESSAGES.notFound, { status: 404 });
      return fail({}, { ...ANONYMISE_TOASTS.failed, description: ANONYMISE_MESSAGES[result.reason] }, 409);
    }
    return redirectWithToast(back, ANONYMISE_TOASTS.done);
  }
  if (input.intent === "resend") {
    const result = await adminResendConfirmation(userId, actor);
    if (!result.ok && result.reason === "not_found") throw data(USER_ADMIN_MESSAGES.notFound, { status: 404 });
    if (!result.ok) return redirectWithToast(back, { ...USER_ADMIN_TOASTS.resendFailed, description: USER_ADMIN_MESSAGES.alreadyVerified });
    return redirectWithToast(back, USER_ADMIN_TOASTS.resent);
  }
  const result = await adminSendPasswordReset(userId, actor);
  if (!result.ok) throw data(USER_ADMIN_MESSAGES.notFound, { status: 404 });
  return redirectWithToast(back, USER_ADMIN_TOASTS.resetSent);
}

export default function AdminUser() {
  const { profile, enrollments, attempts, certificates, isSelf, grantable, identityLocks } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const name = `${profile.firstName} ${profile.lastName}`;
  return (
    <div className="mx-auto max-w-6xl">
      <Link to={ADMIN_USERS_PATH} className="text-sm text-brand underline hover:no-underline">
        Back to Users
      </Link>
      <h1 className="mt-2 font-serif text-3xl font-bold">{name}</h1>
      <p className="mt-1 text-ink-muted">
        <span data-testid="user-status">{profile.status}</span> · {ADMIN_ROLE_LABELS[profile.role]}
        {profile.companyName ? ` · ${profile.companyName}` : ""}
      </p>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section className="card p-4 sm:p-6" aria-labelledby="profile-heading">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="profile-heading" className="text-lg font-semibold">
              Profile
            </h2>
            {!isSelf && !profile.anonymised ? (
              <Link to={`${ADMIN_USERS_PATH}/${profile.id}/edit`} className="btn-secondary">
                Edit User
              </Link>
            ) : null}
          </div>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-medium">Email</dt>
            <dd className="break-all">
              {profile.email} {profile.emailConfirmed ? "(verified)" : "(not verified)"}
            </dd>
            {profile.details.map(({ label, value }) => (
              <Fragment key={label}>
                <dt className="font-medium">{label}</dt>
                <dd>{value ?? "—"}</dd>
              </Fragment>
            ))}
            <dt className="font-medium">Company</dt>
            <dd>
              {profile.companyId ? (
                <Link to={`/admin/companies/${profile.companyId}/users`} className="underline">
                  {profile.companyName}
                </Link>
              ) : (
                "—"
              )}
            </dd>
            <dt className="font-medium">Subscription</dt>
            <dd>
              <span className="capitalize">
                {profile.subscription.status.replace("_", " ")}
                {profile.subscription.tier ? ` (${profile.subscription.tier})` : ""}
                {profile.subscription.end !== "—" ? `, ends ${profile.subscription.end}` : ""}
              </span>
              {profile.subscription.complimentaryUntil ? `; complimentary until ${profile.subscription.complimentaryUntil}` : ""}{" "}
              <Link to={`${ADMIN_USERS_PATH}/${profile.id}/subscription`} className="text-brand underline hover:no-underline">
                Manage subscription
              </Link>
            </dd>
            <dt className="font-medium">Joined</dt>
            <dd>{profile.joined}</dd>
            <dt className="font-medium">Last sign-in</dt>
            <dd>{profile.lastSignIn}</dd>
          </dl>
        </section>

        <ManageAccount profile={profile} isSelf={isSelf} />
      </div>

      <Toaster toast={actionData?.toast ?? null} />
      <IdentityLocks userId={profile.id} locks={identityLocks} />
      <Records
        userId={profile.id}
        name={name}
        enrollments={enrollments}
        attempts={attempts}
        certificates={certificates}
        canReissue={!isSelf && !profile.anonymised}
        grantable={profile.anonymised ? [] : grantable}
      />
    </div>
  );
}
