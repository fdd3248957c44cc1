import { interactive, MEDIA, q, text, textWithAudio, type CourseSeed } from "../types";

export const CE_AGENCY_SLUG = "2026-louisiana-mandatory-ce-agency-disclosure";

export const ceAgencyCourse: CourseSeed = {
  slug: CE_AGENCY_SLUG,
  title: "2026 Louisiana Mandatory CE: Agency & Disclosure Update",
  description:
    "The 4-hour mandatory course for 2026 license renewal. Review Louisiana's agency presumption and dual agency consent, written buyer agreements after the 2024 industry settlement, and the disclosure documents that generate the most complaints to the Commission.",
  hours: 4,
  price: 39,
  imageUrl: "/images/courses/ce-agency-disclosure-2026.svg",
  courseType: "Continuing Education",
  licenseType: "Salesperson & Broker",
  featured: true,
  mandatoryTopic: true,
  status: "published",
  instructorKey: "andre-fontenot",
  whatsIncluded: [
    "4 hours of mandatory continuing education credit",
    "Audio summary you can replay on the go",
    "Lesson quizzes and a short final exam",
    "Certificate with your license number for renewal",
  ],
  requirements: ["An active or inactive Louisiana real estate license", "Your license number in your profile"],
  whoThisIsFor: "Every Louisiana salesperson and broker renewing a license for 2026.",
  createdAt: "2025-12-01",
  lessons: [
    {
      key: "ce-agency:review",
      title: "Agency Relationships Revisited",
      description: "The statutory presumption, client and customer duties, and written buyer agreements.",
      topics: [
        text(
          "The Agency Presumption and Written Buyer Agreements",
          `<p>Louisiana's agency statute presumes that you represent the person with whom you are working unless a written agreement says otherwise or you perform only ministerial acts. In practice that means a buyer who calls you from a yard sign and starts telling you about their budget is probably your client – with all the duties that come with it – whether or not anyone has signed anything.</p>
<p>Industry practice changed in 2024. Since August 17, 2024, MLS rules adopted under the national settlement require a participant working with a buyer to enter into a <strong>written agreement with the buyer before touring a home</strong>, and offers of compensation to buyer brokers may no longer be communicated through the MLS. A written buyer agreement must state the compensation, or how it is determined, in an objective way.</p>
<p>These rules do not replace Louisiana law. You still deliver the Agency Disclosure Informational Pamphlet at first substantive contact, and dual agency still requires the informed written consent of every client on the Commission's form.</p>`,
        ),
        interactive("Flashcards: Client or Customer?", {
          interaction_type: "flashcards",
          interactive_data: {
            cards: [
              {
                front: "A buyer tours three homes with you after signing a buyer agreement.",
                back: "Client – the written agreement establishes representation.",
              },
              {
                front: "An open-house visitor asks only how many bedrooms the house has.",
                back: "Customer – answering factual questions is a ministerial act.",
              },
              { front: "Your listing's seller.", back: "Client – you owe the full statutory duties." },
              {
                front: "A buyer you work with on your own listing, with signed dual agency consent.",
                back: "Both buyer and seller are clients; you may not advocate for either against the other.",
              },
            ],
          },
        }),
      ],
      quiz: {
        key: "ce-agency:review:quiz",
        title: "Lesson 1 Quiz: Agency Relationships Revisited",
        randomize: true,
        questions: [
          q(
            "Under MLS rules in effect since August 2024, a written agreement with a buyer is required:",
            ["Before making an offer", "Before touring a home", "At closing", "Only for first-time buyers"],
            "B",
            "A written agreement is required before touring.",
          ),
          q(
            "A licensee who answers only factual questions about the listed price is performing:",
            ["Dual agency", "A ministerial act", "Designated agency", "Steering"],
            "B",
            "Ministerial acts do not by themselves create representation.",
          ),
          q(
            "Dual agency requires:",
            ["The broker's approval only", "Informed written consent of all clients", "A reduced commission", "Commission approval"],
            "B",
            "All clients must consent in writing.",
          ),
        ],
      },
    },
    {
      key: "ce-agency:disclosure",
      title: "Disclosure Documents in Practice",
      description: "Where disclosure goes wrong and how to prevent complaints.",
      topics: [
        textWithAudio(
          "Disclosure Mistakes That Lead to Complaints",
          `<p>Most disclosure complaints come from three situations: a seller's disclosure form that is incomplete or delivered late, a licensee who repeats a seller's statement they know to be false, and a buyer who is not told about a known defect because "it was in the inspection report anyway".</p>
<p>Protect your clients and yourself: deliver the property disclosure document before the buyer makes an offer, never complete the form for the seller, and disclose known material defects in writing. If the seller discloses something new after the agreement is signed, deliver an updated form promptly.</p>
<p>The audio recap reviews the agency and disclosure points of this course.</p>`,
          MEDIA.agencyAudio,
          "Audio recap of the agency presumption, the pamphlet, dual agency consent and confidential information.",
        ),
        interactive("When a Seller Changes the Story", {
          interaction_type: "progressive_disclosure",
          interactive_data: {
            layers: [
              {
                id: "situation",
                button_text: "The situation",
                content: "<p>Two weeks after the agreement is signed, your seller mentions that the crawlspace flooded last spring.</p>",
              },
              {
                id: "duty",
                button_text: "Your duty",
                content: "<p>A known material defect must be disclosed. Ask the seller to update the disclosure document in writing.</p>",
              },
              {
                id: "refuse",
                button_text: "If the seller refuses",
                content: "<p>You must still disclose what you know. Explain this to the seller and involve your broker.</p>",
              },
              {
                id: "record",
                button_text: "Keep a record",
                content: "<p>Document when you learned the fact and when you delivered the update.</p>",
              },
            ],
          },
        }),
      ],
      quiz: {
        key: "ce-agency:disclosure:quiz",
        title: "Lesson 2 Quiz: Disclosure in Practice",
        questions: [
          q(
            "Who should complete the seller's property disclosure document?",
            ["The listing agent", "The seller", "The buyer's agent", "The inspector"],
            "B",
            "The seller completes it; licensees must not fill it in for them.",
          ),
          q(
            "Your seller refuses to disclose a defect you know about. You must:",
            [
              "Keep quiet to protect your client",
              "Disclose the known defect",
              "Cancel the listing without telling anyone",
              "Wait for the buyer's inspection",
            ],
            "B",
            "Known material defects must be disclosed.",
          ),
          q(
            "A seller learns of a new material fact after the agreement is signed. Best practice is to:",
            ["Ignore it", "Deliver an updated written disclosure promptly", "Disclose it only at closing", "Tell the buyer orally"],
            "B",
            "Update the disclosure in writing promptly.",
          ),
        ],
      },
    },
  ],
  finalExam: {
    key: "ce-agency:final",
    title: "Agency & Disclosure Update Final Exam",
    durationMinutes: 30,
    questions: [
      q(
        "A Louisiana licensee is presumed to represent:",
        ["The seller", "The person with whom the licensee is working", "Nobody", "The lender"],
        "B",
        "That is the statutory presumption.",
      ),
      q(
        "The Agency Disclosure Informational Pamphlet is delivered:",
        ["At closing", "At first substantive contact", "After an offer", "Never to customers"],
        "B",
        "At first substantive contact.",
      ),
      q(
        "Offers of compensation to buyer brokers may be communicated through the MLS:",
        ["Yes, always", "No, not since August 2024", "Only for new construction", "Only in Louisiana"],
        "B",
        "The 2024 settlement rules removed them from the MLS.",
      ),
      q(
        "A property disclosure document is:",
        ["A warranty", "A statement of the seller's known defects", "A home inspection", "Optional in all sales"],
        "B",
        "It discloses the seller's knowledge; it is not a warranty.",
      ),
      q(
        "A dual agent may tell the buyer:",
        ["The seller's bottom line", "The seller's reason for moving", "About a known leaking roof", "The seller's deadline to move"],
        "C",
        "Known defects are disclosed; price and motivation stay confidential.",
      ),
    ],
  },
  evaluationKey: "course-evaluation",
  certificateTemplateKey: "continuing-education",
};
