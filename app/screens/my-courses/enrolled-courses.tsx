import { hrsText } from "~/rules/hours";
import { Form, Link, useNavigation } from "@remix-run/react";
import { RetakeLink } from "~/screens/retake/retake-dialog";
import { seatTimeMeterText } from "~/rules/delivery-policy";

/** A course the user is enrolled in, as the My Courses pages list it. */
export type EnrolledCourseItem = {
  id: string;
  slug: string;
  title: string;
  courseType: string;
  hours: number;
  progress: number;
  completed: boolean;
  instructorName: string | null;
  /** Completed, and the learner may retake it now (requirement signed-in-state-flows). */
  retake?: boolean;
  /** Seat time against the course's delivery policy (decision 0087); null or absent when it is off. */
  seatTime?: { creditedSeconds: number; requiredSeconds: number; met: boolean } | null;
};

export const coursePlayerHref = (slug: string) => `/course-player/${slug}`;
export const courseDetailsHref = (slug: string) => `/course/${slug}`;

export function ProgressBar({ progress, label }: { progress: number; label: string }) {
  return (
    <div className="flex items-center gap-2">
      <div
        className="h-2 flex-1 overflow-hidden rounded-full bg-surface-muted"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <div className="h-full bg-brand" style={{ width: `${progress}%` }} />
      </div>
      <span className="shrink-0 text-sm text-ink-muted">{progress}% complete</span>
    </div>
  );
}

/**
 * The user's enrolled courses with their progress: Open (the course player) and Unenroll. Unenrolling
 * asks first — a `<details>` holds the second, confirming button, so it works without JavaScript.
 * Completed courses are marked, with Retake when the learner may retake them (requirement signed-in-state-flows Retake).
 */
export function EnrolledCourses({ courses, heading }: { courses: EnrolledCourseItem[]; heading: string }) {
  const navigation = useNavigation();
  const pending = (courseId: string) =>
    navigation.state !== "idle" && navigation.formData?.get("intent") === "unenroll" && navigation.formData?.get("courseId") === courseId;

  return (
    <section aria-labelledby="enrolled-heading" className="card">
      <h2 id="enrolled-heading" className="text-lg font-semibold">
        {heading}
      </h2>
      <ul className="mt-2 divide-y divide-line">
        {courses.map((course) => (
          <li key={course.id} className="flex flex-col gap-3 py-4 md:flex-row md:items-start md:justify-between">
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                <Link to={courseDetailsHref(course.slug)} className="hover:underline">
                  {course.title}
                </Link>
                {course.completed ? (
                  <span className="ml-2 inline-block rounded-full bg-success/15 px-2 py-0.5 align-middle text-xs font-semibold text-ink">
                    Completed
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-ink-muted">
                {course.courseType} · {hrsText(course.hours)}
                {course.instructorName ? ` · ${course.instructorName}` : ""}
              </p>
              <div className="mt-2 max-w-md">
                <ProgressBar progress={course.progress} label={`Progress in ${course.title}`} />
                {course.seatTime ? (
                  <p className="mt-1 text-sm text-ink-muted" data-testid="my-course-seat-time">
                    Seat time: {seatTimeMeterText(course.seatTime)}
                  </p>
                ) : null}
              </div>
            </div>
            <div className="flex flex-wrap items-start gap-2 md:justify-end">
              <Link to={coursePlayerHref(course.slug)} className="btn-primary" aria-label={`Open ${course.title}`}>
                Open
              </Link>
              {course.retake ? <RetakeLink courseId={course.id} title={course.title} className="btn-secondary" /> : null}
              <details className="group">
                <summary
                  className="btn-secondary cursor-pointer list-none [&::-webkit-details-marker]:hidden"
                  aria-label={`Unenroll from ${course.title}`}
                >
                  Unenroll
                </summary>
                <div className="mt-2 max-w-xs rounded-lg border border-line bg-surface-raised p-3 text-sm">
                  <p>Unenroll from this course? Your progress is kept, so you can enroll again and continue where you left off.</p>
                  <Form method="post" preventScrollReset className="mt-3">
                    <input type="hidden" name="courseId" value={course.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="unenroll"
                      className="btn-secondary border-danger text-danger"
                      aria-label={`Yes, unenroll from ${course.title}`}
                      disabled={pending(course.id)}
                    >
                      {pending(course.id) ? "Unenrolling..." : "Yes, unenroll"}
                    </button>
                  </Form>
                </div>
              </details>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
