import { describe, expect, it } from "vitest";
import { gradeMathAnswers, isBlankAnswer, MATH_TOLERANCE, parseMathAnswer, withinTolerance } from "./math-answer";

describe("parseMathAnswer", () => {
  it.each([
    ["125000", 125000],
    ["125000.00", 125000],
    ["$125,000.00", 125000],
    ["  $ 4,845.75 ", 4845.75],
    ["1,2,3", 123],
    ["$$5", 5],
    ["0.5", 0.5],
    [".5", 0.5],
    ["5.", 5],
    ["-12.5", -12.5],
    ["+3", 3],
    ["0", 0],
  ])("reads %j as %d", (input, expected) => {
    expect(parseMathAnswer(input)).toBe(expected);
  });

  it.each(["", "   ", "$", ",", "abc", "12abc", "1.2.3", "1e5", "Infinity", "NaN", "0x10", "12%", "--5", "5-"])("refuses %j", (input) => {
    expect(parseMathAnswer(input)).toBeNull();
  });

  it("refuses values that are not strings", () => {
    expect(parseMathAnswer(null)).toBeNull();
    expect(parseMathAnswer(undefined)).toBeNull();
  });
});

describe("isBlankAnswer", () => {
  it("treats empty, whitespace and missing answers as blank", () => {
    expect(isBlankAnswer("")).toBe(true);
    expect(isBlankAnswer("  \t")).toBe(true);
    expect(isBlankAnswer(null)).toBe(true);
    expect(isBlankAnswer(undefined)).toBe(true);
    expect(isBlankAnswer("0")).toBe(false);
    expect(isBlankAnswer("$")).toBe(false);
  });
});

describe("withinTolerance", () => {
  it("accepts differences strictly under 0.1", () => {
    expect(MATH_TOLERANCE).toBe(0.1);
    expect(withinTolerance(100, 100)).toBe(true);
    expect(withinTolerance(100.09, 100)).toBe(true);
    expect(withinTolerance(99.91, 100)).toBe(true);
    expect(withinTolerance(100.1, 100)).toBe(false);
    expect(withinTolerance(99.9, 100)).toBe(false);
    expect(withinTolerance(100.2, 100)).toBe(false);
  });
});

describe("gradeMathAnswers", () => {
  it("accepts a single answer with or without $ and commas", () => {
    for (const answer of ["4845.75", "$4,845.75", "4,845.75", "4845.8", "4845.7", " 4845.75 "]) {
      expect(gradeMathAnswers(["4,845.75"], [answer]), answer).toEqual({ status: "correct" });
    }
  });

  it("rejects a single answer 0.1 or more away", () => {
    expect(gradeMathAnswers(["4,845.75"], ["4845.65"])).toEqual({ status: "incorrect", wrongParts: [0] });
    expect(gradeMathAnswers(["4,845.75"], ["4845.85"])).toEqual({ status: "incorrect", wrongParts: [0] });
    expect(gradeMathAnswers(["4,845.75"], ["484575"])).toEqual({ status: "incorrect", wrongParts: [0] });
  });

  it("reads an expected value written with a dollar sign", () => {
    expect(gradeMathAnswers(["$189,000.00"], ["189000"])).toEqual({ status: "correct" });
  });

  it("needs every part of a multi-part answer, in order", () => {
    const expected = ["832.00", "2,088.00"];
    expect(gradeMathAnswers(expected, ["832", "2088"])).toEqual({ status: "correct" });
    expect(gradeMathAnswers(expected, ["$832.00", "$2,088.00"])).toEqual({ status: "correct" });
    expect(gradeMathAnswers(expected, ["832", "2000"])).toEqual({ status: "incorrect", wrongParts: [1] });
    expect(gradeMathAnswers(expected, ["800", "2088"])).toEqual({ status: "incorrect", wrongParts: [0] });
    expect(gradeMathAnswers(expected, ["2088", "832"])).toEqual({ status: "incorrect", wrongParts: [0, 1] });
  });

  it("does not grade blank answers and names every blank part", () => {
    expect(gradeMathAnswers(["1"], [""])).toEqual({ status: "blank", blankParts: [0] });
    expect(gradeMathAnswers(["1", "2"], ["1", "  "])).toEqual({ status: "blank", blankParts: [1] });
    expect(gradeMathAnswers(["1", "2"], [null, undefined])).toEqual({ status: "blank", blankParts: [0, 1] });
  });

  it("reports answers that are not numbers instead of marking them wrong", () => {
    expect(gradeMathAnswers(["1"], ["one"])).toEqual({ status: "not_a_number", badParts: [0] });
    expect(gradeMathAnswers(["1", "2"], ["1", "$"])).toEqual({ status: "not_a_number", badParts: [1] });
  });

  it("blank wins over not-a-number", () => {
    expect(gradeMathAnswers(["1", "2"], ["x", ""])).toEqual({ status: "blank", blankParts: [1] });
  });

  it("flags a problem without a usable expected answer or with the wrong number of parts", () => {
    expect(gradeMathAnswers([], [])).toEqual({ status: "misconfigured" });
    expect(gradeMathAnswers(["about ten"], ["10"])).toEqual({ status: "misconfigured" });
    expect(gradeMathAnswers(["1", "2"], ["1"])).toEqual({ status: "misconfigured" });
    expect(gradeMathAnswers(["1"], ["1", "2"])).toEqual({ status: "misconfigured" });
  });

  it("handles negative and zero answers", () => {
    expect(gradeMathAnswers(["-250"], ["-250.05"])).toEqual({ status: "correct" });
    expect(gradeMathAnswers(["-250"], ["250"])).toEqual({ status: "incorrect", wrongParts: [0] });
    expect(gradeMathAnswers(["0"], ["0.00"])).toEqual({ status: "correct" });
  });
});
