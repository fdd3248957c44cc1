import { createCookie } from "@remix-run/node";
import {
  DEFAULT_TIME_ZONE,
  THEME_PREFERENCES,
  isValidTimeZone,
  resolveTheme,
  type ThemePreference,
  type TimeOfDayTheme,
} from "~/rules/theme";
import { isSecureCookie } from "./secrets.server";

const ONE_YEAR = 60 * 60 * 24 * 365;

/** The learner's manual override (light/dark), kept a year; "auto" clears it. */
export const themeCookie = createCookie("theme", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: ONE_YEAR,
});

async function themePreferenceFromCookies(cookieHeader: string | null): Promise<ThemePreference> {
  const value = await themeCookie.parse(cookieHeader);
  return THEME_PREFERENCES.includes(value) ? value : "auto";
}

function timeZoneFromCookies(cookieHeader: string | null): string {
  const match = (cookieHeader ?? "").match(/(?:^|;\s*)tz=([^;]+)/);
  const zone = match ? decodeURIComponent(match[1]) : DEFAULT_TIME_ZONE;
  return isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

export type ResolvedTheme = { preference: ThemePreference; theme: TimeOfDayTheme; timeZone: string };

export async function getTheme(request: Request, now = new Date()): Promise<ResolvedTheme> {
  return themeFromCookies(request.headers.get("Cookie"), now);
}

/**
 * The theme for a Cookie header: what the root loader draws, and what the public page cache keys its
 * copies by (decision 0070), from the same code.
 */
export async function themeFromCookies(cookieHeader: string | null, now = new Date()): Promise<ResolvedTheme> {
  const preference = await themePreferenceFromCookies(cookieHeader);
  const timeZone = timeZoneFromCookies(cookieHeader);
  return { preference, theme: resolveTheme(preference, now, timeZone), timeZone };
}

export async function serializeThemePreference(preference: ThemePreference): Promise<string> {
  if (preference === "auto") {
    return themeCookie.serialize("", { maxAge: 0, secure: isSecureCookie() });
  }
  return themeCookie.serialize(preference, { secure: isSecureCookie() });
}
