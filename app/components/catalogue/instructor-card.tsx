import { Link } from "@remix-run/react";
import { DEFAULT_INSTRUCTOR_DESCRIPTION, fullName, instructorHref, type InstructorOrigin } from "~/rules/instructor";
import { InstructorAvatar } from "./instructor-avatar";

type Instructor = { id: string; firstName: string; lastName: string; avatarUrl: string | null; shortDescription: string | null };

/** "Your Instructor" on course and bundle pages; the name links to the instructor page, which can link back. */
export function InstructorCard({ instructor, from }: { instructor: Instructor | null; from: InstructorOrigin }) {
  return (
    <section className="card" aria-labelledby="instructor-heading">
      <h2 id="instructor-heading" className="font-serif text-2xl font-bold">
        Your Instructor
      </h2>
      {instructor ? (
        <div className="mt-4 flex items-start gap-4">
          <InstructorAvatar firstName={instructor.firstName} lastName={instructor.lastName} avatarUrl={instructor.avatarUrl} />
          <div>
            <p className="text-lg font-semibold">
              <Link to={instructorHref(instructor.id, from)} className="text-brand underline">
                {fullName(instructor)}
              </Link>
            </p>
            <p className="mt-1 text-ink-muted">{instructor.shortDescription || DEFAULT_INSTRUCTOR_DESCRIPTION}</p>
          </div>
        </div>
      ) : (
        <p className="mt-4 text-ink-muted">Instructor details are coming soon.</p>
      )}
    </section>
  );
}
