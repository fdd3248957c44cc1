import { describe, expect, it } from "vitest";
import {
  certificateStats,
  filterCertificates,
  filterOptions,
  hasActiveFilters,
  parseCertificateFilters,
  type CertificateFilters,
  type CertificateListItem,
} from "./certificate-list";

const andre = { id: "0b5e2c4a-7f1d-4a3e-9c2b-4d6e8f0a1b2c", name: "Andre Fontenot" };
const lisa = { id: "1c6f3d5b-8a2e-4b4f-8d3c-5e7f9a1b2c3d", name: "Lisa Marchand" };

function item(overrides: Partial<CertificateListItem>): CertificateListItem {
  return {
    id: "c",
    uniqueCertificateId: "x-CERT-0000000000",
    courseId: "course",
    slug: "slug",
    title: "Course",
    description: "",
    completedDate: "2026-01-01",
    duration: 4,
    courseType: "Continuing Education",
    instructor: andre,
    certificateUrl: "/certificates/x.pdf",
    attemptNumber: 1,
    generatedAt: "2026-01-01T15:00:00.000Z",
    ...overrides,
  };
}

const flood = item({ id: "flood", title: "Flood Zones", description: "FEMA maps", completedDate: "2026-02-10", instructor: lisa });
const agency = item({ id: "agency", title: "Agency Disclosure", completedDate: "2025-11-03" });
const post = item({ id: "post", title: "Post-Licensing", courseType: "Post-licensing", duration: 45, completedDate: "2026-01-20" });
const floodAgain = item({
  ...flood,
  id: "flood-2",
  attemptNumber: 2,
  completedDate: "2026-02-10",
  generatedAt: "2026-02-10T20:00:00.000Z",
});
const all = [agency, flood, post, floodAgain];

describe("parseCertificateFilters", () => {
  it("reads the GET form and ignores junk", () => {
    expect(parseCertificateFilters(new URLSearchParams("q=%20flood%20&instructor=nope&type=Post-licensing&sort=oldest"))).toEqual({
      q: "flood",
      instructor: "",
      type: "Post-licensing",
      sort: "oldest",
    });
    expect(parseCertificateFilters(new URLSearchParams("sort=sideways"))).toEqual({ q: "", instructor: "", type: null, sort: "recent" });
    expect(parseCertificateFilters(new URLSearchParams("type=continuing-education")).type).toBe("Continuing Education");
    expect(parseCertificateFilters(new URLSearchParams(`instructor=${lisa.id}`)).instructor).toBe(lisa.id);
    expect(parseCertificateFilters(new URLSearchParams(`instructor=${lisa.id}x`)).instructor).toBe("");
    expect(hasActiveFilters(parseCertificateFilters(new URLSearchParams("sort=oldest")))).toBe(false);
    expect(hasActiveFilters(parseCertificateFilters(new URLSearchParams("q=a")))).toBe(true);
  });
});

describe("filterCertificates", () => {
  const none: CertificateFilters = { q: "", instructor: "", type: null, sort: "recent" };

  it("lists most recent first by default, a later retake before the earlier one", () => {
    expect(filterCertificates(all, none).map((c) => c.id)).toEqual(["flood-2", "flood", "post", "agency"]);
  });

  it("lists oldest first on request", () => {
    expect(filterCertificates(all, { ...none, sort: "oldest" }).map((c) => c.id)).toEqual(["agency", "post", "flood", "flood-2"]);
  });

  it("searches title, description and instructor, ignoring case", () => {
    expect(filterCertificates(all, { ...none, q: "FEMA" }).map((c) => c.id)).toEqual(["flood-2", "flood"]);
    expect(filterCertificates(all, { ...none, q: "fontenot" }).map((c) => c.id)).toEqual(["post", "agency"]);
    expect(filterCertificates(all, { ...none, q: "nothing like this" })).toEqual([]);
  });

  it("filters by instructor and by type", () => {
    expect(filterCertificates(all, { ...none, instructor: lisa.id }).map((c) => c.id)).toEqual(["flood-2", "flood"]);
    expect(filterCertificates(all, { ...none, type: "Post-licensing" }).map((c) => c.id)).toEqual(["post"]);
  });
});

describe("certificateStats and filterOptions", () => {
  it("counts every certificate and its hours", () => {
    expect(certificateStats(all)).toEqual({ totalCertificates: 4, totalHours: 57 });
    expect(certificateStats([])).toEqual({ totalCertificates: 0, totalHours: 0 });
  });

  it("offers the learner's own instructors and types", () => {
    expect(filterOptions(all)).toEqual({ instructors: [andre, lisa], types: ["Continuing Education", "Post-licensing"] });
  });
});
