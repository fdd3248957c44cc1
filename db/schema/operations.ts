import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies, users } from "./accounts";
import { announcementTargetEnum, emailStatusEnum, professionalStatusEnum, publishStatusEnum } from "./enums";

export const announcements = pgTable(
  "announcements",
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    /** Rich text (HTML), sanitised. */
    message: text().notNull(),
    targetType: announcementTargetEnum().notNull().default("all"),
    selectedStudentIds: uuid().array().notNull().default([]),
    selectedCompanyIds: uuid().array().notNull().default([]),
    status: publishStatusEnum().notNull().default("draft"),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index("announcements_status_created_idx").on(t.status, t.createdAt)],
);

export const announcementReads = pgTable(
  "announcement_reads",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    announcementId: uuid()
      .notNull()
      .references(() => announcements.id, { onDelete: "cascade" }),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.announcementId] })],
);

/** Contact-form messages are kept, not only e-mailed. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    subject: text().notNull(),
    professionalStatus: professionalStatusEnum().notNull(),
    message: text().notNull(),
    ipAddress: text(),
    handledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

/**
 * Every e-mail goes through here first (a durable queue): the row is written in the same
 * transaction as the change that causes it, then delivered and retried with backoff.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid().primaryKey().defaultRandom(),
    templateKey: text().notNull(),
    recipient: text().notNull(),
    replyTo: text(),
    subject: text().notNull(),
    htmlBody: text().notNull(),
    textBody: text().notNull(),
    variables: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: emailStatusEnum().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    providerMessageId: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_outbox_due_idx").on(t.status, t.nextAttemptAt), index("email_outbox_recipient_idx").on(t.recipient, t.createdAt)],
);

/** Stripe (or stand-in) events already handled: the id makes webhook processing idempotent. */
export const paymentEvents = pgTable("payment_events", {
  id: text().primaryKey(),
  type: text().notNull(),
  payload: jsonb().$type<Record<string, unknown>>().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp({ withTimezone: true }),
});

/**
 * Staff billing changes in progress (decision 0079): the mark a refund of one invoice
 * (`refund:{invoiceId}`) or a cancellation of one subscription (`cancel_now:{subscriptionId}`,
 * `cancel_at_period_end:{subscriptionId}`) claims, under a lock of the invoice's or the profile's
 * row, before the payment service is called; a second request for the same change is refused while
 * the mark is fresh. A failed call removes its mark; a mark older than the staleness window no longer
 * blocks (a process that died between claim and call must not block the change for ever).
 */
export const billingOperations = pgTable("billing_operations", {
  key: text().primaryKey(),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  startedAt: timestamp({ withTimezone: true }).notNull(),
});

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    actorUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text(),
    companyId: uuid().references(() => companies.id, { onDelete: "set null" }),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_entity_idx").on(t.entityType, t.entityId), index("audit_log_created_idx").on(t.createdAt)],
);

/**
 * Each reminder e-mail sent (decision 0093): one row per person, reminder and milestone, inserted in the
 * transaction that queues the e-mail, so two schedulers (two machines, a retry) can never send one twice.
 * `milestone` names the occasion, e.g. the deadline and the days before it ("2027-03-01:30").
 */
export const remindersSent = pgTable(
  "reminders_sent",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** post_licensing, continuing_education, premium_renewal, company_invitation, at_risk_digest. */
    kind: text().notNull(),
    milestone: text().notNull(),
    emailId: uuid().references(() => emailOutbox.id, { onDelete: "set null" }),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.milestone] })],
);

/** Counters for rate-limiter-flexible's Drizzle store (sign-in failures per address and per account…; decision 0021). */
export const rateLimits = pgTable("rate_limits", {
  key: text().primaryKey(),
  points: integer().notNull().default(0),
  expire: timestamp({ withTimezone: true }),
});

/**
 * A company admin's CSV upload between its preview and its confirmation (decision 0025):
 * the parsed rows wait here, keyed by id and company, so the confirm works without JavaScript and
 * without re-posting the file. Once imported, `result` keeps the counts and the skipped rows
 * (the results page and its error file); confirming again changes nothing.
 */
export const companyUserImports = pgTable(
  "company_user_imports",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    fileName: text().notNull(),
    /** The file's data rows, as parsed: [{ line, firstName, lastName, email, phone, licenseNumber }]. */
    rows: jsonb().$type<unknown[]>().notNull(),
    /** staged (previewed) or imported. */
    status: text().notNull().default("staged"),
    result: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    importedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("company_user_imports_company_idx").on(t.companyId, t.createdAt)],
);

/**
 * Errors the server did not handle (Remix's handleError): what the Health Monitor lists as "the last
 * server errors" (decision 0036; decision 0029). The path only — never the query string, which can carry
 * tokens. Kept 30 days.
 */
export const serverErrors = pgTable(
  "server_errors",
  {
    id: uuid().primaryKey().defaultRandom(),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    method: text().notNull(),
    path: text().notNull(),
    message: text().notNull(),
    stack: text(),
  },
  (t) => [index("server_errors_occurred_idx").on(t.occurredAt)],
);

/**
 * The public pages' content version (decision 0070): one row, bumped in the writer's own transaction by
 * statement-level triggers on every table the anonymous public pages read (the hand-written part of
 * migration 0017). Each app machine keeps rendered anonymous pages for the version it read before
 * rendering them and serves a copy only while the version is unchanged.
 */
export const contentVersion = pgTable(
  "content_version",
  {
    id: integer().primaryKey().default(1),
    version: bigint({ mode: "number" }).notNull().default(1),
  },
  (t) => [check("content_version_singleton", sql`${t.id} = 1`)],
);
