import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { LoginMode } from "~/rules/account-forms";

/** A /login address for a mode, keeping the page to return to after signing in. */
export function loginHref(mode: LoginMode, redirectTo?: string | null, extra?: Record<string, string>): string {
  const params = new URLSearchParams();
  if (mode !== "signin") params.set("mode", mode);
  if (redirectTo) params.set("redirectTo", redirectTo);
  for (const [key, value] of Object.entries(extra ?? {})) params.set(key, value);
  const query = params.toString();
  return query ? `/login?${query}` : "/login";
}

/** The frame every /login mode shares: a centred card with a heading, the form, and links below. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="card p-5 sm:p-8">
        <h1 className="font-serif text-2xl font-bold sm:text-3xl">{title}</h1>
        {description ? <div className="mt-2 text-ink-muted">{description}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-6 space-y-2 text-center text-sm">{footer}</div> : null}
    </div>
  );
}

/** A mode switch: a plain link, so it works without JavaScript and clears the form. */
export function ModeLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-brand underline hover:no-underline">
      {children}
    </Link>
  );
}

/** A polite status line (a neutral "we sent it" message). */
export function StatusMessage({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="rounded-md border border-success bg-success/10 p-3 text-sm text-ink">
      {children}
    </div>
  );
}
