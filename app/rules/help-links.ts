// Where the Help FAQ's "your Billing / Profile / My Certificates" links lead: each area's
// own pages, so a company admin reading Help in the company dashboard is not sent to /student/*,
// which bounces them back to their dashboard. The public Help Center links to the student area.
import type { Area } from "./roles";

export type HelpLinks = { billing: string; profile: string; certificates: string };

const STUDENT: HelpLinks = { billing: "/student/billing", profile: "/student/profile", certificates: "/student/certificates" };
const COMPANY: HelpLinks = {
  billing: "/company-dashboard/billing",
  profile: "/company-dashboard/profile",
  certificates: "/company-dashboard/certificates",
};

export function helpLinks(area: Area | "public"): HelpLinks {
  return area === "company" ? COMPANY : STUDENT;
}
