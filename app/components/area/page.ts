// Helpers shared by the routes of the signed-in areas and the public credential pages.
import type { MetaDescriptor } from "@remix-run/node";
import { useMatches } from "@remix-run/react";
import type { SessionUser } from "~/models/accounts/user.server";
import { DEFAULT_SITE_NAME } from "~/utils/site";
import type { ShellUser } from "./area-shell";

/** `handle` of an area layout: tells the root to leave out the public header and footer. */
export const AREA_HANDLE = { area: true } as const;

/** `handle.pageTitle` of a page inside an area: the header shows it when the user has no company. */
export type PageTitleHandle = { pageTitle: string | ((data: unknown) => string) };

/** The deepest page title among the current routes. */
export function usePageTitle(fallback: string): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as Partial<PageTitleHandle> | undefined;
    if (!handle?.pageTitle) continue;
    return typeof handle.pageTitle === "function" ? handle.pageTitle(matches[i].data) : handle.pageTitle;
  }
  return fallback;
}

type MetaMatch = { id: string; data: unknown };

/**
 * Title and robots tags for a page that search engines must not index (every protected page, and
 * pages reached through e-mailed links). Child routes replace their parents' meta, so each page
 * uses this.
 */
export function privatePageMeta(title: string, matches: readonly MetaMatch[]): MetaDescriptor[] {
  const root = matches.find((match) => match.id === "root")?.data as { siteName?: string } | undefined;
  return [{ title: `${title} | ${root?.siteName ?? DEFAULT_SITE_NAME}` }, { name: "robots", content: "noindex" }];
}

/** `headers` of an area layout: the pages below it inherit it (X-Robots-Tag as well as the meta tag). */
export function noindexHeaders({ parentHeaders }: { parentHeaders: Headers }) {
  const headers = new Headers(parentHeaders);
  headers.set("X-Robots-Tag", "noindex");
  return headers;
}

/** The part of the signed-in user the area shell shows (nothing more goes to the browser). */
export function toShellUser(user: SessionUser): ShellUser {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    avatarUrl: user.avatarUrl,
    companyId: user.companyId,
    companyName: user.companyName,
    companyLogoUrl: user.companyLogoUrl,
    roles: user.roles,
  };
}
