// The instructor page (requirement public-pages-and-routes): where its back link goes, and the avatar's initials fallback.
// The page it came from travels in the query (?from=course:{slug} or ?from=bundle:{id}), so the
// back link also works without JavaScript and when the address is shared.
import { isUuid } from "./ids";

export const DEFAULT_INSTRUCTOR_DESCRIPTION = "Experienced real estate educator";

export type InstructorOrigin = { kind: "course"; ref: string } | { kind: "bundle"; id: string };

const COURSE_REF = /^[a-z0-9][a-z0-9-]{0,199}$/i;

export function instructorHref(instructorId: string, from?: InstructorOrigin): string {
  const base = `/instructor/${instructorId}`;
  if (!from) return base;
  const value = from.kind === "course" ? `course:${from.ref}` : `bundle:${from.id}`;
  return `${base}?${new URLSearchParams({ from: value })}`;
}

export function parseInstructorOrigin(value: string | null): InstructorOrigin | null {
  if (!value) return null;
  const [kind, ref] = [value.slice(0, value.indexOf(":")), value.slice(value.indexOf(":") + 1)];
  if (kind === "course" && COURSE_REF.test(ref)) return { kind: "course", ref };
  if (kind === "bundle" && isUuid(ref)) return { kind: "bundle", id: ref };
  return null;
}

export function instructorBackLink(origin: InstructorOrigin | null): { to: string; label: string } {
  if (origin?.kind === "course") return { to: `/course/${origin.ref}`, label: "Back to Course" };
  if (origin?.kind === "bundle") return { to: `/bundle/${origin.id}`, label: "Back to Bundle" };
  return { to: "/louisiana-real-estate-courses", label: "Back to Courses" };
}

/** "DC" for Danielle Comeaux; "?" when there is no name at all. */
export function initials(firstName: string, lastName: string): string {
  // By code point, so a name that starts outside the Basic Multilingual Plane keeps its whole letter.
  const letters = [firstName, lastName].map((part) => Array.from(part.trim())[0] ?? "").join("");
  return letters.toUpperCase() || "?";
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
