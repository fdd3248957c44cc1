// Quiz authoring rules (requirement signed-in-route-table /admin/quizzes; requirement learning-data-fields quiz, section, question; requirement progress-unlocking-and-quiz-flow Quiz):
// the forms' schemas, the pull-count checks and the admin toasts. Pure: the model and the route
// call these; nothing here reads the database.
import { z } from "zod";

export const QUIZZES_PATH = "/admin/quizzes";

export const QUIZ_TYPES = ["regular", "final_exam"] as const;
export type QuizType = (typeof QUIZ_TYPES)[number];
export const QUIZ_TYPE_LABELS: Record<QuizType, string> = { regular: "Regular quiz", final_exam: "Final exam" };

export const EXTRA_TIME_OPTIONS = ["1.5", "2", "unlimited"] as const;
export type ExtraTime = (typeof EXTRA_TIME_OPTIONS)[number];
export const EXTRA_TIME_LABELS: Record<ExtraTime, string> = { "1.5": "×1.5 time", "2": "×2 time", unlimited: "No time limit" };

export const QUIZ_MESSAGES = {
  titleRequired: "Title is required",
  passingRange: "Passing score must be a whole number from 0 to 100",
  durationPositive: "Duration must be a whole number of minutes, at least 1",
  pullPositive: "Questions to pull must be a whole number, at least 1",
  pullTooMany: (pull: number, have: number) =>
    `This quiz cannot pull ${pull} question${pull === 1 ? "" : "s"}: it has only ${have}. Add questions or lower the number to pull.`,
  sectionPullTooMany: (title: string, pull: number, have: number) =>
    `Section “${title}” cannot pull ${pull} question${pull === 1 ? "" : "s"}: it has only ${have}.`,
  lastQuestionOfPublished: "This quiz is used by a published course and must keep at least one question.",
  questionRequired: "Question text is required",
  choiceRequired: "Choices A and B are required",
  correctMissing: "The correct answer must be one of the choices you filled in",
  choiceGap: "Fill in choice C before choice D",
  sectionTitleRequired: "Section title is required",
  sectionInvalid: "Choose one of this quiz’s sections",
  historyKept:
    "Learners have already answered this question, so their past attempts keep the version they saw; new attempts use your edit.",
  historyKeptDelete:
    "Learners have already answered this question, so it stays in their past attempts’ reviews; new attempts no longer draw it.",
} as const;

/** The quiz settings form's fields by label (decision 0085). */
export const QUIZ_SETTINGS_FIELD_LABELS = {
  title: "Title",
  quizType: "Type",
  passingScorePercentage: "Passing score (%)",
  durationMinutes: "Duration (minutes)",
  randomizeQuestions: "Randomise question order",
  randomizeAnswerChoices: "Randomise answer choices",
  questionsToPull: "Questions to pull",
} as const;

/** The question form's fields by label (decision 0085). */
export const QUESTION_FIELD_LABELS = {
  questionText: "Question",
  choiceA: "Choice A",
  choiceB: "Choice B",
  choiceC: "Choice C",
  choiceD: "Choice D",
  correctAnswer: "Correct answer",
  explanation: "Explanation",
  sectionId: "Section",
  orderIndex: "Order",
} as const;

/** A quiz section's form fields by label (decision 0085). */
export const QUIZ_SECTION_FIELD_LABELS = { title: "Section title", orderIndex: "Order", questionsToPull: "Questions to pull" } as const;

/**
 * A question someone saved after learners had answered it is replaced by a new question (decision
 * 0031). A form opened on the old one is checked against the new one (decision 0085): the refusal
 * adds this to the stale-edit message, and saving again saves the entries to the new question.
 */
export const QUESTION_REPLACED_MESSAGE =
  "Learners had answered this question, so that save put a new question in its place (their attempts keep the old one). Saving again saves your entries to the new question.";
/** Above the editor opened on (or refused for) a replaced question. */
export const QUESTION_REPLACED_NOTE =
  "This question was replaced by a new one when it was saved after learners had answered it. This form saves the new one.";

export const QUIZ_TOASTS = {
  created: { type: "success", title: "Quiz created successfully" },
  updated: { type: "success", title: "Quiz updated successfully" },
  deleted: { type: "success", title: "Quiz deleted successfully" },
  createFailed: { type: "error", title: "Failed to create quiz" },
  updateFailed: { type: "error", title: "Failed to update quiz" },
  stale: {
    type: "error",
    title: "Not saved",
    description: "Someone else saved it after you opened it: see what changed at the top of the form.",
  },
  staleSection: {
    type: "error",
    title: "Not saved",
    description: "Someone else saved this section after you opened it: see what changed above its Save button.",
  },
  deleteFailed: { type: "error", title: "Failed to delete quiz" },
  sectionSaved: { type: "success", title: "Section saved successfully" },
  sectionDeleted: { type: "success", title: "Section deleted successfully" },
  questionCreated: { type: "success", title: "Question created successfully" },
  questionUpdated: { type: "success", title: "Question updated successfully" },
  questionDeleted: { type: "success", title: "Question deleted successfully" },
  questionDuplicated: { type: "success", title: "Question duplicated successfully" },
  questionMoved: { type: "success", title: "Question order updated" },
  accommodationSaved: { type: "success", title: "Extra time saved" },
  accommodationRemoved: { type: "success", title: "Extra time removed" },
} as const;

const optionalWhole = (message: string, min: number) =>
  z.preprocess(
    (value) => (value === "" || value === undefined || value === null ? undefined : value),
    z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(100_000, { error: message }).optional(),
  );

const checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());

export const quizSettingsSchema = z.object({
  title: z.string({ error: QUIZ_MESSAGES.titleRequired }).trim().min(1, { error: QUIZ_MESSAGES.titleRequired }).max(200),
  quizType: z.enum(QUIZ_TYPES).default("regular"),
  passingScorePercentage: z.preprocess(
    (value) => (value === "" || value === undefined ? 70 : value),
    z.coerce
      .number({ error: QUIZ_MESSAGES.passingRange })
      .int({ error: QUIZ_MESSAGES.passingRange })
      .min(0, { error: QUIZ_MESSAGES.passingRange })
      .max(100, { error: QUIZ_MESSAGES.passingRange }),
  ),
  durationMinutes: optionalWhole(QUIZ_MESSAGES.durationPositive, 1),
  randomizeQuestions: checkbox,
  randomizeAnswerChoices: checkbox,
  questionsToPull: optionalWhole(QUIZ_MESSAGES.pullPositive, 1),
});
export type QuizSettings = z.infer<typeof quizSettingsSchema>;

export const sectionSchema = z.object({
  title: z.string({ error: QUIZ_MESSAGES.sectionTitleRequired }).trim().min(1, { error: QUIZ_MESSAGES.sectionTitleRequired }).max(200),
  orderIndex: optionalWhole("Order must be a whole number", 0),
  questionsToPull: optionalWhole(QUIZ_MESSAGES.pullPositive, 1),
});
export type SectionInput = z.infer<typeof sectionSchema>;

const text = (max: number) => z.string().trim().max(max).optional().default("");

export const questionSchema = z
  .object({
    questionText: z.string({ error: QUIZ_MESSAGES.questionRequired }).trim().min(1, { error: QUIZ_MESSAGES.questionRequired }).max(20_000),
    choiceA: z.string({ error: QUIZ_MESSAGES.choiceRequired }).trim().min(1, { error: QUIZ_MESSAGES.choiceRequired }).max(2_000),
    choiceB: z.string({ error: QUIZ_MESSAGES.choiceRequired }).trim().min(1, { error: QUIZ_MESSAGES.choiceRequired }).max(2_000),
    choiceC: text(2_000),
    choiceD: text(2_000),
    correctAnswer: z.enum(["A", "B", "C", "D"], { error: "Choose the correct answer" }),
    explanation: text(20_000),
    sectionId: z.string().optional().default(""),
    orderIndex: optionalWhole("Order must be a whole number", 0),
  })
  .superRefine((value, ctx) => {
    if (!value.choiceC && value.choiceD) ctx.addIssue({ code: "custom", path: ["choiceC"], message: QUIZ_MESSAGES.choiceGap });
    const filled = { A: true, B: true, C: Boolean(value.choiceC), D: Boolean(value.choiceD) };
    if (!filled[value.correctAnswer]) ctx.addIssue({ code: "custom", path: ["correctAnswer"], message: QUIZ_MESSAGES.correctMissing });
  });
export type QuestionInput = z.infer<typeof questionSchema>;

export const accommodationSchema = z.object({
  email: z.string().trim().toLowerCase().email({ error: "Enter the learner’s email address" }),
  extraTime: z.enum([...EXTRA_TIME_OPTIONS, "none"], { error: "Choose the extra time" }),
});

// ---------------------------------------------------------------------------------------------
// Pull counts

export type PullBank = {
  quizType: QuizType;
  questionsToPull: number | null;
  /** Active (not retired) questions with no section or a section that no longer exists. */
  unsectioned: number;
  sections: { id: string; title: string; questionsToPull: number | null; questions: number }[];
};

/**
 * Why this bank cannot be drawn as configured (empty when it can). A quiz with sections draws each
 * section's pull (decision 0011), so every section's pull must be ≤ its questions; an unsectioned
 * quiz's pull must be ≤ all its questions.
 */
export function pullProblems(bank: PullBank): string[] {
  const problems: string[] = [];
  if (bank.sections.length > 0) {
    for (const section of bank.sections) {
      if (section.questionsToPull !== null && section.questionsToPull > section.questions) {
        problems.push(QUIZ_MESSAGES.sectionPullTooMany(section.title, section.questionsToPull, section.questions));
      }
    }
    return problems;
  }
  const total = bank.unsectioned;
  if (bank.questionsToPull !== null && bank.questionsToPull > total) problems.push(QUIZ_MESSAGES.pullTooMany(bank.questionsToPull, total));
  return problems;
}

/** How many questions one attempt draws (sections: the sum of each pull or all it has). */
export function questionsDrawn(bank: PullBank): number {
  if (bank.sections.length > 0) {
    return bank.sections.reduce((sum, s) => sum + Math.min(s.questionsToPull ?? s.questions, s.questions), 0);
  }
  return Math.min(bank.questionsToPull ?? bank.unsectioned, bank.unsectioned);
}

/** The deadline of an attempt started at `start`: the duration scaled by the learner's extra time. */
export function attemptDeadline(start: Date, durationMinutes: number | null, extraTime: ExtraTime | null): Date | null {
  if (!durationMinutes || extraTime === "unlimited") return null;
  const factor = extraTime === "1.5" ? 1.5 : extraTime === "2" ? 2 : 1;
  return new Date(start.getTime() + Math.round(durationMinutes * factor * 60_000));
}

/**
 * A started attempt's own time limit in minutes (null = untimed): its deadline less its start, to the
 * whole second and not rounded to a minute, so ×1.5 on 25 minutes is 37.5, as `effectiveDuration`
 * told the start screen.
 */
export function attemptTimeLimit(startedAt: Date, deadlineAt: Date | null): number | null {
  if (!deadlineAt) return null;
  return Math.round((deadlineAt.getTime() - startedAt.getTime()) / 1_000) / 60;
}

/** The time limit a learner gets, in minutes (null = none): the duration scaled by their extra time. */
export function effectiveDuration(durationMinutes: number | null, extraTime: ExtraTime | null): number | null {
  if (!durationMinutes || extraTime === "unlimited") return null;
  return extraTime === "1.5" ? durationMinutes * 1.5 : extraTime === "2" ? durationMinutes * 2 : durationMinutes;
}
