import { describe, expect, it } from "vitest";
import { filtersQuery, parseCertificateFilters, zipEntryName } from "./company-certificates";

const ID = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const parse = (query: string) => parseCertificateFilters(new URLSearchParams(query));

describe("parseCertificateFilters", () => {
  it("takes empty values as no filter and page 1", () => {
    expect(parse("member=&course=&type=&from=&to=")).toEqual({
      ok: true,
      filters: { member: null, course: null, type: null, from: null, to: null },
      page: 1,
    });
  });
  it("keeps valid filters, an equal from and to included", () => {
    expect(parse(`member=${ID}&type=Pre-licensing&from=2026-01-01&to=2026-01-01&page=3`)).toEqual({
      ok: true,
      filters: { member: ID, course: null, type: "Pre-licensing", from: "2026-01-01", to: "2026-01-01" },
      page: 3,
    });
  });
  it("refuses a bad id, type, date or page, and from after to", () => {
    for (const bad of ["member=1", "course=x", "type=Other", "page=0", "page=x"]) {
      expect(parse(bad)).toMatchObject({ ok: false, message: expect.stringMatching(/not valid/) });
    }
    for (const bad of ["from=2026-13-01", "to=yesterday", "from=0000-01-01", "to=2027-02-31", "from=2027-00-15&to=2027-01-01"]) {
      expect(parse(bad)).toMatchObject({ ok: false, message: expect.stringMatching(/real days from 1900 to 2100/) });
    }
    expect(parse("from=2026-02-02&to=2026-02-01")).toEqual({ ok: false, message: expect.stringMatching(/on or before/) });
  });
});

describe("filtersQuery and zipEntryName", () => {
  it("writes only the filters set, and a page after the first", () => {
    expect(filtersQuery({ member: null, course: null, type: null, from: null, to: null })).toBe("");
    expect(filtersQuery({ member: null, course: ID, type: "Continuing Education", from: null, to: "2026-05-01" }, 2)).toBe(
      `?course=${ID}&type=Continuing+Education&to=2026-05-01&page=2`,
    );
  });
  it("names an entry from safe characters only, ending in the certificate id", () => {
    expect(
      zipEntryName({ lastName: "O'Néal", firstName: "Zoë ../", courseTitle: "Agency: Law/101", uniqueCertificateId: `${ID}-CERT-AB12` }),
    ).toBe(`ONeal-Zoe_Agency-Law101_${ID}-CERT-AB12.pdf`);
  });
});
