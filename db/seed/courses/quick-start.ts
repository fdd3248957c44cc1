import { ids } from "../ids";
import { interactive, MEDIA, q, text, textWithAudio, textWithVideo, video, type CourseSeed } from "../types";

/**
 * A deliberately small course for end-to-end tests: one lesson of ten short topics that together
 * cover every topic content type and interaction type (text, text with audio, video, text with
 * video, flashcards, progressive disclosure, a single-answer and a two-part math problem, a REX
 * activity; after_text on several), a 3-question lesson quiz, a 2-minute 3-question final exam and
 * the course evaluation. The first three topics come first and never change (their ids are
 * index-based and tests rely on them); new topics are only ever appended.
 *
 * Math answers for tests: "The Listing Agent's Share" is 3,240.00; "Splitting a Commission" is
 * 6,600.00 (listing brokerage) and 4,400.00 (selling brokerage).
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
  whatsIncluded: [
    "Ten short topics on agency, with video, flashcards and math practice",
    "A practice quiz and a two-minute final exam",
    "Certificate of completion",
  ],
  requirements: ["No experience needed"],
  whoThisIsFor: "Anyone curious about a Louisiana real estate career who wants to try an online course first.",
  createdAt: "2026-02-02",
  lessons: [
    {
      key: LESSON_KEY,
      title: "Agency in Ten Minutes",
      description: "Clients, customers, the pamphlet, dual agency and a little commission math in ten short topics.",
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
        // Appended topics (indices 3–9): one of every remaining content and interaction type.
        video(
          "Video: The First Substantive Contact",
          "https://www.youtube.com/watch?v=Hn4vT8cKp2A",
          "Three short role-plays: a yard-sign call, a listing appointment and an open-house visitor who starts talking about a budget.",
          "<p>In each role-play, notice the exact moment the conversation turns to the person's needs or finances.</p>",
        ),
        textWithVideo(
          "Keeping Confidences",
          "<p>Whether you represent one client or, with consent, both sides, some facts stay confidential: that a seller will take less, that a buyer will pay more, and either client's <strong>motivation</strong>. Known material defects are never confidential.</p>",
          "https://youtu.be/Q7bXr2mLs4E",
          "A dual agent answers three tricky questions from a buyer without breaking a confidence.",
        ),
        interactive(
          "Flashcards: Agency Vocabulary",
          {
            interaction_type: "flashcards",
            interactive_data: {
              cards: [
                { front: "Client", back: "A person the licensee represents and owes the statutory duties to." },
                { front: "Customer", back: "A person the licensee works with but does not represent; still owed honesty." },
                {
                  front: "Ministerial act",
                  back: "An informative or clerical act, such as scheduling a showing, that does not by itself create representation.",
                },
                {
                  front: "Dual agency",
                  back: "Representing both buyer and seller as clients in one transaction, with the informed written consent of all clients.",
                },
              ],
            },
          },
          { html: "<p>Say the definition out loud, then flip the card to check.</p>" },
        ),
        interactive(
          "Dual Agency Consent, Step by Step",
          {
            interaction_type: "progressive_disclosure",
            interactive_data: {
              layers: [
                {
                  id: "who",
                  button_text: "Who must consent?",
                  content: "<p><strong>Every client</strong> in the transaction: the buyer and the seller.</p>",
                },
                {
                  id: "how",
                  button_text: "How is consent given?",
                  content:
                    "<p>In writing, on the Commission's dual agency disclosure form, after the licensee has explained what changes.</p>",
                },
                {
                  id: "when",
                  button_text: "When must it be signed?",
                  content: "<p><strong>Before</strong> the licensee acts for both sides.</p>",
                },
              ],
            },
          },
          {
            html: "<p>Answer each question in your head before you open it.</p>",
            afterText: "<p><strong>Remember:</strong> informed, written and before you act for both sides.</p>",
          },
        ),
        interactive(
          "Practice: The Listing Agent's Share",
          {
            interaction_type: "math_problem",
            interactive_data: {
              problem_statement:
                "A house in Lake Charles sells for $180,000 with a 6% commission, split 50/50 between the listing and the selling brokerage. The listing agent receives 60% of her brokerage's share. How much does the listing agent earn?",
              correct_answer: "3,240.00",
              steps: [
                { step_number: 1, description: "Total commission", calculation: "$180,000 × 0.06", result: "$10,800.00" },
                { step_number: 2, description: "Listing brokerage's half", calculation: "$10,800.00 × 0.50", result: "$5,400.00" },
                { step_number: 3, description: "Listing agent's 60%", calculation: "$5,400.00 × 0.60", result: "$3,240.00" },
              ],
              hint: "Total commission first, then the brokerage's half, then the agent's 60% of that half.",
              show_calculator: true,
            },
          },
          { afterText: "<p>The broker keeps the other 40% of the half: $2,160.00.</p>" },
        ),
        interactive("Practice: Splitting a Commission", {
          interaction_type: "math_problem",
          interactive_data: {
            problem_statement:
              "A home in Monroe sells for $220,000 with a 5% commission. The listing brokerage keeps 60% of the commission and the selling brokerage receives 40%. How much does each brokerage receive?",
            multi_answer: [
              { label: "Listing brokerage", value: "6,600.00" },
              { label: "Selling brokerage", value: "4,400.00" },
            ],
            steps: [
              { step_number: 1, description: "Total commission", calculation: "$220,000 × 0.05", result: "$11,000.00" },
              { step_number: 2, description: "Listing brokerage (60%)", calculation: "$11,000.00 × 0.60", result: "$6,600.00" },
              { step_number: 3, description: "Selling brokerage (40%)", calculation: "$11,000.00 × 0.40", result: "$4,400.00" },
            ],
            hint: "Work out the whole commission first; the two shares must add up to it.",
            show_calculator: false,
          },
        }),
        interactive(
          "REX Scenarios: Whom Do You Represent?",
          {
            interaction_type: "rex_activity",
            interactive_data: {
              topics: [
                { id: "presumption", text: "Louisiana's agency presumption" },
                { id: "pamphlet", text: "Delivering the agency pamphlet" },
              ],
              scenarios: [
                { id: "open-house", text: "At your seller's open house, a visitor without an agent tells you the most they can pay." },
                { id: "friend", text: "A friend asks you to help her find a house, but you have not signed any agreement." },
              ],
              reflection_questions: [
                { id: "r1", question: "Whom do you represent in each scenario, and why?" },
                { id: "r2", question: "What would you say to the open-house visitor before they share anything else?" },
              ],
            },
          },
          { afterText: "<p>Talk your answers through with REX, then take the lesson quiz.</p>" },
        ),
      ],
      quiz: {
        key: LESSON_QUIZ_KEY,
        title: "Quick Check: Agency",
        durationMinutes: 5,
        questions: [
          q(
            "A person a licensee represents is a:",
            ["Customer", "Client", "Principal broker", "Notary"],
            "B",
            "A client is represented; a customer is not.",
          ),
          q(
            "The agency pamphlet is given:",
            ["At closing", "At first substantive contact", "Never", "After dual agency consent"],
            "B",
            "At first substantive contact.",
          ),
          q(
            "Dual agency requires:",
            ["Verbal approval", "Informed written consent of all clients", "Nothing", "Commission approval"],
            "B",
            "Informed written consent of all clients.",
          ),
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
      q(
        "Absent a written agreement, a licensee represents:",
        ["The seller", "The person with whom the licensee is working", "The buyer's lender", "Nobody"],
        "B",
        "That is Louisiana's agency presumption.",
      ),
      q(
        "Signing the pamphlet acknowledgement means:",
        ["Agreeing to representation", "Receipt of the pamphlet", "Consent to dual agency", "Agreeing to pay a fee"],
        "B",
        "It confirms receipt only.",
      ),
      q(
        "A dual agent may reveal:",
        ["The seller's lowest price", "The buyer's highest price", "A known material defect", "Either client's motivation"],
        "C",
        "Known defects are disclosed; price and motivation stay confidential.",
      ),
    ],
  },
  evaluationKey: "course-evaluation",
  certificateTemplateKey: "licensing",
};

/** Ids of the quick course's rows, for end-to-end and integration tests. */
export const QUICK_COURSE_IDS = {
  courseId: ids.course(QUICK_COURSE_SLUG),
  lessonId: ids.lesson(LESSON_KEY),
  /** The first three topics (text, text_with_audio, text), as they have always been. */
  topicIds: [0, 1, 2].map((i) => ids.topic(LESSON_KEY, i)) as [string, string, string],
  /** Every topic of the lesson, in order. */
  allTopicIds: quickStartCourse.lessons[0].topics.map((_, i) => ids.topic(LESSON_KEY, i)),
  /** One topic of each content / interaction type. */
  topicIdsByType: {
    text: ids.topic(LESSON_KEY, 0),
    textWithAudio: ids.topic(LESSON_KEY, 1),
    video: ids.topic(LESSON_KEY, 3),
    textWithVideo: ids.topic(LESSON_KEY, 4),
    flashcards: ids.topic(LESSON_KEY, 5),
    progressiveDisclosure: ids.topic(LESSON_KEY, 6),
    mathSingle: ids.topic(LESSON_KEY, 7),
    mathMulti: ids.topic(LESSON_KEY, 8),
    rexActivity: ids.topic(LESSON_KEY, 9),
  },
  lessonQuizId: ids.quiz(LESSON_QUIZ_KEY),
  finalExamId: ids.quiz(FINAL_KEY),
  evaluationId: ids.evaluation("course-evaluation"),
} as const;
