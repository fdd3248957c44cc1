import { COURSE_SLUGS as C } from "./courses";

export type ReviewSeed = { email: string; slug: string; rating: 3 | 4 | 5; comment: string; date: string };

/** Reviews by the non-demo learners (each is also enrolled in the course it reviews). */
export const REVIEWS: readonly ReviewSeed[] = [
  // Pre-licensing
  {
    email: "thanh.nguyen@example.com",
    slug: C.preLicensing,
    rating: 5,
    date: "2025-08-02",
    comment:
      "I passed the state exam on my first try. The math practice problems with the step-by-step solutions were exactly what I needed.",
  },
  {
    email: "rosalie.fontenot@example.com",
    slug: C.preLicensing,
    rating: 5,
    date: "2025-10-19",
    comment: "Studied on my lunch breaks in Monroe. The audio summaries made it easy to review on the drive home.",
  },
  {
    email: "amelie.hebert@example.com",
    slug: C.preLicensing,
    rating: 4,
    date: "2025-06-11",
    comment:
      "Very thorough on agency and the civil-law differences. I would have liked even more practice questions on property disclosure.",
  },
  {
    email: "keisha.landry@example.com",
    slug: C.preLicensing,
    rating: 4,
    date: "2025-07-08",
    comment: "Clear lessons and a fair final exam. The flood zone material is something my friends in other states never had to learn!",
  },
  {
    email: "paul.melancon@example.com",
    slug: C.preLicensing,
    rating: 3,
    date: "2026-01-15",
    comment: "Good content, but 90 hours online takes discipline. The REX open-house activity was the most helpful part for me.",
  },
  // Post-licensing
  {
    email: "marcus.broussard@example.com",
    slug: C.postLicensing,
    rating: 5,
    date: "2025-05-30",
    comment: "Finished well inside my 180 days. The walkthrough of the Agreement to Buy or Sell saved me on my first two offers.",
  },
  {
    email: "justin.leblanc@example.com",
    slug: C.postLicensing,
    rating: 4,
    date: "2025-11-02",
    comment: "Practical and to the point. My broker at Bayou Realty recommends it to every new agent.",
  },
  {
    email: "hannah.robichaux@example.com",
    slug: C.postLicensing,
    rating: 5,
    date: "2025-12-12",
    comment: "The escrow and commingling section should be required reading for every new licensee.",
  },
  {
    email: "amelie.hebert@example.com",
    slug: C.postLicensing,
    rating: 4,
    date: "2025-09-20",
    comment: "Solid course. The interest and square-footage problems were easy once the steps were laid out.",
  },
  // CE: agency & disclosure update
  {
    email: "colette.guidry@example.com",
    slug: C.ceAgency,
    rating: 5,
    date: "2026-01-09",
    comment: "Best explanation of written buyer agreements after the settlement I have heard. Done in one afternoon.",
  },
  {
    email: "darnell.batiste@example.com",
    slug: C.ceAgency,
    rating: 4,
    date: "2026-01-22",
    comment: "Good refresher. The seller-changes-the-story scenario is one I have lived through.",
  },
  {
    email: "keisha.landry@example.com",
    slug: C.ceAgency,
    rating: 5,
    date: "2026-02-03",
    comment: "Mandatory hours that actually felt useful. The audio recap was a nice touch.",
  },
  {
    email: "hannah.robichaux@example.com",
    slug: C.ceAgency,
    rating: 3,
    date: "2026-02-10",
    comment: "Helpful content; some of it repeated what I covered in post-licensing.",
  },
  // CE: flood zones
  {
    email: "colette.guidry@example.com",
    slug: C.ceFlood,
    rating: 5,
    date: "2025-09-14",
    comment: "Lisa Marchand knows flood maps inside out. I now pull the FIRM panel for every listing.",
  },
  {
    email: "marcus.broussard@example.com",
    slug: C.ceFlood,
    rating: 4,
    date: "2025-10-06",
    comment: "Risk Rating 2.0 finally makes sense. Wish there were a few more Northshore examples.",
  },
  {
    email: "paul.melancon@example.com",
    slug: C.ceFlood,
    rating: 5,
    date: "2026-01-28",
    comment: "Every agent south of I-10 should take this.",
  },
  // CE: ethics & fair housing
  {
    email: "justin.leblanc@example.com",
    slug: C.ceEthics,
    rating: 4,
    date: "2026-02-04",
    comment: "The ad-wording flashcards were eye-opening. I rewrote two of my listing descriptions afterwards.",
  },
  {
    email: "darnell.batiste@example.com",
    slug: C.ceEthics,
    rating: 5,
    date: "2026-02-12",
    comment: "Clear, practical and not preachy. The complaint case studies stuck with me.",
  },
  {
    email: "colette.guidry@example.com",
    slug: C.ceEthics,
    rating: 4,
    date: "2026-02-18",
    comment: "Good course to assign to the agents I supervise.",
  },
  // Quick start
  {
    email: "thanh.nguyen@example.com",
    slug: C.quickStart,
    rating: 5,
    date: "2025-06-01",
    comment: "Tried this before signing up for the full course. It convinced me.",
  },
  {
    email: "rosalie.fontenot@example.com",
    slug: C.quickStart,
    rating: 4,
    date: "2025-08-25",
    comment: "Short and sweet – a good way to see how the course player works.",
  },
  {
    email: "paul.melancon@example.com",
    slug: C.quickStart,
    rating: 3,
    date: "2025-12-01",
    comment: "Useful preview, though I wanted it to be a little longer.",
  },
];
