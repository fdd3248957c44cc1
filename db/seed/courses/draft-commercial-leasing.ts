import { q, text, textWithVideo, type CourseSeed } from "../types";

/** An unpublished course: visible to admins and reviewers only. No certificate template yet. */
export const DRAFT_COURSE_SLUG = "commercial-leasing-fundamentals";

export const draftCommercialLeasingCourse: CourseSeed = {
  slug: DRAFT_COURSE_SLUG,
  title: "Commercial Leasing Fundamentals (Draft)",
  description:
    "An introduction to commercial leasing in Louisiana: the Civil Code rules on lease, common lease structures, rent calculations and what to record. In review – not yet available to students.",
  hours: 3,
  price: 29,
  imageUrl: "/images/courses/commercial-leasing-fundamentals.svg",
  courseType: "Continuing Education",
  licenseType: "Salesperson & Broker",
  featured: false,
  status: "draft",
  instructorKey: "andre-fontenot",
  whatsIncluded: ["3 hours of elective continuing education credit (pending approval)"],
  requirements: ["An active Louisiana real estate license"],
  whoThisIsFor: "Residential licensees beginning to handle office, retail and warehouse leases.",
  createdAt: "2026-02-16",
  lessons: [
    {
      key: "draft-commercial:basics",
      title: "Leases Under the Louisiana Civil Code",
      description: "Term, recordation and common commercial lease structures.",
      topics: [
        text(
          "The Lease Contract in Louisiana",
          `<p>The Civil Code's title on lease (art. 2668 et seq.) governs commercial leases unless the parties agree otherwise. A lease may have a fixed term, which may not exceed <strong>99 years</strong>, or be month-to-month. The lessor warrants the lessee's peaceful possession and that the premises are suitable for their purpose, but commercial leases routinely shift repair duties to the tenant.</p>
<p>Under the public records doctrine, a lease must be recorded in the parish conveyance records to be effective against a buyer of the property. Tenants with long terms usually record a memorandum of lease rather than the full document.</p>`,
        ),
        textWithVideo(
          "Gross, Net and Percentage Leases",
          `<p>In a <strong>gross lease</strong> the landlord pays operating expenses from the rent. In a <strong>triple-net (NNN) lease</strong> the tenant pays base rent plus its share of taxes, insurance and common-area maintenance (CAM). Retail leases may add <strong>percentage rent</strong>: a share of the tenant's sales above a breakpoint.</p>`,
          "https://www.youtube.com/watch?v=Cl4sNn2qR7w",
          "Comparing the cash flow of a gross and a triple-net lease on a 2,400 sq ft retail space in Baton Rouge.",
        ),
      ],
      quiz: {
        key: "draft-commercial:basics:quiz",
        title: "Lesson 1 Quiz: Commercial Leases",
        questions: [
          q(
            "The maximum term of a Louisiana lease is:",
            ["10 years", "49 years", "99 years", "Unlimited"],
            "C",
            "The Civil Code limits a lease term to 99 years.",
          ),
          q(
            "In a triple-net lease, the tenant usually pays:",
            [
              "Base rent only",
              "Base rent plus taxes, insurance and CAM",
              "Nothing until sales exceed a breakpoint",
              "The landlord's mortgage",
            ],
            "B",
            "NNN shifts taxes, insurance and maintenance to the tenant.",
          ),
          q(
            "To bind a future buyer of the building, a long-term lease should be:",
            ["Notarised only", "Recorded in the parish conveyance records", "Filed with the Commission", "Kept by the broker"],
            "B",
            "Recordation makes the lease effective against third persons.",
          ),
        ],
      },
    },
  ],
  evaluationKey: "course-evaluation",
};
