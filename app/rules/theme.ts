/**
 * Time-of-day theme (requirement product-overview): morning 5–10, day 10–18, evening 18–20, night otherwise,
 * on the 24-hour clock of the learner's time zone. A manual choice overrides it.
 */
import { SCHOOL_TIME_ZONE } from "./school-time";

export type TimeOfDayTheme = "morning" | "day" | "evening" | "night";
export type ThemePreference = "auto" | "light" | "dark";

export const THEME_PREFERENCES: readonly ThemePreference[] = ["auto", "light", "dark"];
/** Louisiana's zone: used until the browser tells us the learner's own. */
export const DEFAULT_TIME_ZONE = SCHOOL_TIME_ZONE;

export function themeForHour(hour: number): TimeOfDayTheme {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) {
    throw new RangeError(`hour must be an integer 0–23, got ${hour}`);
  }
  if (hour >= 5 && hour < 10) return "morning";
  if (hour >= 10 && hour < 18) return "day";
  if (hour >= 18 && hour < 20) return "evening";
  return "night";
}

// Building an Intl.DateTimeFormat costs far more than using one, and every page asks for the theme:
// one formatter per zone, kept (a zone that is not one is remembered as null). Bounded, since the zone
// comes from a cookie.
const hourFormats = new Map<string, Intl.DateTimeFormat | null>();
const MAX_ZONES = 200;

function hourFormat(timeZone: string): Intl.DateTimeFormat | null {
  let format = hourFormats.get(timeZone);
  if (format !== undefined) return format;
  try {
    format = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", hourCycle: "h23" });
  } catch {
    format = null;
  }
  if (hourFormats.size >= MAX_ZONES) hourFormats.clear();
  hourFormats.set(timeZone, format);
  return format;
}

/** The hour (0–23) of `date` in `timeZone`; an unknown zone falls back to Central time. */
export function hourInTimeZone(date: Date, timeZone: string): number {
  const format = hourFormat(timeZone) ?? hourFormat(DEFAULT_TIME_ZONE)!;
  return Number(format.format(date)) % 24;
}

export function isValidTimeZone(timeZone: string): boolean {
  return hourFormat(timeZone) !== null;
}

/** Light override shows the day palette, dark the night palette. */
export function resolveTheme(preference: ThemePreference, date: Date, timeZone: string): TimeOfDayTheme {
  if (preference === "light") return "day";
  if (preference === "dark") return "night";
  return themeForHour(hourInTimeZone(date, timeZone));
}

export function isDarkTheme(theme: TimeOfDayTheme): boolean {
  return theme === "evening" || theme === "night";
}

/** What the toggle switches to: the opposite of what is on screen. */
export function toggledPreference(current: TimeOfDayTheme): Exclude<ThemePreference, "auto"> {
  return isDarkTheme(current) ? "light" : "dark";
}

/** Milliseconds until the next full hour, when the automatic theme is re-evaluated. */
export function msUntilNextHour(date: Date): number {
  const next = new Date(date);
  next.setMinutes(60, 0, 0);
  return next.getTime() - date.getTime();
}
