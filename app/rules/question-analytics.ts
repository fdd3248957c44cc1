// Question analytics (decision 0040; decision 0031): what the figures mean and when a question is
// flagged. Difficulty is the share of answers that were right; discrimination is the point-biserial
// correlation between answering the question right and the attempt's score (computed by the
// database as Pearson's r of a 0/1 variable, which is the point-biserial); distractors are how often
// each choice was picked. Pure. The choices are quiz-shuffle's ANSWER_LETTERS.

export const ANALYTICS_THRESHOLDS = {
  /** Answered right by more than this share: the question tells learners apart too little. */
  tooEasy: 0.95,
  /** Answered right by less than this share: unclear, wrong key, or not taught. */
  tooHard: 0.3,
  /** Fewer answers than this are too few to judge: no flags yet. */
  minAnswers: 10,
} as const;

export type QuestionFigures = {
  answered: number;
  correct: number;
  /** null when every answer, or every score, was the same. */
  discrimination: number | null;
};

export type Flag = "too_easy" | "too_hard" | "negative_discrimination";

export const FLAG_LABELS: Record<Flag, string> = {
  too_easy: "Too easy",
  too_hard: "Too hard",
  negative_discrimination: "Negative discrimination",
};

export const FLAG_EXPLANATIONS: Record<Flag, string> = {
  too_easy: `More than ${ANALYTICS_THRESHOLDS.tooEasy * 100}% answer it right.`,
  too_hard: `Fewer than ${ANALYTICS_THRESHOLDS.tooHard * 100}% answer it right: check the wording and the correct answer.`,
  negative_discrimination: "Learners with lower scores answer it right more often than those with higher scores: check the correct answer.",
};

/** The share of answers that were right (0–1), or null before any answer. */
export function difficulty({ answered, correct }: QuestionFigures): number | null {
  return answered === 0 ? null : correct / answered;
}

export function questionFlags(figures: QuestionFigures): Flag[] {
  if (figures.answered < ANALYTICS_THRESHOLDS.minAnswers) return [];
  const p = difficulty(figures)!;
  const flags: Flag[] = [];
  if (p > ANALYTICS_THRESHOLDS.tooEasy) flags.push("too_easy");
  if (p < ANALYTICS_THRESHOLDS.tooHard) flags.push("too_hard");
  if (figures.discrimination !== null && figures.discrimination < 0) flags.push("negative_discrimination");
  return flags;
}

/** "83%" (whole percent), or "—". */
export function percent(share: number | null): string {
  return share === null ? "—" : `${Math.round(share * 100)}%`;
}

/** A correlation to two decimals ("0.42", "−0.10"), or "—" when there is none. */
export function formatDiscrimination(r: number | null): string {
  if (r === null || Number.isNaN(r)) return "—";
  const fixed = Math.abs(r).toFixed(2);
  return r < 0 && fixed !== "0.00" ? `−${fixed}` : fixed;
}

/** Score bins of the histogram: 0–9, 10–19, …, 90–100 (the last holds 100 too). */
export const SCORE_BINS = Array.from({ length: 10 }, (_, i) => (i === 9 ? "90–100" : `${i * 10}–${i * 10 + 9}`));

/** Every bin with its count, from the database's (bin index, count) rows. */
export function scoreHistogram(rows: readonly { bin: number; attempts: number }[]): { label: string; value: number }[] {
  const counts = new Map(rows.map((row) => [Number(row.bin), Number(row.attempts)]));
  return SCORE_BINS.map((label, i) => ({ label, value: counts.get(i) ?? 0 }));
}

/** A question's text without its markup, for lists and tables. */
export function plainQuestionText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
