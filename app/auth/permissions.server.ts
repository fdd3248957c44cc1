// The one place that decides who may use a loader or an action: signed in, signed out, a role, an
// area, a company. Every loader and action calls one of these before anything else it does with
// the user; company data is scoped by the signed-in admin's company, never by a submitted id.
import { data, redirect } from "@remix-run/node";
import { AUTH_REQUIRED_TOAST } from "~/rules/account-forms";
import { AREA_ROLES, hasAnyRole, type Area, type Role } from "~/rules/roles";
import type { SessionUser } from "~/models/accounts/user.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { destroySessionHeader } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { getOptionalUser } from "./authenticate.server";

export { getOptionalUser };

/** The path and query of the request, for coming back after signing in (a form's `?index` is Remix's, not the page's). */
function currentPath(request: Request): string {
  const url = new URL(request.url);
  if (url.searchParams.get("index") === "") url.searchParams.delete("index");
  return url.pathname + (url.searchParams.size ? `?${url.searchParams}` : "");
}

/** A request that changes something: a form's POST (or a fetcher's), not a page being opened. */
const isAction = (request: Request) => request.method !== "GET" && request.method !== "HEAD";

export type SignInOptions = {
  /** Where to come back to after signing in; the request's own page by default. */
  redirectTo?: string;
  /**
   * The toast a signed-out visitor who pressed a button (an action) is told on the sign-in page
   * (decision 0080); AUTH_REQUIRED_TOAST by default. Opening a page while signed out just shows the sign-in page.
   */
  toast?: { title: string; description: string };
};

/**
 * No user: redirect to /login?redirectTo=<this page> (the one redirect gate, safeRedirect), with the
 * 'Authentication required' toast when they pressed a button. After signing in they are back on the
 * page whose button they pressed, one click from finishing it (decision 0080). An inactive account is
 * signed out.
 */
export async function requireUser(request: Request, { redirectTo, toast }: SignInOptions = {}): Promise<SessionUser> {
  const user = await getOptionalUser(request);
  if (!user) {
    const params = new URLSearchParams({ redirectTo: safeRedirect(redirectTo ?? currentPath(request), "/dashboard") });
    if (isAction(request)) throw await redirectWithToast(`/login?${params}`, { type: "error", ...(toast ?? AUTH_REQUIRED_TOAST) });
    throw redirect(`/login?${params}`);
  }
  if (user.accountStatus === "inactive") {
    throw redirect("/login", { headers: { "Set-Cookie": await destroySessionHeader(request) } });
  }
  return user;
}

/** A user holding one of the roles; anyone else signed in goes to /dashboard (requirement roles-and-route-guards). */
export async function requireUserWithRole(
  request: Request,
  roles: Role | readonly Role[],
  options: SignInOptions = {},
): Promise<SessionUser> {
  const user = await requireUser(request, options);
  if (!hasAnyRole(user.roles, roles)) throw redirect("/dashboard");
  return user;
}

/** Pages for signed-out visitors (/login…): a signed-in user goes to their dashboard. */
export async function requireAnonymous(request: Request) {
  const user = await getOptionalUser(request);
  if (user) throw redirect("/dashboard");
}

/** A user allowed into a signed-in area (AREA_ROLES); anyone else signed in goes to /dashboard. */
export function requireAreaUser(request: Request, area: Area, options: SignInOptions = {}): Promise<SessionUser> {
  return requireUserWithRole(request, AREA_ROLES[area], options);
}

/**
 * A company admin and the company they administer: the only company whose data their loaders and
 * actions may read or change. An admin without a company is told so (requirement signed-in-error-texts
 * 'User is not associated with a company' / 'Unable to load company information. Please contact
 * support.'), not sent elsewhere without a word (issue 44).
 */
export async function requireCompanyAdmin(request: Request): Promise<{ user: SessionUser; companyId: string }> {
  const user = await requireAreaUser(request, "company");
  if (!user.companyId) throw data(NO_COMPANY, { status: 403 });
  return { user, companyId: user.companyId };
}

/** What a company admin without a company sees (the area's error page shows a title and a message). */
export const NO_COMPANY = {
  title: "User is not associated with a company",
  message: "Unable to load company information. Please contact support.",
} as const;
