// Subscription status (spec 1 §4, spec 3 §4 Subscription): a member counts as subscribed only if
// the flag is set, the end date has not passed and the account is not inactive.

export type SubscriptionFields = {
  subscribed: boolean;
  subscriptionEnd: Date | string | null;
  accountStatus: "active" | "inactive";
};

export function isSubscribed(profile: SubscriptionFields, now: Date = new Date()): boolean {
  if (!profile.subscribed || profile.accountStatus === "inactive") return false;
  // No end date recorded: the flag is the truth (Stripe always sends one for real subscriptions).
  if (profile.subscriptionEnd === null) return true;
  return new Date(profile.subscriptionEnd).getTime() > now.getTime();
}
