import { interactive, q, text, textWithAudio, video, type LessonSeed } from "../../types";

/** Pre-licensing lessons 3–4: Louisiana civil law and contracts, then disclosure and flood risk. */

export const civilLawLesson: LessonSeed = {
  key: "pre:civil-law",
  title: "Louisiana Civil Law, Ownership and Contracts",
  description: "Immovable property, community property, servitudes and the path from agreement to act of sale.",
  topics: [
    text(
      "Immovables, Ownership and Community Property",
      `<p>Louisiana is the only state whose private law comes from the civil-law tradition, and its vocabulary is different from the rest of the country. What other states call <em>real property</em> the Louisiana Civil Code calls <strong>immovable property</strong>: land and its <strong>component parts</strong>, such as buildings and other constructions permanently attached to the ground. Everything else is <em>movable</em>.</p>
<h3>Forms of ownership</h3>
<ul>
<li><strong>Ownership in indivision</strong> – two or more people own undivided shares of the same thing, similar to a tenancy in common elsewhere. Louisiana has no joint tenancy with a right of survivorship; a co-owner's share passes through their succession.</li>
<li><strong>Community property</strong> – Louisiana is a community-property state. Property either spouse acquires during the marriage is presumed to belong to the community, and the <em>concurrence of both spouses</em> is required to sell, lease or encumber a community immovable.</li>
<li><strong>Usufruct and naked ownership</strong> – the usufructuary has the right to use and enjoy a thing and take its fruits; the naked owner holds title subject to the usufruct. A surviving spouse commonly holds a usufruct over the deceased spouse's share of the community.</li>
</ul>
<p>A <strong>predial servitude</strong> is a charge on one estate (the servient estate) for the benefit of another (the dominant estate) – the Louisiana counterpart of an easement. A right of passage for an enclosed estate is a classic example.</p>
<p>When you take a listing, confirm who the owners are, whether the property is community or separate, and whether any usufruct or servitude affects it. The answers decide who must sign the listing agreement and the act of sale.</p>`,
    ),
    text(
      "From the Agreement to Buy or Sell to the Act of Sale",
      `<p>For residential sales, Louisiana licensees use the Commission's <strong>Louisiana Residential Agreement to Buy or Sell</strong>. It sets the price, financing contingencies, inspection and due-diligence periods, the deposit, and the date of the <em>act of sale</em>. Licensees fill in the blanks; they may not draft new legal language for the parties.</p>
<p>Any deposit is delivered to the broker named in the agreement and placed in that broker's escrow account, where it is accounted for until closing or until the parties resolve any dispute over it. Commingling deposits with the broker's own funds is a violation of the License Law.</p>
<p>Title passes at the <strong>act of sale</strong>, usually signed before a notary public and two witnesses as an authentic act. The notary (often a closing attorney or title agent) prepares the act, collects signatures, disburses funds and files the act for recording.</p>
<p>Under Louisiana's <strong>public records doctrine</strong>, a sale of an immovable has effect against third persons only once it is recorded in the <strong>conveyance records of the parish</strong> where the property is located. Mortgages are recorded in the parish mortgage records. Between the parties, the sale is binding when they sign.</p>
<p>You may also meet a <strong>bond for deed</strong>: an installment contract in which the seller keeps title until the buyer has paid the price, after which the seller must deliver a deed. It is a Louisiana tool with specific statutory protections, and buyers should be advised to consult an attorney.</p>`,
    ),
    video(
      "Video: How a Louisiana Closing Works",
      "https://www.youtube.com/watch?v=Tz5mKq9wB3c",
      "Andre Fontenot follows a Lafayette home sale from accepted offer to recordation, explaining the notary's role, the closing statement and why recording matters.",
    ),
  ],
  quiz: {
    key: "pre:civil-law:quiz",
    title: "Lesson 3 Quiz: Civil Law, Ownership and Contracts",
    questions: [
      q(
        "Under the public records doctrine, a sale of an immovable affects third persons once it is:",
        [
          "Signed by the buyer",
          "Recorded in the conveyance records of the parish where the property is located",
          "Approved by the Commission",
          "Paid for in full",
        ],
        "B",
        "Recording in the parish conveyance records makes the sale effective against third persons.",
      ),
      q(
        "What is the Louisiana counterpart of an easement?",
        ["A usufruct", "A predial servitude", "A bond for deed", "A component part"],
        "B",
        "A predial servitude is a charge on a servient estate for the benefit of a dominant estate.",
      ),
      q(
        "A married couple bought a house during their marriage. Who must sign to sell it?",
        ["Either spouse alone", "The spouse whose name is on the mortgage", "Both spouses", "The spouse who earned more"],
        "C",
        "The concurrence of both spouses is required to alienate a community immovable.",
      ),
      q(
        "A widow holds the right to live in and use a house whose title passed to her children. She holds:",
        ["Naked ownership", "A usufruct", "A servitude of passage", "Ownership in indivision"],
        "B",
        "The usufructuary may use and enjoy the property; the children are the naked owners.",
      ),
    ],
  },
};

export const disclosureLesson: LessonSeed = {
  key: "pre:disclosure",
  title: "Property Disclosure, Redhibition and Flood Risk",
  description: "The seller's property disclosure document, hidden defects, and how to talk about flood zones.",
  topics: [
    text(
      "The Residential Property Disclosure Act and Redhibition",
      `<p>The Louisiana Residential Property Disclosure Act (La. R.S. 9:3196–3200) requires the seller of residential property of one to four dwelling units to complete a <strong>property disclosure document</strong> – the Commission publishes the standard form – and deliver it to the buyer <strong>no later than the time the buyer makes an offer</strong>. If the buyer receives it only after signing an agreement, the buyer may terminate the agreement by written notice within <strong>72 hours</strong> of receiving it.</p>
<p>The seller discloses <em>known</em> defects; the document is not a warranty and does not replace an inspection. A few transfers are exempt, such as court-ordered sales and foreclosures. The seller, not the licensee, completes the form. A licensee who knows of a material defect must still disclose it, whatever the form says.</p>
<h3>Redhibition</h3>
<p>Separately, the Civil Code (art. 2520) gives every buyer a warranty against <strong>redhibitory defects</strong>: hidden defects that make the thing useless, or its use so inconvenient, that the buyer would not have bought it – or would have paid less – had they known. The buyer may obtain rescission of the sale or a reduction of the price. A seller who knew of the defect and did not declare it also owes damages and attorney fees.</p>
<p>The warranty can be waived, but only by a clear and unambiguous clause brought to the buyer's attention – which is why Louisiana "as is" sales carry a separate, conspicuous waiver of redhibition that the buyer signs or initials. Suits must be brought within the time limits (called <em>prescription</em>) in the Civil Code, which are shorter for a seller in good faith than for one who knew of the defect.</p>`,
    ),
    textWithAudio(
      "Podcast: Flood Zones Every Agent Should Know",
      `<p>Much of Louisiana lies in a <strong>Special Flood Hazard Area (SFHA)</strong> – land that FEMA's Flood Insurance Rate Maps (FIRMs) show as having a 1% or greater chance of flooding in any year, the so-called 100-year flood. SFHA zones start with A or V:</p>
<ul>
<li><strong>Zone A / AE</strong> – riverine or lake flooding; AE zones show a Base Flood Elevation (BFE).</li>
<li><strong>Zone V / VE</strong> – coastal high-hazard areas with wave action.</li>
<li><strong>Zone X</strong> – moderate or minimal risk. Flood insurance is optional there, but a large share of flood claims come from outside the SFHA.</li>
</ul>
<p>A lender making a federally backed loan on a building in an SFHA must require flood insurance. A National Flood Insurance Program policy normally takes effect after a <strong>30-day waiting period</strong>, except when it is bought in connection with making, increasing or renewing a loan, so raise the subject early in the transaction.</p>
<p>The seller's disclosure form asks about past flooding, flood insurance and flood zone. Federal law also requires a seller who received federal flood disaster assistance conditioned on keeping flood insurance to tell the buyer, in writing, that the requirement continues. In this episode Lisa Marchand explains how to bring these facts into the conversation without guessing at risk.</p>`,
      "https://soundcloud.com/pelican-real-estate-school/flood-zones-every-agent-should-know",
      "Podcast episode (18 min): Lisa Marchand on FEMA flood zones, the NFIP waiting period and flood questions on the disclosure form.",
    ),
    interactive(
      "Reading a FEMA Flood Map",
      {
        interaction_type: "progressive_disclosure",
        interactive_data: {
          layers: [
            {
              id: "find",
              button_text: "1. Find the right map",
              content:
                "<p>Search the address on FEMA's Flood Map Service Center. Note the <strong>panel number and effective date</strong>; maps are revised and parishes may also adopt preliminary maps.</p>",
            },
            {
              id: "zone",
              button_text: "2. Identify the zone",
              content:
                "<p>Shaded areas marked A, AE, V or VE are Special Flood Hazard Areas. Zone X (shaded or unshaded) is moderate or minimal risk.</p>",
            },
            {
              id: "bfe",
              button_text: "3. Compare with the Base Flood Elevation",
              content:
                "<p>In an AE zone the map shows the BFE. An <strong>elevation certificate</strong> records the building's lowest floor; the difference between the two drives risk and insurance cost.</p>",
            },
            {
              id: "loma",
              button_text: "4. Look for amendments",
              content:
                "<p>A Letter of Map Amendment (LOMA) or Revision (LOMR) may remove a structure from the SFHA. Ask the seller whether one exists.</p>",
            },
            {
              id: "talk",
              button_text: "5. What to tell the buyer",
              content:
                "<p>Share the zone and the documents; recommend an insurance quote from an agent before the due-diligence period ends. Do not predict whether the house will flood.</p>",
            },
          ],
        },
      },
      { afterText: "<p>Practise on your own address before the quiz – it takes about two minutes.</p>" },
    ),
  ],
  quiz: {
    key: "pre:disclosure:quiz",
    title: "Lesson 4 Quiz: Disclosure and Flood Risk",
    description: "This quiz requires 80% to pass because disclosure errors are the most common source of complaints.",
    passingScorePercentage: 80,
    questions: [
      q(
        "By when must the seller deliver the property disclosure document to the buyer?",
        [
          "At the act of sale",
          "No later than the time the buyer makes an offer",
          "Within 10 days after the agreement is signed",
          "Only if the buyer requests it",
        ],
        "B",
        "The document must be delivered no later than the time the buyer makes an offer.",
      ),
      q(
        "If the buyer first receives the disclosure after signing the agreement, the buyer may terminate by written notice within:",
        ["24 hours", "72 hours", "10 days", "30 days"],
        "B",
        "The Act gives the buyer 72 hours from receipt to terminate.",
      ),
      q(
        "A property in Zone AE is:",
        [
          "Outside any flood hazard area",
          "In a coastal high-hazard area with wave action",
          "In a Special Flood Hazard Area with a Base Flood Elevation shown",
          "Exempt from flood insurance requirements",
        ],
        "C",
        "AE zones are SFHAs with a mapped Base Flood Elevation. V and VE are the coastal wave-action zones.",
      ),
      q(
        "Which defect is redhibitory?",
        [
          "A visible crack the buyer pointed out at the showing",
          "A hidden foundation failure that makes the house unsafe to live in",
          "Paint colours the buyer dislikes",
          "A defect the buyer discovered during inspection and accepted",
        ],
        "B",
        "Redhibitory defects are hidden and serious enough that the buyer would not have bought, or would have paid less.",
      ),
    ],
  },
};
