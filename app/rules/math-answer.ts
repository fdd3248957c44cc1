/**
 * Grading a math practice problem (requirement learning-validation-rules "Math answers"): dollar signs and commas are
 * stripped, then the learner's answer and the expected answer are compared as numbers with a
 * tolerance under 0.1. A multi-part answer is correct only when every part matches. A blank
 * answer is not graded at all (the form's submit stays disabled while any answer is blank).
 */

/** Answers closer than this to the expected value are correct (strictly less than). */
export const MATH_TOLERANCE = 0.1;

export const MATH_ANSWER_PLACEHOLDER = "Enter your answer (e.g., 125000.00)";

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/** "$1,234.50" → 1234.5; blank or not a number → null. Spaces around and inside are ignored. */
export function parseMathAnswer(value: string | null | undefined): number | null {
  if (typeof value !== "string") return null;
  const cleaned = value.replace(/[$,\s]/g, "");
  if (!NUMBER.test(cleaned)) return null;
  const number = Number(cleaned);
  return Number.isFinite(number) ? number : null;
}

export function isBlankAnswer(value: string | null | undefined): boolean {
  return typeof value !== "string" || value.trim() === "";
}

/**
 * True when the two numbers differ by less than the tolerance. The difference is rounded to nine
 * decimals first so that binary noise (100.1 − 100 = 0.0999999…) cannot turn "0.1 off" into "close enough".
 */
export function withinTolerance(given: number, expected: number): boolean {
  const difference = Math.round(Math.abs(given - expected) * 1e9) / 1e9;
  return difference < MATH_TOLERANCE;
}

export type MathGrade =
  | { status: "correct" }
  | { status: "incorrect"; /** index of each part that did not match */ wrongParts: number[] }
  | { status: "blank"; /** index of each blank part */ blankParts: number[] }
  | { status: "not_a_number"; /** index of each part that is not a number */ badParts: number[] }
  | { status: "misconfigured" };

/**
 * Grades the learner's answers against the expected ones, part by part in order.
 * `misconfigured` when there is no expected answer, an expected value is not a number, or the
 * number of parts given differs from the number expected.
 */
export function gradeMathAnswers(expected: readonly string[], given: readonly (string | null | undefined)[]): MathGrade {
  const expectedNumbers = expected.map(parseMathAnswer);
  if (expected.length === 0 || expectedNumbers.some((n) => n === null)) return { status: "misconfigured" };
  if (given.length !== expected.length) return { status: "misconfigured" };

  const blankParts = indexesWhere(given, isBlankAnswer);
  if (blankParts.length > 0) return { status: "blank", blankParts };

  const givenNumbers = given.map(parseMathAnswer);
  const badParts = indexesWhere(givenNumbers, (n) => n === null);
  if (badParts.length > 0) return { status: "not_a_number", badParts };

  const wrongParts = indexesWhere(givenNumbers, (n, i) => !withinTolerance(n as number, expectedNumbers[i] as number));
  return wrongParts.length === 0 ? { status: "correct" } : { status: "incorrect", wrongParts };
}

function indexesWhere<T>(values: readonly T[], test: (value: T, index: number) => boolean): number[] {
  return values.flatMap((value, index) => (test(value, index) ? [index] : []));
}
