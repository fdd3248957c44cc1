// The quiz texts (requirements learning-screens Quiz screen, learning-error-texts), exactly as specified. Isomorphic:
// models put them in their results, screens may import them directly.
export const QUIZ_TEXTS = {
  /** requirement learning-error-texts: shown as a toast title and description; `submissionFailed` is the whole text. */
  submissionFailed: "Submission Failed - There was an error submitting your quiz. Please try again.",
  submissionFailedTitle: "Submission Failed",
  submissionFailedDescription: "There was an error submitting your quiz. Please try again.",
  noQuestions: "No quiz questions available",
  historyError: "Unable to load attempt history",
  historyEmpty: "No previous attempts found",
  missingData: "Missing required data for submission",
  notAuthenticated: "User not authenticated",
  /** requirement learning-screens: a quiz with no lesson is titled 'Final Exam'. */
  finalExamTitle: "Final Exam",
  submitIncompleteTitle: "Submit Incomplete Quiz",
  retake: "Retake Quiz",
} as const;
