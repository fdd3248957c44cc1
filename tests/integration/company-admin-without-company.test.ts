// Issue 44: a company admin whose account has no company is told so on the company pages
// (requirement signed-in-error-texts 'User is not associated with a company' / 'Unable to load company information.
// Please contact support.'), where they were sent on to My Courses without a word before.
import { describe, expect, it } from "vitest";
import { loader as usersLoader } from "~/routes/company-dashboard+/users._index/route";
import { loader as reportsLoader } from "~/routes/company-dashboard+/reports._index/route";
import { loader as certificatesLoader } from "~/routes/company-dashboard+/company-certificates._index";
import { NO_COMPANY } from "~/auth/permissions.server";
import { createLearner, reply, request, sessionCookie } from "../learners";

describe("a company admin without a company", () => {
  it.each([
    ["/company-dashboard/users", usersLoader],
    ["/company-dashboard/reports", reportsLoader],
    ["/company-dashboard/company-certificates", certificatesLoader],
  ] as const)("%s says 'User is not associated with a company' (403)", async (path, loader) => {
    const id = await createLearner({ role: "company_admin", companyId: null, subscribed: false });
    const cookie = await sessionCookie(id);
    const answer = await reply(() => loader({ request: request(path, cookie), params: {}, context: {} }));
    expect(answer.status).toBe(403);
    expect(answer.location).toBeNull();
    expect(answer.data).toEqual({
      title: "User is not associated with a company",
      message: "Unable to load company information. Please contact support.",
    });
    expect(answer.data).toEqual(NO_COMPANY);
  });
});
