import { describe, expect, it } from "vitest";
import { formatDuration, parseUserListQuery } from "./admin-users";

describe("parseUserListQuery", () => {
  it("keeps known values and ignores the rest", () => {
    const q = parseUserListQuery(new URLSearchParams("q=%20LA-123%20&role=admin&status=bogus&company=nope&subscription=past_due&page=-2"));
    expect(q).toEqual({ q: "LA-123", role: "admin", status: "", companyId: "", subscription: "past_due", active: "", page: 1 });
  });
  it("reads the activity filter (only `today`) and ignores anything else", () => {
    expect(parseUserListQuery(new URLSearchParams("active=today")).active).toBe("today");
    expect(parseUserListQuery(new URLSearchParams("active=TODAY")).active).toBe("");
    expect(parseUserListQuery(new URLSearchParams("active=yesterday")).active).toBe("");
    expect(parseUserListQuery(new URLSearchParams("active=today&active=x")).active).toBe("today");
  });
  it("reads a company id and a page", () => {
    const id = "6F9619FF-8B86-D011-B42D-00C04FC964FF";
    expect(parseUserListQuery(new URLSearchParams(`company=${id}&page=3`))).toMatchObject({ companyId: id.toLowerCase(), page: 3 });
  });
});

describe("formatDuration", () => {
  it.each([
    [0, "0 s"],
    [59, "59 s"],
    [250, "4 min 10 s"],
    [7500, "2 h 05 min"],
  ])("%d s reads %s", (seconds, text) => expect(formatDuration(seconds)).toBe(text));
});
