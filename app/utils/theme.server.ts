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

export async function getThemePreference(request: Request): Promise<ThemePreference> {
  const value = await themeCookie.parse(request.headers.get("Cookie"));
  return THEME_PREFERENCES.includes(value) ? value : "auto";
}

export function getTimeZone(request: Request): string {
  const cookies = request.headers.get("Cookie") ?? "";
  const match = cookies.match(/(?:^|;\s*)tz=([^;]+)/);
  const zone = match ? decodeURIComponent(match[1]) : DEFAULT_TIME_ZONE;
  return isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

export async function getTheme(
  request: Request,
  now = new Date(),
): Promise<{ preference: ThemePreference; theme: TimeOfDayTheme; timeZone: string }> {
  const preference = await getThemePreference(request);
  const timeZone = getTimeZone(request);
  return { preference, theme: resolveTheme(preference, now, timeZone), timeZone };
}

export async function serializeThemePreference(preference: ThemePreference): Promise<string> {
  if (preference === "auto") {
    return themeCookie.serialize("", { maxAge: 0, secure: isSecureCookie() });
  }
  return themeCookie.serialize(preference, { secure: isSecureCookie() });
}
