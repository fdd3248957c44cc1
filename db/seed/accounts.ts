import { ids } from "./ids";

/** Every demo account signs in with this password (documented in the README). */
export const DEMO_PASSWORD = "Pelican!2026";

export type SeedRole = "admin" | "company_admin" | "reviewer" | "student";

export type SubscriptionSeed = {
  tier: string;
  status: "active" | "inactive" | "trialing" | "past_due" | "canceled";
  end: string;
  stripeCustomerId: string;
  stripeSubscriptionId: string;
};

export type AccountSeed = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** LREC license number as printed on the license; null for the unlicensed. */
  licenseNumber: string | null;
  role: SeedRole;
  companyKey?: keyof typeof COMPANIES;
  subscription?: SubscriptionSeed;
  createdAt: string;
};

export type DemoAccount = AccountSeed & {
  key: "admin" | "companyAdmin" | "reviewer" | "student" | "free" | "agent";
  /** What the account is for, in one line (README, login page hints). */
  purpose: string;
};

export const COMPANIES = {
  bayou: {
    name: "Bayou Realty Group",
    logoUrl: "/images/bayou-realty-group-logo.svg",
    allowedUserSeats: 25,
    planTier: "starter",
    preLicensingLimitPerYear: 5,
    postLicensingLimitPerYear: 5,
    stripeCustomerId: "cus_demo_bayou_realty",
    createdAt: "2025-02-10",
  },
} as const;

export const BAYOU_REALTY_COMPANY_ID = ids.company("bayou");

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: "admin",
    purpose: "School administrator: courses, users, companies, settings.",
    email: "admin@pelican.test",
    firstName: "Celeste",
    lastName: "Arceneaux",
    phone: "(504) 555-0101",
    licenseNumber: "BRK.0000123456-ACT",
    role: "admin",
    createdAt: "2025-01-06",
  },
  {
    key: "companyAdmin",
    purpose: "Broker-owner administering Bayou Realty Group's 25-seat plan.",
    email: "companyadmin@pelican.test",
    firstName: "Rene",
    lastName: "Boudreaux",
    phone: "(504) 555-0102",
    licenseNumber: "BRK.0000234567-ACT",
    role: "company_admin",
    companyKey: "bayou",
    createdAt: "2025-02-10",
  },
  {
    key: "reviewer",
    purpose: "Course reviewer: opens any course, including drafts, without a subscription.",
    email: "reviewer@pelican.test",
    firstName: "Monique",
    lastName: "Dupre",
    phone: "(504) 555-0103",
    licenseNumber: "BRK.0000345678-ACT",
    role: "reviewer",
    createdAt: "2025-03-03",
  },
  {
    key: "student",
    purpose: "Premium member part-way through the 90-hour pre-licensing course.",
    email: "student@pelican.test",
    firstName: "Jolie",
    lastName: "Thibodeaux",
    phone: "(504) 555-0104",
    licenseNumber: "SAL.0000456789-ACT",
    role: "student",
    subscription: {
      tier: "premium",
      status: "active",
      // One year after the renewal invoice of 2026-09-15 (enrollments.ts INVOICES).
      end: "2027-09-15T16:20:00.000Z",
      stripeCustomerId: "cus_demo_student",
      stripeSubscriptionId: "sub_demo_student",
    },
    createdAt: "2025-09-15",
  },
  {
    key: "free",
    purpose: "Signed-up student without a membership (sees 'Get Premium').",
    email: "free@pelican.test",
    firstName: "Beau",
    lastName: "Lafleur",
    phone: "(504) 555-0105",
    licenseNumber: null,
    role: "student",
    createdAt: "2026-01-12",
  },
  {
    key: "agent",
    purpose: "Bayou Realty Group agent taking continuing education through the company plan.",
    email: "agent@pelican.test",
    firstName: "Tanya",
    lastName: "Guillory",
    phone: "(504) 555-0106",
    licenseNumber: "SAL.0000567890-ACT",
    role: "student",
    companyKey: "bayou",
    createdAt: "2025-02-17",
  },
];

export function demoAccount(key: DemoAccount["key"]): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.key === key);
  if (!account) throw new Error(`No demo account ${key}`);
  return account;
}

/** The seeded users' ids, by demo key: DEMO_USER_IDS.student etc. */
export const DEMO_USER_IDS = Object.fromEntries(DEMO_ACCOUNTS.map((a) => [a.key, ids.user(a.email)])) as Record<DemoAccount["key"], string>;

const premium = (handle: string, end: string): SubscriptionSeed => ({
  tier: "premium",
  status: "active",
  end,
  stripeCustomerId: `cus_demo_${handle}`,
  stripeSubscriptionId: `sub_demo_${handle}`,
});

/**
 * Learners who are not demo accounts: no password (they cannot sign in), confirmed e-mail.
 * They write the course reviews; three belong to Bayou Realty Group.
 */
export const LEARNERS: readonly AccountSeed[] = [
  {
    email: "amelie.hebert@example.com",
    firstName: "Amélie",
    lastName: "Hebert",
    phone: "(337) 555-0121",
    licenseNumber: "SAL.0000612345-ACT",
    role: "student",
    subscription: premium("amelie_hebert", "2027-03-14T23:59:59.000Z"),
    createdAt: "2025-03-14",
  },
  {
    email: "marcus.broussard@example.com",
    firstName: "Marcus",
    lastName: "Broussard",
    phone: "(504) 555-0122",
    licenseNumber: "SAL.0000623456-ACT",
    role: "student",
    companyKey: "bayou",
    createdAt: "2025-02-24",
  },
  {
    email: "keisha.landry@example.com",
    firstName: "Keisha",
    lastName: "Landry",
    phone: "(225) 555-0123",
    licenseNumber: "SAL.0000634567-ACT",
    role: "student",
    subscription: premium("keisha_landry", "2026-11-30T23:59:59.000Z"),
    createdAt: "2025-04-02",
  },
  {
    email: "thanh.nguyen@example.com",
    firstName: "Thanh",
    lastName: "Nguyen",
    phone: "(504) 555-0124",
    licenseNumber: null,
    role: "student",
    subscription: premium("thanh_nguyen", "2027-01-20T23:59:59.000Z"),
    createdAt: "2025-05-19",
  },
  {
    email: "colette.guidry@example.com",
    firstName: "Colette",
    lastName: "Guidry",
    phone: "(337) 555-0125",
    licenseNumber: "BRK.0000645678-ACT",
    role: "student",
    subscription: premium("colette_guidry", "2026-12-31T23:59:59.000Z"),
    createdAt: "2025-06-08",
  },
  {
    email: "darnell.batiste@example.com",
    firstName: "Darnell",
    lastName: "Batiste",
    phone: "(504) 555-0126",
    licenseNumber: "SAL.0000656789-ACT",
    role: "student",
    companyKey: "bayou",
    createdAt: "2025-03-01",
  },
  {
    email: "rosalie.fontenot@example.com",
    firstName: "Rosalie",
    lastName: "Fontenot",
    phone: "(318) 555-0127",
    licenseNumber: null,
    role: "student",
    subscription: premium("rosalie_fontenot", "2027-02-05T23:59:59.000Z"),
    createdAt: "2025-07-22",
  },
  {
    email: "justin.leblanc@example.com",
    firstName: "Justin",
    lastName: "LeBlanc",
    phone: "(985) 555-0128",
    licenseNumber: "SAL.0000667890-ACT",
    role: "student",
    companyKey: "bayou",
    createdAt: "2025-08-04",
  },
  {
    email: "hannah.robichaux@example.com",
    firstName: "Hannah",
    lastName: "Robichaux",
    phone: "(985) 555-0129",
    licenseNumber: "SAL.0000678901-ACT",
    role: "student",
    subscription: premium("hannah_robichaux", "2026-10-01T23:59:59.000Z"),
    createdAt: "2025-10-01",
  },
  {
    email: "paul.melancon@example.com",
    firstName: "Paul",
    lastName: "Melancon",
    phone: "(318) 555-0130",
    licenseNumber: "SAL.0000689012-ACT",
    role: "student",
    subscription: premium("paul_melancon", "2027-01-09T23:59:59.000Z"),
    createdAt: "2025-11-18",
  },
];
