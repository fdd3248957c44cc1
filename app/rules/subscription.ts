// Subscription status (requirements access-and-subscription-states, signed-in-state-flows Subscription): a member counts as subscribed only if
// the flag is set, the end date has not passed and the account is not inactive — or, with an active
// account, while complimentary premium given by staff lasts (decision 0062).

export type SubscriptionFields = {
  subscribed: boolean;
  subscriptionEnd: Date | string | null;
  accountStatus: "active" | "inactive";
  /** Complimentary premium until this instant (staff, no payment); absent or null when none. */
  complimentaryUntil?: Date | string | null;
};

/** Is complimentary premium running at `now`? */
export function hasComplimentary(profile: Pick<SubscriptionFields, "complimentaryUntil">, now: Date = new Date()): boolean {
  return profile.complimentaryUntil != null && new Date(profile.complimentaryUntil).getTime() > now.getTime();
}

export function isSubscribed(profile: SubscriptionFields, now: Date = new Date()): boolean {
  if (profile.accountStatus === "inactive") return false;
  if (hasComplimentary(profile, now)) return true;
  if (!profile.subscribed) return false;
  // No end date recorded: the flag is the truth (Stripe always sends one for real subscriptions).
  if (profile.subscriptionEnd === null) return true;
  return new Date(profile.subscriptionEnd).getTime() > now.getTime();
}
