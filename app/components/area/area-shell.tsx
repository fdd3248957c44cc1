import { Link, NavLink, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { SignOutButton } from "~/components/layout/sign-out-button";
import { UserAvatar } from "~/components/user-avatar";
import { ThemeToggle } from "~/components/layout/theme-toggle";
import type { loader as rootLoader } from "~/root";
import { roleLabel, type Role } from "~/rules/roles";
import { DEFAULT_SITE_NAME } from "~/utils/site";
import type { BellData } from "~/models/operations/announcement.server";
import { AnnouncementsBell } from "./announcements-bell";
import { Disclosure } from "./disclosure";
import { visibleNav } from "./nav";
import { AREA_HOME, type Area } from "~/rules/roles";

/** What an area layout's loader passes to the shell (see `toShellUser`). */
export type ShellUser = {
  firstName: string;
  lastName: string;
  email: string;
  avatarUrl: string | null;
  companyId: string | null;
  companyName: string | null;
  companyLogoUrl: string | null;
  roles: Role[];
};

const PRODUCT_LOGO = "/images/logo.svg";

const AREA_LABEL: Record<Area, string> = {
  student: "Student",
  company: "Company dashboard",
  admin: "Admin",
};

/**
 * The frame of a signed-in area (requirements student-area-layout, company-dashboard): a 20rem sidebar on large screens, which on
 * small screens becomes a menu that opens without JavaScript; a header with the company name (or
 * the page title) and an avatar menu with the same links and Sign Out.
 */
export function AreaShell({
  area,
  user,
  announcements,
  title,
  children,
}: {
  area: Area;
  user: ShellUser;
  announcements: BellData;
  title: string;
  children: ReactNode;
}) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const siteName = root?.siteName ?? DEFAULT_SITE_NAME;
  const sections = visibleNav(area, user);
  // Company members and company admins see their company's brand (requirement signed-in-roles), else the product's.
  const brand = user.companyName ? { name: user.companyName, companyLogo: user.companyLogoUrl } : { name: siteName, companyLogo: null };
  const navLabel = `${AREA_LABEL[area]} navigation`;

  return (
    <div className="flex min-h-screen flex-1">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface-raised focus:p-2"
      >
        Skip to content
      </a>
      <aside className="hidden border-r border-line bg-surface-muted lg:flex lg:w-80 lg:shrink-0 lg:flex-col" data-testid="sidebar">
        <div className="sticky top-0 flex max-h-screen flex-col overflow-y-auto p-4">
          <Brand {...brand} />
          <SidebarNav label={navLabel} sections={sections} area={area} />
        </div>
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
          <div className="flex items-center gap-2 px-4 py-2 lg:px-8">
            <Disclosure
              className="lg:hidden"
              summary={
                <>
                  <span aria-hidden="true">☰</span> Menu
                </>
              }
              summaryClassName="btn-ghost px-3"
              panelClassName="absolute left-0 z-40 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-line bg-surface-raised p-3 shadow-lg"
            >
              <Brand {...brand} />
              <SidebarNav label={navLabel} sections={sections} area={area} />
            </Disclosure>
            <p className="min-w-0 flex-1 truncate font-semibold" data-testid="area-title">
              {user.companyName ?? title}
            </p>
            {root ? <ThemeToggle theme={root.theme} preference={root.themePreference} /> : null}
            <AnnouncementsBell data={announcements} />
            <AvatarMenu user={user} sections={sections} area={area} />
          </div>
        </header>
        <main id="main" className="flex-1 px-4 py-6 lg:px-8 lg:py-8">
          {children}
        </main>
      </div>
    </div>
  );
}

/** The company's logo (which carries its name), else the product logo beside the name. */
function Brand({ name, companyLogo }: { name: string; companyLogo: string | null }) {
  return (
    <Link to="/" className="flex items-center gap-3 rounded-md p-2 font-serif text-lg font-bold text-ink">
      {companyLogo ? (
        <img src={companyLogo} alt={name} className="h-12 w-auto max-w-full object-contain object-left" />
      ) : (
        <>
          <img src={PRODUCT_LOGO} alt="" width={40} height={40} className="h-10 w-10 shrink-0" />
          <span className="min-w-0 break-words">{name}</span>
        </>
      )}
    </Link>
  );
}

type Sections = ReturnType<typeof visibleNav>;

function linkClass({ isActive }: { isActive: boolean }) {
  return `block rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-soft text-ink" : "text-ink hover:bg-surface"}`;
}

function SidebarNav({ label, sections, area }: { label: string; sections: Sections; area: Area }) {
  return (
    <nav aria-label={label} className="mt-4 flex flex-col gap-4">
      {sections.map((section, index) => (
        <div key={section.label ?? index}>
          {section.label ? <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-ink-muted">{section.label}</p> : null}
          <ul className="flex flex-col gap-1">
            {section.links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === AREA_HOME[area]} prefetch="intent" className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <div className="border-t border-line pt-4">
        <SignOutButton className="btn-ghost w-full justify-start px-3 font-medium" />
      </div>
    </nav>
  );
}

function AvatarMenu({ user, sections, area }: { user: ShellUser; sections: Sections; area: Area }) {
  const links = sections.flatMap((section) => section.links);
  return (
    <Disclosure
      summary={
        <>
          <UserAvatar person={user} />
          <span className="sr-only">Account menu</span>
        </>
      }
      summaryClassName="flex min-h-[44px] items-center rounded-full px-1"
      panelClassName="absolute right-0 z-40 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-lg border border-line bg-surface-raised p-2 shadow-lg"
    >
      <div className="border-b border-line px-3 pb-2 pt-1">
        <p className="font-semibold">
          {user.firstName} {user.lastName}
        </p>
        <p className="break-all text-sm text-ink-muted">{user.email}</p>
        <p className="text-xs text-ink-muted">{roleLabel(user.roles)}</p>
      </div>
      <nav aria-label="Account">
        <ul className="mt-2 flex flex-col gap-1">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === AREA_HOME[area]} className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-2 border-t border-line pt-2">
          <SignOutButton className="btn-ghost w-full justify-start px-3 font-medium" />
        </div>
      </nav>
    </Disclosure>
  );
}
