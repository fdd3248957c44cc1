import { describe, expect, it } from "vitest";
import { pageAddress } from "./page-address";

describe("pageAddress", () => {
  it("links other pages of the same search, to the invoice list (the sales page's Pager)", () => {
    expect(pageAddress({ pathname: "/admin/sales", search: "?q=in_0001" }, 2, "invoices")).toBe("/admin/sales?q=in_0001&page=2#invoices");
    expect(pageAddress({ pathname: "/admin/sales", search: "?page=2" }, 1, "invoices")).toBe("/admin/sales#invoices");
  });

  it("keeps every other parameter as it is and leaves page 1 out (the Pager's and the export link's address)", () => {
    expect(pageAddress({ pathname: "/admin/users", search: "?q=&role=admin&page=3" }, 4)).toBe("/admin/users?q=&role=admin&page=4");
    expect(pageAddress({ pathname: "/admin/users", search: "?page=3&role=admin" }, 1)).toBe("/admin/users?role=admin");
    expect(pageAddress({ pathname: "/x/export", search: "" }, 1)).toBe("/x/export");
  });
});
