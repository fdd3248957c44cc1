// Reading a quiz questions CSV (decision 0044; decision 0031): one row a question, read with csv-parse
// (quoted commas and line breaks, a UTF-8 BOM, Excel's ";" export), each row checked by the question
// editor's own schema, so an imported question is one the editor could have saved. The preview lists
// every row's fate; the import adds the good rows and reports the others, line by line. Server-side
// in practice: csv-parse needs Buffer.
import { readCsvRecords } from "./csv-read";
import { QUESTION_CSV_MAX_ROWS, QUESTION_CSV_REQUIRED, QUESTION_IMPORT_MESSAGES } from "./question-import";
import { questionSchema, type QuestionInput } from "./quiz-authoring";

export type QuestionRowResult =
  | { line: number; ok: true; question: string; section: string; input: QuestionInput }
  | { line: number; ok: false; question: string; section: string; problems: string[] };

export type ParsedQuestionCsv = { ok: true; rows: QuestionRowResult[] } | { ok: false; message: string };

/** Plain question text becomes a paragraph; HTML is kept (the model sanitises it). */
function asHtml(text: string): string {
  if (/<[a-z][\s\S]*>/i.test(text)) return text;
  const escaped = text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return `<p>${escaped}</p>`;
}

/** Reads the file and checks every row against the quiz's sections (matched by title, any case). */
export function parseQuestionCsv(text: string, sections: readonly { id: string; title: string }[]): ParsedQuestionCsv {
  const records = readCsvRecords(text, QUESTION_CSV_MAX_ROWS + 2);
  if (!records) return { ok: false, message: QUESTION_IMPORT_MESSAGES.unreadable };
  if (records.length > QUESTION_CSV_MAX_ROWS + 1) return { ok: false, message: QUESTION_IMPORT_MESSAGES.tooManyRows };
  const headers = (records[0] ?? []).map((h) => h.trim().toLowerCase().replace(/\s+/g, "_"));
  const missing = QUESTION_CSV_REQUIRED.filter((h) => !headers.includes(h));
  if (records.length > 0 && missing.length > 0) return { ok: false, message: QUESTION_IMPORT_MESSAGES.missingHeaders(missing) };
  if (records.length < 2) return { ok: false, message: QUESTION_IMPORT_MESSAGES.noRows };

  const byTitle = new Map(sections.map((s) => [s.title.trim().toLowerCase(), s.id]));
  const rows = records.slice(1).map((record, i): QuestionRowResult => {
    const cell = (name: string) => {
      const index = headers.indexOf(name);
      return index < 0 ? "" : (record[index] ?? "").trim();
    };
    const line = i + 2;
    const question = cell("question");
    const section = cell("section");
    const problems: string[] = [];
    const sectionId = section ? byTitle.get(section.toLowerCase()) : "";
    if (sectionId === undefined) problems.push(QUESTION_IMPORT_MESSAGES.unknownSection(section));
    const parsed = questionSchema.safeParse({
      questionText: question ? asHtml(question) : "",
      choiceA: cell("choice_a"),
      choiceB: cell("choice_b"),
      choiceC: cell("choice_c"),
      choiceD: cell("choice_d"),
      correctAnswer: cell("correct_answer").toUpperCase(),
      explanation: cell("explanation") ? asHtml(cell("explanation")) : "",
      sectionId: sectionId ?? "",
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const message =
          issue.path[0] === "correctAnswer" && issue.code !== "custom" ? "The correct answer must be A, B, C or D" : issue.message;
        if (!problems.includes(message)) problems.push(message);
      }
    }
    if (problems.length > 0 || !parsed.success) return { line, ok: false, question, section, problems };
    return { line, ok: true, question, section, input: parsed.data };
  });
  return { ok: true, rows };
}

/** "12 questions will be imported, 2 rows skipped." */
export function importSummary(rows: readonly QuestionRowResult[]): { good: number; skipped: number } {
  const good = rows.filter((r) => r.ok).length;
  return { good, skipped: rows.length - good };
}
