import { interactive, q, text, textWithVideo, type CourseSeed } from "../types";

export const CE_FLOOD_SLUG = "louisiana-flood-zones-property-disclosure";

export const ceFloodCourse: CourseSeed = {
  slug: CE_FLOOD_SLUG,
  title: "Louisiana Flood Zones & Property Disclosure",
  description:
    "Four hours of practical flood-risk education for Louisiana licensees: reading FEMA Flood Insurance Rate Maps, elevation certificates, how NFIP Risk Rating 2.0 prices policies, private flood insurance, and disclosing flood history correctly.",
  hours: 4,
  price: 39,
  imageUrl: "/images/courses/ce-flood-zones-disclosure.svg",
  courseType: "Continuing Education",
  licenseType: "Salesperson & Broker",
  featured: false,
  status: "published",
  instructorKey: "lisa-marchand",
  whatsIncluded: [
    "4 hours of elective continuing education credit",
    "Map-reading walkthrough video",
    "REX scenario practice with flood-history disclosures",
    "Certificate with your license number for renewal",
  ],
  requirements: ["An active or inactive Louisiana real estate license", "Your license number in your profile"],
  whoThisIsFor:
    "Licensees who list or sell homes anywhere flood risk is part of the conversation – which in Louisiana is almost everywhere.",
  createdAt: "2025-08-18",
  lessons: [
    {
      key: "ce-flood:maps",
      title: "Flood Maps and Elevation",
      description: "FIRM zones, Base Flood Elevation and elevation certificates.",
      topics: [
        textWithVideo(
          "Reading FIRMs and Elevation Certificates",
          `<p>FEMA's <strong>Flood Insurance Rate Maps (FIRMs)</strong> divide the state into zones. Special Flood Hazard Areas (Zones A, AE, AH, AO, V and VE) have at least a 1% annual chance of flooding. Zone X covers moderate (shaded) and minimal (unshaded) risk. Always note the map panel and its effective date; parishes adopt revised maps, and a property's zone can change.</p>
<p>An <strong>elevation certificate</strong>, completed by a licensed surveyor or engineer, records the elevation of the building's lowest floor, its adjacent grade and the Base Flood Elevation. Buyers, insurers and the parish floodplain administrator all rely on it. If the seller has one, include it in the listing documents.</p>
<p>The video shows how to look up a Lafourche Parish address on the Flood Map Service Center and read the panel, zone and BFE.</p>`,
          "https://www.youtube.com/watch?v=Mx8cJr4nV1s",
          "Screen-recorded walkthrough of the FEMA Flood Map Service Center for a Lafourche Parish address.",
        ),
        interactive("Flashcards: Flood Vocabulary", {
          interaction_type: "flashcards",
          interactive_data: {
            cards: [
              { front: "SFHA", back: "Special Flood Hazard Area: 1% or greater annual chance of flooding." },
              { front: "BFE", back: "Base Flood Elevation: the height floodwater is expected to reach in the 1%-annual-chance flood." },
              { front: "LOMA", back: "Letter of Map Amendment: FEMA's determination that a structure is not in the SFHA." },
              { front: "Zone VE", back: "Coastal high-hazard area subject to wave action, with a BFE." },
              { front: "Elevation certificate", back: "A surveyor's record of the building's elevations compared with the BFE." },
            ],
          },
        }),
      ],
      quiz: {
        key: "ce-flood:maps:quiz",
        title: "Lesson 1 Quiz: Flood Maps",
        questions: [
          q("Which zone is NOT a Special Flood Hazard Area?", ["AE", "VE", "X", "A"], "C", "Zone X is moderate or minimal risk."),
          q(
            "Who completes an elevation certificate?",
            ["The listing agent", "A licensed surveyor or engineer", "The seller", "The insurance agent"],
            "B",
            "Elevation certificates are completed by a licensed surveyor or engineer.",
          ),
          q(
            "A LOMA is:",
            [
              "A loan type",
              "A FEMA determination removing a structure from the SFHA",
              "A Louisiana disclosure form",
              "A flood insurance policy",
            ],
            "B",
            "A Letter of Map Amendment can remove a structure from the SFHA.",
          ),
        ],
      },
    },
    {
      key: "ce-flood:insurance",
      title: "Flood Insurance and the Transaction",
      description: "NFIP and private policies, timing, and disclosure of flood history.",
      topics: [
        text(
          "NFIP, Risk Rating 2.0 and Private Flood Insurance",
          `<p>The National Flood Insurance Program offers residential building coverage up to <strong>$250,000</strong> and contents coverage up to <strong>$100,000</strong>. Since Risk Rating 2.0 took effect (new policies from October 2021, renewals from April 2022), premiums reflect property-specific factors – distance to water, flood type, rebuilding cost and the elevation of the first floor – rather than the map zone alone. Two neighbouring houses in the same zone can have very different premiums.</p>
<p>Private flood insurers also write policies in Louisiana, sometimes with higher limits. Lenders accept private policies that meet federal requirements. An NFIP policy generally takes effect after a 30-day waiting period unless it is bought in connection with a loan closing, so buyers should get quotes during the due-diligence period.</p>
<p>A policy may be assumable by the buyer, which can preserve a favourable rate. Ask the seller for the current declarations page early.</p>`,
        ),
        interactive(
          "REX Scenarios: Flood History Conversations",
          {
            interaction_type: "rex_activity",
            interactive_data: {
              topics: [
                { id: "history", text: "Disclosing prior flooding and claims" },
                { id: "insurance", text: "Quotes, waiting periods and assumable policies" },
              ],
              scenarios: [
                {
                  id: "claim",
                  text: "A seller in Slidell had an NFIP claim after Hurricane Ida and asks whether the buyer needs to know.",
                },
                { id: "zone-x", text: "A buyer says they will skip flood insurance because the house is in Zone X." },
              ],
              reflection_questions: [
                {
                  id: "r1",
                  question: "How would you explain to the seller why prior flooding and claims belong on the disclosure document?",
                },
                { id: "r2", question: "What facts could you share with the Zone X buyer without predicting whether the house will flood?" },
              ],
            },
          },
          { afterText: "<p>Discuss your answers with REX, then take the lesson quiz.</p>" },
        ),
      ],
      quiz: {
        key: "ce-flood:insurance:quiz",
        title: "Lesson 2 Quiz: Flood Insurance",
        questions: [
          q(
            "The NFIP maximum residential building coverage is:",
            ["$100,000", "$250,000", "$500,000", "Unlimited"],
            "B",
            "NFIP residential building coverage is capped at $250,000.",
          ),
          q(
            "An NFIP policy bought in connection with a loan closing:",
            ["Has a 30-day wait", "Can take effect without the usual 30-day wait", "Cannot be bought", "Requires a LOMA"],
            "B",
            "The waiting period does not apply when the policy is tied to making a loan.",
          ),
          q(
            "Under Risk Rating 2.0, premiums are based on:",
            [
              "The map zone only",
              "Property-specific factors such as distance to water and rebuilding cost",
              "The owner's credit score",
              "The parish population",
            ],
            "B",
            "Risk Rating 2.0 uses property-specific factors.",
          ),
        ],
      },
    },
  ],
  finalExam: {
    key: "ce-flood:final",
    title: "Flood Zones & Disclosure Final Exam",
    durationMinutes: 30,
    randomize: true,
    questions: [
      q(
        "A Special Flood Hazard Area has an annual chance of flooding of at least:",
        ["0.2%", "1%", "5%", "10%"],
        "B",
        "SFHAs have a 1% or greater annual chance.",
      ),
      q(
        "Which document compares the lowest floor with the BFE?",
        ["A LOMA", "An elevation certificate", "A survey plat only", "The disclosure document"],
        "B",
        "The elevation certificate records those elevations.",
      ),
      q("NFIP contents coverage for a residence is capped at:", ["$50,000", "$100,000", "$250,000", "$500,000"], "B", "$100,000."),
      q(
        "A buyer in Zone X:",
        ["Can never buy flood insurance", "May buy flood insurance; it is usually optional", "Must buy an NFIP policy", "Is in the SFHA"],
        "B",
        "Flood insurance is available and usually optional in Zone X.",
      ),
      q(
        "The seller's past flood claims should be:",
        ["Hidden to protect the price", "Disclosed", "Disclosed only if asked twice", "Disclosed only in Zone AE"],
        "B",
        "Known flood history is material and should be disclosed.",
      ),
    ],
  },
  evaluationKey: "course-evaluation",
  certificateTemplateKey: "continuing-education",
};
