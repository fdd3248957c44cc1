import { Link } from "@remix-run/react";
import type { BundleCard as BundleCardData } from "~/models/catalogue/bundle.server";
import type { CourseCard as CourseCardData } from "~/models/catalogue/course.server";
import { fullName, instructorHref } from "~/rules/instructor";
import { Badge } from "./badges";
import { hoursLabel, RatingLine } from "./rating-line";
import { countOf } from "~/rules/plural";

function InstructorLink({ instructor }: { instructor: CourseCardData["instructor"] }) {
  if (!instructor) return null;
  return (
    <p className="mt-2 text-sm text-ink-muted">
      Instructor:{" "}
      <Link to={instructorHref(instructor.id)} className="font-medium text-brand underline">
        {fullName(instructor)}
      </Link>
    </p>
  );
}

/** A course in the catalogue (requirement public-pages-and-routes): links to /course/{slug}; rating, reviews and hours. */
export function CourseCard({ course }: { course: CourseCardData }) {
  return (
    <li className="card flex flex-col p-0" data-testid="course-card">
      {course.imageUrl ? (
        <img src={course.imageUrl} alt="" loading="lazy" className="aspect-[16/9] w-full rounded-t-lg object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap gap-2">
          <Badge>{course.courseType}</Badge>
          {course.licenseType ? <Badge tone="muted">{course.licenseType}</Badge> : null}
        </div>
        <h3 className="mt-3 text-lg font-semibold">
          <Link to={`/course/${course.slug}`} className="hover:text-brand hover:underline">
            {course.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 flex-1 text-sm text-ink-muted">{course.description}</p>
        <InstructorLink instructor={course.instructor} />
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
          <RatingLine averageRating={course.averageRating} reviewCount={course.reviewCount} />
          <span className="font-medium">{hoursLabel(course.hours)}</span>
        </div>
      </div>
    </li>
  );
}

/** A bundle in the catalogue: links to /bundle/{id}. */
export function BundleCard({ bundle }: { bundle: BundleCardData }) {
  return (
    <li className="card flex flex-col p-0" data-testid="bundle-card">
      {bundle.imageUrl ? (
        <img src={bundle.imageUrl} alt="" loading="lazy" className="aspect-[16/9] w-full rounded-t-lg object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap gap-2">
          <Badge>Bundle</Badge>
          {bundle.courseType ? <Badge tone="muted">{bundle.courseType}</Badge> : null}
        </div>
        <h3 className="mt-3 text-lg font-semibold">
          <Link to={`/bundle/${bundle.id}`} className="hover:text-brand hover:underline">
            {bundle.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 flex-1 text-sm text-ink-muted">{bundle.description}</p>
        <p className="mt-2 text-sm text-ink-muted">{countOf(bundle.courseCount, "course", "courses")}</p>
        <InstructorLink instructor={bundle.instructor} />
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
          <RatingLine averageRating={bundle.averageRating} reviewCount={bundle.reviewCount} />
          <span className="font-medium">{hoursLabel(bundle.hours)}</span>
        </div>
      </div>
    </li>
  );
}
