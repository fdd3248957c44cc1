import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { INVITATIONS_PATH, LEAVE_COMPANY_PATH } from "~/rules/company-membership";
import { NewPasswordFields } from "~/components/auth/new-password-form";
import { usePasswordToast } from "~/components/auth/password-toast";
import { Field, FormError } from "~/components/forms/field";
import { LicenseFields } from "~/components/forms/license-fields";
import { Toaster } from "~/components/ui/toaster";
import {
  LICENSE_GATE_NOTICES,
  PASSWORD_CHANGE_CONSTRAINT,
  PASSWORD_CHANGE_MESSAGES,
  passwordChangeSchema,
  PROFILE_CONSTRAINT,
  PROFILE_INTENTS,
  profileSchema,
  type LicenseGateNotice,
} from "~/rules/profile-form";
import type { ProfileActionData, profileLoader } from "~/screens/profile/profile.server";
import { FORM_VALIDATION } from "~/components/forms/validation";
import { AvatarForm, RemoveAvatarForm } from "./avatar-form";
import { EmailChangeCard } from "./email-change";
import { DIGEST_AT_RISK_DAYS } from "~/rules/reminders";
import { countOf } from "~/rules/plural";

type LoaderData = Awaited<ReturnType<typeof profileLoader>>;

/** /student/profile, /company-dashboard/profile and /admin/profile (requirement student-profile): Profile Information and Update Password. */
export function ProfilePage() {
  const { profile, formKeys, licenseGateNotice, emailChange, avatar, company, emails } = useLoaderData<typeof profileLoader>();
  const actionData = useActionData() as ProfileActionData | undefined;
  const resultFor = (intent: string) => (actionData?.intent === intent ? actionData.result : undefined);
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="font-serif text-3xl font-bold">My Profile</h1>
      <p className="mt-2 text-ink-muted">Your name, contact details and license, and your password.</p>

      {licenseGateNotice ? <LicenseGateNoticePanel notice={licenseGateNotice} /> : null}

      <section aria-labelledby="profile-information-title" className="card mt-6 p-4 sm:p-6">
        <h2 id="profile-information-title" className="text-lg font-semibold">
          Profile Information
        </h2>
        <AvatarForm avatar={avatar} error={actionData?.intent === PROFILE_INTENTS.avatar ? actionData.avatarError : undefined} />
        <RemoveAvatarForm />
        <ProfileForm key={formKeys.profile} profile={profile} lastResult={resultFor(PROFILE_INTENTS.profile)} />
      </section>

      <EmailChangeCard email={profile.email} state={emailChange} lastResult={resultFor(PROFILE_INTENTS.emailChange)} />

      <section aria-labelledby="update-password-title" className="card mt-6 p-4 sm:p-6">
        <h2 id="update-password-title" className="text-lg font-semibold">
          Update Password
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Enter your current password to choose a new one. Other devices signed in to your account will be signed out.
        </p>
        <PasswordForm key={formKeys.password} email={profile.email} lastResult={resultFor(PROFILE_INTENTS.password)} />
      </section>

      <EmailPreferences emails={emails} />

      {company.name || company.invitations > 0 ? <CompanyCard company={company} /> : null}

      {/* An action's toast (the root's Toaster shows the flash-cookie toast after a redirect). */}
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}

/** Company membership (decision 0053): the member's company and how to leave it; pending invitations. */
function CompanyCard({ company }: { company: LoaderData["company"] }) {
  return (
    <section aria-labelledby="company-title" className="card mt-6 p-4 sm:p-6" data-testid="company-card">
      <h2 id="company-title" className="text-lg font-semibold">
        Company
      </h2>
      {company.name ? (
        <p className="mt-1">
          You are a member of {company.name}. It sees your progress and the certificates you earn while you are a member.
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {company.invitations > 0 ? (
          <Link to={INVITATIONS_PATH} className="btn-primary">
            Review {company.invitations === 1 ? "invitation" : `${company.invitations} invitations`}
          </Link>
        ) : null}
        {company.canLeave ? (
          <Link to={LEAVE_COMPANY_PATH} className="btn-secondary">
            Leave company
          </Link>
        ) : null}
      </div>
    </section>
  );
}

function LicenseGateNoticePanel({ notice }: { notice: Exclude<LicenseGateNotice, null> }) {
  const text = LICENSE_GATE_NOTICES[notice];
  const saved = notice === "license-saved";
  return (
    <div
      role={saved ? "status" : undefined}
      data-testid="license-gate-notice"
      className={`mt-6 rounded-lg border-l-4 bg-surface-muted p-4 ${saved ? "border-success" : "border-accent"}`}
    >
      <p className="font-semibold">{text.title}</p>
      <p className="mt-1 text-sm text-ink-muted">{text.description}</p>
    </div>
  );
}

/** Reminder e-mails (decision 0093): the learner's own switch, and a company admin's weekly digest. */
function EmailPreferences({ emails }: { emails: LoaderData["emails"] }) {
  const savingReminders = useSubmitting(PROFILE_INTENTS.reminders);
  const savingDigest = useSubmitting(PROFILE_INTENTS.digest);
  return (
    <section aria-labelledby="email-preferences-title" className="card mt-6 p-4 sm:p-6">
      <h2 id="email-preferences-title" className="text-lg font-semibold">
        Email Reminders
      </h2>
      <Form method="post" className="mt-4 space-y-3" key={`reminders-${emails.reminders}`}>
        <label className="flex items-start gap-2">
          <input type="checkbox" name="reminders" defaultChecked={emails.reminders} className="mt-1" />
          <span>Remind me of my license deadlines, my membership renewal and pending company invitations</span>
        </label>
        <button type="submit" name="intent" value={PROFILE_INTENTS.reminders} className="btn-secondary" disabled={savingReminders}>
          Save Reminder Settings
        </button>
      </Form>
      {emails.digest !== null ? (
        <Form method="post" className="mt-6 space-y-3" key={`digest-${emails.digest}`}>
          <label className="flex items-start gap-2">
            <input type="checkbox" name="digest" defaultChecked={emails.digest} className="mt-1" />
            <span>
              Send company admins a weekly email of members at risk (post-licensing deadline within{" "}
              {countOf(DIGEST_AT_RISK_DAYS, "day", "days")}, course not complete)
            </span>
          </label>
          <button type="submit" name="intent" value={PROFILE_INTENTS.digest} className="btn-secondary" disabled={savingDigest}>
            Save Digest Setting
          </button>
        </Form>
      ) : null}
    </section>
  );
}

function useSubmitting(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

type ProfileValues = LoaderData["profile"];

function ProfileForm({ profile, lastResult }: { profile: ProfileValues; lastResult?: SubmissionResult<string[]> }) {
  const saving = useSubmitting(PROFILE_INTENTS.profile);
  const [form, fields] = useForm({
    id: "profile-form",
    lastResult,
    defaultValue: profile,
    constraint: PROFILE_CONSTRAINT,
    ...FORM_VALIDATION,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-5" aria-labelledby="profile-information-title">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field meta={fields.firstName} label="First Name" autoComplete="given-name" />
        <Field meta={fields.lastName} label="Last Name" autoComplete="family-name" />
      </div>
      <div>
        <label htmlFor="profile-email" className="block text-sm font-medium">
          Email
        </label>
        {/* Shown, never sent: the address changes through the two-step change below (docs/decisions/0024-student-area.md). */}
        <input
          id="profile-email"
          type="email"
          value={profile.email}
          readOnly
          aria-describedby="profile-email-note"
          className="mt-1 w-full cursor-default rounded-md border border-line bg-surface-muted px-3 py-2 text-ink-muted"
        />
        <p id="profile-email-note" className="mt-1 text-xs text-ink-muted">
          To change it, use Email Address below.
        </p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field meta={fields.phone} label="Phone (optional)" type="tel" autoComplete="tel" />
        <Field
          meta={fields.licenseNumber}
          label="License Number (optional)"
          autoComplete="off"
          hint="Exactly as on your license. Continuing Education and Post-licensing certificates print it."
        />
      </div>
      <LicenseFields licenseType={fields.licenseType} initialLicenseDate={fields.initialLicenseDate} whose="your" />
      <FormError id={form.errorId} errors={form.errors} />
      <button type="submit" name="intent" value={PROFILE_INTENTS.profile} className="btn-primary w-full sm:w-auto" disabled={saving}>
        {saving ? "Saving..." : "Save Changes"}
      </button>
    </Form>
  );
}

function PasswordForm({ email, lastResult }: { email: string; lastResult?: SubmissionResult<string[]> }) {
  const updating = useSubmitting(PROFILE_INTENTS.password);
  const passwordToast = usePasswordToast(PASSWORD_CHANGE_MESSAGES);
  const [form, fields] = useForm({
    id: "password-form",
    lastResult,
    constraint: PASSWORD_CHANGE_CONSTRAINT,
    ...FORM_VALIDATION,
    onValidate: ({ formData }) => passwordToast.check(parseWithZod(formData, { schema: passwordChangeSchema })),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-5" aria-labelledby="update-password-title">
      {passwordToast.toaster}
      {/* Lets password managers store the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field meta={fields.currentPassword} label="Current Password" type="password" autoComplete="current-password" />
      <NewPasswordFields
        password={fields.password}
        confirmPassword={fields.confirmPassword}
        labels={{ password: "New Password", confirm: "Confirm New Password" }}
      />
      <FormError id={form.errorId} errors={form.errors} />
      <button type="submit" name="intent" value={PROFILE_INTENTS.password} className="btn-primary w-full sm:w-auto" disabled={updating}>
        {updating ? "Updating password..." : "Update Password"}
      </button>
    </Form>
  );
}
