import { describe, expect, it } from "vitest";
import { QUIZ_MESSAGES } from "./quiz-authoring";
import { QUESTION_CSV_EXAMPLE, QUESTION_IMPORT_MESSAGES } from "./question-import";
import { importSummary, parseQuestionCsv } from "./question-import-parse";

const SECTIONS = [{ id: "6f9619ff-8b86-d011-b42d-00c04fc964ff", title: "Agency" }];

describe("parseQuestionCsv", () => {
  it("reads the example: HTML-safe question text, the section matched by title, any case", () => {
    const parsed = parseQuestionCsv(QUESTION_CSV_EXAMPLE.replace(",Agency", ",agency"), SECTIONS);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.rows).toHaveLength(1);
    const [row] = parsed.rows;
    expect(row).toMatchObject({ line: 2, ok: true });
    if (!row?.ok) return;
    expect(row.input).toMatchObject({
      questionText: "<p>Who does a listing agent represent?</p>",
      choiceA: "The seller",
      correctAnswer: "A",
      sectionId: SECTIONS[0]!.id,
    });
  });

  it("reports every problem of every bad row by its line, and keeps the good ones", () => {
    const csv = [
      "Question;Choice A;Choice B;Choice C;Choice D;Correct Answer;Section",
      "Fine question;Yes;No;;;b;",
      ";Yes;No;;;A;",
      "Gap;Yes;No;;Maybe;A;",
      "Wrong letter;Yes;No;;;E;",
      "Points at nothing;Yes;No;;;C;",
      "Lost;Yes;No;;;A;Escrow",
      "Is 2 < 3?;Yes;No;;;A;",
    ].join("\r\n");
    const parsed = parseQuestionCsv(csv, SECTIONS);
    if (!parsed.ok) throw new Error(parsed.message);
    const fates = parsed.rows.map((r) => (r.ok ? `${r.line} ok` : `${r.line} ${r.problems.join(" | ")}`));
    expect(fates).toEqual([
      "2 ok",
      `3 ${QUIZ_MESSAGES.questionRequired}`,
      `4 ${QUIZ_MESSAGES.choiceGap}`,
      "5 The correct answer must be A, B, C or D",
      `6 ${QUIZ_MESSAGES.correctMissing}`,
      `7 ${QUESTION_IMPORT_MESSAGES.unknownSection("Escrow")}`,
      "8 ok",
    ]);
    const last = parsed.rows[6];
    expect(last?.ok && last.input.questionText).toBe("<p>Is 2 &lt; 3?</p>");
    expect(importSummary(parsed.rows)).toEqual({ good: 2, skipped: 5 });
  });

  it("refuses a file without the required headers, without rows, or that is not CSV", () => {
    expect(parseQuestionCsv("question,choice_a\nx,y", SECTIONS)).toEqual({
      ok: false,
      message: QUESTION_IMPORT_MESSAGES.missingHeaders(["choice_b", "correct_answer"]),
    });
    expect(parseQuestionCsv("question,choice_a,choice_b,correct_answer\n", SECTIONS)).toEqual({
      ok: false,
      message: QUESTION_IMPORT_MESSAGES.noRows,
    });
    expect(parseQuestionCsv('question,choice_a,choice_b,correct_answer\n"unclosed,a,b,A', SECTIONS)).toEqual({
      ok: false,
      message: QUESTION_IMPORT_MESSAGES.unreadable,
    });
  });
});
