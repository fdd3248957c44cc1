import type { Tx } from "../client";
import * as s from "../schema";
import { BUNDLES } from "./bundles";
import { DEFAULT_POLICY, NO_POLICY } from "../../app/rules/delivery-policy";
import { COURSES } from "./courses";
import { QUICK_COURSE_SLUG } from "./courses/quick-start";
import { CE_AGENCY_SLUG } from "./courses/ce-agency-disclosure";
import { EVALUATIONS } from "./evaluations";
import { at, ids } from "./ids";
import { INSTRUCTORS } from "./instructors";
import { CERTIFICATE_TEMPLATES, SITE_SETTINGS } from "./settings";
import type { CourseSeed, QuestionSeed, QuizSeed } from "./types";
import { insertMissing, upsert } from "./upsert";

/** Timestamps for a content row: created and last updated on the same fixed day. */
const stamped = (iso: string) => ({ createdAt: at(iso), updatedAt: at(iso) });

type QuizRows = {
  quizzes: (typeof s.quizzes.$inferInsert)[];
  sections: (typeof s.quizSections.$inferInsert)[];
  questions: (typeof s.quizQuestions.$inferInsert)[];
};

function questionRow(quiz: QuizSeed, question: QuestionSeed, index: number, sectionId: string | null, createdAt: string) {
  const [a, b, c, d] = question.choices;
  return {
    id: ids.quizQuestion(quiz.key, index),
    quizId: ids.quiz(quiz.key),
    sectionId,
    questionText: `<p>${question.text}</p>`,
    choiceA: a,
    choiceB: b,
    choiceC: c ?? null,
    choiceD: d ?? null,
    correctAnswer: question.answer,
    explanation: question.explanation,
    orderIndex: index,
    ...stamped(createdAt),
  };
}

function addQuiz(rows: QuizRows, quiz: QuizSeed, quizType: "regular" | "final_exam", createdAt: string) {
  rows.quizzes.push({
    id: ids.quiz(quiz.key),
    title: quiz.title,
    description: quiz.description ?? null,
    quizType,
    passingScorePercentage: quiz.passingScorePercentage ?? 70,
    durationMinutes: quiz.durationMinutes ?? null,
    randomizeQuestions: quiz.randomize ?? false,
    randomizeAnswerChoices: quiz.randomize ?? false,
    questionsToPull: quiz.questionsToPull ?? null,
    status: "published",
    ...stamped(createdAt),
  });
  let index = 0;
  if (quiz.sections) {
    quiz.sections.forEach((section, sectionIndex) => {
      const sectionId = ids.quizSection(quiz.key, sectionIndex);
      rows.sections.push({
        id: sectionId,
        quizId: ids.quiz(quiz.key),
        title: section.title,
        questionsToPull: section.questionsToPull,
        orderIndex: sectionIndex,
      });
      for (const question of section.questions) rows.questions.push(questionRow(quiz, question, index++, sectionId, createdAt));
    });
  } else {
    for (const question of quiz.questions) rows.questions.push(questionRow(quiz, question, index++, null, createdAt));
  }
}

function courseRow(course: CourseSeed): typeof s.courses.$inferInsert {
  return {
    id: ids.course(course.slug),
    slug: course.slug,
    title: course.title,
    description: course.description,
    hours: course.hours,
    price: course.price,
    imageUrl: course.imageUrl,
    courseType: course.courseType,
    licenseType: course.licenseType,
    featured: course.featured,
    mandatoryTopic: course.mandatoryTopic ?? false,
    status: course.status,
    instructorId: ids.instructor(course.instructorKey),
    whatsIncluded: course.whatsIncluded,
    requirements: course.requirements,
    whoThisIsFor: course.whoThisIsFor,
    ...stamped(course.createdAt),
  };
}

async function seedCourses(tx: Tx) {
  const lessons: (typeof s.lessons.$inferInsert)[] = [];
  const courseLessons: (typeof s.courseLessons.$inferInsert)[] = [];
  const topics: (typeof s.lessonTopics.$inferInsert)[] = [];
  const lessonQuizzes: (typeof s.courseLessonQuizzes.$inferInsert)[] = [];
  const finals: (typeof s.courseFinalExams.$inferInsert)[] = [];
  const courseEvaluations: (typeof s.courseEvaluations.$inferInsert)[] = [];
  const courseTemplates: (typeof s.courseCertificateTemplates.$inferInsert)[] = [];
  const quizRows: QuizRows = { quizzes: [], sections: [], questions: [] };

  for (const course of COURSES) {
    const courseId = ids.course(course.slug);
    course.lessons.forEach((lesson, lessonIndex) => {
      const lessonId = ids.lesson(lesson.key);
      lessons.push({ id: lessonId, title: lesson.title, description: lesson.description, ...stamped(course.createdAt) });
      courseLessons.push({
        id: ids.courseLesson(course.slug, lesson.key),
        courseId,
        lessonId,
        orderIndex: lessonIndex,
        isRequired: true,
      });
      lesson.topics.forEach((topic, topicIndex) =>
        topics.push({
          id: ids.topic(lesson.key, topicIndex),
          lessonId,
          title: topic.title,
          orderIndex: topicIndex,
          contentType: topic.contentType,
          contentData: topic.content,
          ...stamped(course.createdAt),
        }),
      );
      if (lesson.quiz) {
        addQuiz(quizRows, lesson.quiz, "regular", course.createdAt);
        lessonQuizzes.push({
          id: ids.courseLessonQuiz(course.slug, lesson.quiz.key),
          courseId,
          lessonId,
          quizId: ids.quiz(lesson.quiz.key),
          orderIndex: 0,
        });
      }
    });
    if (course.finalExam) {
      addQuiz(quizRows, course.finalExam, "final_exam", course.createdAt);
      finals.push({
        id: ids.courseFinalExam(course.slug, course.finalExam.key),
        courseId,
        quizId: ids.quiz(course.finalExam.key),
        orderIndex: 0,
      });
    }
    if (course.evaluationKey) {
      courseEvaluations.push({
        id: ids.courseEvaluation(course.slug, course.evaluationKey),
        courseId,
        evaluationId: ids.evaluation(course.evaluationKey),
      });
    }
    if (course.certificateTemplateKey) {
      courseTemplates.push({ courseId, templateId: ids.certificateTemplate(course.certificateTemplateKey) });
    }
  }

  await upsert(tx, s.courses, COURSES.map(courseRow));
  await upsert(tx, s.lessons, lessons);
  await upsert(tx, s.courseLessons, courseLessons);
  await upsert(tx, s.lessonTopics, topics);
  await upsert(tx, s.quizzes, quizRows.quizzes);
  await upsert(tx, s.quizSections, quizRows.sections);
  await upsert(tx, s.quizQuestions, quizRows.questions);
  await upsert(tx, s.courseLessonQuizzes, lessonQuizzes);
  await upsert(tx, s.courseFinalExams, finals);
  await upsert(tx, s.courseEvaluations, courseEvaluations);
  await upsert(tx, s.courseCertificateTemplates, courseTemplates);
  // Delivery policy (decision 0087): on for pre-licensing, post-licensing and CE; off for the short
  // Quick Start course, so quick journeys stay quick.
  await upsert(
    tx,
    s.courseDeliveryPolicies,
    COURSES.map((course) => ({
      courseId: ids.course(course.slug),
      ...(course.slug === QUICK_COURSE_SLUG ? NO_POLICY : DEFAULT_POLICY),
      // Identity checks and a proctored final on one CE course (decision 0089), for trying them and their journeys.
      ...(course.slug === CE_AGENCY_SLUG ? { identityChecksRequired: true, externalProctoringRequired: true } : {}),
      ...stamped(course.createdAt),
    })),
  );
}

async function seedEvaluations(tx: Tx) {
  for (const evaluation of EVALUATIONS) {
    await upsert(tx, s.evaluations, [
      {
        id: ids.evaluation(evaluation.key),
        title: evaluation.title,
        description: evaluation.description,
        status: "published",
        ...stamped(evaluation.createdAt),
      },
    ]);
    await upsert(
      tx,
      s.evaluationSections,
      evaluation.sections.map((section, index) => ({
        id: ids.evaluationSection(evaluation.key, index),
        evaluationId: ids.evaluation(evaluation.key),
        title: section.title,
        description: section.description ?? null,
        orderIndex: index,
      })),
    );
    await upsert(
      tx,
      s.evaluationQuestions,
      evaluation.sections.flatMap((section, sectionIndex) =>
        section.questions.map((question, index) => ({
          id: ids.evaluationQuestion(evaluation.key, sectionIndex, index),
          sectionId: ids.evaluationSection(evaluation.key, sectionIndex),
          questionText: question.text,
          questionType: question.type,
          isRequired: question.required,
          orderIndex: index,
        })),
      ),
    );
  }
}

async function seedBundles(tx: Tx) {
  await upsert(
    tx,
    s.courseBundles,
    BUNDLES.map(({ key, courseSlugs: _slugs, instructorKey, createdAt, ...bundle }) => ({
      id: ids.bundle(key),
      ...bundle,
      instructorId: ids.instructor(instructorKey),
      ...stamped(createdAt),
    })),
  );
  await upsert(
    tx,
    s.courseBundleCourses,
    BUNDLES.flatMap((bundle) =>
      bundle.courseSlugs.map((slug, orderIndex) => ({
        bundleId: ids.bundle(bundle.key),
        courseId: ids.course(slug),
        orderIndex,
      })),
    ),
  );
}

/** Settings, instructors, certificate templates, evaluations, courses and bundles. */
export async function seedCatalog(tx: Tx) {
  const { updatedAt, ...settings } = SITE_SETTINGS;
  // An admin edits the settings (/admin/settings): the seed only creates the row, never resets it.
  await insertMissing(tx, s.siteSettings, [{ ...settings, extra: { ...settings.extra }, updatedAt: at(updatedAt) }]);
  await upsert(
    tx,
    s.instructors,
    INSTRUCTORS.map(({ key, createdAt, ...instructor }) => ({
      id: ids.instructor(key),
      ...instructor,
      ...stamped(createdAt),
    })),
  );
  await upsert(
    tx,
    s.certificateTemplates,
    CERTIFICATE_TEMPLATES.map(({ key, createdAt, ...template }) => ({
      id: ids.certificateTemplate(key),
      ...template,
      status: "published" as const,
      ...stamped(createdAt),
    })),
  );
  await seedEvaluations(tx);
  await seedCourses(tx);
  await seedBundles(tx);
}
