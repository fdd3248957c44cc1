// The company admin's Help page: its FAQ links lead to the company dashboard's own
// Billing, Profile and Certificates pages, which answer the company admin — not to /student/*,
// which bounces them to their dashboard.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import { seed, seedIds } from "../../db/seed";
import { getDb } from "~/db.server";
import { loader as companyBilling } from "~/routes/company-dashboard+/billing";
import { loader as companyCertificates } from "~/routes/company-dashboard+/certificates";
import { loader as companyHelp } from "~/routes/company-dashboard+/help";
import { loader as companyProfile } from "~/routes/company-dashboard+/profile";
import { loader as studentHelp } from "~/routes/student+/help";
import { outcome, request, sessionCookie } from "../learners";

let companyAdmin: string;
let student: string;
beforeAll(async () => {
  await seed(getDb());
  companyAdmin = await sessionCookie(seedIds.user("companyadmin@pelican.test"));
  student = await sessionCookie(seedIds.user("student@pelican.test"));
});

const pageLoaders: Record<string, (args: LoaderFunctionArgs) => Promise<unknown>> = {
  "/company-dashboard/billing": companyBilling,
  "/company-dashboard/profile": companyProfile,
  "/company-dashboard/certificates": companyCertificates,
};

describe("Help links by area", () => {
  it("the company admin's Help links to the company dashboard's pages, and each answers them without a redirect", async () => {
    const help = (await companyHelp({ request: request("/company-dashboard/help", companyAdmin), params: {}, context: {} })) as {
      links: Record<string, string>;
    };
    expect(help.links).toEqual({
      billing: "/company-dashboard/billing",
      profile: "/company-dashboard/profile",
      certificates: "/company-dashboard/certificates",
    });
    for (const path of Object.values(help.links)) {
      const result = await outcome(() => pageLoaders[path]({ request: request(path, companyAdmin), params: {}, context: {} }));
      expect({ path, thrown: result.thrown }).toEqual({ path, thrown: false });
    }
  });

  it("a learner's Help still links to the student area", async () => {
    const help = (await studentHelp({ request: request("/student/help", student), params: {}, context: {} })) as {
      links: Record<string, string>;
    };
    expect(help.links.billing).toBe("/student/billing");
  });
});
