// What /admin/announcements/new and /admin/announcements/{id} share on the server (decision 0029): the
// editor's values from the posted form (the pickers' search, the preview, a failed save), from an
// address (a link with `studentQ` / `companyQ`, or values, still read) or the saved row, the picker
// options, and the preview.
import type { AnnouncementFormValues, PickOption } from "~/components/admin/announcement-form";
import { pickedOptions, searchCompanies, searchStudents } from "~/models/operations/admin-announcements.server";
import { ANNOUNCEMENT_TARGETS, type AnnouncementTarget } from "~/rules/announcements";
import { sanitizeRichText } from "~/utils/sanitize.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const asTarget = (v: unknown): AnnouncementTarget =>
  typeof v === "string" && (ANNOUNCEMENT_TARGETS as readonly string[]).includes(v) ? (v as AnnouncementTarget) : "all";
const ids = (values: unknown[]) => [...new Set(values.map(String).filter((v) => UUID.test(v)))].slice(0, 500);
const text = (v: unknown, max: number) => (typeof v === "string" ? v.slice(0, max) : "");

/** The editor's values from a form or query string (unknown targets become "all", bad ids are dropped). */
export function valuesFrom(params: URLSearchParams | FormData, fallback: AnnouncementFormValues): AnnouncementFormValues {
  if (!params.has("title") && !params.has("targetType")) {
    return { ...fallback, studentQ: text(params.get("studentQ"), 100), companyQ: text(params.get("companyQ"), 100) };
  }
  return {
    title: text(params.get("title"), 300),
    message: text(params.get("message"), 25_000),
    targetType: asTarget(params.get("targetType")),
    selectedStudentIds: ids(params.getAll("selectedStudentIds")),
    selectedCompanyIds: ids(params.getAll("selectedCompanyIds")),
    studentQ: text(params.get("studentQ"), 100),
    companyQ: text(params.get("companyQ"), 100),
  };
}

export const EMPTY_VALUES: AnnouncementFormValues = {
  title: "",
  message: "",
  targetType: "all",
  selectedStudentIds: [],
  selectedCompanyIds: [],
  studentQ: "",
  companyQ: "",
};

const union = (picked: PickOption[], found: PickOption[]) => [...picked, ...found.filter((f) => !picked.some((p) => p.id === f.id))];

/** The checkboxes: the picked ones first, then the search's matches. */
export async function pickerOptions(values: AnnouncementFormValues): Promise<{ students: PickOption[]; companies: PickOption[] }> {
  const [picked, foundStudents, foundCompanies] = await Promise.all([
    pickedOptions(values.selectedStudentIds, values.selectedCompanyIds),
    searchStudents(values.studentQ),
    searchCompanies(values.companyQ),
  ]);
  return { students: union(picked.students, foundStudents), companies: union(picked.companies, foundCompanies) };
}

export function previewOf(values: AnnouncementFormValues) {
  return { title: values.title.trim() || "(No title)", html: sanitizeRichText(values.message) };
}
