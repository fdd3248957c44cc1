import { interactive, q, text, textWithVideo, type LessonSeed } from "../../types";

/** Pre-licensing lessons 5–6: real estate math, then fair housing and the REX open-house review. */

export const mathLesson: LessonSeed = {
  key: "pre:math",
  title: "Real Estate Math",
  description: "Commissions and splits, property-tax prorations, loan-to-value and area – worked step by step.",
  topics: [
    text(
      "Math Essentials for the Louisiana Exam",
      `<p>Almost every real estate math question is a version of one formula: <strong>Part = Whole × Rate</strong>. A commission is the sale price (whole) times the commission rate; a down payment is the price times the down-payment percentage; a loan is the value times the loan-to-value ratio. Decide which two of the three numbers you have, and solve for the third.</p>
<h3>Prorations</h3>
<p>Louisiana ad valorem property taxes cover the calendar year and are billed in arrears – tax notices go out late in the year and are due by December 31. At a mid-year closing the seller has therefore <em>not yet paid</em> the current year's taxes, so the seller's share appears on the closing statement as a <strong>debit to the seller and a credit to the buyer</strong>, who will pay the whole bill later. Unless a problem says otherwise, use a 365-day year and charge the day of closing to the buyer.</p>
<h3>Loan-to-value</h3>
<p>Lenders express the loan as a percentage of the property's value: <strong>LTV = loan ÷ value</strong>. The value used is the <em>lower</em> of the sale price and the appraised value.</p>
<h3>Area</h3>
<p>Break irregular shapes into rectangles (length × width) and triangles (½ × base × height), add the pieces, and remember that one acre is 43,560 square feet.</p>
<p>The next three topics are interactive problems. Use the calculator, try the problem before opening the hint, and read every step of the solution even when you get it right.</p>`,
    ),
    interactive("Practice: Splitting a Commission", {
      interaction_type: "math_problem",
      interactive_data: {
        problem_statement:
          "A home in Baton Rouge sells for $248,500. The listing agreement provides a 6% commission, shared 50/50 between the listing and the selling brokerage. The listing agent is on a 65/35 split with her broker. How much does the listing agent earn?",
        correct_answer: "4,845.75",
        steps: [
          { step_number: 1, description: "Total commission", calculation: "$248,500 × 0.06", result: "$14,910.00" },
          { step_number: 2, description: "Listing brokerage's half", calculation: "$14,910.00 × 0.50", result: "$7,455.00" },
          { step_number: 3, description: "Listing agent's 65% share", calculation: "$7,455.00 × 0.65", result: "$4,845.75" },
        ],
        hint: "Work from the top down: total commission first, then the brokerage's share, then the agent's share of that.",
        show_calculator: true,
      },
    }),
    interactive(
      "Practice: Prorating Louisiana Property Taxes",
      {
        interaction_type: "math_problem",
        interactive_data: {
          problem_statement:
            "A house in Lafayette Parish closes on April 15, 2026. The 2026 property taxes are estimated at $2,920 and will be paid by the buyer when billed at the end of the year. Using a 365-day year and charging the day of closing to the buyer, what is the seller's share (credited to the buyer at closing) and what is the buyer's share?",
          multi_answer: [
            { label: "Seller's share (credit to buyer)", value: "832.00" },
            { label: "Buyer's share", value: "2,088.00" },
          ],
          steps: [
            { step_number: 1, description: "Daily tax", calculation: "$2,920 ÷ 365", result: "$8.00 per day" },
            {
              step_number: 2,
              description: "Days the seller owned the home (Jan 1 – Apr 14)",
              calculation: "31 + 28 + 31 + 14",
              result: "104 days",
            },
            { step_number: 3, description: "Seller's share", calculation: "104 × $8.00", result: "$832.00" },
            { step_number: 4, description: "Buyer's share (Apr 15 – Dec 31)", calculation: "(365 − 104) × $8.00", result: "$2,088.00" },
          ],
          hint: "2026 is not a leap year. Count January through March in full, then the days of April before closing.",
          show_calculator: true,
        },
      },
      { afterText: "<p>Check: the two shares must add up to the annual bill ($832.00 + $2,088.00 = $2,920.00).</p>" },
    ),
    interactive(
      "Practice: Loan-to-Value",
      {
        interaction_type: "math_problem",
        interactive_data: {
          problem_statement:
            "Buyers agree to pay $215,000 for a home in Houma. The appraisal comes in at $210,000. Their lender will lend up to 90% loan-to-value. What is the maximum loan amount?",
          correct_answer: "189,000.00",
          steps: [
            {
              step_number: 1,
              description: "Choose the value: the lower of price and appraisal",
              calculation: "lower of $215,000 and $210,000",
              result: "$210,000",
            },
            { step_number: 2, description: "Apply the LTV ratio", calculation: "$210,000 × 0.90", result: "$189,000.00" },
          ],
          hint: "Lenders never lend against more than the appraised value.",
          show_calculator: true,
        },
      },
      { afterText: "<p>The buyers must bring $26,000 plus closing costs: the $215,000 price less the $189,000 loan.</p>" },
    ),
  ],
  quiz: {
    key: "pre:math:quiz",
    title: "Lesson 5 Quiz: Real Estate Math",
    durationMinutes: 20,
    questions: [
      q(
        "A home sells for $310,000 with a 5% commission split equally between the listing and selling brokerages. How much does the selling brokerage receive?",
        ["$15,500", "$7,750", "$3,875", "$9,300"],
        "B",
        "$310,000 × 0.05 = $15,500; half is $7,750.",
      ),
      q(
        "Annual property taxes are $3,285. Using a 365-day year, what is the daily amount?",
        ["$8.50", "$9.00", "$9.13", "$10.95"],
        "B",
        "$3,285 ÷ 365 = $9.00.",
      ),
      q(
        "A buyer borrows $180,000. The price is $230,000 and the appraisal is $225,000. What is the loan-to-value ratio?",
        ["75%", "78%", "80%", "82%"],
        "C",
        "LTV uses the lower value: $180,000 ÷ $225,000 = 0.80, or 80%.",
      ),
      q(
        "A lot measures 75 feet by 140 feet. About how many acres is it?",
        ["0.17 acre", "0.24 acre", "0.42 acre", "1.05 acres"],
        "B",
        "75 × 140 = 10,500 sq ft; 10,500 ÷ 43,560 ≈ 0.24 acre.",
      ),
      q(
        "At a June closing in Louisiana, how do current-year property taxes usually appear on the closing statement?",
        ["Debit buyer, credit seller", "Debit seller, credit buyer", "They are not prorated", "Paid in full by the seller"],
        "B",
        "Taxes are paid in arrears, so the seller credits the buyer for the days the seller owned the property.",
      ),
    ],
  },
};

export const fairHousingLesson: LessonSeed = {
  key: "pre:fair-housing",
  title: "Fair Housing, Ethics and Open House Review",
  description: "Federal and Louisiana fair housing law, then an open-house review activity with REX.",
  topics: [
    textWithVideo(
      "Fair Housing in Louisiana",
      `<p>The federal <strong>Fair Housing Act</strong> prohibits discrimination in the sale, rental and financing of housing because of <strong>race, color, religion, sex, national origin, familial status or disability</strong>. The <strong>Louisiana Equal Housing Opportunity Act</strong> (La. R.S. 51:2601 et seq.) adopts the same protections at the state level, and the Civil Rights Act of 1866 bars racial discrimination in property transactions with no exceptions.</p>
<p>For licensees the practical prohibitions are:</p>
<ul>
<li><strong>Steering</strong> – guiding buyers toward or away from neighbourhoods because of a protected characteristic, including by volunteering opinions about who lives there.</li>
<li><strong>Blockbusting</strong> – urging owners to sell by suggesting that people of a protected class are moving into the area.</li>
<li><strong>Discriminatory advertising</strong> – words or images that show a preference, such as "perfect for a young couple" or "Christian neighbourhood". Describe the property, not the buyer.</li>
<li><strong>Refusing reasonable accommodations or modifications</strong> for a person with a disability – for example, treating an assistance animal as a pet.</li>
</ul>
<p>Complaints can be filed with HUD within one year of the alleged violation, and the Commission can discipline a licensee for discriminatory conduct. The video shows how to answer the questions buyers most often ask – "Is this a safe area?", "Are the schools good?", "Who lives on this street?" – by pointing to objective sources instead of your own opinion.</p>`,
      "https://www.youtube.com/watch?v=Fh2wLp6sN8g",
      "Short scenes from Louisiana showings with a fair-housing-safe answer for each common buyer question.",
    ),
    interactive(
      "Open House with REX: Putting It All Together",
      {
        interaction_type: "rex_activity",
        interactive_data: {
          topics: [
            { id: "agency", text: "Whom you represent, and when the agency pamphlet is due" },
            { id: "disclosure", text: "The property disclosure document and redhibition" },
            { id: "flood", text: "Flood zones, elevation and insurance" },
            { id: "math", text: "Commission and tax-proration math" },
            { id: "fair-housing", text: "Fair housing in conversations and advertising" },
          ],
          scenarios: [
            {
              id: "mandeville",
              text: "You are hosting an open house for your listing in Mandeville. A couple tells you they are pre-approved, love the house, and ask what the lowest price is that your seller would take.",
            },
            {
              id: "flood-history",
              text: "Your seller mentions during the open house that the garage took on water in 2016, but their completed disclosure form answers 'No' to past flooding.",
            },
            {
              id: "steering",
              text: "A visitor asks you to recommend 'neighbourhoods with people like us' and to avoid certain parts of town.",
            },
          ],
          reflection_questions: [
            {
              id: "q1",
              question: "At what moment in the Mandeville conversation does first substantive contact happen, and what do you hand over?",
            },
            { id: "q2", question: "What must you do about the flood history, and what should you say to the seller?" },
            { id: "q3", question: "How can you help the visitor choose neighbourhoods without steering?" },
            { id: "q4", question: "If the couple buys at $275,000 with a 6% commission split 50/50, what does your brokerage receive?" },
          ],
        },
      },
      {
        html: "<p>Ask REX to play the buyer or the seller in each scenario, then answer the reflection questions in your own words.</p>",
        afterText: "<p>When you finish, take the lesson quiz and then the final exam.</p>",
      },
    ),
  ],
  quiz: {
    key: "pre:fair-housing:quiz",
    title: "Lesson 6 Quiz: Fair Housing",
    randomize: true,
    questions: [
      q(
        "Which of the following is NOT a protected class under the federal Fair Housing Act?",
        ["Familial status", "Disability", "Occupation", "National origin"],
        "C",
        "The seven federal classes are race, color, religion, sex, national origin, familial status and disability.",
      ),
      q(
        "An agent shows a family homes only in neighbourhoods where residents share the family's ethnicity. This is:",
        ["Blockbusting", "Redlining", "Steering", "Acceptable if the family seems comfortable"],
        "C",
        "Guiding buyers toward or away from areas because of a protected characteristic is steering.",
      ),
      q(
        "Telling owners they should sell soon because a different ethnic group is moving into the area is:",
        ["Steering", "Blockbusting", "Puffing", "Market analysis"],
        "B",
        "Inducing sales by referring to the entry of a protected class is blockbusting.",
      ),
      q(
        "A buyer who uses an assistance animal asks to see a condo whose rules say 'no pets'. You should:",
        [
          "Refuse the showing",
          "Ask the buyer to leave the animal in the car",
          "Treat it as a reasonable accommodation request; an assistance animal is not a pet",
          "Charge a pet deposit",
        ],
        "C",
        "Refusing a reasonable accommodation for a person with a disability is discrimination.",
      ),
    ],
  },
};
