// One message of every template, every variable filled in: the templates' unit test renders each
// (app/emails/templates.test.ts) and the Postmark test sends each (tests/integration/postmark.test.ts).
import type { EmailMessage } from "~/emails/templates";

const url = (path: string) => `https://pelican.example/${path}?token=abc&x=1`;

export const EMAIL_SAMPLES: EmailMessage[] = [
  { templateKey: "signup_confirmation", variables: { firstName: "Ana", confirmUrl: url("confirm-email") } },
  {
    templateKey: "welcome_individual",
    variables: { firstName: "Ana", email: "ana@example.com", loginUrl: url("login") },
  },
  {
    templateKey: "welcome_company",
    variables: {
      firstName: "Ana",
      email: "ana@example.com",
      loginUrl: url("login"),
      companyName: "Bayou Realty",
      companyLogoUrl: "https://cdn.example/logo.png",
    },
  },
  { templateKey: "password_reset", variables: { firstName: "Ana", resetUrl: url("reset-password") } },
  {
    templateKey: "invitation",
    variables: { firstName: "Ana", companyName: "Bayou Realty", invitedBy: "Joe Broker", acceptUrl: url("login/accept-invitation") },
  },
  {
    templateKey: "email_change_new",
    variables: { firstName: "Ana", newEmail: "new@example.com", confirmUrl: url("confirm-email") },
  },
  {
    templateKey: "email_change_old",
    variables: { firstName: "Ana", newEmail: "new@example.com", confirmUrl: url("confirm-email") },
  },
  {
    templateKey: "course_completion",
    variables: {
      firstName: "Ana",
      courseTitle: "Louisiana Pre-Licensing",
      courseType: "Pre-licensing",
      hours: 90,
      certificateUrl: url("certificates/1.pdf"),
      completionDate: "November 22, 2026",
      dashboardUrl: url("student"),
    },
  },
  {
    templateKey: "contact_message",
    variables: {
      name: "Ana Smith",
      email: "ana@example.com",
      phone: "225-555-0100",
      subject: "Question about CE",
      professionalStatus: "broker",
      message: "Line one\nLine two",
    },
  },
  {
    templateKey: "payment_receipt",
    variables: {
      firstName: "Ana",
      amount: "$59.99",
      invoiceNumber: "PEL-0001",
      invoicePdf: "https://pay.stripe.com/invoice/acct_1/in_1/pdf",
      billingUrl: "https://pelican.example/student/billing",
    },
  },
  {
    templateKey: "payment_failed",
    variables: { firstName: "Ana", amount: "$59.99", invoiceNumber: "PEL-0002", billingUrl: "https://pelican.example/student/billing" },
  },
  {
    templateKey: "subscription_canceled",
    variables: { firstName: "Ana", accessUntil: "March 14, 2027", ended: false, billingUrl: "https://pelican.example/student/billing" },
  },
  { templateKey: "email_changed", variables: { firstName: "Ana", newEmail: "new@example.com" } },
  { templateKey: "email_changed_by_staff", variables: { firstName: "Ana", oldEmail: "old@example.com", newEmail: "new@example.com" } },
  {
    templateKey: "company_invitation",
    variables: { firstName: "Ana", companyName: "Bayou Realty", invitedBy: "Joe Broker", reviewUrl: url("invitations") },
  },
  {
    templateKey: "certificate_reissued",
    variables: {
      firstName: "Ana",
      courseTitle: "CE: Ethics",
      certificateId: "00000000-0000-0000-0000-000000000000-CERT-ABCDEFGHJK",
      certificateUrl: url("certificates/1.pdf"),
      correctedOn: "November 26, 2026",
    },
  },
  {
    templateKey: "course_assigned",
    variables: {
      firstName: "Ana",
      courseTitle: "Louisiana Pre-Licensing",
      courseType: "Pre-licensing",
      assignedBy: "Bayou Realty",
      myCoursesUrl: url("student"),
    },
  },
  {
    templateKey: "identity_lock",
    variables: {
      learnerName: "Ana Díaz",
      learnerEmail: "ana@example.com",
      courseTitle: "Louisiana Pre-Licensing",
      lockedOn: "November 28, 2026",
      recordUrl: url("admin/users/1"),
    },
  },
  {
    templateKey: "post_licensing_reminder",
    variables: {
      firstName: "Ana",
      daysLeft: 30,
      dueDate: "March 1, 2027",
      hoursDone: 15,
      hoursRequired: 45,
      courseUrl: url("course-player/post-licensing"),
      unsubscribeUrl: url("unsubscribe"),
    },
  },
  {
    templateKey: "continuing_education_reminder",
    variables: {
      firstName: "Ana",
      year: "2026",
      hoursNeeded: 8,
      hoursDone: 4,
      hoursRequired: 12,
      mandatoryDone: false,
      coursesUrl: url("student/courses"),
      unsubscribeUrl: url("unsubscribe"),
    },
  },
  {
    templateKey: "premium_renewal_reminder",
    variables: {
      firstName: "Ana",
      renewsOn: "December 5, 2026",
      amount: "$99.00",
      billingUrl: url("student/billing"),
      unsubscribeUrl: url("unsubscribe"),
    },
  },
  {
    templateKey: "company_invitation_reminder",
    variables: {
      firstName: "Ana",
      companyName: "Bayou Realty",
      daysAgo: 3,
      reviewUrl: url("invitations"),
      unsubscribeUrl: url("unsubscribe"),
    },
  },
  {
    templateKey: "at_risk_digest",
    variables: {
      firstName: "Joe",
      companyName: "Bayou Realty",
      members: [{ name: "Ana Agent", dueDate: "December 20, 2026", daysLeft: 22, hoursDone: 15, hoursRequired: 45 }],
      complianceUrl: url("company-dashboard/reports"),
      settingsUrl: url("company-dashboard/profile"),
      unsubscribeUrl: url("unsubscribe"),
    },
  },
];
