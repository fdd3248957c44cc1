// Requirement signed-in-error-texts 'Failed to load profile information' (issue 44): when the profile cannot be read,
// the profile page says so (503 with the message the area's error page shows), not a bare error.
import { describe, expect, it, vi } from "vitest";
import { loader } from "~/routes/student+/profile";
import { PROFILE_LOAD_FAILED } from "~/screens/profile/profile.server";
import { reply, request, signedInLearner } from "../learners";

const failing = vi.hoisted(() => ({ on: false }));

vi.mock("~/models/accounts/profile.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/models/accounts/profile.server")>();
  return {
    ...original,
    getProfileDetails: (async (...args) => {
      if (failing.on) throw new Error("connection reset");
      return original.getProfileDetails(...args);
    }) as typeof original.getProfileDetails,
  };
});

describe("the profile page when the profile cannot be read", () => {
  it("says 'Failed to load profile information'", async () => {
    const { cookie } = await signedInLearner();
    expect((await reply(() => loader({ request: request("/student/profile", cookie), params: {}, context: {} }))).status).toBe(200);
    failing.on = true;
    try {
      const answer = await reply(() => loader({ request: request("/student/profile", cookie), params: {}, context: {} }));
      expect(answer.status).toBe(503);
      expect(answer.data).toBe("Failed to load profile information");
      expect(answer.data).toBe(PROFILE_LOAD_FAILED);
    } finally {
      failing.on = false;
    }
  });
});
