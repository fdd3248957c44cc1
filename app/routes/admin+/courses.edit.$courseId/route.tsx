// /admin/courses/edit/{courseId} (requirement signed-in-route-table): the course's fields, its ordered lessons (required or
// not, each with its lesson quiz), its final exam, evaluation and certificate template, and its
// status. Publishing is refused while the course is incomplete, with the list of what is missing.
// Every form is a plain POST (intent=…) that works without JavaScript.
import type { SubmissionResult } from "@conform-to/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CourseForm } from "~/components/admin/course-form";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { useEditVersion } from "~/components/forms/edit-version";
import { Toaster } from "~/components/ui/toaster";
import {
  courseMissingForPublish,
  courseVersion,
  findAdminCourse,
  getCourseStructure,
  lessonCompletedBy,
  listCoursePickers,
} from "~/models/catalogue/admin-courses.server";
import { invariantResponse, requireIdParam } from "~/utils/http.server";
import { requireAdmin } from "../admin.server";
import type { action } from "./actions.server";
import { LessonsSection, RemoveLessonDialog } from "./lessons-section";
import { LinksSection } from "./links-section";
import { DeleteCourseDialog } from "./delete-course-dialog";
import { DeliveryPolicySection } from "./delivery-policy-section";
import { PublishingSection } from "./publishing-section";
import { getDeliveryPolicy } from "~/models/learning/delivery-policy.server";
import { policyFormDefaults } from "~/rules/delivery-policy-form";

export { action } from "./actions.server";

export const handle: PageTitleHandle = { pageTitle: "Edit course" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Edit course", matches);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const courseId = requireIdParam(params.courseId, "Course Not Found");
  const course = await findAdminCourse(courseId);
  invariantResponse(course, "Course Not Found");
  const [structure, pickers, missing] = await Promise.all([
    getCourseStructure(courseId),
    listCoursePickers(),
    courseMissingForPublish(courseId),
  ]);
  // ?remove=<lessonId> asks first (a page state, so it works without JavaScript), naming how many
  // learners completed topics in the lesson; ?delete asks before the course is deleted.
  const search = new URL(request.url).searchParams;
  const removeId = search.get("remove")?.toLowerCase() ?? "";
  const lesson = structure.lessons.find((l) => l.lessonId === removeId);
  const removing = lesson
    ? { lessonId: lesson.lessonId, title: lesson.title, completedBy: await lessonCompletedBy(courseId, lesson.lessonId) }
    : null;
  const policy = policyFormDefaults(await getDeliveryPolicy(courseId));
  return { course, version: courseVersion(course), structure, pickers, missing, removing, policy, confirmDelete: search.has("delete") };
}

const STATUS_LABEL = { draft: "Draft", published: "Published", archived: "Archived" } as const;

export default function EditCourse() {
  const { course, version, structure, pickers, missing, removing, policy, confirmDelete } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const formVersion = useEditVersion(version);
  const shownMissing = actionData?.missing ?? (course.status !== "published" ? missing : []);
  return (
    <div className="mx-auto max-w-5xl">
      <Link to="/admin/courses" className="text-sm text-brand underline hover:no-underline">
        Back to Courses
      </Link>
      <div className="mt-2 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="font-serif text-3xl font-bold">{course.title}</h1>
        <p>
          Status: <strong>{STATUS_LABEL[course.status]}</strong>
        </p>
      </div>

      <PublishingSection status={course.status} missing={shownMissing} refused={Boolean(actionData?.missing)} />

      <LessonsSection structure={structure} lessons={pickers.lessons} lessonQuizzes={pickers.lessonQuizzes} />
      {confirmDelete ? <DeleteCourseDialog title={course.title} base={`/admin/courses/edit/${course.id}`} /> : null}
      {removing ? <RemoveLessonDialog lesson={removing} base={`/admin/courses/edit/${course.id}`} /> : null}
      <LinksSection structure={structure} pickers={pickers} />
      <DeliveryPolicySection
        defaultValue={policy}
        lastResult={(actionData as { policyResult?: SubmissionResult<string[]> } | undefined)?.policyResult}
      />

      <section aria-labelledby="details-heading" className="mt-8">
        <h2 id="details-heading" className="font-serif text-xl font-bold">
          Course details
        </h2>
        <CourseForm
          key={version}
          mode="edit"
          lastResult={actionData?.result}
          instructors={pickers.instructors}
          version={formVersion}
          defaultValue={{
            title: course.title,
            slug: course.slug,
            description: course.description,
            hours: String(course.hours),
            price: course.price === null ? "" : String(course.price),
            courseType: course.courseType,
            licenseType: course.licenseType ?? "",
            featured: course.featured ? "on" : "",
            mandatoryTopic: course.mandatoryTopic ? "on" : "",
            instructorId: course.instructorId ?? "",
            imageUrl: course.imageUrl ?? "",
            whatsIncluded: course.whatsIncluded.join("\n"),
            requirements: course.requirements.join("\n"),
            whoThisIsFor: course.whoThisIsFor ?? "",
          }}
        />
      </section>
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}
