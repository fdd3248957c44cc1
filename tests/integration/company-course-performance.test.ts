// Company Reports › Courses: a course a member completed and then left (the seeded agent's
// flood-zones course: certificate, no enrollment) counts at 100 % in the average completion, not left out (0 %);
// an enrolled member's progress still counts as it stands.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { BAYOU_REALTY_COMPANY_ID, COURSE_SLUGS, seed, seedIds } from "../../db/seed";
import { getDb, schema } from "~/db.server";
import { getCoursePerformance } from "~/models/reporting/company-reports.server";
import { createLearner } from "../learners";

const flood = seedIds.course(COURSE_SLUGS.ceFlood);

beforeAll(async () => {
  await seed(getDb());
});

async function floodRow() {
  return (await getCoursePerformance(BAYOU_REALTY_COMPANY_ID)).find((row) => row.courseId === flood);
}

describe("Company Reports › Courses", () => {
  it("averages a completed-and-unenrolled member at 100 %, with the enrolled members at their progress", async () => {
    // Seeded: the agent finished it and left (100 %), another member is enrolled and has not started (0 %).
    expect(await floodRow()).toMatchObject({ completionCount: 1, enrollmentCount: 1, averageCompletionPercentage: 50 });

    const member = await createLearner({ companyId: BAYOU_REALTY_COMPANY_ID });
    await getDb().insert(schema.studentCourseAccess).values({ userId: member, courseId: flood, accessType: "company_access" });
    try {
      // One finished (100 %) and two enrolled at 0 %.
      expect(await floodRow()).toMatchObject({ completionCount: 1, enrollmentCount: 2, averageCompletionPercentage: 33.3 });
    } finally {
      await getDb()
        .delete(schema.studentCourseAccess)
        .where(and(eq(schema.studentCourseAccess.userId, member), eq(schema.studentCourseAccess.courseId, flood)));
    }
  });
});
