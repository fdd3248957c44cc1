import { interactive, MEDIA, q, text, textWithAudio, textWithVideo, trueFalse, video, type LessonSeed } from "../../types";

/** Pre-licensing lessons 1–2: the license itself, then agency. */

export const licensingLesson: LessonSeed = {
  key: "pre:licensing",
  title: "Louisiana Licensing and the Real Estate Commission",
  description: "Who regulates real estate practice in Louisiana, who needs a license and how to get one.",
  topics: [
    text(
      "The Louisiana Real Estate Commission and the License Law",
      `<p>The <strong>Louisiana Real Estate Commission (LREC)</strong> is the state agency that licenses and regulates real estate brokers and salespersons. Its authority comes from the Louisiana Real Estate License Law, La. R.S. 37:1430 et seq., and the Commission's own rules, published in the Louisiana Administrative Code (Title 46, Part LXVII). The Commission approves schools and courses, investigates complaints, holds hearings and can fine licensees or suspend and revoke licenses.</p>
<p>A license is required for anyone who, for a fee, commission or other valuable consideration, lists, sells, buys, exchanges, rents, leases or negotiates the sale or lease of real estate on behalf of another person, or who holds themselves out as doing so. An owner selling or leasing their own property does not need a license; an unlicensed assistant may perform only clerical tasks and may not negotiate or show property on the broker's behalf.</p>
<h3>License categories</h3>
<ul>
<li><strong>Salesperson</strong> – licensed to perform real estate activity only while sponsored by, and under the supervision of, a licensed broker.</li>
<li><strong>Associate broker</strong> – holds a broker license but works under a sponsoring broker.</li>
<li><strong>Broker</strong> – may operate a real estate business, hold escrow deposits and sponsor salespersons.</li>
</ul>
<h3>The path to a salesperson license</h3>
<ol>
<li>Be at least 18 years old.</li>
<li>Complete 90 hours of Commission-approved pre-licensing education (this course).</li>
<li>Pass the state licensing examination, which has a national portion and a Louisiana portion.</li>
<li>Clear a fingerprint-based criminal background check.</li>
<li>Obtain the sponsorship of a licensed Louisiana broker and carry errors and omissions (E&amp;O) insurance.</li>
</ol>
<p>Licensing does not end the education requirement. Within <strong>180 days</strong> of the initial license you must complete <strong>45 hours of post-licensing</strong> education, and every year after that you must complete <strong>12 hours of continuing education</strong>, including the 4-hour mandatory course whose topics the Commission sets each year, to renew your license.</p>`,
    ),
    video(
      "Video: Your Path to a Louisiana Salesperson License",
      "https://www.youtube.com/watch?v=Q7bXr2mLs4E",
      "Danielle Comeaux walks through each licensing step, from this course to your first day with a sponsoring broker, and explains what the Commission checks at each stage.",
    ),
    interactive(
      "Flashcards: Key Licensing Terms",
      {
        interaction_type: "flashcards",
        interactive_data: {
          cards: [
            {
              front: "LREC",
              back: "Louisiana Real Estate Commission: the state agency that licenses and regulates brokers and salespersons.",
            },
            {
              front: "Sponsoring broker",
              back: "The broker under whom a salesperson is licensed and supervised. A salesperson cannot practice without one.",
            },
            {
              front: "Pre-licensing education",
              back: "90 clock hours of Commission-approved courses required before the salesperson examination.",
            },
            {
              front: "Post-licensing education",
              back: "45 clock hours that a new salesperson must complete within 180 days of the initial license.",
            },
            {
              front: "Continuing education",
              back: "12 hours each year to renew, including a 4-hour mandatory course set by the Commission.",
            },
            {
              front: "Errors and omissions (E&O) insurance",
              back: "Professional liability insurance that every active Louisiana licensee must carry.",
            },
            {
              front: "Inactive license",
              back: "A license held without a sponsoring broker; the holder may not perform real estate activity.",
            },
          ],
        },
      },
      { html: "<p>Flip each card to check yourself, then move on when you can explain every term without looking.</p>" },
    ),
  ],
  quiz: {
    key: "pre:licensing:quiz",
    title: "Lesson 1 Quiz: Licensing and the Commission",
    randomize: true,
    questions: [
      q(
        "Which body licenses and regulates real estate brokers and salespersons in Louisiana?",
        [
          "The Louisiana Real Estate Commission",
          "The Louisiana Realtors® association",
          "The parish clerk of court",
          "The Louisiana Department of Insurance",
        ],
        "A",
        "The Louisiana Real Estate Commission (LREC) administers the Real Estate License Law and its rules. Trade associations are voluntary membership organisations, not regulators.",
      ),
      q(
        "How many hours of approved pre-licensing education must a salesperson applicant complete?",
        ["45 hours", "60 hours", "90 hours", "150 hours"],
        "C",
        "A salesperson applicant needs 90 hours. 45 hours is the post-licensing requirement; 150 hours is the broker requirement.",
      ),
      q(
        "A new salesperson must complete 45 hours of post-licensing education within what period after the initial license is issued?",
        ["90 days", "180 days", "One year", "Before the first renewal, whenever that falls"],
        "B",
        "Post-licensing must be completed within 180 days of the initial license.",
      ),
      q(
        "How much continuing education must a Louisiana licensee complete each year to renew?",
        ["4 hours, all mandatory topics", "8 hours", "12 hours, including a 4-hour mandatory course", "24 hours every two years"],
        "C",
        "Louisiana requires 12 hours of continuing education annually, including the Commission's 4-hour mandatory course.",
      ),
      trueFalse(
        "A licensed salesperson may list and sell property on their own account for clients without a sponsoring broker.",
        false,
        "A salesperson may perform real estate activity only while sponsored by and under the supervision of a licensed broker.",
      ),
    ],
  },
};

export const agencyLesson: LessonSeed = {
  key: "pre:agency",
  title: "Agency Relationships in Louisiana",
  description: "Whom you represent, what you owe clients and customers, and how dual agency is handled.",
  topics: [
    textWithAudio(
      "Who Do You Represent? Louisiana's Agency Law",
      `<p>Louisiana does not rely on the general common-law rules of agency for real estate. Brokerage relationships are governed by a specific statute, La. R.S. 9:3891 et seq., together with the Commission's rules. Its starting point is simple: <strong>a licensee is considered to represent the person with whom he or she is working</strong>, unless there is a written agreement that creates a different relationship or the licensee is performing only ministerial acts.</p>
<p>A <em>client</em> is a person you represent. You owe a client the statutory duties: perform the terms of the brokerage agreement, promote the client's best interests, exercise reasonable skill and care, present all offers and counteroffers in a timely manner, account for all money and property received, and keep the client's confidential information confidential.</p>
<p>A <em>customer</em> is a person you work with but do not represent. You still owe a customer honesty: you may not knowingly give false information, and you must disclose known material defects in the property. <strong>Ministerial acts</strong> – such as answering a question about the listed price, scheduling a showing or delivering a document – do not by themselves create representation.</p>
<p>Listen to the audio summary for a two-minute review you can replay before the lesson quiz.</p>`,
      MEDIA.agencyAudio,
      "Audio summary: the Louisiana agency presumption, the pamphlet, dual agency consent and confidential information.",
    ),
    interactive(
      "Dual Agency, Layer by Layer",
      {
        interaction_type: "progressive_disclosure",
        interactive_data: {
          layers: [
            {
              id: "what",
              button_text: "What is dual agency?",
              content:
                "<p>Dual agency exists when one licensee represents <strong>both</strong> the buyer and the seller (or both landlord and tenant) as clients in the same transaction.</p>",
            },
            {
              id: "consent",
              button_text: "When is it allowed?",
              content:
                "<p>Only with the <strong>informed written consent of every client</strong>. In Louisiana that consent is given on the Commission's dual agency disclosure form, signed before the licensee acts as a dual agent.</p>",
            },
            {
              id: "duties",
              button_text: "What changes for the clients?",
              content:
                "<p>A dual agent must treat both clients honestly and fairly but cannot advocate for one against the other – for example, by advising the buyer how low to offer.</p>",
            },
            {
              id: "confidential",
              button_text: "What must stay confidential?",
              content:
                "<ul><li>That a seller will accept less than the asking price</li><li>That a buyer will pay more than the offered price</li><li>Either client's motivation for buying or selling</li><li>Any other information a client asks you to keep confidential</li></ul>",
            },
            {
              id: "in-house",
              button_text: "What about two agents in the same firm?",
              content:
                "<p>When one agent of a firm lists a property and another agent of the same firm works with the buyer, ask your sponsoring broker how the firm's written policy handles in-house sales, and disclose the relationship in writing before any confidential information is shared.</p>",
            },
          ],
        },
      },
      {
        html: "<p>Open each layer in order. Try to answer the question on the button before you reveal it.</p>",
        afterText:
          "<p><strong>Remember:</strong> the consent must be informed and in writing, and it must come before you act for both sides.</p>",
      },
    ),
    textWithVideo(
      "The Agency Disclosure Pamphlet and First Substantive Contact",
      `<p>The Commission requires every licensee to give the <strong>Agency Disclosure Informational Pamphlet</strong> to buyers and sellers at the time of the <em>first substantive contact</em>. A substantive contact is one in which you begin to discuss a person's real estate needs or financial situation, or show property – not a passing conversation at an open house about the number of bedrooms.</p>
<p>The person signs the pamphlet's acknowledgement to confirm that they <em>received</em> it. Signing does not create an agency relationship and does not obligate them to work with you. Keep the signed acknowledgement in the transaction file; if someone declines to sign, note the date and time you delivered it.</p>
<p>The video shows three short role-plays: a buyer who calls about a yard sign, a seller's listing appointment and an open-house visitor who begins describing their budget.</p>`,
      "https://www.youtube.com/watch?v=Hn4vT8cKp2A",
      "Role-plays showing when the first substantive contact happens and how to present the Agency Disclosure Informational Pamphlet naturally.",
    ),
  ],
  quiz: {
    key: "pre:agency:quiz",
    title: "Lesson 2 Quiz: Agency Relationships",
    randomize: true,
    questions: [
      q(
        "Absent a written agreement saying otherwise, whom does a Louisiana licensee represent?",
        [
          "Always the seller",
          "The person with whom the licensee is working",
          "Both parties equally",
          "Nobody until a purchase agreement is signed",
        ],
        "B",
        "Louisiana's agency statute presumes that a licensee represents the person with whom he or she is working, unless a written agreement provides otherwise or the licensee performs only ministerial acts.",
      ),
      q(
        "When must the Agency Disclosure Informational Pamphlet be provided?",
        [
          "At the act of sale",
          "When the purchase agreement is signed",
          "At the first substantive contact",
          "Only if the customer asks for it",
        ],
        "C",
        "The pamphlet is provided at the first substantive contact with a buyer or seller.",
      ),
      q(
        "Which of the following may a dual agent disclose to the buyer?",
        [
          "The seller will accept $10,000 less than the list price",
          "The seller must move within 30 days because of a job transfer",
          "A known leak in the roof",
          "The seller's lowest acceptable offer",
        ],
        "C",
        "Known material defects must be disclosed. Price flexibility and motivation are confidential.",
      ),
      q(
        "What does a buyer's signature on the pamphlet's acknowledgement establish?",
        [
          "An exclusive buyer agency agreement",
          "Consent to dual agency",
          "That the buyer received the pamphlet",
          "That the buyer will pay the commission",
        ],
        "C",
        "The signature only acknowledges receipt of the pamphlet.",
      ),
    ],
  },
};
