export type InstructorSeed = {
  key: string;
  firstName: string;
  lastName: string;
  /** null exercises the initials fallback on the instructor page. */
  avatarUrl: string | null;
  shortDescription: string;
  /** Rich text (sanitised on render). */
  resumeBio: string;
  email: string;
  phone: string;
  createdAt: string;
};

export const INSTRUCTORS: readonly InstructorSeed[] = [
  {
    key: "danielle-comeaux",
    firstName: "Danielle",
    lastName: "Comeaux",
    avatarUrl: "/images/instructors/danielle-comeaux.svg",
    shortDescription: "Louisiana broker and pre-licensing instructor with 20 years in residential sales.",
    resumeBio: `<p>Danielle Comeaux has been a licensed Louisiana real estate broker since 2006 and has sold residential property from Lafayette to the Northshore. She opened her own brokerage in Baton Rouge in 2012 and has trained more than 1,500 new salespeople since.</p>
<p>Danielle writes the Pelican pre-licensing curriculum around the questions new agents actually get in their first year: who they represent, what must be disclosed, and how to keep a transaction on track from the Agreement to Buy or Sell to the act of sale.</p>
<ul>
<li>Louisiana real estate broker, licensed 2006</li>
<li>Approved pre-licensing and continuing education instructor</li>
<li>Former chair of a local association's professional standards committee</li>
<li>B.S. in Business Administration, University of Louisiana at Lafayette</li>
</ul>
<p>Current licensing requirements are published by the <a href="https://www.lrec.gov">Louisiana Real Estate Commission</a>.</p>`,
    email: "danielle.comeaux@pelicanrealestateschool.com",
    phone: "(225) 555-0151",
    createdAt: "2025-01-08",
  },
  {
    key: "andre-fontenot",
    firstName: "Andre",
    lastName: "Fontenot",
    avatarUrl: "/images/instructors/andre-fontenot.svg",
    shortDescription: "Real estate attorney teaching agency, contracts and Louisiana civil law.",
    resumeBio: `<p>Andre Fontenot, J.D., practices real estate and succession law in New Orleans. Before law school he spent eight years as a salesperson and listing agent in Jefferson and Orleans Parishes, so he teaches the law from both sides of the closing table.</p>
<p>His courses explain how Louisiana's civil-law tradition shapes everyday practice: immovable property, community property, servitudes, redhibition and the role of the notary at the act of sale.</p>
<ul>
<li>Juris Doctor, Loyola University New Orleans College of Law</li>
<li>Member of the Louisiana State Bar Association</li>
<li>Frequent speaker on agency and dual agency disclosure</li>
</ul>
<p>He recommends that every licensee keep the <a href="https://www.lrec.gov">LREC rules and forms</a> bookmarked.</p>`,
    email: "andre.fontenot@pelicanrealestateschool.com",
    phone: "(504) 555-0152",
    createdAt: "2025-01-08",
  },
  {
    key: "lisa-marchand",
    firstName: "Lisa",
    lastName: "Marchand",
    avatarUrl: null,
    shortDescription: "Certified Floodplain Manager focused on flood risk, insurance and disclosure.",
    resumeBio: `<p>Lisa Marchand is a Certified Floodplain Manager (CFM) who worked for a coastal parish's permitting office for eleven years before joining Pelican. She helps agents read flood maps, understand elevation certificates and talk honestly with buyers about flood risk and insurance cost.</p>
<ul>
<li>Certified Floodplain Manager through the Association of State Floodplain Managers</li>
<li>Former parish floodplain administrator</li>
<li>Licensed Louisiana real estate salesperson</li>
</ul>
<p>Her favourite starting point for any property is the <a href="https://msc.fema.gov/portal/home">FEMA Flood Map Service Center</a>.</p>`,
    email: "lisa.marchand@pelicanrealestateschool.com",
    phone: "(985) 555-0153",
    createdAt: "2025-02-03",
  },
];
