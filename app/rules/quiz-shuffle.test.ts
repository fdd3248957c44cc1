import { describe, expect, it } from "vitest";
import {
  buildQuestionOrder,
  choiceLetters,
  hashSeed,
  mulberry32,
  shuffle,
  type ShuffleQuestion,
  type ShuffleQuiz,
  type ShuffleSection,
} from "./quiz-shuffle";

function question(id: string, orderIndex: number, sectionId: string | null = null, trueFalse = false): ShuffleQuestion {
  return {
    id,
    orderIndex,
    sectionId,
    choiceA: `${id} a`,
    choiceB: `${id} b`,
    choiceC: trueFalse ? null : `${id} c`,
    choiceD: trueFalse ? null : `${id} d`,
  };
}

const bank = Array.from({ length: 10 }, (_, i) => question(`q${i}`, i));
const randomQuiz: ShuffleQuiz = { randomizeQuestions: true, randomizeAnswerChoices: true, questionsToPull: null };
const plainQuiz: ShuffleQuiz = { randomizeQuestions: false, randomizeAnswerChoices: false, questionsToPull: null };
const seed = (attemptNumber: number, userId = "user-1") => ({ userId, quizId: "quiz-1", attemptNumber });

describe("the seeded PRNG", () => {
  it("hashes strings to stable 32-bit numbers", () => {
    expect(hashSeed("u:q:1")).toBe(hashSeed("u:q:1"));
    expect(hashSeed("u:q:1")).not.toBe(hashSeed("u:q:2"));
    expect(Number.isInteger(hashSeed("x")) && hashSeed("x") >= 0 && hashSeed("x") < 2 ** 32).toBe(true);
  });

  it("mulberry32 repeats for a seed and stays in [0, 1)", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
  });

  it("shuffle keeps every item and does not touch the input", () => {
    const input = [1, 2, 3, 4, 5, 6];
    const output = shuffle(input, mulberry32(7));
    expect(input).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...output].sort()).toEqual(input);
  });
});

describe("buildQuestionOrder", () => {
  it("is deterministic per (user, quiz, attempt), whatever order the bank arrives in", () => {
    const first = buildQuestionOrder(randomQuiz, [], bank, seed(1));
    expect(buildQuestionOrder(randomQuiz, [], bank, seed(1))).toEqual(first);
    expect(buildQuestionOrder(randomQuiz, [], [...bank].reverse(), seed(1))).toEqual(first);
  });

  it("differs across attempts and users", () => {
    const orders = [1, 2, 3, 4, 5].map((n) => JSON.stringify(buildQuestionOrder(randomQuiz, [], bank, seed(n))));
    expect(new Set(orders).size).toBeGreaterThan(1);
    const otherUser = JSON.stringify(buildQuestionOrder(randomQuiz, [], bank, seed(1, "user-2")));
    expect(otherUser).not.toBe(orders[0]);
  });

  it("actually shuffles questions and choices when asked", () => {
    const order = buildQuestionOrder(randomQuiz, [], bank, seed(1));
    expect(order.map((e) => e.questionId)).not.toEqual(bank.map((q) => q.id));
    expect(order.some((e) => e.choices.join("") !== "ABCD")).toBe(true);
    for (const entry of order) expect([...entry.choices].sort()).toEqual(["A", "B", "C", "D"]);
  });

  it("keeps order_index order and A–D without randomisation", () => {
    const shuffledInput = [bank[3], bank[0], bank[9], bank[1], bank[2], bank[4], bank[8], bank[5], bank[7], bank[6]];
    const order = buildQuestionOrder(plainQuiz, [], shuffledInput, seed(1));
    expect(order.map((e) => e.questionId)).toEqual(bank.map((q) => q.id));
    expect(order.every((e) => e.choices.join("") === "ABCD")).toBe(true);
  });

  it("randomises choices only, or questions only, as configured", () => {
    const choicesOnly = buildQuestionOrder({ ...plainQuiz, randomizeAnswerChoices: true }, [], bank, seed(1));
    expect(choicesOnly.map((e) => e.questionId)).toEqual(bank.map((q) => q.id));
    expect(choicesOnly.some((e) => e.choices.join("") !== "ABCD")).toBe(true);
    const questionsOnly = buildQuestionOrder({ ...plainQuiz, randomizeQuestions: true }, [], bank, seed(1));
    expect(questionsOnly.map((e) => e.questionId)).not.toEqual(bank.map((q) => q.id));
    expect(questionsOnly.every((e) => e.choices.join("") === "ABCD")).toBe(true);
  });

  it("offers only letters that have text (true/false keeps A and B)", () => {
    const tf = question("tf", 0, null, true);
    expect(choiceLetters(tf)).toEqual(["A", "B"]);
    expect(choiceLetters({ ...tf, choiceC: "  " })).toEqual(["A", "B"]);
    for (let n = 1; n <= 5; n++) {
      const [entry] = buildQuestionOrder(randomQuiz, [], [tf], seed(n));
      expect([...entry.choices].sort()).toEqual(["A", "B"]);
    }
  });

  it("draws the quiz's questions_to_pull, never more than there are", () => {
    const pulled = buildQuestionOrder({ ...randomQuiz, questionsToPull: 4 }, [], bank, seed(1));
    expect(pulled).toHaveLength(4);
    expect(new Set(pulled.map((e) => e.questionId)).size).toBe(4);
    const first = buildQuestionOrder({ ...plainQuiz, questionsToPull: 4 }, [], bank, seed(1));
    expect(first.map((e) => e.questionId)).toEqual(["q0", "q1", "q2", "q3"]);
    expect(buildQuestionOrder({ ...randomQuiz, questionsToPull: 50 }, [], bank, seed(1))).toHaveLength(10);
    expect(buildQuestionOrder(randomQuiz, [], [], seed(1))).toEqual([]);
  });

  describe("with sections", () => {
    const sections: ShuffleSection[] = [
      { id: "s2", orderIndex: 2, questionsToPull: 2 },
      { id: "s0", orderIndex: 0, questionsToPull: 3 },
      { id: "s1", orderIndex: 1, questionsToPull: 10 },
    ];
    const sectioned = [
      ...[0, 1, 2, 3].map((i) => question(`a${i}`, i, "s0")),
      ...[4, 5, 6].map((i) => question(`b${i}`, i, "s1")),
      ...[7, 8, 9, 10].map((i) => question(`c${i}`, i, "s2")),
      question("orphan", 11, null),
    ];
    const sectionOf = (id: string) => sectioned.find((q) => q.id === id)?.sectionId;

    it("draws exactly each section's questions_to_pull, sections in order_index order", () => {
      for (let n = 1; n <= 10; n++) {
        const order = buildQuestionOrder({ ...randomQuiz, questionsToPull: 1 }, sections, sectioned, seed(n));
        // s0 draws 3 of 4, s1 has only 3 (asks 10), s2 draws 2 of 4; the quiz-level pull is ignored.
        expect(order.map((e) => sectionOf(e.questionId))).toEqual(["s0", "s0", "s0", "s1", "s1", "s1", "s2", "s2"]);
        expect(new Set(order.map((e) => e.questionId)).size).toBe(8);
        expect(order.some((e) => e.questionId === "orphan")).toBe(false);
      }
    });

    it("varies which questions a section draws across attempts", () => {
      const draws = [1, 2, 3, 4, 5, 6].map((n) =>
        buildQuestionOrder(randomQuiz, sections, sectioned, seed(n))
          .filter((e) => sectionOf(e.questionId) === "s0")
          .map((e) => e.questionId)
          .join(","),
      );
      expect(new Set(draws).size).toBeGreaterThan(1);
    });

    it("takes the first questions of each section in order without randomisation", () => {
      const order = buildQuestionOrder(plainQuiz, sections, sectioned, seed(1));
      expect(order.map((e) => e.questionId)).toEqual(["a0", "a1", "a2", "b4", "b5", "b6", "c7", "c8"]);
    });

    it("draws every question of a section whose questions_to_pull is null", () => {
      const all = sections.map((s) => ({ ...s, questionsToPull: null }));
      expect(buildQuestionOrder(plainQuiz, all, sectioned, seed(1))).toHaveLength(11);
    });
  });
});
