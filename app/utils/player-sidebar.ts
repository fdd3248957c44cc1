// The player sidebar's open/closed choice: a 7-day cookie (requirement learning-constants), written by the server when
// a no-JavaScript link carries ?sidebar=open|closed, and by the browser when toggled with JavaScript.
export const SIDEBAR_COOKIE = "player_sidebar";
export const SIDEBAR_MAX_AGE = 7 * 24 * 60 * 60;
export type SidebarState = "open" | "closed";

export function parseSidebarState(value: string | null | undefined): SidebarState | null {
  return value === "open" || value === "closed" ? value : null;
}

export function sidebarFromCookie(cookieHeader: string | null): SidebarState {
  const match = (cookieHeader ?? "").match(new RegExp(`(?:^|;\\s*)${SIDEBAR_COOKIE}=(open|closed)`));
  return match ? (match[1] as SidebarState) : "open";
}

export function sidebarCookie(state: SidebarState): string {
  return `${SIDEBAR_COOKIE}=${state}; Path=/; Max-Age=${SIDEBAR_MAX_AGE}; SameSite=Lax`;
}
