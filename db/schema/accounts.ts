import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { CURRENT_REFUND_TERMS } from "../../app/rules/refund-eligibility";
import { timestamps } from "./columns";
import { accountStatusEnum, planTierEnum, roleEnum, tokenKindEnum, emailChangeStatusEnum, licenseTypeEnum } from "./enums";

/** Credentials. One row per person who can sign in. E-mail is stored lower-cased. */
export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    /** argon2id hash; null until an invited user sets a password. */
    passwordHash: text(),
    emailConfirmedAt: timestamp({ withTimezone: true }),
    lastSignInAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex("users_email_key").on(t.email), check("users_email_lowercase", sql`${t.email} = lower(${t.email})`)],
);

/** A signed-in browser. The cookie holds only the id; deleting the row signs it out. */
export const sessions = pgTable(
  "sessions",
  {
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

/** Single-use, expiring tokens: sign-up confirmation, reset, invitation, e-mail change. Only a hash is kept. */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: tokenKindEnum().notNull(),
    tokenHash: text().notNull(),
    /** For e-mail change: the address being confirmed. */
    newEmail: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("one_time_tokens_token_hash_key").on(t.tokenHash), index("one_time_tokens_user_kind_idx").on(t.userId, t.kind)],
);

export const companies = pgTable("companies", {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  logoUrl: text(),
  /** null means unlimited seats. */
  allowedUserSeats: integer(),
  planTier: planTierEnum(),
  /** Starter plans cap pre- and post-licensing enrollments per plan year; null means unlimited. */
  preLicensingLimitPerYear: integer(),
  postLicensingLimitPerYear: integer(),
  /** The plan's first day (YYYY-MM-DD): its plan years run from each anniversary; null means calendar years. */
  planYearStart: date({ mode: "string" }),
  stripeCustomerId: text().unique(),
  /** The company admins' weekly e-mail of members at risk (decision 0093): off until an admin turns it on. */
  atRiskDigest: boolean().notNull().default(false),
  ...timestamps,
});

export const profiles = pgTable(
  "profiles",
  {
    id: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phone: text(),
    licenseNumber: text(),
    /** The license held (null = none given): post-licensing applies to salespersons (decision 0027). */
    licenseType: licenseTypeEnum(),
    /** The day the license was first issued (Louisiana calendar day): post-licensing is due 180 days later. */
    initialLicenseDate: date({ mode: "string" }),
    avatarUrl: text(),
    companyId: uuid().references(() => companies.id, { onDelete: "set null" }),
    /**
     * When an existing account joined its company by accepting an invitation (decision 0053): the
     * company sees only certificates issued from then on. Null for an account created in its company
     * (a member since its first day) or with no company.
     */
    companyJoinedAt: timestamp({ withTimezone: true }),
    /**
     * The member's standing in the company (decision 0053): inactive = the company withdrew what it
     * grants (company access, the company admin role). The account itself stays the person's.
     */
    companyStatus: accountStatusEnum().notNull().default("active"),
    subscribed: boolean().notNull().default(false),
    subscriptionTier: text(),
    /** inactive, active, trialing, past_due, canceled */
    subscriptionStatus: text().notNull().default("inactive"),
    subscriptionEnd: timestamp({ withTimezone: true }),
    stripeCustomerId: text().unique(),
    stripeSubscriptionId: text(),
    /**
     * Which state of the subscription the columns above hold, as a sortable key (subscription created |
     * period end | status rank | event created, zero-padded epoch seconds). A webhook applies a
     * subscription state only if its key is not older, so events may arrive in any order (decision 0023).
     */
    stripeSubscriptionVersion: text(),
    /**
     * Complimentary premium given by staff (decision 0062): the member counts as subscribed
     * until this instant, with no payment. Null when none. The reason and who gave it are in the audit log.
     */
    complimentaryUntil: timestamp({ withTimezone: true }),
    complimentaryReason: text(),
    accountStatus: accountStatusEnum().notNull().default("active"),
    emailConfirmedAt: timestamp({ withTimezone: true }),
    /** Player audio preferences (requirement learning-data-fields local preferences, kept per user). */
    showAudioPlayer: boolean().notNull().default(true),
    autoPlayAndAdvance: boolean().notNull().default(false),
    /** When an admin anonymised the account (decision 0039): contact details gone, learning records kept. */
    anonymisedAt: timestamp({ withTimezone: true }),
    /**
     * Reminder e-mails (decision 0093): null = the person gets them; set when they unsubscribed (the
     * one-click link or the profile), cleared when they turn them back on.
     */
    remindersOffAt: timestamp({ withTimezone: true }),
    /** The bearer of the reminder e-mails' unsubscribe link (one click, no sign-in): random, one per person. */
    unsubscribeToken: uuid().notNull().defaultRandom(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("profiles_unsubscribe_token_key").on(t.unsubscribeToken),
    index("profiles_company_id_idx").on(t.companyId),
    uniqueIndex("profiles_email_key").on(t.email),
  ],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: roleEnum().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/**
 * A company's invitation to an existing account (decision 0053): the account joins only when its
 * owner accepts, signed in. Until then the company sees the pending invitation, never the person's data.
 */
export const companyInvitations = pgTable(
  "company_invitations",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The company role given on acceptance: student or company_admin. */
    role: roleEnum().notNull().default("student"),
    invitedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    /** "{inviterName} of {company} has invited you" (kept: the inviter may leave). */
    inviterName: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("company_invitations_company_user_key").on(t.companyId, t.userId),
    index("company_invitations_user_idx").on(t.userId),
  ],
);

/** Invoices of a member's subscription: the profile's billing history (requirement billing-screens). */
export const invoices = pgTable(
  "invoices",
  {
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    number: text(),
    amount: integer().notNull(),
    currency: text().notNull().default("usd"),
    status: text().notNull(),
    invoicePdf: text(),
    created: timestamp({ withTimezone: true }).notNull(),
    /** A refund of this invoice's payment, from the provider's refund event: its id, amount and time. */
    refundId: text(),
    refundedAmount: integer(),
    refundedAt: timestamp({ withTimezone: true }),
    /**
     * The refund terms the purchase was sold under (decision 0095): the window in days and the most
     * course progress, in percent, still refundable. Written when the invoice is first recorded, never
     * changed; refund eligibility reads them, not today's figures. No database default: an insert that
     * does not name them gets today's terms (app/rules/refund-eligibility.ts) from Drizzle; invoices
     * recorded before the columns existed were sold under 10 days and 10 % (set by the migration).
     */
    refundWindowDays: smallint()
      .notNull()
      .$defaultFn(() => CURRENT_REFUND_TERMS.windowDays),
    refundMaxProgressPercent: smallint()
      .notNull()
      .$defaultFn(() => CURRENT_REFUND_TERMS.maxProgressPercent),
  },
  (t) => [
    index("invoices_user_created_idx").on(t.userId, t.created),
    check("invoices_refund_terms_range", sql`${t.refundWindowDays} >= 0 and ${t.refundMaxProgressPercent} between 0 and 100`),
  ],
);

/** The single settings row (id is always 1). */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer().primaryKey().default(1),
    siteName: text().notNull().default("Pelican Real Estate School"),
    premiumMembershipPrice: numeric({ precision: 10, scale: 2, mode: "number" }).notNull(),
    supportEmail: text().notNull(),
    supportPhone: text(),
    mailingAddress: text(),
    /** Louisiana Real Estate Commission certificate-of-authority number, printed on certificates. */
    certificateAuthorityNumber: text(),
    certificateSignerName: text(),
    certificateSignerTitle: text(),
    /** Extra settings an admin may add without a migration. */
    extra: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [check("site_settings_singleton", sql`${t.id} = 1`)],
);

/**
 * A user's e-mail change in progress (requirement signed-in-state-flows "Email change"): at most one per user; no row is the
 * idle state. The links themselves are one_time_tokens (email_change_new, then email_change_old).
 */
export const emailChangeRequests = pgTable("email_change_requests", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  newEmail: text().notNull(),
  status: emailChangeStatusEnum().notNull(),
  /** Why a change failed (shown on the profile), e.g. the address was taken meanwhile. */
  failureReason: text(),
  ...timestamps,
});
