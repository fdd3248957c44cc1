// The kinds of one-time link sent by e-mail (app/models/accounts/token.server.ts issues and consumes them)
// and how long each stays valid: the one definition the expiry and every page, message and e-mail that
// quotes a link's lifetime read (decision 0095).
import { countOf } from "./plural";

export const TOKEN_KINDS = ["email_confirmation", "password_reset", "invitation", "email_change_new", "email_change_old"] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** How long each kind of e-mailed link stays valid, in hours (requirement business-constants: confirmation 24 hours). */
export const LINK_VALID_HOURS: Record<TokenKind, number> = {
  email_confirmation: 24,
  password_reset: 1,
  invitation: 7 * 24,
  email_change_new: 24,
  email_change_old: 24,
};

/**
 * A company admin's "resend verification" (requirement business-constants: the verification link is
 * valid 24 hours): an invitation link that lasts 24 hours, not an invitation's 7 days.
 */
export const VERIFICATION_LINK_VALID_HOURS = 24;

const HOUR_MS = 60 * 60 * 1000;

/** A lifetime in hours as milliseconds. */
export const hoursToMs = (hours: number) => hours * HOUR_MS;

/** "1 hour", "24 hours", "7 days": a lifetime in hours as the copy quotes it (whole days from 48 hours on). */
export function validForText(hours: number): string {
  return hours >= 48 && hours % 24 === 0 ? countOf(hours / 24, "day", "days") : countOf(hours, "hour", "hours");
}

/** How long a kind of link stays valid, as the copy quotes it. */
export const linkValidText = (kind: TokenKind) => validForText(LINK_VALID_HOURS[kind]);
