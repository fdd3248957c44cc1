import type { CertificateLayout } from "../schema/learning";

/** The single site_settings row (id 1). */
export const SITE_SETTINGS = {
  id: 1,
  siteName: "Pelican Real Estate School",
  premiumMembershipPrice: 59.99,
  supportEmail: "support@pelicanrealestateschool.com",
  supportPhone: "(225) 555-0140",
  mailingAddress: "4521 Jamestown Avenue, Suite 210, Baton Rouge, LA 70808",
  certificateAuthorityNumber: "LREC School #2025-0148",
  certificateSignerName: "Celeste Arceneaux",
  certificateSignerTitle: "School Director",
  extra: {
    businessHours: "Monday–Friday, 8:00 a.m.–5:00 p.m. Central",
    accreditation: "Approved by the Louisiana Real Estate Commission",
  },
  updatedAt: "2025-12-01",
} as const;

export type CertificateTemplateSeed = {
  key: string;
  name: string;
  description: string;
  layout: CertificateLayout;
  backgroundImageUrl: string | null;
  createdAt: string;
};

/**
 * Templates hold static wording only: the renderer prints the learner's name, license number,
 * course title, type, hours and completion date from the certificate's own snapshot.
 */
export const CERTIFICATE_TEMPLATES: readonly CertificateTemplateSeed[] = [
  {
    key: "licensing",
    name: "Classic Licensing Certificate",
    description: "Navy and gold border for pre-licensing and post-licensing completions.",
    layout: {
      heading: "Certificate of Completion",
      body:
        // The exam pass is not stated here: every certificate prints "The student passed the course
        // examination." itself (§5335), so wording of its own would say it twice.
        "has satisfactorily completed the course of study named below, approved by the Louisiana Real Estate Commission.",
      accentColor: "#0f3d5e",
      showQrCode: true,
    },
    backgroundImageUrl: "/images/certificates/classic-border.svg",
    createdAt: "2025-01-20",
  },
  {
    key: "continuing-education",
    name: "Continuing Education Certificate",
    description: "Green accent for annual continuing-education hours.",
    layout: {
      heading: "Continuing Education Completion",
      body:
        "has completed the continuing education course named below for credit toward the annual Louisiana " +
        "real estate license renewal requirement.",
      accentColor: "#1f5135",
      showQrCode: true,
    },
    backgroundImageUrl: null,
    createdAt: "2025-01-20",
  },
];
