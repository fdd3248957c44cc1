export type EvaluationQuestionSeed = { text: string; type: "open_ended" | "star_rating"; required: boolean };

export type EvaluationSeed = {
  key: string;
  title: string;
  description: string;
  createdAt: string;
  sections: { title: string; description?: string; questions: EvaluationQuestionSeed[] }[];
};

/** The exact wording the player keys its low-rating follow-up on (requirement learning-validation-rules). */
export const OVERALL_RATING_QUESTION = "Overall, how would you rate this course?";

/** One evaluation, shared by every course. */
export const EVALUATIONS: readonly EvaluationSeed[] = [
  {
    key: "course-evaluation",
    title: "Course Evaluation",
    description:
      "<p>Thank you for completing this course. The Louisiana Real Estate Commission asks approved schools to collect student feedback, and we read every response.</p><p>Questions marked required must be answered before your certificate is issued.</p>",
    createdAt: "2025-01-20",
    sections: [
      {
        title: "Course Content",
        description: "How well the course taught what it promised.",
        questions: [
          { text: "The course content matched the stated learning objectives.", type: "star_rating", required: true },
          { text: "The lessons were clear and well organised.", type: "star_rating", required: true },
          { text: "Which topic was most useful to your practice, and why?", type: "open_ended", required: false },
        ],
      },
      {
        title: "Overall Experience",
        questions: [
          { text: OVERALL_RATING_QUESTION, type: "star_rating", required: true },
          { text: "How would you rate the instructor's knowledge of the subject?", type: "star_rating", required: false },
          { text: "How will you apply what you learned in this course?", type: "open_ended", required: true },
          { text: "Is there anything we could improve?", type: "open_ended", required: false },
        ],
      },
    ],
  },
];
