import { q, type CourseSeed } from "../../types";
import { agencyLesson, licensingLesson } from "./licensing-and-agency";
import { civilLawLesson, disclosureLesson } from "./law-and-disclosure";
import { fairHousingLesson, mathLesson } from "./math-and-fair-housing";

export const PRE_LICENSING_SLUG = "louisiana-salesperson-pre-licensing-90-hour";

/** The flagship course: it alone uses every topic content type and interaction type. */
export const preLicensingCourse: CourseSeed = {
  slug: PRE_LICENSING_SLUG,
  title: "Louisiana Real Estate Salesperson Pre-Licensing (90 Hours)",
  description:
    "The complete 90-hour course required by the Louisiana Real Estate Commission before you sit for the salesperson examination. Learn Louisiana license law, agency, civil-law ownership and contracts, property disclosure and flood risk, fair housing and every kind of real estate math on the exam – with audio summaries, interactive practice and REX open-house reviews.",
  hours: 90,
  price: 349,
  imageUrl: "/images/courses/louisiana-salesperson-pre-licensing.svg",
  courseType: "Pre-licensing",
  licenseType: "Salesperson",
  featured: true,
  status: "published",
  instructorKey: "danielle-comeaux",
  whatsIncluded: [
    "90 clock hours of LREC-approved pre-licensing education",
    "Six lessons with audio summaries, videos and interactive practice",
    "Lesson quizzes and a timed, sectioned final exam with unlimited retakes",
    "Step-by-step real estate math problems with a built-in calculator",
    "REX open-house review activities",
    "Certificate of completion for your license application",
  ],
  requirements: [
    "At least 18 years old",
    "A computer, tablet or phone with an internet connection",
    "No prior real estate experience needed",
  ],
  whoThisIsFor:
    "Anyone preparing for a Louisiana real estate salesperson license, including career changers and those planning to work toward a broker license.",
  createdAt: "2025-02-03",
  lessons: [licensingLesson, agencyLesson, civilLawLesson, disclosureLesson, mathLesson, fairHousingLesson],
  finalExam: {
    key: "pre:final",
    title: "Pre-Licensing Final Exam",
    description:
      "<p>Three sections drawn at random from a larger question bank. You have 60 minutes and need 70% to pass. You may retake the exam as often as you need.</p>",
    durationMinutes: 60,
    randomize: true,
    sections: [
      {
        title: "Licensing and Agency",
        questionsToPull: 3,
        questions: [
          q(
            "Which of these activities requires a real estate license when done for a fee on behalf of another?",
            [
              "Selling your own home",
              "Negotiating a lease for a client's rental house",
              "Typing listing paperwork as an unlicensed assistant",
              "Recording an act of sale as a notary",
            ],
            "B",
            "Negotiating a lease for another person for compensation is real estate activity that requires a license.",
          ),
          q(
            "A salesperson's license is inactive when the salesperson:",
            ["Has no sponsoring broker", "Has completed post-licensing", "Works part-time", "Sells fewer than five homes a year"],
            "A",
            "A salesperson may practise only under a sponsoring broker; without one the license is inactive.",
          ),
          q(
            "Dual agency is permitted in Louisiana when:",
            [
              "The broker decides it is in the clients' interest",
              "All clients give informed written consent",
              "The commission is reduced",
              "The buyer is unrepresented",
            ],
            "B",
            "Informed written consent of all clients is required.",
          ),
          q(
            "Which of these is a ministerial act that does not by itself create representation?",
            [
              "Advising a buyer how much to offer",
              "Telling a caller the listed price of a property",
              "Negotiating a repair request for a seller",
              "Recommending a pricing strategy to a seller",
            ],
            "B",
            "Providing factual information such as the listed price is a ministerial act.",
          ),
        ],
      },
      {
        title: "Contracts, Disclosure and Flood",
        questionsToPull: 3,
        questions: [
          q(
            "Who completes the property disclosure document?",
            ["The listing agent", "The seller", "The home inspector", "The notary"],
            "B",
            "The seller completes the disclosure; the licensee must still disclose known material defects.",
          ),
          q(
            "A sale of an immovable becomes effective against third persons when it is:",
            ["Signed", "Recorded in the parish conveyance records", "Funded by the lender", "Reported to the Commission"],
            "B",
            "The public records doctrine makes recordation the key event for third persons.",
          ),
          q(
            "Flood insurance is required by the lender for a federally backed loan on a building in:",
            ["Zone X only", "A Special Flood Hazard Area", "Any Louisiana parish", "Only coastal parishes"],
            "B",
            "The mandatory purchase requirement applies to buildings in Special Flood Hazard Areas.",
          ),
          q(
            "Under a bond for deed contract, title passes to the buyer:",
            ["At signing", "When the buyer has paid the price", "After one year", "When the contract is recorded"],
            "B",
            "The seller keeps title until the price is paid, then must deliver a deed.",
          ),
        ],
      },
      {
        title: "Math and Fair Housing",
        questionsToPull: 3,
        questions: [
          q(
            "A $200,000 sale carries a 6% commission; the agent receives 70% of the brokerage's half. The agent earns:",
            ["$4,200", "$6,000", "$8,400", "$12,000"],
            "A",
            "$200,000 × 0.06 = $12,000; half is $6,000; 70% of $6,000 is $4,200.",
          ),
          q(
            "A lender offers 95% LTV. The price is $160,000 and the appraisal is $158,000. The maximum loan is:",
            ["$150,100", "$152,000", "$158,000", "$160,000"],
            "A",
            "$158,000 (the lower value) × 0.95 = $150,100.",
          ),
          q(
            "An advertisement reading 'ideal for empty nesters, no kids' likely violates fair housing law because of:",
            ["Religion", "Familial status", "National origin", "Disability"],
            "B",
            "Excluding families with children discriminates on familial status.",
          ),
          q(
            "Annual taxes of $4,380 are prorated for a seller who owned the property 120 days of a 365-day year. The seller's share is:",
            ["$1,200", "$1,440", "$1,460", "$2,940"],
            "B",
            "$4,380 ÷ 365 = $12 per day; 120 × $12 = $1,440.",
          ),
        ],
      },
    ],
  },
  evaluationKey: "course-evaluation",
  certificateTemplateKey: "licensing",
};
