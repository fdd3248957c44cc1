// The kinds of one-time link sent by e-mail (app/models/accounts/token.server.ts issues and consumes them).
export const TOKEN_KINDS = ["email_confirmation", "password_reset", "invitation", "email_change_new", "email_change_old"] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];
