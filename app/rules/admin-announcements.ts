// /admin/announcements (requirements announcements-bell, signed-in-data-fields Announcements, requirement public-error-texts admin toasts; decision 0029): what an
// admin writes, whom it targets, and the screen's messages. Pure.
import { z } from "zod";
import { ANNOUNCEMENT_TARGETS, type AnnouncementTarget } from "./announcements";

export const ADMIN_ANNOUNCEMENTS_PATH = "/admin/announcements";

export const TARGET_LABELS: Record<AnnouncementTarget, string> = {
  all: "Everyone",
  students: "All students",
  companies: "All companies",
  selected_students: "Selected students",
  selected_companies: "Selected companies",
};

export const ANNOUNCEMENT_MESSAGES = {
  title: "Title is required (at most 200 characters)",
  message: "Message is required",
  messageLength: "The message is too long (at most 20,000 characters)",
  targetType: "Choose who sees the announcement",
  selectedStudents: "Select at least one student",
  selectedCompanies: "Select at least one company",
  unknownTargets: "A selected student or company no longer exists; search again",
  notFound: "Announcement not found",
  intent: "Unknown action: use Search, Preview, Save, Publish or Unpublish",
} as const;

/**
 * What the editor's buttons post (`intent`): search the pickers or preview (nothing saved), save, save
 * and publish; on an existing announcement, unpublish too. Anything else — or none — is refused (400).
 */
export const NEW_ANNOUNCEMENT_INTENTS = ["search", "preview", "save", "publish"] as const;
export const EDIT_ANNOUNCEMENT_INTENTS = [...NEW_ANNOUNCEMENT_INTENTS, "unpublish"] as const;
export const newAnnouncementIntentSchema = z.enum(NEW_ANNOUNCEMENT_INTENTS, { error: ANNOUNCEMENT_MESSAGES.intent });
export const editAnnouncementIntentSchema = z.enum(EDIT_ANNOUNCEMENT_INTENTS, { error: ANNOUNCEMENT_MESSAGES.intent });

export const ANNOUNCEMENT_TOASTS = {
  created: { type: "success", title: "Announcement created successfully" },
  updated: { type: "success", title: "Announcement updated successfully" },
  published: { type: "success", title: "Announcement published successfully" },
  unpublished: { type: "success", title: "Announcement unpublished successfully" },
  unchanged: { type: "info", title: "No changes", description: "The announcement was already as submitted." },
  createFailed: { type: "error", title: "Failed to create announcement", description: "Please correct the highlighted fields." },
  updateFailed: { type: "error", title: "Failed to update announcement", description: "Please correct the highlighted fields." },
  stale: { type: "error", title: "Announcement not saved", description: "Someone else saved it after you opened it." },
} as const;

/** The announcement form's fields by label, naming them when a save is refused as stale (decision 0085). */
export const ANNOUNCEMENT_FIELD_LABELS = {
  title: "Title",
  message: "Message",
  targetType: "Who sees it",
  selectedStudentIds: "Selected students",
  selectedCompanyIds: "Selected companies",
} as const;

const trim = (v: unknown) => (typeof v === "string" ? v.trim() : v);
const idList = z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.uuid()).max(5_000));

export const announcementSchema = z
  .object({
    title: z.preprocess(
      trim,
      z.string({ error: ANNOUNCEMENT_MESSAGES.title }).min(1, ANNOUNCEMENT_MESSAGES.title).max(200, ANNOUNCEMENT_MESSAGES.title),
    ),
    message: z.preprocess(
      trim,
      z
        .string({ error: ANNOUNCEMENT_MESSAGES.message })
        .min(1, ANNOUNCEMENT_MESSAGES.message)
        .max(20_000, ANNOUNCEMENT_MESSAGES.messageLength),
    ),
    targetType: z.enum(ANNOUNCEMENT_TARGETS, { error: ANNOUNCEMENT_MESSAGES.targetType }),
    selectedStudentIds: idList,
    selectedCompanyIds: idList,
  })
  .superRefine((value, ctx) => {
    if (value.targetType === "selected_students" && value.selectedStudentIds.length === 0) {
      ctx.addIssue({ code: "custom", path: ["selectedStudentIds"], message: ANNOUNCEMENT_MESSAGES.selectedStudents });
    }
    if (value.targetType === "selected_companies" && value.selectedCompanyIds.length === 0) {
      ctx.addIssue({ code: "custom", path: ["selectedCompanyIds"], message: ANNOUNCEMENT_MESSAGES.selectedCompanies });
    }
  });

export type AnnouncementInput = z.infer<typeof announcementSchema>;

/** Only the list the target type uses is kept: a "selected companies" announcement stores no students. */
export function normalizeTargets(input: AnnouncementInput): AnnouncementInput {
  return {
    ...input,
    selectedStudentIds: input.targetType === "selected_students" ? [...new Set(input.selectedStudentIds)] : [],
    selectedCompanyIds: input.targetType === "selected_companies" ? [...new Set(input.selectedCompanyIds)] : [],
  };
}

/** "Selected companies (2)" */
export function audienceLabel(targetType: AnnouncementTarget, students: number, companies: number): string {
  if (targetType === "selected_students") return `${TARGET_LABELS[targetType]} (${students})`;
  if (targetType === "selected_companies") return `${TARGET_LABELS[targetType]} (${companies})`;
  return TARGET_LABELS[targetType];
}
