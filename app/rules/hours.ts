// Hours as the app prints them (credit hours, hours earned, report totals): at most one decimal, no
// trailing ".0" — one rule for the certificates, My Courses and the company reports. Pure.

/** 45 → "45", 4.5 → "4.5", 4.25 → "4.3", 4.04 → "4". */
export function formatHours(hours: number): string {
  return String(Math.round(hours * 10) / 10);
}

/** "90 hrs", "2.5 hrs": hours as My Courses shows them. */
export function hrsText(hours: number): string {
  return `${formatHours(hours)} hrs`;
}
