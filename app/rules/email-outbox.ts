// The states of an e-mail in the outbox (app/services/email.server.ts sends and retries them).
export const EMAIL_STATUSES = ["pending", "sending", "sent", "failed"] as const;
