import { describe, expect, it } from "vitest";
import { difficulty, formatDiscrimination, percent, plainQuestionText, questionFlags, scoreHistogram } from "./question-analytics";

describe("question flags", () => {
  it("flags nothing before ten answers", () => {
    expect(questionFlags({ answered: 9, correct: 9, discrimination: -0.5 })).toEqual([]);
  });

  it("flags too easy above 95%, too hard below 30%, and a negative discrimination", () => {
    expect(questionFlags({ answered: 100, correct: 96, discrimination: 0.1 })).toEqual(["too_easy"]);
    expect(questionFlags({ answered: 100, correct: 95, discrimination: 0.1 })).toEqual([]);
    expect(questionFlags({ answered: 100, correct: 29, discrimination: 0.3 })).toEqual(["too_hard"]);
    expect(questionFlags({ answered: 100, correct: 30, discrimination: 0.3 })).toEqual([]);
    expect(questionFlags({ answered: 20, correct: 10, discrimination: -0.05 })).toEqual(["negative_discrimination"]);
    expect(questionFlags({ answered: 20, correct: 20, discrimination: null })).toEqual(["too_easy"]);
  });
});

describe("figures as shown", () => {
  it("writes difficulty and discrimination", () => {
    expect(difficulty({ answered: 0, correct: 0, discrimination: null })).toBeNull();
    expect(percent(difficulty({ answered: 3, correct: 2, discrimination: null }))).toBe("67%");
    expect(formatDiscrimination(0.4237)).toBe("0.42");
    expect(formatDiscrimination(-0.1)).toBe("−0.10");
    expect(formatDiscrimination(-0.001)).toBe("0.00");
    expect(formatDiscrimination(null)).toBe("—");
  });

  it("fills every score bin, the last holding 100", () => {
    const bins = scoreHistogram([
      { bin: 0, attempts: 1 },
      { bin: 9, attempts: 4 },
    ]);
    expect(bins).toHaveLength(10);
    expect(bins[0]).toEqual({ label: "0–9", value: 1 });
    expect(bins[5]).toEqual({ label: "50–59", value: 0 });
    expect(bins[9]).toEqual({ label: "90–100", value: 4 });
  });

  it("reads a question's text without markup", () => {
    expect(plainQuestionText("<p>What is <strong>agency</strong>&nbsp;&amp; why?</p>")).toBe("What is agency & why?");
  });
});
