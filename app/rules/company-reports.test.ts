import { describe, expect, it } from "vitest";
import {
  complianceHref,
  csvTimestamp,
  exportFileName,
  lastTwelveMonths,
  monthLabel,
  parseReportsQuery,
  sortHref,
  usersHref,
} from "./company-reports";

const parse = (query: string) => parseReportsQuery(new URLSearchParams(query));

describe("the Reports page's GET parameters", () => {
  it("default to the overview, most enrollments first, page 1", () => {
    expect(parse("")).toEqual({ tab: "overview", sort: "enrollments", dir: "desc", q: "", page: 1, status: "all" });
  });

  it("accept the five tabs and nothing else", () => {
    for (const tab of ["overview", "courses", "users", "compliance", "reports"]) expect(parse(`tab=${tab}`).tab).toBe(tab);
    expect(parse("tab=admin").tab).toBe("overview");
    expect(parse("tab=Users").tab).toBe("overview");
  });

  it("sort titles A→Z and figures largest first unless told, and reject unknown sorts", () => {
    expect(parse("sort=title")).toMatchObject({ sort: "title", dir: "asc" });
    expect(parse("sort=average")).toMatchObject({ sort: "average", dir: "desc" });
    expect(parse("sort=completions&dir=asc")).toMatchObject({ sort: "completions", dir: "asc" });
    expect(parse("sort=1;drop&dir=up")).toMatchObject({ sort: "enrollments", dir: "desc" });
  });

  it("trim and cap the search, and keep the page a positive integer", () => {
    expect(parse(`q=${"  ava  "}`).q).toBe("ava");
    expect(parse(`q=${"x".repeat(300)}`).q).toHaveLength(100);
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=-3").page).toBe(1);
    expect(parse("page=abc").page).toBe(1);
    expect(parse("page=4").page).toBe(4);
    expect(parse("page=99999999").page).toBe(100_000);
  });
});

describe("links", () => {
  it("flip the direction of the current sort column and start a new column at its default", () => {
    expect(sortHref({ sort: "enrollments", dir: "desc" }, "enrollments")).toBe("?tab=courses&sort=enrollments&dir=asc");
    expect(sortHref({ sort: "enrollments", dir: "asc" }, "enrollments")).toBe("?tab=courses&sort=enrollments&dir=desc");
    expect(sortHref({ sort: "enrollments", dir: "desc" }, "title")).toBe("?tab=courses&sort=title&dir=asc");
  });

  it("keep the Users tab's search and leave out page 1", () => {
    expect(usersHref("", 1)).toBe("?tab=users");
    expect(usersHref("ava b", 2)).toBe("?tab=users&q=ava+b&page=2");
  });
});

describe("display", () => {
  it("file names carry the UTC date", () => {
    expect(exportFileName("company_analytics", new Date("2026-01-02T23:59:00Z"))).toBe("company_analytics_2026-01-02.csv");
    expect(exportFileName("user_progress", new Date("2026-12-31T00:00:00Z"))).toBe("user_progress_2026-12-31.csv");
    expect(csvTimestamp(null)).toBe("");
    expect(csvTimestamp(Date.UTC(2026, 10, 23, 13, 0))).toBe("2026-11-23T13:00:00.000Z");
  });
});

describe("the Compliance tab's filter and the charts' months (decision 0027)", () => {
  it("keeps a known standing, else all; links keep it and leave out page 1", () => {
    expect(parse("tab=compliance&status=at_risk").status).toBe("at_risk");
    expect(parse("tab=compliance&status=late").status).toBe("all");
    expect(complianceHref("at_risk", 2)).toBe("?tab=compliance&status=at_risk&page=2");
    expect(complianceHref("all", 1)).toBe("?tab=compliance");
  });

  it("names the last 12 months, oldest first, across the year boundary", () => {
    expect(lastTwelveMonths("2026-11-23")).toEqual([
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
    ]);
    expect(lastTwelveMonths("2027-01-01")[0]).toBe("2026-02");
    expect(lastTwelveMonths("2026-12-31").at(-1)).toBe("2026-12");
    expect(monthLabel("2026-01")).toBe("Jan ’26");
  });
});
