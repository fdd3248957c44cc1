// How the audit packet (decision 0034; decision 0029) prints its facts: instants in Louisiana time with the
// zone named (an inspector compares them with other records), durations in hours, minutes and seconds,
// and the file's name.
import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { SCHOOL_TIME_ZONE } from "./school-time";

/** "Mar 05, 2026 14:07:09 CST" — Louisiana time, to the second, with the zone's abbreviation. */
export function formatPacketInstant(instant: Date | null): string {
  if (!instant) return "—";
  const local = format(instant, "MMM dd, yyyy HH:mm:ss", { in: tz(SCHOOL_TIME_ZONE) });
  const zone = new Intl.DateTimeFormat("en-US", { timeZone: SCHOOL_TIME_ZONE, timeZoneName: "short" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value;
  return `${local} ${zone ?? SCHOOL_TIME_ZONE}`;
}

/** Seconds as "1 h 02 min 05 s", "4 min 10 s" or "0 s" (every second shown: this is evidence). */
export function formatPacketDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return `${h} h ${String(m).padStart(2, "0")} min ${String(s).padStart(2, "0")} s`;
  if (m > 0) return `${m} min ${String(s).padStart(2, "0")} s`;
  return `${s} s`;
}

/** How long an attempt took, or "not submitted". */
export function attemptDuration(startedAt: Date, completedAt: Date | null): string {
  if (!completedAt) return "not submitted";
  return formatPacketDuration((completedAt.getTime() - startedAt.getTime()) / 1000);
}

/** "audit-packet-jane-doe-real-estate-principles.pdf": learner and course, ASCII only. */
export function auditPacketFileName(learnerName: string, courseSlug: string): string {
  const slug = (text: string) =>
    text
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "");
  return `audit-packet-${[slug(learnerName), slug(courseSlug)].filter(Boolean).join("-") || "learner"}.pdf`;
}
