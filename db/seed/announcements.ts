export type AnnouncementSeed = {
  key: string;
  title: string;
  message: string;
  targetType: "all" | "students" | "selected_companies";
  /** Company keys (see accounts.ts COMPANIES) for selected_companies. */
  companyKeys: string[];
  /** E-mail of the author. */
  createdBy: string;
  createdAt: string;
};

export const ANNOUNCEMENTS: readonly AnnouncementSeed[] = [
  {
    key: "welcome-2026",
    title: "Welcome to the new Pelican learning platform",
    message:
      '<p>Our course player has been rebuilt from the ground up: light and dark themes, audio summaries with auto-advance, and progress that follows you between devices.</p><p>Questions? Visit the <a href="https://pelicanrealestateschool.com/help">Help Center</a>.</p>',
    targetType: "all",
    companyKeys: [],
    createdBy: "admin@pelican.test",
    createdAt: "2026-01-05T14:00:00.000Z",
  },
  {
    key: "mandatory-ce-2026",
    title: "2026 mandatory CE course is now available",
    message:
      "<p>The <strong>2026 Louisiana Mandatory CE: Agency &amp; Disclosure Update</strong> is live. Louisiana licensees need 12 hours of continuing education each year, including the 4-hour mandatory course – our 2026 CE Renewal Bundle covers all 12.</p>",
    targetType: "all",
    companyKeys: [],
    createdBy: "admin@pelican.test",
    createdAt: "2026-01-12T14:00:00.000Z",
  },
  {
    key: "bayou-ce-deadline",
    title: "Bayou Realty Group: finish your 2026 CE early",
    message:
      "<p>Team, please complete all 12 CE hours by <strong>November 30</strong> so the office has time to confirm every renewal before December 31. The CE courses are included in our company plan.</p><p>– Rene</p>",
    targetType: "selected_companies",
    companyKeys: ["bayou"],
    createdBy: "companyadmin@pelican.test",
    createdAt: "2026-02-02T15:30:00.000Z",
  },
  {
    key: "exam-prep-webinar",
    title: "Free exam-prep webinar for learners",
    message:
      "<p>Join our instructors on <strong>March 18 at 6:00 pm</strong> for a live review of the topics learners miss most on the Louisiana salesperson exam: agency, contracts and finance math.</p><p>The recording will be posted in the course player afterwards.</p>",
    targetType: "students",
    companyKeys: [],
    createdBy: "admin@pelican.test",
    createdAt: "2026-03-02T15:00:00.000Z",
  },
];
