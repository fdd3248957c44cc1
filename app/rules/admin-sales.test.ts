import { describe, expect, it } from "vitest";
import { parseSalesQuery, salesPageHref } from "./admin-sales";

describe("Sales & Billing query", () => {
  it("reads the search and page, falling back on anything unreadable", () => {
    expect(parseSalesQuery(new URLSearchParams("q=%20jolie%20&page=3"))).toEqual({ q: "jolie", page: 3 });
    expect(parseSalesQuery(new URLSearchParams("page=-2"))).toEqual({ q: "", page: 1 });
    expect(parseSalesQuery(new URLSearchParams("page=abc&q=" + "x".repeat(300)))).toEqual({ q: "", page: 1 });
  });

  it("links other pages of the same search, to the invoice list", () => {
    expect(salesPageHref({ q: "in_0001", page: 1 }, 2)).toBe("/admin/sales?q=in_0001&page=2#invoices");
    expect(salesPageHref({ q: "", page: 2 }, 1)).toBe("/admin/sales#invoices");
  });
});
