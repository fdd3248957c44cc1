// Identity verification and final-exam attestation (issue 46; decision 0089): the personal validation
// questions, how answers and names are compared, when the player asks, and what a wrong answer does.
// Pure and isomorphic; the model (~/models/learning/identity.server) stores and hashes.

/** The questions a learner chooses from (three of them). Keys are stored; texts may be reworded. */
export const IDENTITY_QUESTIONS = [
  { key: "first_street", text: "What was the name of the street you lived on in third grade?" },
  { key: "first_school", text: "What was the name of your first elementary school?" },
  { key: "childhood_friend", text: "What is the first name of your best childhood friend?" },
  { key: "first_pet", text: "What was the name of your first pet?" },
  { key: "mother_birthplace", text: "In what city was your mother born?" },
  { key: "first_job", text: "What was the name of the company of your first job?" },
  { key: "first_car", text: "What was the make and model of your first car?" },
  { key: "favorite_teacher", text: "What was the last name of your favorite teacher?" },
  { key: "parents_met", text: "In what city did your parents meet?" },
  { key: "oldest_cousin", text: "What is the first name of your oldest cousin?" },
  { key: "childhood_hero", text: "Who was your childhood hero?" },
  { key: "first_concert", text: "What was the first concert you attended?" },
] as const;

export type IdentityQuestionKey = (typeof IDENTITY_QUESTIONS)[number]["key"];
export const IDENTITY_QUESTION_KEYS = IDENTITY_QUESTIONS.map((q) => q.key) as [IdentityQuestionKey, ...IdentityQuestionKey[]];
export const QUESTIONS_TO_CHOOSE = 3;
export const WRONG_ANSWERS_TO_LOCK = 3;
/** A check is asked after a random 45 to 90 minutes of seat time. */
export const CHECK_INTERVAL_SECONDS = { min: 45 * 60, max: 90 * 60 } as const;
/** A passed check, an attestation or a passed proctoring session opens one attempt started within this time. */
export const EXAM_GATE_VALID_MS = 2 * 60 * 60_000;

export const ATTESTATION_STATEMENT = "I am the enrolled student and will not use unauthorised help.";

export function questionText(key: string): string {
  return IDENTITY_QUESTIONS.find((q) => q.key === key)?.text ?? "Your personal validation question";
}

/**
 * An answer as it is hashed and compared: Unicode compatibility form, lower case, accents kept, and
 * only letters and digits — punctuation, symbols and white space dropped. "  O'Brien-Street. ",
 * "obrien street" and "OBRIENSTREET" are the same answer; "Ford F-150" and "ford f150" too.
 */
export function normaliseAnswer(answer: string): string {
  return answer
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

/** A typed full name against the profile's: the same words, ignoring case, punctuation and spacing. */
export function namesMatch(typed: string, firstName: string, lastName: string): boolean {
  const want = normaliseAnswer(`${firstName} ${lastName}`);
  return want.length > 0 && normaliseAnswer(typed) === want;
}

/** The seat time at which the next check is due: now plus 45 to 90 minutes, `random` in [0, 1). */
export function nextCheckAt(seatSeconds: number, random: number): number {
  const span = CHECK_INTERVAL_SECONDS.max - CHECK_INTERVAL_SECONDS.min;
  return (
    Math.max(0, Math.floor(seatSeconds)) + CHECK_INTERVAL_SECONDS.min + Math.floor(Math.min(Math.max(random, 0), 0.999999) * (span + 1))
  );
}

/** A question to ask: one of the learner's, not the one just asked when another exists; `random` in [0, 1). */
export function pickQuestion<T extends { id: string }>(answers: readonly T[], previousId: string | null, random: number): T | null {
  const pool = answers.length > 1 ? answers.filter((a) => a.id !== previousId) : answers;
  if (pool.length === 0) return null;
  return pool[Math.min(pool.length - 1, Math.floor(Math.max(random, 0) * pool.length))]!;
}

/** After an answer: the new streak of wrong answers and whether the course locks now. */
export function afterAnswer(wrongInARow: number, correct: boolean): { wrongInARow: number; locks: boolean } {
  if (correct) return { wrongInARow: 0, locks: false };
  const next = wrongInARow + 1;
  return { wrongInARow: next, locks: next >= WRONG_ANSWERS_TO_LOCK };
}

export const IDENTITY_MESSAGES = {
  chooseThree: "Choose three different questions and answer each one.",
  differentQuestions: "Choose three different questions.",
  answerRequired: "Enter an answer.",
  answerTooLong: "Answers are at most 100 characters.",
  answerTooShort: "Answers need at least 2 letters or digits.",
  affirmRequired: "Confirm that you are the person enrolled in this course.",
  nameMismatch: "Type your full name exactly as it appears on your profile.",
  attestRequired: "Check the box to confirm the statement.",
  badRequest: "The form could not be understood. Please try again.",
  notYourCheck: "This identity check is not yours or is no longer open.",
  wrong: "That answer does not match. Please answer this question instead.",
  locked:
    "Your course is locked because your identity could not be verified. The school has been notified and will contact you; you can also contact support.",
  alreadySetUp: "Your personal validation questions are already set up.",
  unlockReasonRequired: "Give a reason for unlocking (at least 5 characters).",
  notLocked: "This course is not locked for this learner.",
  proctoringRequired: "This final exam is proctored: complete a proctoring session before starting.",
  proctoringFailed: "The proctoring session did not pass. You can start a new session.",
  proctoringUnavailable: "Proctoring is not available right now. Please contact the school.",
} as const;

/** Every field a single string: a repeated field (an array) is refused before any schema runs. */
export function singleValued(form: FormData): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string" || key in out) return null;
    out[key] = value;
  }
  return out;
}

/** The result labels records show. */
export const CHECK_REASON_LABELS: Record<string, string> = {
  seat_time: "During the course",
  final_exam: "Before the final exam",
  dev: "Asked by a developer tool",
};
