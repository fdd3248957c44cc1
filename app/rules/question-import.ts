// Importing quiz questions from a CSV (decision 0044; decision 0031): the columns, limits and messages
// (safe in the browser); question-import-parse.ts reads the file.
import { sizeText } from "./upload";

export const QUESTION_CSV_MAX_BYTES = 2 * 1024 * 1024;
export const QUESTION_CSV_MAX_ROWS = 1000;
/** "At most 2 MB and 1,000 questions.": the import form's hint. */
export const QUESTION_CSV_HINT = `At most ${sizeText(QUESTION_CSV_MAX_BYTES)} and ${QUESTION_CSV_MAX_ROWS.toLocaleString("en-US")} questions.`;
export const QUESTION_CSV_REQUIRED = ["question", "choice_a", "choice_b", "correct_answer"] as const;
export const QUESTION_CSV_OPTIONAL = ["choice_c", "choice_d", "explanation", "section"] as const;
export const QUESTION_CSV_EXAMPLE = [
  "question,choice_a,choice_b,choice_c,choice_d,correct_answer,explanation,section",
  '"Who does a listing agent represent?",The seller,The buyer,Both,Neither,A,"Louisiana agency law: the client is the seller.",Agency',
].join("\n");

export const QUESTION_IMPORT_MESSAGES = {
  noFile: "Choose a CSV file to import.",
  notCsv: "This file is not a CSV. Save the spreadsheet as CSV (comma separated) and try again.",
  tooLarge: `The file is too large. A question CSV can be at most ${sizeText(QUESTION_CSV_MAX_BYTES)}.`,
  unreadable: "The file could not be read as CSV. Check its quotes and try again.",
  noRows: "The file has no questions: add one row a question under the header line.",
  tooManyRows: `The file has more than ${QUESTION_CSV_MAX_ROWS} questions. Split it and import each part.`,
  missingHeaders: (missing: readonly string[]) => `The header line is missing: ${missing.join(", ")}.`,
  unknownSection: (title: string) => `Unknown section “${title}”: add it to the quiz first, or leave the cell empty.`,
  nothingToImport: "No row can be imported: correct the rows marked below and upload the file again.",
} as const;
