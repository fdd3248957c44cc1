import { describe, expect, it } from "vitest";
import {
  afterAnswer,
  CHECK_INTERVAL_SECONDS,
  IDENTITY_QUESTIONS,
  namesMatch,
  nextCheckAt,
  normaliseAnswer,
  pickQuestion,
  singleValued,
} from "./identity";
import { identitySetupSchema } from "./identity-forms";

describe("normaliseAnswer", () => {
  it("ignores case, white space and punctuation", () => {
    expect(normaliseAnswer("  O'Brien-Street. ")).toBe("obrienstreet");
    expect(normaliseAnswer("obrien street")).toBe("obrienstreet");
    expect(normaliseAnswer("St. Mary’s\tAcademy")).toBe(normaliseAnswer("ST MARYS ACADEMY"));
  });
  it("keeps letters of every script and accents, in one Unicode form", () => {
    expect(normaliseAnswer("Jose\u0301")).toBe(normaliseAnswer("José"));
    expect(normaliseAnswer("José")).not.toBe(normaliseAnswer("Jose"));
    expect(normaliseAnswer("Ｆｏｒｄ １５０")).toBe("ford150");
    expect(normaliseAnswer("東京")).toBe("東京");
  });
});

describe("namesMatch", () => {
  it("accepts the profile's name typed loosely and nothing else", () => {
    expect(namesMatch("  ana   o'neil ", "Ana", "O'Neil")).toBe(true);
    expect(namesMatch("Ana O Neil", "Ana", "O'Neil")).toBe(true);
    expect(namesMatch("Ana", "Ana", "O'Neil")).toBe(false);
    expect(namesMatch("", "", "")).toBe(false);
  });
});

describe("schedule", () => {
  it("asks again after 45 to 90 minutes of seat time", () => {
    expect(nextCheckAt(1000, 0)).toBe(1000 + CHECK_INTERVAL_SECONDS.min);
    expect(nextCheckAt(1000, 0.9999999)).toBe(1000 + CHECK_INTERVAL_SECONDS.max);
    expect(nextCheckAt(-5, 0.5)).toBeGreaterThanOrEqual(CHECK_INTERVAL_SECONDS.min);
  });
  it("never asks the same question twice in a row when there is another", () => {
    const answers = [{ id: "a" }, { id: "b" }, { id: "c" }];
    for (const r of [0, 0.4, 0.99]) expect(pickQuestion(answers, "b", r)!.id).not.toBe("b");
    expect(pickQuestion([{ id: "a" }], "a", 0.5)!.id).toBe("a");
    expect(pickQuestion([], null, 0.5)).toBeNull();
  });
  it("locks at the third wrong answer in a row; a right one starts again", () => {
    expect(afterAnswer(0, false)).toEqual({ wrongInARow: 1, locks: false });
    expect(afterAnswer(1, false)).toEqual({ wrongInARow: 2, locks: false });
    expect(afterAnswer(2, false)).toEqual({ wrongInARow: 3, locks: true });
    expect(afterAnswer(2, true)).toEqual({ wrongInARow: 0, locks: false });
  });
});

describe("forms", () => {
  const setup = {
    question1: "first_pet",
    answer1: "Rex",
    question2: "first_car",
    answer2: "Ford",
    question3: "first_job",
    answer3: "Acme",
    fullName: "Ana O'Neil",
    affirm: "on",
  };
  it("offers at least ten questions with distinct keys", () => {
    expect(IDENTITY_QUESTIONS.length).toBeGreaterThanOrEqual(10);
    expect(new Set(IDENTITY_QUESTIONS.map((q) => q.key)).size).toBe(IDENTITY_QUESTIONS.length);
  });
  it("needs three different questions, real answers and the affirmation", () => {
    expect(identitySetupSchema.safeParse(setup).success).toBe(true);
    expect(identitySetupSchema.safeParse({ ...setup, question3: "first_pet" }).success).toBe(false);
    expect(identitySetupSchema.safeParse({ ...setup, answer1: "!!" }).success).toBe(false);
    expect(identitySetupSchema.safeParse({ ...setup, answer1: "x".repeat(101) }).success).toBe(false);
    expect(identitySetupSchema.safeParse({ ...setup, affirm: undefined }).success).toBe(false);
  });
  it("refuses a repeated field", () => {
    const form = new FormData();
    form.append("a", "1");
    expect(singleValued(form)).toEqual({ a: "1" });
    form.append("a", "2");
    expect(singleValued(form)).toBeNull();
  });
});
