// Seeded question selection and order for a quiz attempt (requirement progress-unlocking-and-quiz-flow Quiz: "Questions are randomized
// per user using a seed made of user id, quiz id and attempt number"). Pure and deterministic: the
// same (user, quiz, attempt number) and the same question bank always give the same attempt, so the
// server can store it when the attempt starts and a reload shows the same quiz.

export const ANSWER_LETTERS = ["A", "B", "C", "D"] as const;
export type AnswerLetter = (typeof ANSWER_LETTERS)[number];

/** One question of an attempt, in the order shown; `choices` are original letters in display order. */
export type QuestionOrderEntry = { questionId: string; choices: AnswerLetter[] };

export type ShuffleQuiz = {
  randomizeQuestions: boolean;
  randomizeAnswerChoices: boolean;
  /** Unsectioned quizzes only: how many questions to draw (null = all). */
  questionsToPull: number | null;
};
export type ShuffleSection = { id: string; orderIndex: number; questionsToPull: number | null };
export type ShuffleQuestion = {
  id: string;
  orderIndex: number;
  sectionId: string | null;
  choiceA: string | null;
  choiceB: string | null;
  choiceC: string | null;
  choiceD: string | null;
};
export type SeedParts = { userId: string; quizId: string; attemptNumber: number };

/** A 32-bit hash of a string (FNV-1a, then murmur3's finaliser to spread the bits). */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** mulberry32: a small, fast PRNG; returns numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The PRNG of one attempt, seeded with `${userId}:${quizId}:${attemptNumber}`. */
export function attemptRandom({ userId, quizId, attemptNumber }: SeedParts): () => number {
  return mulberry32(hashSeed(`${userId}:${quizId}:${attemptNumber}`));
}

/** A shuffled copy (Fisher–Yates). */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

const byOrder = <T extends { orderIndex: number; id: string }>(a: T, b: T) =>
  a.orderIndex - b.orderIndex || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The letters of a question that have text (a true/false question has only A and B). */
export function choiceLetters(question: Pick<ShuffleQuestion, "choiceA" | "choiceB" | "choiceC" | "choiceD">): AnswerLetter[] {
  const texts = [question.choiceA, question.choiceB, question.choiceC, question.choiceD];
  return ANSWER_LETTERS.filter((_, index) => (texts[index] ?? "").trim() !== "");
}

/** Draws `pull` questions (null = all, never more than there are): shuffled first when randomised. */
function draw(questions: ShuffleQuestion[], pull: number | null, randomize: boolean, random: () => number) {
  const pool = randomize ? shuffle(questions, random) : questions;
  return pool.slice(0, Math.min(pull ?? pool.length, pool.length));
}

/**
 * The questions of a new attempt, in the order shown, each with its choice order.
 * - Unsectioned quiz: draw the quiz's questions_to_pull (null = all).
 * - Quiz with sections: sections in order_index order, each drawing exactly its questions_to_pull
 *   (or all, when fewer exist or it is null); the quiz-level questions_to_pull is not used, and a
 *   question that belongs to no section is not part of a sectioned exam.
 * - randomize_questions shuffles before drawing (within each section, the sections keep their order);
 *   without it the first questions by order_index are drawn, in that order.
 * - randomize_answer_choices shuffles the letters that have text; otherwise they stay A, B, C, D.
 */
export function buildQuestionOrder(
  quiz: ShuffleQuiz,
  sections: readonly ShuffleSection[],
  questions: readonly ShuffleQuestion[],
  seedParts: SeedParts,
): QuestionOrderEntry[] {
  const random = attemptRandom(seedParts);
  const sorted = [...questions].sort(byOrder);
  const drawn =
    sections.length === 0
      ? draw(sorted, quiz.questionsToPull, quiz.randomizeQuestions, random)
      : [...sections].sort(byOrder).flatMap((section) =>
          draw(
            sorted.filter((question) => question.sectionId === section.id),
            section.questionsToPull,
            quiz.randomizeQuestions,
            random,
          ),
        );
  return drawn.map((question) => {
    const letters = choiceLetters(question);
    return { questionId: question.id, choices: quiz.randomizeAnswerChoices ? shuffle(letters, random) : letters };
  });
}
