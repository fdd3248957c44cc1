import { interactive, q, text, video, type CourseSeed } from "../types";

export const CE_ETHICS_SLUG = "ethics-fair-housing-louisiana";

export const ceEthicsCourse: CourseSeed = {
  slug: CE_ETHICS_SLUG,
  title: "Ethics & Fair Housing in Louisiana",
  description:
    "Four hours on the conduct the License Law requires and fair housing in everyday practice: advertising, showing, assistance animals, and the most common causes of Commission discipline.",
  hours: 4,
  price: 39,
  imageUrl: "/images/courses/ce-ethics-fair-housing.svg",
  courseType: "Continuing Education",
  licenseType: "Salesperson & Broker",
  featured: false,
  status: "published",
  instructorKey: "danielle-comeaux",
  whatsIncluded: [
    "4 hours of elective continuing education credit",
    "Real advertising examples to evaluate",
    "Flashcards and a short final exam",
    "Certificate with your license number for renewal",
  ],
  requirements: ["An active or inactive Louisiana real estate license", "Your license number in your profile"],
  whoThisIsFor: "Louisiana licensees who want practical guidance on ethics and fair housing, and brokers who supervise them.",
  createdAt: "2026-01-20",
  lessons: [
    {
      key: "ce-ethics:fair-housing",
      title: "Fair Housing Beyond the Basics",
      description: "Advertising, reasonable accommodations and answering difficult buyer questions.",
      topics: [
        text(
          "Advertising and Accommodation",
          `<p>The Fair Housing Act and the Louisiana Equal Housing Opportunity Act forbid advertising that indicates a preference, limitation or discrimination based on race, color, religion, sex, national origin, familial status or disability. The safest rule: <strong>describe the property, not the people you expect to buy it</strong>. "Three bedrooms near St. Joseph Abbey" describes a property; "perfect for a Catholic family" describes buyers.</p>
<p>A housing provider must make <strong>reasonable accommodations</strong> in rules and policies, and allow <strong>reasonable modifications</strong> to the premises, when needed for a person with a disability to use and enjoy a dwelling. Assistance animals – service animals and support animals – are not pets, and "no pets" rules and pet deposits do not apply to them.</p>
<p>Buyers will ask about schools, crime and "who lives here". Point them to objective sources such as school-district data and police reports, and let them draw their own conclusions.</p>`,
        ),
        interactive("Flashcards: Is This Ad Compliant?", {
          interaction_type: "flashcards",
          interactive_data: {
            cards: [
              { front: '"Walking distance to Audubon Park"', back: "Compliant – it describes the location." },
              {
                front: '"Ideal for a young professional couple"',
                back: "Not compliant – it implies a preference based on familial status (and arguably age).",
              },
              { front: '"Master suite with walk-in closet"', back: "Compliant – it describes the property." },
              { front: '"No wheelchairs – stairs only"', back: "Not compliant – describe the stairs, not who may live there." },
            ],
          },
        }),
      ],
      quiz: {
        key: "ce-ethics:fair-housing:quiz",
        title: "Lesson 1 Quiz: Fair Housing",
        questions: [
          q(
            "Which ad wording is compliant?",
            ["Perfect for empty nesters", "Two blocks from the streetcar line", "Christian neighbourhood", "No children allowed"],
            "B",
            "Describing the location is compliant.",
          ),
          q(
            "A 'no pets' rule applies to a tenant's support animal:",
            ["Always", "Never; assistance animals are not pets", "Only in condominiums", "Only if the animal is large"],
            "B",
            "Assistance animals are not pets.",
          ),
          q(
            "A buyer asks whether a neighbourhood is safe. The best response is to:",
            [
              "Give your personal opinion",
              "Point to objective sources such as police data",
              "Refuse to discuss the area at all",
              "Recommend another neighbourhood",
            ],
            "B",
            "Objective sources avoid steering.",
          ),
        ],
      },
    },
    {
      key: "ce-ethics:ethics",
      title: "Ethics Under the License Law",
      description: "Prohibited conduct, discipline and a practical ethics checklist.",
      topics: [
        text(
          "What Gets Licensees Disciplined",
          `<p>The License Law lists the conduct for which the Commission may censure a licensee, impose fines, or suspend or revoke a license (La. R.S. 37:1455). The causes that appear most often in Commission decisions are:</p>
<ul>
<li>Making substantial misrepresentations or false promises</li>
<li>Failing to account for or remit money belonging to others, and commingling</li>
<li>Acting for more than one party in a transaction without the knowledge and consent of all parties</li>
<li>Advertising without identifying the sponsoring brokerage</li>
<li>Practising with an expired or inactive license</li>
</ul>
<p>Ethics goes beyond the minimum the law requires. Before you act, ask: Would my client be comfortable if the other party saw this message? Would my broker? Would the Commission?</p>`,
          "<p>Keep a copy of the Commission's rules handy and ask your broker when you are unsure.</p>",
        ),
        video(
          "Video: Three Complaints and How They Could Have Been Avoided",
          "https://www.youtube.com/watch?v=Eq3kTz7wL9o",
          "Danielle Comeaux reviews three anonymised complaints – a missed deposit, a social-media ad and an undisclosed relationship – and the simple habit that would have prevented each.",
        ),
      ],
      quiz: {
        key: "ce-ethics:ethics:quiz",
        title: "Lesson 2 Quiz: Ethics",
        randomize: true,
        questions: [
          q(
            "Acting for both parties without their knowledge and consent is:",
            ["Acceptable if disclosed at closing", "Grounds for discipline", "Required by the License Law", "A ministerial act"],
            "B",
            "Undisclosed dual representation is grounds for discipline.",
          ),
          q(
            "A licensee whose license is inactive may:",
            ["Continue to show property", "Not perform real estate activity", "Sell only to family", "Advertise only online"],
            "B",
            "Real estate activity requires an active license.",
          ),
          q(
            "Which sanction can the Commission impose?",
            ["Only a warning letter", "Fines, suspension or revocation", "Prison time", "Only a refund to clients"],
            "B",
            "The Commission may fine, suspend or revoke.",
          ),
        ],
      },
    },
  ],
  finalExam: {
    key: "ce-ethics:final",
    title: "Ethics & Fair Housing Final Exam",
    durationMinutes: 30,
    questions: [
      q(
        "How many protected classes does the federal Fair Housing Act list?",
        ["Five", "Seven", "Nine", "Twelve"],
        "B",
        "Race, color, religion, sex, national origin, familial status and disability.",
      ),
      q(
        "Describing the buyer instead of the property in an ad risks:",
        ["Nothing", "A fair housing violation", "A tax audit", "A servitude"],
        "B",
        "Ads must not indicate a preference for a protected class.",
      ),
      q(
        "Commingling means:",
        ["Mixing client funds with the broker's funds", "Co-listing with another firm", "Dual agency", "Advertising jointly"],
        "A",
        "Commingling is mixing trust funds with the broker's own money.",
      ),
      q(
        "A reasonable modification is:",
        ["A change to a rule", "A physical change to premises for a person with a disability", "A rent discount", "A lease extension"],
        "B",
        "Modifications are physical changes; accommodations are changes to rules.",
      ),
      q(
        "Discipline under the License Law is imposed by:",
        ["The local association", "The Louisiana Real Estate Commission", "HUD", "The parish assessor"],
        "B",
        "The Commission enforces the License Law.",
      ),
    ],
  },
  evaluationKey: "course-evaluation",
  certificateTemplateKey: "continuing-education",
};
