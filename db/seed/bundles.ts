import { COURSE_SLUGS } from "./courses";
import type { CourseType, PublishStatus } from "./types";

export type BundleSeed = {
  key: string;
  title: string;
  description: string;
  price: number;
  hours: number;
  imageUrl: string;
  courseType: CourseType;
  licenseType: string;
  status: PublishStatus;
  instructorKey: string;
  whatsIncluded: string[];
  requirements: string[];
  whoThisIsFor: string;
  /** In display order. */
  courseSlugs: string[];
  createdAt: string;
};

export const BUNDLES: readonly BundleSeed[] = [
  {
    key: "salesperson-licensing",
    title: "Louisiana Salesperson Licensing Bundle",
    description:
      "Everything you need from your first lesson to the end of your first 180 days: the 90-hour pre-licensing course and the 45-hour post-licensing course, together at a lower price.",
    price: 449,
    hours: 135,
    imageUrl: "/images/courses/bundle-salesperson-licensing.svg",
    courseType: "Pre-licensing",
    licenseType: "Salesperson",
    status: "published",
    instructorKey: "danielle-comeaux",
    whatsIncluded: [
      "90-hour pre-licensing course",
      "45-hour post-licensing course",
      "Unlimited quiz and exam retakes",
      "Certificates of completion for both courses",
    ],
    requirements: ["At least 18 years old", "Post-licensing must be finished within 180 days of your license"],
    whoThisIsFor: "Future Louisiana salespersons who want their pre- and post-licensing education in one place.",
    courseSlugs: [COURSE_SLUGS.preLicensing, COURSE_SLUGS.postLicensing],
    createdAt: "2025-05-05",
  },
  {
    key: "ce-renewal-2026",
    title: "2026 CE Renewal Bundle",
    description:
      "All 12 hours of continuing education a Louisiana licensee needs to renew for 2026, including the 4-hour mandatory course.",
    price: 99,
    hours: 12,
    imageUrl: "/images/courses/bundle-ce-renewal-2026.svg",
    courseType: "Continuing Education",
    licenseType: "Salesperson & Broker",
    status: "published",
    instructorKey: "andre-fontenot",
    whatsIncluded: [
      "2026 Mandatory CE: Agency & Disclosure Update (4 hours)",
      "Louisiana Flood Zones & Property Disclosure (4 hours)",
      "Ethics & Fair Housing in Louisiana (4 hours)",
      "Certificates with your license number",
    ],
    requirements: ["A Louisiana real estate license", "Your license number in your profile"],
    whoThisIsFor: "Licensees completing their annual 12-hour renewal requirement.",
    courseSlugs: [COURSE_SLUGS.ceAgency, COURSE_SLUGS.ceFlood, COURSE_SLUGS.ceEthics],
    createdAt: "2026-01-26",
  },
];
