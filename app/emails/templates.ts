// Every e-mail the product sends, rendered to subject + HTML + plain text. Pure and isomorphic:
// the outbox (app/services/email.server.ts) stores what this returns; /dev/mailbox shows it.
import { tz } from "@date-fns/tz";
import { format } from "date-fns";

import { DEFAULT_SITE_NAME } from "~/utils/site";
import { SCHOOL_TIME_ZONE } from "~/rules/school-time";
import { linkValidText } from "~/rules/one-time-tokens";
import { DIGEST_AT_RISK_DAYS } from "~/rules/reminders";
import { POST_LICENSING_DAYS_TEXT } from "~/rules/license-deadlines";
import { countOf } from "~/rules/plural";

export { DEFAULT_SITE_NAME };

type Vars = {
  signup_confirmation: { firstName: string; confirmUrl: string };
  welcome_individual: { firstName: string; email: string; loginUrl: string };
  welcome_company: {
    firstName: string;
    email: string;
    loginUrl: string;
    companyName: string;
    companyLogoUrl?: string | null;
  };
  password_reset: { firstName: string; resetUrl: string };
  invitation: {
    firstName: string;
    companyName?: string | null;
    invitedBy?: string | null;
    acceptUrl: string;
    /** How long the link lasts (an invitation's when not given; a resent verification gives its own, app/rules/one-time-tokens.ts). */
    validFor?: string | null;
  };
  /** An existing account invited to join a company (decision 0053): joins only if its owner accepts. */
  company_invitation: { firstName: string; companyName: string; invitedBy?: string | null; reviewUrl: string };
  /** Step 1 of 2: sent to the new address. */
  email_change_new: { firstName: string; newEmail: string; confirmUrl: string };
  /** Step 2 of 2: sent to the old address. */
  email_change_old: { firstName: string; newEmail: string; confirmUrl: string };
  /** After the change: sent to the old address. */
  email_changed: { firstName: string; newEmail: string };
  /** Staff changed the address at once (decision 0058): sent to the old and the new address. */
  email_changed_by_staff: { firstName: string; oldEmail: string; newEmail: string };
  course_completion: {
    firstName: string;
    courseTitle: string;
    courseType: string;
    hours: number | string;
    certificateUrl: string;
    /** Already formatted by the caller (see formatCentralDate). */
    completionDate: string;
    dashboardUrl: string;
  };
  /**
   * Staff reissued a certificate after a correction (decision 0061). The outbox has no
   * attachments: `certificateUrl` is the PDF, opened signed in. `correctedOn` already formatted.
   */
  certificate_reissued: { firstName: string; courseTitle: string; certificateId: string; certificateUrl: string; correctedOn: string };
  /** A company admin or staff gave the learner a course (decision 0063). `assignedBy`: the company's name; without it, the school. */
  course_assigned: { firstName: string; courseTitle: string; courseType: string; assignedBy?: string | null; myCoursesUrl: string };
  /** Sent to the school: three wrong identity answers in a row locked a learner's course (decision 0089). `lockedOn` already formatted. */
  identity_lock: { learnerName: string; learnerEmail: string; courseTitle: string; lockedOn: string; recordUrl: string };
  /** Sent to the school; the caller sets replyTo to the sender's address. */
  contact_message: {
    name: string;
    email: string;
    phone?: string | null;
    subject: string;
    professionalStatus: "agent" | "broker" | "unlicensed";
    message: string;
  };
  /** invoice.paid (decision 0023); `amount` already formatted, e.g. "$4.99". */
  payment_receipt: { firstName: string; amount: string; invoiceNumber: string; invoicePdf?: string | null; billingUrl: string };
  /** invoice.payment_failed. */
  payment_failed: { firstName: string; amount: string; invoiceNumber: string; billingUrl: string };
  /** The membership was set to cancel at the period end, or has ended. `accessUntil` already formatted. */
  subscription_canceled: { firstName: string; accessUntil: string; ended: boolean; billingUrl: string };
  /**
   * Reminders (decision 0093). Each carries `unsubscribeUrl`, the one-click link (also sent as the
   * List-Unsubscribe header). Dates already formatted (formatCentralDate).
   */
  post_licensing_reminder: {
    firstName: string;
    daysLeft: number;
    dueDate: string;
    hoursDone: number;
    hoursRequired: number;
    courseUrl: string;
    unsubscribeUrl: string;
  };
  continuing_education_reminder: {
    firstName: string;
    year: string;
    hoursNeeded: number;
    hoursDone: number;
    hoursRequired: number;
    mandatoryDone: boolean;
    coursesUrl: string;
    unsubscribeUrl: string;
  };
  premium_renewal_reminder: { firstName: string; renewsOn: string; amount?: string | null; billingUrl: string; unsubscribeUrl: string };
  company_invitation_reminder: { firstName: string; companyName: string; daysAgo: number; reviewUrl: string; unsubscribeUrl: string };
  at_risk_digest: {
    firstName: string;
    companyName: string;
    members: { name: string; dueDate: string; daysLeft: number; hoursDone: number; hoursRequired: number }[];
    complianceUrl: string;
    settingsUrl: string;
    unsubscribeUrl: string;
  };
};

export type TemplateKey = keyof Vars;
export const TEMPLATE_KEYS = [
  "signup_confirmation",
  "welcome_individual",
  "welcome_company",
  "password_reset",
  "invitation",
  "company_invitation",
  "email_change_new",
  "email_change_old",
  "email_changed",
  "email_changed_by_staff",
  "course_completion",
  "certificate_reissued",
  "course_assigned",
  "identity_lock",
  "contact_message",
  "payment_receipt",
  "payment_failed",
  "subscription_canceled",
  "post_licensing_reminder",
  "continuing_education_reminder",
  "premium_renewal_reminder",
  "company_invitation_reminder",
  "at_risk_digest",
] as const satisfies readonly TemplateKey[];

/** Shared by every template: the site name used in subjects and footers. */
type Shared = { siteName?: string };
export type TemplateVariables<K extends TemplateKey> = Vars[K] & Shared;
export type EmailMessage = { [K in TemplateKey]: { templateKey: K; variables: TemplateVariables<K> } }[TemplateKey];
export type RenderedEmail = { subject: string; html: string; text: string };

export function escapeHtml(value: unknown): string {
  return String(value ?? "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** E-mailed links must be absolute http(s) URLs; anything else is a programming error. */
function absolute(url: string): string {
  if (!/^https?:\/\/[^\s]+$/i.test(url)) throw new Error(`E-mail links must be absolute http(s) URLs: ${url}`);
  return url;
}

/** "November 22, 2026" in US Central time (the completion e-mail's date, requirement learning-constants). */
export function formatCentralDate(date: Date): string {
  return format(date, "MMMM d, yyyy", { in: tz(SCHOOL_TIME_ZONE) });
}

// ---- building blocks: each returns [html, text] so both versions stay in step ----

type Block = { html: string; text: string };
const p = (html: string, text: string): Block => ({
  html: `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937">${html}</p>`,
  text,
});
const button = (label: string, url: string): Block => ({
  html:
    `<p style="margin:24px 0"><a href="${escapeHtml(absolute(url))}" style="display:inline-block;background:#1d4ed8;color:#ffffff;` +
    `text-decoration:none;font-weight:600;font-size:16px;padding:12px 20px;border-radius:6px">${escapeHtml(label)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#6b7280;word-break:break-all">` +
    `If the button does not work, copy this link into your browser:<br>${escapeHtml(url)}</p>`,
  text: `${label}: ${url}`,
});
const small = (content: string): Block => ({
  html: `<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:#6b7280">${escapeHtml(content)}</p>`,
  text: content,
});
const field = (label: string, value: string): Block => ({
  html:
    `<p style="margin:0 0 8px;font-size:15px;line-height:1.5;color:#1f2937"><strong>${escapeHtml(label)}:</strong> ` +
    `${escapeHtml(value).replace(/\r?\n/g, "<br>")}</p>`,
  text: `${label}: ${value}`,
});
/** The reminders' footer: why this e-mail came and the one-click way out. */
const unsubscribe = (url: string, what = "deadline reminders"): Block => ({
  html:
    `<p style="margin:24px 0 0;font-size:13px;line-height:1.5;color:#6b7280">You receive ${escapeHtml(what)} because of your account with us. ` +
    `<a href="${escapeHtml(absolute(url))}" style="color:#6b7280">Unsubscribe</a> with one click, or change this on your profile.</p>`,
  text: `You receive ${what} because of your account with us. Unsubscribe with one click: ${url}`,
});
const hoursText = (hours: number) => `${hours} ${hours === 1 ? "hour" : "hours"}`;
const daysText = (days: number) => (days === 0 ? "today" : days === 1 ? "in 1 day" : `in ${days} days`);
const hello = (firstName: string) => p(`Hi ${escapeHtml(firstName)},`, `Hi ${firstName},`);
const plain = (content: string) => p(escapeHtml(content), content);

function layout(siteName: string, heading: string, blocks: Block[], header?: Block): Block {
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(heading)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f3f4f6;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">` +
    `<div style="max-width:560px;margin:0 auto;padding:24px 16px">` +
    `<div style="background:#ffffff;border-radius:8px;padding:24px">` +
    (header?.html ?? "") +
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#111827">${escapeHtml(heading)}</h1>` +
    blocks.map((b) => b.html).join("") +
    `</div>` +
    `<p style="margin:16px 0 0;font-size:12px;line-height:1.5;color:#6b7280;text-align:center">${escapeHtml(siteName)}</p>` +
    `</div></body></html>`;
  const text = [heading, blocks.map((b) => b.text).join("\n\n"), `— ${siteName}`].join("\n\n");
  return { html, text };
}

const PROFESSIONAL_STATUS = { agent: "Agent", broker: "Broker", unlicensed: "Unlicensed" } as const;

type Draft = { subject: string; heading: string; blocks: Block[]; header?: Block };

const templates: { [K in TemplateKey]: (v: Vars[K], siteName: string) => Draft } = {
  signup_confirmation: (v, site) => ({
    subject: `Confirm your email for ${site}`,
    heading: "Confirm your email address",
    blocks: [
      hello(v.firstName),
      plain(`Thanks for signing up with ${site}. Please confirm your email address to activate your account.`),
      button("Confirm Email", v.confirmUrl),
      small(`This link is valid for ${linkValidText("email_confirmation")}. If you did not create an account, you can ignore this email.`),
    ],
  }),
  welcome_individual: (v, site) => ({
    subject: `Welcome to ${site}`,
    heading: `Welcome to ${site}!`,
    blocks: [
      hello(v.firstName),
      plain("Your email is confirmed and your account is ready. You can sign in at any time with:"),
      field("Email", v.email),
      button("Sign In", v.loginUrl),
      plain("Choose a membership to enroll in pre-licensing, post-licensing and continuing education courses."),
    ],
  }),
  welcome_company: (v, site) => ({
    subject: `Welcome to ${site} with ${v.companyName}`,
    heading: `Welcome to ${site}!`,
    header: v.companyLogoUrl
      ? {
          html: `<img src="${escapeHtml(absolute(v.companyLogoUrl))}" alt="${escapeHtml(v.companyName)}" style="display:block;max-width:160px;max-height:64px;margin:0 0 16px">`,
          text: "",
        }
      : undefined,
    blocks: [
      hello(v.firstName),
      p(
        `Your account is ready. <strong>${escapeHtml(v.companyName)}</strong> gives you access to your courses.`,
        `Your account is ready. ${v.companyName} gives you access to your courses.`,
      ),
      field("Email", v.email),
      button("Sign In", v.loginUrl),
    ],
  }),
  password_reset: (v, site) => ({
    subject: `Reset your ${site} password`,
    heading: "Reset your password",
    blocks: [
      hello(v.firstName),
      plain("We received a request to reset your password. Choose a new one with the link below."),
      button("Reset Password", v.resetUrl),
      small(
        `This link expires in ${linkValidText("password_reset")}. If you did not ask to reset your password, you can safely ignore this email; your password will not change.`,
      ),
    ],
  }),
  invitation: (v, site) => {
    const who = v.invitedBy && v.companyName ? `${v.invitedBy} of ${v.companyName}` : (v.invitedBy ?? v.companyName);
    return {
      subject: v.companyName ? `${v.companyName} invited you to ${site}` : `You're invited to ${site}`,
      heading: `You're invited to ${site}`,
      blocks: [
        hello(v.firstName),
        plain(`${who ? `${who} has invited you` : "You have been invited"} to ${site}. Set your password to get started.`),
        button("Set Your Password", v.acceptUrl),
        small(`This invitation expires in ${v.validFor ?? linkValidText("invitation")}.`),
      ],
    };
  },
  company_invitation: (v, site) => ({
    subject: `${v.companyName} invited you to join their company on ${site}`,
    heading: `Join ${v.companyName} on ${site}?`,
    blocks: [
      hello(v.firstName),
      plain(
        `${v.invitedBy ? `${v.invitedBy} of ${v.companyName}` : v.companyName} has invited your ${site} account to join ${v.companyName}. Nothing changes unless you accept.`,
      ),
      plain(
        "If you accept, the company can see your progress and the certificates you earn from then on. Your own subscription and your earlier certificates stay yours, and you can leave the company at any time.",
      ),
      button("Review Invitation", v.reviewUrl),
      small("Sign in with your own password to accept or decline. If you do not know this company, decline or ignore this email."),
    ],
  }),
  email_change_new: (v, site) => ({
    subject: `Confirm your new email address (step 1 of 2)`,
    heading: "Confirm your new email address",
    blocks: [
      hello(v.firstName),
      plain(`You asked to change the email address on your ${site} account to ${v.newEmail}.`),
      plain("Step 1 of 2: confirm this new address. We will then ask you to approve the change from your current address."),
      button("Confirm New Email", v.confirmUrl),
      small("If you did not ask for this change, ignore this email and your address will stay the same."),
    ],
  }),
  email_change_old: (v, site) => ({
    subject: `Approve your email change (step 2 of 2)`,
    heading: "Approve your email change",
    blocks: [
      hello(v.firstName),
      plain(`Someone asked to change the email address on your ${site} account to ${v.newEmail}.`),
      plain("Step 2 of 2: approve the change from this address to finish."),
      button("Approve Email Change", v.confirmUrl),
      small("If this was not you, do not click the link; your email will stay the same. Consider changing your password."),
    ],
  }),
  email_changed: (v, site) => ({
    subject: `Your email address was changed`,
    heading: "Your email address was changed",
    blocks: [
      hello(v.firstName),
      plain(`The email address on your ${site} account is now ${v.newEmail}. Sign in with it from now on.`),
      small("If you did not make this change, contact our support team right away and change your password."),
    ],
  }),
  email_changed_by_staff: (v, site) => ({
    subject: `Your email address was changed by our staff`,
    heading: "Your email address was changed",
    blocks: [
      hello(v.firstName),
      plain(`Our staff changed the email address on your ${site} account from ${v.oldEmail} to ${v.newEmail}.`),
      plain(`Sign in with ${v.newEmail} from now on. Your password, courses and certificates stay the same.`),
      small("If you did not ask for this change, contact our support team right away."),
    ],
  }),
  course_completion: (v, site) => ({
    subject: `Congratulations! You completed ${v.courseTitle}`,
    heading: "Congratulations on completing your course!",
    blocks: [
      hello(v.firstName),
      p(`You have completed <strong>${escapeHtml(v.courseTitle)}</strong>.`, `You have completed ${v.courseTitle}.`),
      field("Course type", v.courseType),
      field("Hours", String(v.hours)),
      field("Completion date", v.completionDate),
      button("Download Certificate", v.certificateUrl),
      button("Go to Dashboard", v.dashboardUrl),
      small(`Thank you for learning with ${site}.`),
    ],
  }),
  certificate_reissued: (v) => ({
    subject: `Your corrected certificate for ${v.courseTitle}`,
    heading: "Your certificate has been corrected",
    blocks: [
      hello(v.firstName),
      p(
        `We corrected your certificate for <strong>${escapeHtml(v.courseTitle)}</strong> on ${escapeHtml(v.correctedOn)}, with the name and license number now on your profile.`,
        `We corrected your certificate for ${v.courseTitle} on ${v.correctedOn}, with the name and license number now on your profile.`,
      ),
      field("Certificate ID", v.certificateId),
      plain("It keeps the same certificate ID, and its verification page shows the corrected details from now on."),
      button("Download Certificate", v.certificateUrl),
      small("Sign in to open the certificate. If anything on it is still wrong, contact our support team."),
    ],
  }),
  course_assigned: (v, site) => ({
    subject: `A course has been assigned to you: ${v.courseTitle}`,
    heading: "A course has been assigned to you",
    blocks: [
      hello(v.firstName),
      p(
        `${escapeHtml(v.assignedBy || site)} has given you <strong>${escapeHtml(v.courseTitle)}</strong>. You will find it in My Courses.`,
        `${v.assignedBy || site} has given you ${v.courseTitle}. You will find it in My Courses.`,
      ),
      field("Course type", v.courseType),
      button("Go to My Courses", v.myCoursesUrl),
      small(`Thank you for learning with ${site}.`),
    ],
  }),
  identity_lock: (v) => ({
    subject: `Identity check failed: ${v.learnerName} locked out of ${v.courseTitle}`,
    heading: "A learner's course is locked",
    blocks: [
      plain(
        `${v.learnerName} answered three personal validation questions wrong in a row, so their course is locked until staff unlock it.`,
      ),
      field("Learner", v.learnerName),
      field("Email", v.learnerEmail),
      field("Course", v.courseTitle),
      field("Locked on", v.lockedOn),
      button("Open the learner's record", v.recordUrl),
      small("Contact the learner to confirm who they are, then unlock the course from their record with a reason."),
    ],
  }),
  contact_message: (v) => ({
    subject: `Contact form: ${v.subject}`,
    heading: "New contact form message",
    blocks: [
      field("Name", v.name),
      field("Email", v.email),
      field("Phone", v.phone || "Not provided"),
      field("Professional status", PROFESSIONAL_STATUS[v.professionalStatus] ?? v.professionalStatus),
      field("Subject", v.subject),
      field("Message", v.message),
      small("Reply to this email to answer the sender."),
    ],
  }),
  payment_receipt: (v, site) => ({
    subject: `Your ${site} receipt (${v.invoiceNumber})`,
    heading: "Payment received",
    blocks: [
      hello(v.firstName),
      plain(`Thank you! We received your payment for the ${site} premium membership.`),
      field("Invoice", v.invoiceNumber),
      field("Amount paid", v.amount),
      ...(v.invoicePdf && /^https?:\/\//i.test(v.invoicePdf) ? [button("Download Invoice", v.invoicePdf)] : []),
      button("View Billing", v.billingUrl),
    ],
  }),
  payment_failed: (v) => ({
    subject: "Your membership payment failed",
    heading: "Payment failed",
    blocks: [
      hello(v.firstName),
      plain(`We could not charge your card for your premium membership (${v.amount}, invoice ${v.invoiceNumber}).`),
      plain("Please update your payment method to keep your access to every course."),
      button("Update Payment Method", v.billingUrl),
    ],
  }),
  subscription_canceled: (v) => ({
    subject: v.ended ? "Your premium membership has ended" : "Your premium membership will not renew",
    heading: v.ended ? "Membership ended" : "Membership canceled",
    blocks: [
      hello(v.firstName),
      plain(
        v.ended
          ? `Your premium membership ended on ${v.accessUntil}. Your progress and certificates are kept.`
          : `Your premium membership will not renew. You keep access to every course until ${v.accessUntil}.`,
      ),
      button(v.ended ? "Renew Membership" : "Manage Subscription", v.billingUrl),
    ],
  }),
  post_licensing_reminder: (v) => ({
    subject: `Your post-licensing deadline is ${daysText(v.daysLeft)}`,
    heading: "Finish your post-licensing on time",
    blocks: [
      hello(v.firstName),
      p(
        `Louisiana requires ${escapeHtml(hoursText(v.hoursRequired))} of post-licensing within ${POST_LICENSING_DAYS_TEXT} of your initial license. Your deadline is <strong>${escapeHtml(v.dueDate)}</strong>, ${escapeHtml(daysText(v.daysLeft))}.`,
        `Louisiana requires ${hoursText(v.hoursRequired)} of post-licensing within ${POST_LICENSING_DAYS_TEXT} of your initial license. Your deadline is ${v.dueDate}, ${daysText(v.daysLeft)}.`,
      ),
      field("Hours completed", `${v.hoursDone} of ${v.hoursRequired}`),
      plain("Missing the deadline can cost you your license. Pick up where you left off:"),
      button("Continue Your Course", v.courseUrl),
      unsubscribe(v.unsubscribeUrl),
    ],
  }),
  continuing_education_reminder: (v) => ({
    subject: `You still need ${hoursText(v.hoursNeeded)} of continuing education by December 31`,
    heading: "Complete your continuing education by December 31",
    blocks: [
      hello(v.firstName),
      p(
        `To renew your license you need ${escapeHtml(hoursText(v.hoursRequired))} of continuing education in ${escapeHtml(v.year)}, including the mandatory topic. You still need <strong>${escapeHtml(hoursText(v.hoursNeeded))}</strong>.`,
        `To renew your license you need ${hoursText(v.hoursRequired)} of continuing education in ${v.year}, including the mandatory topic. You still need ${hoursText(v.hoursNeeded)}.`,
      ),
      field("Hours completed", `${v.hoursDone} of ${v.hoursRequired}`),
      field("Mandatory topic", v.mandatoryDone ? "Completed" : "Not completed yet"),
      field("Deadline", `December 31, ${v.year}`),
      button("Go to My Courses", v.coursesUrl),
      unsubscribe(v.unsubscribeUrl),
    ],
  }),
  premium_renewal_reminder: (v, site) => ({
    subject: `Your ${site} premium membership renews on ${v.renewsOn}`,
    heading: "Your membership renews soon",
    blocks: [
      hello(v.firstName),
      plain(
        `Your premium membership renews on ${v.renewsOn}${v.amount ? ` for ${v.amount}` : ""}. Nothing to do if you want to keep learning; you can change or cancel it before then.`,
      ),
      button("Manage Subscription", v.billingUrl),
      unsubscribe(v.unsubscribeUrl, "reminders"),
    ],
  }),
  company_invitation_reminder: (v, site) => ({
    subject: `Reminder: ${v.companyName} invited you to join their company on ${site}`,
    heading: `${v.companyName} is waiting for your answer`,
    blocks: [
      hello(v.firstName),
      plain(
        `${v.daysAgo} days ago ${v.companyName} invited your ${site} account to join their company. Nothing changes unless you accept; you can also decline.`,
      ),
      button("Review Invitation", v.reviewUrl),
      unsubscribe(v.unsubscribeUrl, "reminders"),
    ],
  }),
  at_risk_digest: (v) => ({
    subject: `${v.members.length} ${v.members.length === 1 ? "member" : "members"} of ${v.companyName} at risk of missing a deadline`,
    heading: "Members at risk this week",
    blocks: [
      hello(v.firstName),
      plain(
        `These members of ${v.companyName} have a post-licensing deadline within ${countOf(DIGEST_AT_RISK_DAYS, "day", "days")} and have not completed the course:`,
      ),
      {
        html:
          `<ul style="margin:0 0 16px;padding-left:20px;font-size:15px;line-height:1.5;color:#1f2937">` +
          v.members
            .map(
              (m) =>
                `<li><strong>${escapeHtml(m.name)}</strong>: due ${escapeHtml(m.dueDate)} (${escapeHtml(daysText(m.daysLeft))}), ${escapeHtml(`${m.hoursDone} of ${m.hoursRequired} hours`)}</li>`,
            )
            .join("") +
          `</ul>`,
        text: v.members
          .map((m) => `- ${m.name}: due ${m.dueDate} (${daysText(m.daysLeft)}), ${m.hoursDone} of ${m.hoursRequired} hours`)
          .join("\n"),
      },
      button("Open Compliance", v.complianceUrl),
      small(`You can turn this weekly email off on the company profile: ${v.settingsUrl}`),
      unsubscribe(v.unsubscribeUrl, "this weekly digest and other reminders"),
    ],
  }),
};

export function renderEmail(message: EmailMessage): RenderedEmail {
  const siteName = message.variables.siteName || DEFAULT_SITE_NAME;
  const render = templates[message.templateKey] as (v: EmailMessage["variables"], site: string) => Draft;
  const draft = render(message.variables, siteName);
  const { html, text } = layout(siteName, draft.heading, draft.blocks, draft.header);
  // Subjects are a single header line.
  return { subject: draft.subject.replace(/\s*[\r\n]+\s*/g, " ").trim(), html, text };
}
