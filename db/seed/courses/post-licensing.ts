import { interactive, q, text, textWithVideo, trueFalse, type CourseSeed, type LessonSeed } from "../types";

export const POST_LICENSING_SLUG = "louisiana-salesperson-post-licensing-45-hour";

const firstYearLesson: LessonSeed = {
  key: "post:first-year",
  title: "Your First 180 Days",
  description: "The post-licensing deadline, working under your sponsoring broker and handling other people's money.",
  topics: [
    text(
      "Post-Licensing, Supervision and Escrow",
      `<p>Your salesperson license is issued on the condition that you complete <strong>45 hours of post-licensing education within 180 days</strong> of the initial license. Put the deadline on your calendar on day one: the Commission tracks it, and missing it has consequences for your license status. This course satisfies the full requirement.</p>
<p>During your first year your <strong>sponsoring broker</strong> is responsible for supervising your activity. Expect the firm to review your listing agreements, purchase agreements and advertising. Every advertisement – signs, social media posts, websites – must identify the brokerage as it is licensed with the Commission; a post that shows only your name and cell phone number is a violation.</p>
<p>Deposits and other funds belonging to clients and customers go to the <strong>broker</strong>, who holds them in an escrow or trust account. Depositing a client's money in your own account is <em>conversion</em>; mixing it with the broker's operating funds is <em>commingling</em>. Both are grounds for discipline. Keep copies of every document you sign or deliver; the broker must keep transaction records available for Commission inspection.</p>`,
    ),
    interactive("Flashcards: First-Year Vocabulary", {
      interaction_type: "flashcards",
      interactive_data: {
        cards: [
          { front: "Commingling", back: "Mixing client or customer funds with the broker's own money. Prohibited." },
          { front: "Conversion", back: "Using client or customer funds for yourself. A serious violation and potentially a crime." },
          {
            front: "Exclusive right to sell",
            back: "A listing under which the broker earns a commission no matter who sells the property, including the owner.",
          },
          {
            front: "Comparative market analysis (CMA)",
            back: "A licensee's estimate of value based on recent comparable sales. It is not an appraisal.",
          },
          {
            front: "Due-diligence period",
            back: "The time the purchase agreement gives the buyer to inspect and investigate the property.",
          },
        ],
      },
    }),
  ],
  quiz: {
    key: "post:first-year:quiz",
    title: "Lesson 1 Quiz: Your First 180 Days",
    questions: [
      q(
        "How many hours of post-licensing education must a new Louisiana salesperson complete, and by when?",
        ["45 hours within 180 days", "30 hours within one year", "45 hours before the first renewal", "12 hours within 90 days"],
        "A",
        "Post-licensing is 45 hours within 180 days of the initial license.",
      ),
      q(
        "A salesperson deposits a buyer's earnest money into her personal checking account 'for safekeeping'. This is:",
        ["Acceptable if she returns it at closing", "Conversion", "Puffing", "A ministerial act"],
        "B",
        "Client funds go to the broker's escrow account. Putting them in a personal account is conversion.",
      ),
      trueFalse(
        "A salesperson's social media advertisement may omit the brokerage name if it includes the salesperson's license number.",
        false,
        "All advertising must identify the brokerage as licensed with the Commission.",
      ),
    ],
  },
};

const contractsLesson: LessonSeed = {
  key: "post:contracts",
  title: "Writing Offers with the Louisiana Residential Agreement",
  description: "Completing the Agreement to Buy or Sell, negotiating counteroffers and meeting deadlines.",
  topics: [
    textWithVideo(
      "Completing the Agreement to Buy or Sell",
      `<p>The Louisiana Residential Agreement to Buy or Sell is a fill-in-the-blank form. Your job is to record the parties' business terms completely and clearly: the property description, price, financing terms and loan-application deadline, the deposit amount and when it is due, the inspection and due-diligence period, the appraisal contingency, and the date of the act of sale.</p>
<p>Blank spaces cause disputes. If a term does not apply, write "N/A" rather than leaving it empty. Dates matter most: every contingency has a deadline, and a missed deadline can cost a buyer the right to withdraw. Put each one on a shared calendar the day the agreement is signed.</p>
<p>You may not draft legal clauses or advise the parties on the legal effect of the agreement; when a client asks for something unusual, recommend a Louisiana attorney. The video walks through a completed agreement for a $265,000 sale in Lake Charles, line by line.</p>`,
      "https://www.youtube.com/watch?v=Pw6nRt3yG5k",
      "A line-by-line walkthrough of a completed Residential Agreement to Buy or Sell, with the most common mistakes highlighted.",
    ),
    interactive(
      "Offer, Counteroffer, Acceptance",
      {
        interaction_type: "progressive_disclosure",
        interactive_data: {
          layers: [
            {
              id: "offer",
              button_text: "The offer",
              content:
                "<p>The buyer signs the agreement with a price and a time limit for acceptance. Present it to the seller promptly – you must present all offers.</p>",
            },
            {
              id: "counter",
              button_text: "The counteroffer",
              content:
                "<p>A counteroffer <strong>rejects</strong> the original offer and makes a new one. The buyer is free to walk away.</p>",
            },
            {
              id: "acceptance",
              button_text: "Acceptance",
              content:
                "<p>Acceptance must match the last offer exactly and be communicated within its time limit. Any change is another counteroffer.</p>",
            },
            {
              id: "after",
              button_text: "After acceptance",
              content:
                "<p>Deliver signed copies to every party, send the deposit to the broker named in the agreement and start the deadline calendar.</p>",
            },
          ],
        },
      },
      { afterText: "<p>Tip: note the date and time each document was signed and delivered. Timing disputes are common.</p>" },
    ),
  ],
  quiz: {
    key: "post:contracts:quiz",
    title: "Lesson 2 Quiz: Writing Offers",
    questions: [
      q(
        "What is the legal effect of a counteroffer?",
        [
          "It accepts the offer with minor changes",
          "It rejects the original offer and makes a new one",
          "It extends the original offer's deadline",
          "It binds the buyer to the new terms",
        ],
        "B",
        "A counteroffer rejects the original offer and creates a new offer.",
      ),
      q(
        "A term in the agreement does not apply to the transaction. The best practice is to:",
        ["Leave it blank", "Write N/A", "Cross out the whole section without initials", "Add your own clause"],
        "B",
        "Writing N/A shows the term was considered and avoids disputes.",
      ),
      q(
        "A buyer asks you what a clause means legally. You should:",
        ["Explain its legal effect in detail", "Recommend a Louisiana attorney", "Rewrite the clause", "Tell the buyer it never matters"],
        "B",
        "Licensees may not give legal advice.",
      ),
    ],
  },
};

const financeLesson: LessonSeed = {
  key: "post:finance",
  title: "Financing and Closing Math",
  description: "Loan programs Louisiana buyers use, interest and square-footage calculations.",
  topics: [
    text(
      "Loan Programs Your Buyers Will Use",
      `<p>Most buyers finance with one of four loan families. <strong>Conventional</strong> loans follow Fannie Mae and Freddie Mac guidelines and need private mortgage insurance above 80% loan-to-value. <strong>FHA</strong> loans allow a small down payment and are popular with first-time buyers. <strong>VA</strong> loans serve eligible veterans and service members, often with no down payment. <strong>USDA Rural Development</strong> loans serve eligible buyers in designated rural areas – which include a large part of Louisiana outside the major metro areas.</p>
<p>Interest on a mortgage is paid in arrears and computed on the unpaid balance. The first month's interest on a fixed-rate loan is simply <strong>loan amount × annual rate ÷ 12</strong>; each later payment puts a little more toward principal.</p>
<p>Area drives value conversations too. Appraisers measure living area from exterior dimensions; garages, porches and unheated spaces are listed separately.</p>`,
    ),
    interactive("Practice: First Month's Interest", {
      interaction_type: "math_problem",
      interactive_data: {
        problem_statement:
          "Your buyers in Shreveport close on a $250,000 fixed-rate loan at 6% annual interest. How much of their first monthly payment is interest?",
        correct_answer: "1,250.00",
        steps: [
          { step_number: 1, description: "Annual interest", calculation: "$250,000 × 0.06", result: "$15,000.00" },
          { step_number: 2, description: "One month's interest", calculation: "$15,000.00 ÷ 12", result: "$1,250.00" },
        ],
        hint: "Find a year's interest on the full balance, then divide by 12.",
        show_calculator: true,
      },
    }),
    interactive("Practice: Square Footage and Price per Square Foot", {
      interaction_type: "math_problem",
      interactive_data: {
        problem_statement:
          "An L-shaped house in Ruston has a main section measuring 48 ft × 30 ft and a wing measuring 20 ft × 16 ft. Comparable homes are selling for $165 per square foot of living area. What is the indicated value?",
        correct_answer: "290,400.00",
        steps: [
          { step_number: 1, description: "Main section", calculation: "48 × 30", result: "1,440 sq ft" },
          { step_number: 2, description: "Wing", calculation: "20 × 16", result: "320 sq ft" },
          { step_number: 3, description: "Total living area", calculation: "1,440 + 320", result: "1,760 sq ft" },
          { step_number: 4, description: "Indicated value", calculation: "1,760 × $165", result: "$290,400.00" },
        ],
        hint: "Split the L into two rectangles, add them, then multiply by the price per square foot.",
        show_calculator: true,
      },
    }),
  ],
  quiz: {
    key: "post:finance:quiz",
    title: "Lesson 3 Quiz: Financing and Closing Math",
    randomize: true,
    questions: [
      q(
        "Which loan program is designed for eligible buyers in designated rural areas?",
        ["FHA", "VA", "USDA Rural Development", "Conventional"],
        "C",
        "USDA Rural Development loans serve designated rural areas.",
      ),
      q(
        "What is the first month's interest on a $180,000 loan at 7% annual interest?",
        ["$1,050", "$1,260", "$1,197", "$12,600"],
        "A",
        "$180,000 × 0.07 = $12,600 per year; ÷ 12 = $1,050.",
      ),
      q(
        "A rectangular house is 40 ft by 55 ft. Its area is:",
        ["1,900 sq ft", "2,200 sq ft", "2,400 sq ft", "190 sq ft"],
        "B",
        "40 × 55 = 2,200 square feet.",
      ),
    ],
  },
};

export const postLicensingCourse: CourseSeed = {
  slug: POST_LICENSING_SLUG,
  title: "Louisiana Salesperson Post-Licensing (45 Hours)",
  description:
    "The 45-hour post-licensing course every new Louisiana salesperson must complete within 180 days of licensure. Build the habits of a successful first year: working under your broker, handling deposits, writing clean offers on the Residential Agreement to Buy or Sell, and the financing math your buyers will ask about.",
  hours: 45,
  price: 199,
  imageUrl: "/images/courses/louisiana-salesperson-post-licensing.svg",
  courseType: "Post-licensing",
  licenseType: "Salesperson",
  featured: false,
  status: "published",
  instructorKey: "andre-fontenot",
  whatsIncluded: [
    "45 clock hours of LREC-approved post-licensing education",
    "Walkthrough of a completed Residential Agreement to Buy or Sell",
    "Financing and square-footage practice problems",
    "Final exam with a fresh question draw on every attempt",
    "Certificate of completion",
  ],
  requirements: [
    "An active Louisiana salesperson license issued within the last 180 days",
    "Your license number in your profile (printed on your certificate)",
  ],
  whoThisIsFor: "Newly licensed Louisiana salespersons completing their 180-day post-licensing requirement.",
  createdAt: "2025-04-14",
  lessons: [firstYearLesson, contractsLesson, financeLesson],
  finalExam: {
    key: "post:final",
    title: "Post-Licensing Final Exam",
    description: "<p>Five questions drawn at random from the bank. 45 minutes; 70% to pass.</p>",
    durationMinutes: 45,
    randomize: true,
    questionsToPull: 5,
    questions: [
      q(
        "Client funds received by a salesperson must be delivered to:",
        ["The seller", "The sponsoring broker", "The closing attorney only", "The Commission"],
        "B",
        "Deposits go to the broker for the escrow account.",
      ),
      q(
        "Mixing client funds with the broker's operating funds is:",
        ["Conversion", "Commingling", "Escrow", "Proration"],
        "B",
        "That is commingling.",
      ),
      q(
        "Acceptance of an offer that changes the closing date is:",
        ["A binding acceptance", "A counteroffer", "A ministerial act", "An option"],
        "B",
        "Any change makes it a counteroffer.",
      ),
      q("First-month interest on $300,000 at 6% is:", ["$1,500", "$1,800", "$18,000", "$1,250"], "A", "$300,000 × 0.06 ÷ 12 = $1,500."),
      q(
        "Living area of a 30 ft × 50 ft house plus a 12 ft × 15 ft wing:",
        ["1,500 sq ft", "1,680 sq ft", "1,800 sq ft", "1,620 sq ft"],
        "B",
        "1,500 + 180 = 1,680 square feet.",
      ),
      q("Within how many days of licensure must post-licensing be completed?", ["90", "120", "180", "365"], "C", "180 days."),
    ],
  },
  evaluationKey: "course-evaluation",
  certificateTemplateKey: "licensing",
};
