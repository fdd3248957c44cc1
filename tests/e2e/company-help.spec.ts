// The company admin's Help page: the FAQ's Billing, Profile and My Certificates links open
// the company dashboard's own pages, not /student/* (which bounced them to their dashboard).
import { expect, test } from "./fixtures";
import { newLearner } from "./helpers";

test("the company admin's Help FAQ links lead to the company dashboard's pages", async ({ page }) => {
  await newLearner(page, { kind: "company_admin", seats: 3 });
  await page.goto("/company-dashboard/help");
  const faq = page.getByTestId("faq-groups");
  const hrefs = await faq.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.filter((href) => href.startsWith("/student"))).toEqual([]);
  expect(hrefs).toEqual(
    expect.arrayContaining(["/company-dashboard/billing", "/company-dashboard/profile", "/company-dashboard/certificates"]),
  );
  await page.goto(hrefs.find((href) => href === "/company-dashboard/certificates")!);
  await expect(page).toHaveURL(/\/company-dashboard\/certificates$/);
});
