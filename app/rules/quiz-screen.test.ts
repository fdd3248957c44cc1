import { describe, expect, it } from "vitest";
import {
  chooseResultTab,
  isTimeWarningDue,
  timeWarningText,
  describeTimeLimit,
  differOnlyIn,
  firstUnansweredIndex,
  formatClock,
  isTimeWarning,
  questionIndex,
  resultTabs,
  secondsLeft,
  targetQuestion,
} from "./quiz-screen";

describe("result tabs", () => {
  it("has Summary only for an exam with sections", () => {
    expect(resultTabs(true)).toEqual(["summary", "review", "history"]);
    expect(resultTabs(false)).toEqual(["review", "history"]);
  });
  it("takes the asked tab when it exists, else the first", () => {
    expect(chooseResultTab("history", resultTabs(false))).toBe("history");
    expect(chooseResultTab("summary", resultTabs(false))).toBe("review");
    expect(chooseResultTab(null, resultTabs(true))).toBe("summary");
  });
});

describe("which question", () => {
  it("reads ?q= as 1-based and falls back when it is missing or out of range", () => {
    expect(questionIndex("2", 3, 0)).toBe(1);
    expect(questionIndex("4", 3, 0)).toBe(0);
    expect(questionIndex("0", 3, 2)).toBe(2);
    expect(questionIndex("1e2", 3, 1)).toBe(1);
    expect(questionIndex(null, 3, 1)).toBe(1);
    expect(questionIndex(null, 0, 0)).toBe(0);
  });
  it("resumes at the first unanswered question", () => {
    expect(firstUnansweredIndex(["A", null, "B"])).toBe(1);
    expect(firstUnansweredIndex(["A", "C"])).toBe(0);
  });
  it("moves with Previous, Next and a number, never out of the quiz", () => {
    expect(targetQuestion("prev", 1, 3)).toBe(1);
    expect(targetQuestion("next", 2, 3)).toBe(3);
    expect(targetQuestion("next", 3, 3)).toBe(3);
    expect(targetQuestion("7", 1, 3)).toBe(3);
    expect(targetQuestion("2", 1, 3)).toBe(2);
    expect(targetQuestion("stay", 2, 3)).toBeNull();
    expect(targetQuestion("submit", 2, 3)).toBeNull();
  });
});

describe("timer", () => {
  it("counts down from the server's seconds by the browser's clock", () => {
    expect(secondsLeft(120, 1_000, 1_000)).toBe(120);
    expect(secondsLeft(120, 1_000, 1_500)).toBe(120);
    expect(secondsLeft(120, 1_000, 2_000)).toBe(119);
    expect(secondsLeft(120, 0, 500_000)).toBe(0);
  });
  it("warns at 300 seconds and below", () => {
    expect(isTimeWarning(301)).toBe(false);
    expect(isTimeWarning(300)).toBe(true);
    expect(isTimeWarning(null)).toBe(false);
  });
  it("gives the warning from 300 seconds left to the deadline, also to a quiz of five minutes or less", () => {
    expect(isTimeWarningDue(301)).toBe(false);
    expect(isTimeWarningDue(300)).toBe(true);
    expect(isTimeWarningDue(120)).toBe(true); // a 2-minute exam, from its start
    expect(isTimeWarningDue(1)).toBe(true);
    expect(isTimeWarningDue(0)).toBe(false); // time is up: the result follows instead
  });
  it("says how many minutes are left when it warns", () => {
    expect(timeWarningText(300)).toBe("5 minutes left. Your quiz is submitted automatically when time runs out.");
    expect(timeWarningText(299)).toMatch(/^5 minutes left\./);
    expect(timeWarningText(120)).toMatch(/^2 minutes left\./);
    expect(timeWarningText(119)).toMatch(/^2 minutes left\./);
    expect(timeWarningText(45)).toMatch(/^1 minute left\./);
  });
  it("formats the clock", () => {
    expect(formatClock(125)).toBe("2:05");
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(3725)).toBe("1:02:05");
    expect(describeTimeLimit(2)).toBe("2 minutes");
    expect(describeTimeLimit(1)).toBe("1 minute");
    expect(describeTimeLimit(null)).toBe("No time limit");
    expect(describeTimeLimit(37.5)).toBe("37 minutes 30 seconds");
    expect(describeTimeLimit(90)).toBe("90 minutes");
    expect(describeTimeLimit(0.5)).toBe("30 seconds");
    expect(describeTimeLimit(10 + 1 / 60)).toBe("10 minutes 1 second");
  });
});

describe("differOnlyIn", () => {
  const url = (s: string) => new URL(s, "http://x");
  it("is true when only the listed parameters change", () => {
    expect(differOnlyIn(url("/a?q=1"), url("/a?q=2&confirm=1"), ["q", "confirm"])).toBe(true);
    expect(differOnlyIn(url("/a?tab=review&q=1"), url("/a?q=3&tab=review"), ["q"])).toBe(true);
  });
  it("is false for another path or another parameter", () => {
    expect(differOnlyIn(url("/a?q=1"), url("/b?q=1"), ["q"])).toBe(false);
    expect(differOnlyIn(url("/a?q=1"), url("/a?q=1&tab=history"), ["q"])).toBe(false);
  });
});
