import { describe, expect, it } from "vitest";
import {
  addDays,
  certificateKind,
  complianceCells,
  complianceStatus,
  continuingEducationDeadline,
  dayNumber,
  daysLeftText,
  licenseDeadlines,
  louisianaToday,
  nextDeadline,
  postLicensingDeadline,
  type CertificateHours,
} from "./license-deadlines";

const post = (completionDate: string, hours: number): CertificateHours => ({ completionDate, hours, courseType: "post_licensing" });
const ce = (completionDate: string, hours: number, mandatory = false): CertificateHours => ({
  completionDate,
  hours,
  courseType: "continuing_education",
  mandatory,
});

describe("calendar days", () => {
  it("add across month, year and leap-day boundaries", () => {
    expect(addDays("2026-01-01", 180)).toBe("2026-06-30");
    expect(addDays("2024-01-01", 180)).toBe("2024-06-29"); // 29 February in between
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("refuse days that do not exist", () => {
    expect(() => dayNumber("2026-02-29")).toThrow();
    expect(() => dayNumber("2026-13-01")).toThrow();
    expect(() => dayNumber("01/02/2026")).toThrow();
    expect(dayNumber("2024-02-29") - dayNumber("2024-02-28")).toBe(1);
  });
});

describe("post-licensing: 45 hours within 180 days of the initial license", () => {
  it("is due on day 180 and counts hours completed from the license day through the due day", () => {
    const deadline = postLicensingDeadline("2026-01-01", "2026-03-01", [
      post("2025-12-31", 30), // before the license: not counted
      post("2026-01-01", 15),
      post("2026-06-30", 15), // the due day itself counts
      post("2026-07-01", 15), // too late
      { completionDate: "2026-02-01", hours: 12, courseType: "continuing_education" },
    ]);
    expect(deadline).toMatchObject({ dueDate: "2026-06-30", hoursDone: 30, hoursRequired: 45, daysLeft: 121, status: "on_track" });
  });

  it("is at risk with fewer than 30 days left and hours missing, on track at exactly 30", () => {
    expect(postLicensingDeadline("2026-01-01", "2026-05-31", [post("2026-02-01", 44.9)])).toMatchObject({
      daysLeft: 30,
      status: "on_track",
    });
    expect(postLicensingDeadline("2026-01-01", "2026-06-01", [post("2026-02-01", 44.9)])).toMatchObject({
      daysLeft: 29,
      status: "at_risk",
    });
  });

  it("is overdue the day after the 180th day, and complete once 45 hours are in on time", () => {
    expect(postLicensingDeadline("2026-01-01", "2026-06-30", [])).toMatchObject({ daysLeft: 0, status: "at_risk" });
    expect(postLicensingDeadline("2026-01-01", "2026-07-01", [])).toMatchObject({ daysLeft: -1, status: "overdue" });
    expect(postLicensingDeadline("2026-01-01", "2026-07-01", [post("2026-03-01", 30), post("2026-06-30", 15)])).toMatchObject({
      hoursDone: 45,
      status: "complete",
    });
  });

  it("counts the leap day", () => {
    expect(postLicensingDeadline("2024-01-01", "2024-06-29", [])).toMatchObject({ dueDate: "2024-06-29", daysLeft: 0 });
    expect(postLicensingDeadline("2024-01-01", "2024-06-30", [post("2024-06-30", 45)])).toMatchObject({ hoursDone: 0, status: "overdue" });
  });
});

describe("continuing education: 12 hours each calendar year, due December 31, with the mandatory course", () => {
  it("counts only this year's CE certificates; 31 December is this year's, 1 January the next", () => {
    const list = [ce("2025-12-31", 8, true), ce("2026-01-01", 4), ce("2026-12-31", 4, true), ce("2027-01-01", 8)];
    expect(continuingEducationDeadline("2026-06-15", list)).toMatchObject({ dueDate: "2026-12-31", hoursDone: 8, mandatoryDone: true });
    expect(continuingEducationDeadline("2026-12-31", list)).toMatchObject({ daysLeft: 0, status: "at_risk" });
    expect(continuingEducationDeadline("2027-01-01", list)).toMatchObject({ dueDate: "2027-12-31", hoursDone: 8, daysLeft: 364 });
  });

  it("needs the mandatory-topic course as well as 12 hours", () => {
    expect(continuingEducationDeadline("2026-12-20", [ce("2026-03-01", 12)])).toMatchObject({ mandatoryDone: false, status: "at_risk" });
    expect(continuingEducationDeadline("2026-12-20", [ce("2026-03-01", 8), ce("2026-04-01", 4, true)])).toMatchObject({
      status: "complete",
    });
  });

  it("turns at risk on 2 December (29 days left), and has 365 days in a leap year from 1 January", () => {
    expect(continuingEducationDeadline("2026-12-01", [])).toMatchObject({ daysLeft: 30, status: "on_track" });
    expect(continuingEducationDeadline("2026-12-02", [])).toMatchObject({ daysLeft: 29, status: "at_risk" });
    expect(continuingEducationDeadline("2028-01-01", [])).toMatchObject({ daysLeft: 365 });
  });
});

describe("a course counts once per period", () => {
  it("a retake of the same course in the same year adds no hours; the larger certificate counts", () => {
    const list: CertificateHours[] = [
      { courseId: "ethics", completionDate: "2026-02-01", hours: 4, courseType: "continuing_education", mandatory: true },
      { courseId: "ethics", completionDate: "2026-09-01", hours: 4, courseType: "continuing_education", mandatory: true },
      { courseId: "flood", completionDate: "2026-03-01", hours: 3, courseType: "continuing_education" },
    ];
    expect(continuingEducationDeadline("2026-10-01", list)).toMatchObject({ hoursDone: 7, mandatoryDone: true });
  });
});

describe("which deadlines a licensee has (decision 0027)", () => {
  const salesperson = (initialLicenseDate: string | null) => ({ licenseType: "salesperson" as const, initialLicenseDate });

  it("none without a license type: not tracked", () => {
    const license = { licenseType: null, initialLicenseDate: "2026-01-01" };
    expect(licenseDeadlines(license, "2026-03-01", [])).toEqual([]);
    expect(complianceStatus(license, [])).toBe("not_tracked");
  });

  it("a new salesperson: post-licensing only in the license year, then CE from 1 January of the next", () => {
    const inYear = licenseDeadlines(salesperson("2026-09-01"), "2026-11-23", []);
    expect(inYear.map((d) => [d.kind, d.dueDate, d.daysLeft, d.status])).toEqual([["post_licensing", "2027-02-28", 97, "on_track"]]);
    const nextYear = licenseDeadlines(salesperson("2026-09-01"), "2027-01-01", []);
    expect(nextYear.map((d) => [d.kind, d.dueDate])).toEqual([
      ["post_licensing", "2027-02-28"],
      ["continuing_education", "2027-12-31"],
    ]);
    expect(nextDeadline(nextYear)?.kind).toBe("post_licensing");
  });

  it("the 180-day edge: at risk on day 151 (29 left), overdue on day 181; shown for a year after, then dropped", () => {
    expect(licenseDeadlines(salesperson("2026-01-01"), "2026-06-01", [])[0]).toMatchObject({ daysLeft: 29, status: "at_risk" });
    expect(complianceStatus(salesperson("2026-01-01"), licenseDeadlines(salesperson("2026-01-01"), "2026-07-01", []))).toBe("overdue");
    expect(licenseDeadlines(salesperson("2025-01-01"), "2026-06-30", []).map((d) => d.kind)).toEqual([
      "post_licensing",
      "continuing_education",
    ]);
    expect(licenseDeadlines(salesperson("2025-01-01"), "2026-07-01", []).map((d) => d.kind)).toEqual(["continuing_education"]);
  });

  it("a broker has no post-licensing; CE from the year after the license (or always, with no date on file)", () => {
    expect(licenseDeadlines({ licenseType: "broker", initialLicenseDate: "2026-03-01" }, "2026-11-23", [])).toEqual([]);
    expect(licenseDeadlines({ licenseType: "broker", initialLicenseDate: null }, "2026-11-23", []).map((d) => d.kind)).toEqual([
      "continuing_education",
    ]);
    expect(complianceStatus({ licenseType: "broker", initialLicenseDate: "2026-03-01" }, [])).toBe("on_track");
  });

  it("the standing is the worst deadline; met deadlines are not next", () => {
    const done: CertificateHours[] = [{ courseId: "pl", completionDate: "2026-02-01", hours: 45, courseType: "post_licensing" }];
    const list = licenseDeadlines(salesperson("2025-12-01"), "2026-05-20", done);
    expect(list.map((d) => d.status)).toEqual(["complete", "on_track"]);
    expect(nextDeadline(list)?.kind).toBe("continuing_education");
    expect(complianceStatus(salesperson("2025-12-01"), list)).toBe("on_track");
  });
});

describe("helpers", () => {
  it("reads the certificate's course type as written by either spelling", () => {
    expect(certificateKind("Post-licensing")).toBe("post_licensing");
    expect(certificateKind("post_license")).toBe("post_licensing");
    expect(certificateKind("Continuing Education")).toBe("continuing_education");
    expect(certificateKind("Pre-licensing")).toBe("other");
  });

  it("writes days left, and Louisiana's day (UTC-6 in winter)", () => {
    expect([daysLeftText(0), daysLeftText(1), daysLeftText(12), daysLeftText(-1), daysLeftText(-3)]).toEqual([
      "Due today",
      "1 day left",
      "12 days left",
      "1 day overdue",
      "3 days overdue",
    ]);
    expect(louisianaToday(new Date("2027-01-01T05:59:00Z"))).toBe("2026-12-31");
    expect(louisianaToday(new Date("2027-01-01T06:00:00Z"))).toBe("2027-01-01");
  });

  it("fills the export's twelve compliance cells, empty where nothing applies", () => {
    expect(complianceCells(null)).toEqual(Array(12).fill(""));
    const license = { licenseType: "salesperson" as const, initialLicenseDate: "2026-06-01" };
    const deadlines = licenseDeadlines(license, "2026-11-23", []);
    expect(
      complianceCells({ license, status: complianceStatus(license, deadlines), postLicensing: deadlines[0], continuingEducation: null }),
    ).toEqual(["salesperson", "2026-06-01", "at_risk", "2026-11-28", 5, 0, "at_risk", "", "", "", "", ""]);
  });
});
