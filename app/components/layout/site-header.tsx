import { Link, NavLink } from "@remix-run/react";
import type { ThemePreference, TimeOfDayTheme } from "~/rules/theme";
import { SignOutButton } from "./sign-out-button";
import { ThemeToggle } from "./theme-toggle";

export const HEADER_LINKS = [
  { to: "/louisiana-real-estate-courses", label: "Courses" },
  { to: "/features", label: "Features" },
  { to: "/pricing", label: "Pricing" },
  { to: "/licensing", label: "Licensing" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
] as const;

type Props = {
  siteName: string;
  theme: TimeOfDayTheme;
  themePreference: ThemePreference;
  signedIn: boolean;
};

function NavLinks({ className }: { className: string }) {
  return (
    <ul className={className}>
      {HEADER_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            prefetch="intent"
            className={({ isActive }) =>
              `block rounded-md px-3 py-2 text-sm font-medium hover:bg-surface-muted ${isActive ? "text-brand" : "text-ink"}`
            }
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Signed out: Sign In and Get Started; signed in: Dashboard and Sign Out (requirement public-pages-and-routes). */
function AuthButtons({ className, signInClass, signedIn }: { className: string; signInClass: string; signedIn: boolean }) {
  if (signedIn) {
    return (
      <div className={className}>
        <Link to="/dashboard" className="btn-primary">
          Dashboard
        </Link>
        <SignOutButton className={signInClass} />
      </div>
    );
  }
  return (
    <div className={className}>
      <Link to="/login" className={signInClass}>
        Sign In
      </Link>
      <Link to="/login?mode=signup" className="btn-primary">
        Get Started
      </Link>
    </div>
  );
}

export function SiteHeader({ siteName, theme, themePreference, signedIn }: Props) {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface-raised focus:p-2"
      >
        Skip to content
      </a>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-2">
        <Link to="/" className="flex items-center gap-2 font-serif text-lg font-bold text-ink">
          <img src="/images/logo.svg" alt="" width={32} height={32} className="h-8 w-8" />
          <span>{siteName}</span>
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <NavLinks className="flex items-center gap-1" />
        </nav>
        <div className="flex items-center gap-1">
          <ThemeToggle theme={theme} preference={themePreference} />
          <AuthButtons className="hidden items-center gap-2 sm:flex" signInClass="btn-ghost" signedIn={signedIn} />
          {/* Small screens: a disclosure that works without JavaScript. */}
          <details className="relative lg:hidden">
            <summary className="btn-ghost cursor-pointer list-none px-3" aria-label="Menu">
              <span aria-hidden="true">☰</span>
            </summary>
            <nav
              aria-label="Mobile"
              className="absolute right-0 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-lg border border-line bg-surface-raised p-2 shadow-lg"
            >
              <NavLinks className="flex flex-col" />
              <AuthButtons
                className="mt-2 flex flex-col gap-2 border-t border-line pt-2 sm:hidden"
                signInClass="btn-secondary"
                signedIn={signedIn}
              />
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
