import { ids } from "../ids";
import { MEDIA, q, text, textWithAudio, type CourseSeed } from "../types";

/**
 * A deliberately tiny course for end-to-end tests: one lesson of three short topics, a 3-question
 * lesson quiz, a 2-minute 3-question final exam and the course evaluation.
 */
export const QUICK_COURSE_SLUG = "quick-start-agency-basics";

const LESSON_KEY = "quick:agency";
const LESSON_QUIZ_KEY = "quick:agency:quiz";
const FINAL_KEY = "quick:final";

export const quickStartCourse: CourseSeed = {
  slug: QUICK_COURSE_SLUG,
  title: "Quick Start: Louisiana Agency Basics",
  description:
    "A one-hour first look at the question every Louisiana licensee must answer first: whom do you represent? Try the course player, a lesson quiz and a short final exam before committing to the full pre-licensing course.",
  hours: 1,
  price: null,
  imageUrl: "/images/courses/quick-start-agency-basics.svg",
  courseType: "Pre-licensing",
  licenseType: "Salesperson",
  featured: false,
  status: "published",
  instructorKey: "andre-fontenot",
  whatsIncluded: ["Three short lessons on agency", "A practice quiz and a two-minute final exam", "Certificate of completion"],
  requirements: ["No experience needed"],
  whoThisIsFor: "Anyone curious about a Louisiana real estate career who wants to try an online course first.",
  createdAt: "2026-02-02",
  lessons: [
    {
      key: LESSON_KEY,
      title: "Agency in Ten Minutes",
      description: "Clients, customers, the pamphlet and dual agency in three short topics.",
      topics: [
        text(
          "Client or Customer?",
          "<p>In Louisiana you are presumed to represent the person you are working with, unless a written agreement says otherwise or you perform only ministerial acts. A person you represent is your <strong>client</strong>; a person you only work with is a <strong>customer</strong>.</p>",
        ),
        textWithAudio(
          "The Agency Disclosure Pamphlet",
          "<p>Give the Agency Disclosure Informational Pamphlet at the first substantive contact. The signature only confirms receipt. Listen to the short audio summary, then continue.</p>",
          MEDIA.agencyAudio,
          "Audio summary of Louisiana agency rules.",
        ),
        text(
          "Dual Agency in One Minute",
          "<p>Representing both buyer and seller is dual agency. It requires the <strong>informed written consent of all clients</strong>, and a dual agent keeps each client's price and motivation confidential.</p>",
        ),
      ],
      quiz: {
        key: LESSON_QUIZ_KEY,
        title: "Quick Check: Agency",
        durationMinutes: 5,
        questions: [
          q("A person a licensee represents is a:", ["Customer", "Client", "Principal broker", "Notary"], "B", "A client is represented; a customer is not."),
          q("The agency pamphlet is given:", ["At closing", "At first substantive contact", "Never", "After dual agency consent"], "B", "At first substantive contact."),
          q("Dual agency requires:", ["Verbal approval", "Informed written consent of all clients", "Nothing", "Commission approval"], "B", "Informed written consent of all clients."),
        ],
      },
    },
  ],
  finalExam: {
    key: FINAL_KEY,
    title: "Quick Start Final Exam",
    description: "<p>Three questions, two minutes. 70% to pass.</p>",
    durationMinutes: 2,
    questions: [
      q("Absent a written agreement, a licensee represents:", ["The seller", "The person with whom the licensee is working", "The buyer's lender", "Nobody"], "B", "That is Louisiana's agency presumption."),
      q("Signing the pamphlet acknowledgement means:", ["Agreeing to representation", "Receipt of the pamphlet", "Consent to dual agency", "Agreeing to pay a fee"], "B", "It confirms receipt only."),
      q("A dual agent may reveal:", ["The seller's lowest price", "The buyer's highest price", "A known material defect", "Either client's motivation"], "C", "Known defects are disclosed; price and motivation stay confidential."),
    ],
  },
  evaluationKey: "course-evaluation",
  certificateTemplateKey: "licensing",
};

/** Ids of the quick course's rows, for end-to-end and integration tests. */
export const QUICK_COURSE_IDS = {
  courseId: ids.course(QUICK_COURSE_SLUG),
  lessonId: ids.lesson(LESSON_KEY),
  topicIds: [0, 1, 2].map((i) => ids.topic(LESSON_KEY, i)) as [string, string, string],
  lessonQuizId: ids.quiz(LESSON_QUIZ_KEY),
  finalExamId: ids.quiz(FINAL_KEY),
  evaluationId: ids.evaluation("course-evaluation"),
} as const;
