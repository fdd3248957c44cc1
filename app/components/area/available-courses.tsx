import { Form, Link, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { formatHours } from "~/rules/course-completion";
import {
  COURSE_SORTS,
  COURSE_TYPES,
  isFiltered,
  SORT_LABELS,
  type AvailableCoursesQuery,
  type CourseType,
} from "~/rules/my-courses";
import { RetakeLink } from "~/components/certificates/retake-dialog";
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
  /** Completed, and the learner may retake it now (spec 3 §4). */
  retake?: boolean;
};

const SEARCH_DELAY_MS = 300;

/**
 * Search, type filter and sort: a GET form, so every state is a URL and it works without
 * JavaScript (the Apply button). With JavaScript the list follows as you type or choose.
 */
function CourseFilters({ query, home }: { query: AvailableCoursesQuery; home: string }) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const timer = useRef<number>();

  // Keep the box in step with the URL (Clear filters, back button) unless the user is typing in it.
  useEffect(() => {
    const input = searchRef.current;
    if (input && document.activeElement !== input && input.value !== query.q) input.value = query.q;
  }, [query.q]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const apply = (delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (formRef.current) submit(formRef.current, { replace: true, preventScrollReset: true });
    }, delay);
  };

  return (
    <Form
      ref={formRef}
      method="get"
      action={home}
      preventScrollReset
      role="search"
      aria-label="Available courses"
      className="mt-4 grid gap-3 sm:grid-cols-2 sm:items-end lg:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_minmax(0,1fr)_auto]"
    >
      <div>
        <label htmlFor="course-search" className="block text-sm font-medium">
          Search courses
        </label>
        <input
          ref={searchRef}
          id="course-search"
          type="search"
          name="q"
          defaultValue={query.q}
          placeholder="Title or description"
          maxLength={100}
          onChange={() => apply(SEARCH_DELAY_MS)}
          className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2"
        />
      </div>
      <div>
        <label htmlFor="course-type" className="block text-sm font-medium">
          Course type
        </label>
        <select
          id="course-type"
          name="type"
          defaultValue={query.type ?? ""}
          key={`type-${query.type ?? ""}`}
          onChange={() => apply(0)}
          className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2"
        >
          <option value="">All types</option>
          {COURSE_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="course-sort" className="block text-sm font-medium">
          Sort by
        </label>
        <select
          id="course-sort"
          name="sort"
          defaultValue={query.sort}
          key={`sort-${query.sort}`}
          onChange={() => apply(0)}
          className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2"
        >
          {COURSE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-secondary">
        Apply
      </button>
    </Form>
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
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "enroll" &&
    navigation.formData?.get("courseId") === course.id;
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
 * The courses the user can still enrol in (spec 3 §2.3); for reviewers the draft courses to review.
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
  /** Set when the user needs premium to enrol: the prompt links here. */
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
                  {course.courseType} · {formatHours(course.hours)}
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
