import type * as s from "../schema";
import { courseBySlug } from "./courses";
import type { EnrollmentSeed } from "./enrollments";
import { at, ids, seedId } from "./ids";
import type { AnswerLetter, CourseSeed, QuestionSeed, QuizSeed } from "./types";

export type ContentItem = { kind: "topic"; id: string } | { kind: "quiz"; id: string; quiz: QuizSeed } | { kind: "evaluation"; id: string };

/** The course's content in player order: each lesson's topics then its quiz, the final exam, the evaluation. */
export function courseContent(course: CourseSeed): ContentItem[] {
  const items: ContentItem[] = [];
  for (const lesson of course.lessons) {
    lesson.topics.forEach((_, index) => items.push({ kind: "topic", id: ids.topic(lesson.key, index) }));
    if (lesson.quiz) items.push({ kind: "quiz", id: ids.quiz(lesson.quiz.key), quiz: lesson.quiz });
  }
  if (course.finalExam) items.push({ kind: "quiz", id: ids.quiz(course.finalExam.key), quiz: course.finalExam });
  if (course.evaluationKey) items.push({ kind: "evaluation", id: ids.evaluation(course.evaluationKey) });
  return items;
}

const contentKey = (item: ContentItem) => `${item.kind}:${item.id}`;
const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

function quizQuestions(quiz: QuizSeed): QuestionSeed[] {
  return quiz.sections ? quiz.sections.flatMap((section) => section.questions) : quiz.questions;
}

function letters(question: QuestionSeed): AnswerLetter[] {
  return question.choices.length === 2 ? ["A", "B"] : ["A", "B", "C", "D"];
}

type LearnerRows = {
  access: typeof s.studentCourseAccess.$inferInsert;
  progress: (typeof s.studentProgress.$inferInsert)[];
  summary: typeof s.userCourseProgressSummary.$inferInsert | null;
  attempts: (typeof s.quizAttempts.$inferInsert)[];
  responses: (typeof s.quizResponses.$inferInsert)[];
};

/** Attempts for one completed quiz; the last one finishes at `finishedAt`, earlier ones an hour apart. */
function attemptRows(rows: LearnerRows, enrollment: EnrollmentSeed, quiz: QuizSeed, finishedAt: Date) {
  const userId = ids.user(enrollment.email);
  const courseId = ids.course(enrollment.slug);
  const questions = quizQuestions(quiz);
  const wrongPerAttempt = enrollment.quizAttempts?.[quiz.key] ?? [0];
  wrongPerAttempt.forEach((wrong, index) => {
    const attemptNumber = index + 1;
    const completedAt = new Date(finishedAt.getTime() - (wrongPerAttempt.length - attemptNumber) * HOUR);
    const startedAt = new Date(completedAt.getTime() - (questions.length + 1) * MINUTE);
    const attemptId = seedId(`attempt:${enrollment.email}:${enrollment.slug}:${quiz.key}:${attemptNumber}`);
    const score = Math.round(((questions.length - wrong) / questions.length) * 100);
    rows.attempts.push({
      id: attemptId,
      userId,
      quizId: ids.quiz(quiz.key),
      courseId,
      attemptNumber,
      questionOrder: questions.map((question, i) => ({ questionId: ids.quizQuestion(quiz.key, i), choices: letters(question) })),
      startedAt,
      deadlineAt: quiz.durationMinutes ? new Date(startedAt.getTime() + quiz.durationMinutes * MINUTE) : null,
      completedAt,
      scorePercentage: score,
      passed: score >= (quiz.passingScorePercentage ?? 70),
      createdAt: startedAt,
    });
    questions.forEach((question, i) => {
      const choices = letters(question);
      const correct = i >= wrong;
      const selected = correct ? question.answer : choices[(choices.indexOf(question.answer) + 1) % choices.length];
      rows.responses.push({
        id: seedId(`response:${attemptId}:${i}`),
        attemptId,
        questionId: ids.quizQuestion(quiz.key, i),
        selectedAnswer: selected,
        isCorrect: correct,
        answeredAt: new Date(startedAt.getTime() + (i + 1) * MINUTE),
      });
    });
  });
}

/** Enrollment, completed items, quiz attempts and the progress summary for one learner and course. */
export function learnerRows(enrollment: EnrollmentSeed): LearnerRows {
  const course = courseBySlug(enrollment.slug);
  const content = courseContent(course);
  const userId = ids.user(enrollment.email);
  const courseId = ids.course(enrollment.slug);
  const granted = at(enrollment.grantedAt);
  const done = content.slice(0, enrollment.completedItems);
  const completedAt = (index: number) => new Date(granted.getTime() + (index + 1) * 2 * 24 * HOUR);
  const last = done.length > 0 ? completedAt(done.length - 1) : null;
  const next = enrollment.completedItems > 0 ? content[enrollment.completedItems] : undefined;

  const rows: LearnerRows = {
    access: {
      id: ids.access(enrollment.email, enrollment.slug),
      userId,
      courseId,
      accessType: enrollment.accessType,
      currentPosition: next ? contentKey(next) : null,
      lastAccessedAt: last ? new Date(last.getTime() + 5 * MINUTE) : null,
      grantedAt: granted,
    },
    progress: [],
    summary: null,
    attempts: [],
    responses: [],
  };
  done.forEach((item, index) => {
    rows.progress.push({
      id: ids.progress(enrollment.email, enrollment.slug, contentKey(item)),
      userId,
      courseId,
      contentType: item.kind,
      lessonTopicId: item.kind === "topic" ? item.id : null,
      quizId: item.kind === "quiz" ? item.id : null,
      evaluationId: item.kind === "evaluation" ? item.id : null,
      status: "completed",
      completedAt: completedAt(index),
    });
    if (item.kind === "quiz") attemptRows(rows, enrollment, item.quiz, completedAt(index));
  });
  if (last) {
    rows.summary = {
      userId,
      courseId,
      progressPercentage: Math.round((done.length / content.length) * 1000) / 10,
      completedContentItems: done.length,
      totalContentItems: content.length,
      firstCompletedAt: completedAt(0),
      lastCompletedAt: last,
      updatedAt: last,
    };
  }
  return rows;
}
