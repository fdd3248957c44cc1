// /login/callback (requirement product-overview route table; requirement public-operations "Set session … type signup or email_change"): the
// address an account link returns to. This school's links carry their token in the query string
// (a fragment never reaches the server), so the callback forwards a link to the page that uses it
// once, by its type, and otherwise sends a signed-in user on (to `redirectTo` when it is local, else
// /dashboard) and anyone else to Sign In.

const BY_TYPE: Record<string, string> = {
  signup: "/confirm-email",
  email_change: "/confirm-email-change/new",
  recovery: "/reset-password",
  invite: "/login/accept-invitation",
};

/** `redirectTo`: the request's redirectTo once checked to be a path of this site ("" when none or not). */
export function loginCallbackTarget(search: URLSearchParams, signedIn: boolean, redirectTo: string): string {
  const token = search.get("token")?.trim();
  const type = search.get("type") ?? "signup";
  if (token && Object.hasOwn(BY_TYPE, type)) return `${BY_TYPE[type]}?${new URLSearchParams({ token })}`;
  if (signedIn) return redirectTo || "/dashboard";
  return redirectTo ? `/login?${new URLSearchParams({ redirectTo })}` : "/login";
}
