import { hrsText } from "~/rules/hours";
import { Form, Link, useNavigation } from "@remix-run/react";
import { FilterForm, FilterSearch, FilterSelect } from "~/components/forms/filter-form";
import { COURSE_TYPE_OPTIONS, courseTypeSlug, type CourseType } from "~/rules/course-type";
import { COURSE_SORTS, isFiltered, SORT_LABELS, type AvailableCoursesQuery } from "~/rules/my-courses";
import { RetakeLink } from "~/screens/retake/retake-dialog";
import { courseDetailsHref, coursePlayerHref } from "./enrolled-courses";

export type AvailableCourseItem = {
  id: string;
  slug: string;
  title: string;
  description: string;
  courseType: CourseType;
  hours: number;
  instructorName: string | null;
  progress: number;
  started: boolean;
  completed: boolean;
  /** Completed, and the learner may retake it now (requirement signed-in-state-flows). */
  retake?: boolean;
};

/** Search, type filter and sort of Available Courses (requirement student-dashboard). */
function CourseFilters({ query, home }: { query: AvailableCoursesQuery; home: string }) {
  return (
    <FilterForm
      action={home}
      label="Available courses"
      clearLabel={null}
      className="mt-4 grid gap-3 sm:grid-cols-2 sm:items-end lg:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_minmax(0,1fr)_auto]"
    >
      <FilterSearch id="course-search" label="Search courses" value={query.q} placeholder="Title or description" />
      <FilterSelect
        id="course-type"
        label="Course type"
        name="type"
        value={query.type ? courseTypeSlug(query.type) : ""}
        options={[{ value: "", label: "All types" }, ...COURSE_TYPE_OPTIONS]}
      />
      <FilterSelect
        id="course-sort"
        label="Sort by"
        name="sort"
        value={query.sort}
        options={COURSE_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
      />
    </FilterForm>
  );
}

function CourseAction({ course, reviewer }: { course: AvailableCourseItem; reviewer: boolean }) {
  const navigation = useNavigation();
  if (reviewer) {
    return (
      <Link to={coursePlayerHref(course.slug)} className="btn-primary" aria-label={`Review Course: ${course.title}`}>
        Review Course
      </Link>
    );
  }
  const pending =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "enroll" && navigation.formData?.get("courseId") === course.id;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="courseId" value={course.id} />
      <button
        type="submit"
        name="intent"
        value="enroll"
        className="btn-primary"
        aria-label={`${pending ? "Enrolling in" : "Enroll in"} ${course.title}`}
        disabled={pending}
      >
        {pending ? "Enrolling..." : "Enroll"}
      </button>
    </Form>
  );
}

/**
 * The courses the user can still enroll in (requirement student-dashboard); for reviewers the draft courses to review.
 * Titles lead to the course page; a draft has none, so a reviewer opens it in the player.
 */
export function AvailableCourses({
  courses,
  total,
  query,
  reviewer,
  home,
  premiumHref,
}: {
  courses: AvailableCourseItem[];
  total: number;
  query: AvailableCoursesQuery;
  reviewer: boolean;
  home: string;
  /** Set when the user needs premium to enroll: the prompt links here. */
  premiumHref: string | null;
}) {
  const heading = reviewer ? "Draft Courses for Review" : "Available Courses";
  const filtered = isFiltered(query);
  return (
    <section aria-labelledby="available-heading" className="card">
      <h2 id="available-heading" className="text-lg font-semibold">
        {heading}
      </h2>
      {premiumHref ? (
        <p className="mt-2 rounded-md bg-brand-soft p-3 text-sm">
          Enrolling needs an active premium membership.{" "}
          <Link to={premiumHref} className="font-semibold underline">
            Get Premium
          </Link>{" "}
          to unlock every course.
        </p>
      ) : null}
      <CourseFilters query={query} home={home} />
      <p className="mt-4 text-sm text-ink-muted" aria-live="polite" data-testid="available-count">
        Showing {courses.length} of {total} {total === 1 ? "course" : "courses"}
        {filtered ? (
          <>
            {" · "}
            <Link to={`${home}${query.sort === "newest" ? "" : `?sort=${query.sort}`}`} className="text-brand underline">
              Clear filters
            </Link>
          </>
        ) : null}
      </p>
      {courses.length === 0 ? (
        <p className="mt-4 rounded-md border border-dashed border-line p-6 text-center text-ink-muted">
          {filtered
            ? "No courses match your search or filter."
            : reviewer
              ? "No draft courses are waiting for review."
              : "You are enrolled in every available course."}
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {courses.map((course) => (
            <li key={course.id} className="flex flex-col gap-3 py-4 md:flex-row md:items-start md:justify-between">
              <div className="min-w-0 flex-1">
                <h3 className="font-medium">
                  {reviewer ? (
                    course.title
                  ) : (
                    <Link to={courseDetailsHref(course.slug)} className="hover:underline">
                      {course.title}
                    </Link>
                  )}
                </h3>
                <p className="text-sm text-ink-muted">
                  {course.courseType} · {hrsText(course.hours)}
                  {course.instructorName ? ` · ${course.instructorName}` : ""}
                </p>
                <p className="mt-1 line-clamp-2 text-sm">{course.description}</p>
                {course.completed ? (
                  <p className="mt-1 text-sm font-semibold text-success">Completed</p>
                ) : course.started ? (
                  <p className="mt-1 text-sm text-ink-muted">{course.progress}% complete · your progress is saved</p>
                ) : null}
              </div>
              <div className="flex shrink-0 gap-2">
                {course.retake && !reviewer ? <RetakeLink courseId={course.id} title={course.title} className="btn-secondary" /> : null}
                <CourseAction course={course} reviewer={reviewer} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
