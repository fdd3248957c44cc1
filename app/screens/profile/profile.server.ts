// The My Profile page (requirement student-profile), shared by /student/profile and /company-dashboard/profile:
// loader (the signed-in user's own profile) and action (one handler per intent: details, password, picture,
// e-mail change, reminders).
// Both forms are plain POSTs: a success redirects back with a toast (Post/Redirect/Get), a refusal
// answers with the form's errors and keeps what was typed (never the passwords).
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "@remix-run/node";
import { type Area } from "~/rules/roles";
import type { ToastMessage } from "~/components/ui/toaster";
import { cancelEmailChange, getEmailChangeState, requestEmailChange, resendEmailChange } from "~/models/accounts/email-change.server";
import { removeAvatar, replaceAvatar } from "~/models/accounts/avatar.server";
import type { SessionUser } from "~/models/accounts/user.server";
import { checkImage, IMAGE_MAX_BYTES, UPLOAD_MESSAGES } from "~/rules/upload";
import { changePassword, getProfileDetails, updateProfileDetails } from "~/models/accounts/profile.server";
import { listMyInvitations } from "~/models/companies/company-membership.server";
import { atRiskDigestOn, remindersWanted, setAtRiskDigest, setRemindersWanted } from "~/models/operations/reminders.server";
import {
  EMAIL_CHANGE_MESSAGES,
  EMAIL_CHANGE_TOASTS,
  emailChangeSchema,
  licenseGateNotice,
  parseProfileIntent,
  PASSWORD_CHANGE_MESSAGES,
  PASSWORD_FIELDS,
  passwordChangeSchema,
  profileSchema,
  profileSearch,
  PROFILE_INTENTS,
  PROFILE_TOASTS,
  type ProfileIntent,
} from "~/rules/profile-form";
import { hasLicenseNumber } from "~/rules/license-gate";
import { fieldsOf, formValues } from "~/rules/profile-fields";
import { getClientAddress } from "~/utils/client-address.server";
import { FileTooLarge, readForm } from "~/utils/form.server";
import { requireAreaUser } from "~/auth/permissions.server";
import { INSECURE_PASSWORD_MESSAGE, PASSWORD_TOAST_TITLES, passwordProblemToast } from "~/rules/account-forms";
import { checkNewPassword } from "~/services/password-breach.server";
import { consumeRateLimit, resetRateLimit, retryMessage } from "~/utils/rate-limit.server";
import { redirectWithToast, withId } from "~/utils/toast.server";
import { logEvent } from "~/utils/log.server";

export type ProfileArea = Area;

export const PROFILE_PATH: Record<ProfileArea, string> = {
  student: "/student/profile",
  company: "/company-dashboard/profile",
  admin: "/admin/profile",
};

export const PROFILE_LOAD_FAILED = "Failed to load profile information";

export async function profileLoader(request: Request, area: ProfileArea) {
  const user = await requireAreaUser(request, area);
  // Requirement signed-in-error-texts 'Failed to load profile information': said on the page when the read fails.
  const profile = await getProfileDetails(user.id).catch((error: unknown) => {
    logEvent("error", "profile_load_failed", { userId: user.id, error });
    throw data(PROFILE_LOAD_FAILED, { status: 503 });
  });
  if (!profile) throw data(PROFILE_LOAD_FAILED, { status: 404 });
  const [emailChange, invitations] = await Promise.all([getEmailChangeState(user.id), listMyInvitations(user.id)]);
  const url = new URL(request.url);
  return {
    /** The form's fields (app/rules/profile-fields.ts, form "profile") and the address, shown read only. */
    profile: { ...formValues(fieldsOf("profile"), profile), email: profile.email },
    avatar: { url: user.avatarUrl, initials: `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase() },
    /** Keys of the two forms: a save re-creates them from the stored values (and empties the password form). */
    formKeys: { profile: profile.profileUpdatedAt.toISOString(), password: profile.credentialsUpdatedAt.toISOString() },
    licenseGateNotice: licenseGateNotice(url.searchParams.get("from"), profile.licenseNumber),
    emailChange,
    /** Reminder e-mails (decision 0093); `digest` only for a company admin on the company profile. */
    emails: {
      reminders: await remindersWanted(user.id),
      digest: area === "company" && user.companyId && user.roles.includes("company_admin") ? await atRiskDigestOn(user.companyId) : null,
    },
    /** Company membership (decision 0053): the company, pending invitations, whether this member may leave here. */
    company: {
      name: user.companyId ? (user.companyName ?? "your company") : null,
      canLeave: Boolean(user.companyId) && !user.roles.includes("company_admin"),
      invitations: invitations.length,
    },
  };
}

export type ProfileActionData = {
  intent: ProfileIntent | null;
  result?: SubmissionResult<string[]>;
  toast?: ToastMessage;
  /** Why the picture was refused (update-avatar). */
  avatarError?: string;
};

/** What a handler is given: who is asking, on which profile, the form (read once), where a success goes back to. */
type IntentContext = {
  user: SessionUser;
  area: ProfileArea;
  formData: FormData;
  /** The page's own query (the license gate's `from`), kept on the way back. */
  search: string;
  back: string;
  ip: string | null;
};
type IntentHandler = (ctx: IntentContext) => Promise<Response | ReturnType<typeof answer>>;

/** A refusal or failure shown on the page (no redirect). */
const answer = (body: ProfileActionData, init: ResponseInit) => data(body, init);

/** An intent the page does not send, or one this user may not use. */
const unknownRequest = (status: 400 | 403) => answer({ intent: null, toast: withId(PROFILE_TOASTS.unknownRequest) }, { status });

/** The picture form's refusal: its message beside the field and in a toast. */
function avatarRefusal(message: string, status: number) {
  return answer(
    {
      intent: PROFILE_INTENTS.avatar,
      avatarError: message,
      toast: withId({ type: "error", title: "Picture Not Updated", description: message }),
    },
    { status },
  );
}

/** One handler per intent; `profileAction` finds the user, reads the form and picks the handler. */
const intents: Record<ProfileIntent, IntentHandler> = {
  [PROFILE_INTENTS.reminders]: saveReminders,
  [PROFILE_INTENTS.digest]: saveDigest,
  [PROFILE_INTENTS.profile]: updateProfile,
  [PROFILE_INTENTS.avatar]: updateAvatar,
  [PROFILE_INTENTS.removeAvatar]: deleteAvatar,
  [PROFILE_INTENTS.emailChange]: requestNewEmail,
  [PROFILE_INTENTS.resendEmailChange]: resendNewEmail,
  [PROFILE_INTENTS.cancelEmailChange]: cancelNewEmail,
  [PROFILE_INTENTS.password]: updatePassword,
};

export async function profileAction(request: Request, area: ProfileArea, context: AppLoadContext | undefined) {
  const user = await requireAreaUser(request, area);
  let formData: FormData;
  try {
    // The picture is read as it streams: one over 5 MB is refused beside the field, never held whole.
    formData = await readForm(request, { maxFileBytes: IMAGE_MAX_BYTES });
  } catch (error) {
    if (error instanceof FileTooLarge) return avatarRefusal(UPLOAD_MESSAGES.tooLarge, 413);
    throw error;
  }
  const search = profileSearch(new URL(request.url).searchParams);
  const intent = parseProfileIntent(formData.get("intent"));
  const ip = getClientAddress(request, context);
  if (!intent) return unknownRequest(400);
  return intents[intent]({ user, area, formData, search, back: PROFILE_PATH[area] + search, ip });
}

async function saveReminders({ user, formData, back }: IntentContext) {
  await setRemindersWanted(user.id, formData.get("reminders") === "on");
  return redirectWithToast(back, PROFILE_TOASTS.remindersSaved);
}

async function saveDigest({ user, area, formData, back }: IntentContext) {
  // Only a company admin, for their own company, on the company profile.
  if (area !== "company" || !user.companyId || !user.roles.includes("company_admin")) return unknownRequest(403);
  await setAtRiskDigest(user.companyId, formData.get("digest") === "on");
  return redirectWithToast(back, PROFILE_TOASTS.remindersSaved);
}

async function updateProfile({ user, formData, search, back, ip }: IntentContext) {
  const intent = PROFILE_INTENTS.profile;
  const submission = parseWithZod(formData, { schema: profileSchema });
  if (submission.status !== "success") return answer({ intent, result: submission.reply() }, { status: 400 });
  try {
    await updateProfileDetails(user.id, submission.value, { ipAddress: ip });
  } catch (error) {
    logEvent("error", "profile_update_failed", { userId: user.id, error });
    const body: ProfileActionData = {
      intent,
      result: submission.reply({ formErrors: [PROFILE_TOASTS.failed.description] }),
      toast: withId(PROFILE_TOASTS.failed),
    };
    return answer(body, { status: 500 });
  }
  // Sent here by the evaluation's license gate: the toast says where to go next.
  const forEvaluation = search !== "" && hasLicenseNumber(submission.value.licenseNumber);
  return redirectWithToast(back, forEvaluation ? PROFILE_TOASTS.savedForEvaluation : PROFILE_TOASTS.saved);
}

async function updateAvatar({ user, formData, back }: IntentContext) {
  const file = formData.get("avatar");
  if (!(file instanceof File)) return avatarRefusal(UPLOAD_MESSAGES.missing, 400);
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const check = checkImage(file.size, head);
  if (!check.ok) return avatarRefusal(check.message, check.message === UPLOAD_MESSAGES.tooLarge ? 413 : 400);
  try {
    await replaceAvatar(user.id, { bytes: new Uint8Array(await file.arrayBuffer()), type: check.type });
  } catch (error) {
    logEvent("error", "avatar_update_failed", { userId: user.id, error });
    return avatarRefusal(UPLOAD_MESSAGES.failed, 500);
  }
  return redirectWithToast(back, { type: "success", title: "Picture Updated", description: UPLOAD_MESSAGES.saved });
}

async function deleteAvatar({ user, back }: IntentContext) {
  await removeAvatar(user.id);
  return redirectWithToast(back, { type: "success", title: "Picture Removed", description: UPLOAD_MESSAGES.removed });
}

async function requestNewEmail({ user, formData, back }: IntentContext) {
  const intent = PROFILE_INTENTS.emailChange;
  const submission = parseWithZod(formData, { schema: emailChangeSchema });
  if (submission.status !== "success") return answer({ intent, result: submission.reply() }, { status: 400 });
  const outcome = await requestEmailChange(user.id, submission.value.newEmail);
  if (!outcome.ok) {
    const message = outcome.reason === "same" ? EMAIL_CHANGE_MESSAGES.same : EMAIL_CHANGE_MESSAGES.taken;
    return answer(
      {
        intent,
        result: submission.reply({ fieldErrors: { newEmail: [message] } }),
        toast: withId({ ...EMAIL_CHANGE_TOASTS.failed, description: message }),
      },
      { status: outcome.reason === "taken" ? 409 : 400 },
    );
  }
  return redirectWithToast(back, EMAIL_CHANGE_TOASTS.requested);
}

async function resendNewEmail({ user, back }: IntentContext) {
  const outcome = await resendEmailChange(user.id);
  if (!outcome.ok) {
    const description = outcome.reason === "taken" ? EMAIL_CHANGE_MESSAGES.taken : "There is no email change to resend.";
    return redirectWithToast(back, { ...EMAIL_CHANGE_TOASTS.failed, description });
  }
  return redirectWithToast(back, EMAIL_CHANGE_TOASTS.resent);
}

async function cancelNewEmail({ user, back }: IntentContext) {
  await cancelEmailChange(user.id);
  return redirectWithToast(back, EMAIL_CHANGE_TOASTS.cancelled);
}

async function updatePassword({ user, formData, back, ip }: IntentContext) {
  const submission = parseWithZod(formData, { schema: passwordChangeSchema });
  type Refusal = {
    fieldErrors?: Record<string, string[]>;
    formErrors?: string[];
    toast?: Omit<ToastMessage, "id">;
    headers?: HeadersInit;
  };
  const refuse = (status: number, extra: Refusal = {}) =>
    answer(
      {
        intent: PROFILE_INTENTS.password,
        result: submission.reply({ fieldErrors: extra.fieldErrors, formErrors: extra.formErrors, hideFields: PASSWORD_FIELDS }),
        toast: extra.toast ? withId(extra.toast) : undefined,
      },
      { status, headers: extra.headers },
    );
  if (submission.status !== "success") {
    // 'Password Too Short' / 'Password Mismatch' as toasts too (without JavaScript; with it the form's own check shows them).
    const problem = passwordProblemToast(submission.error, PASSWORD_CHANGE_MESSAGES);
    return refuse(400, problem ? { toast: { type: "error", ...problem } } : {});
  }
  // 'Insecure Password' (decision 0081).
  if (!(await checkNewPassword(submission.value.password)).ok) {
    return refuse(400, {
      fieldErrors: { password: [INSECURE_PASSWORD_MESSAGE] },
      toast: { type: "error", title: PASSWORD_TOAST_TITLES.insecure, description: INSECURE_PASSWORD_MESSAGE },
    });
  }

  // Failed attempts are limited like sign-in: someone holding a stolen session cannot guess the password.
  const limit = await consumeRateLimit("passwordChangeByUser", user.id);
  if (!limit.ok) {
    const message = retryMessage(limit.retryAfterSeconds);
    return refuse(429, {
      formErrors: [message],
      toast: { ...PROFILE_TOASTS.passwordRefused, description: message },
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  }
  let result: Awaited<ReturnType<typeof changePassword>>;
  try {
    result = await changePassword({
      userId: user.id,
      currentPassword: submission.value.currentPassword,
      newPassword: submission.value.password,
      keepSessionId: user.sessionId,
      ipAddress: ip,
    });
  } catch (error) {
    logEvent("error", "password_change_failed", { userId: user.id, error });
    return refuse(500, { formErrors: [PROFILE_TOASTS.passwordFailed.description], toast: PROFILE_TOASTS.passwordFailed });
  }
  if (!result.ok) {
    return refuse(400, {
      fieldErrors: { currentPassword: [PASSWORD_CHANGE_MESSAGES.currentWrong] },
      toast: PROFILE_TOASTS.passwordRefused,
    });
  }
  // The password is changed: a failure to clear the counter must not report otherwise.
  await resetRateLimit("passwordChangeByUser", user.id).catch((error: unknown) =>
    logEvent("error", "rate_limit_reset_failed", { userId: user.id, error }),
  );
  return redirectWithToast(back, PROFILE_TOASTS.passwordChanged);
}
