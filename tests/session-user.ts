import type { SessionUser } from "~/models/accounts/user.server";

/** What a signed-in request would know about a user, for calling model functions directly. */
export function sessionUser(id: string, overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id,
    sessionId: "test",
    email: `${id}@example.com`,
    firstName: "Test",
    lastName: "Learner",
    avatarUrl: null,
    companyId: null,
    companyName: null,
    companyLogoUrl: null,
    accountStatus: "active",
    emailConfirmedAt: new Date(),
    roles: [],
    ...overrides,
  };
}
