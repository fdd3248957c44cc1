import { Link, useNavigate } from "@remix-run/react";
import { useState } from "react";
import { PlayerDialog } from "./player-dialog";

/**
 * Nothing selected: 'Welcome to the Course' (requirement learning-screens), with the resume choice ('Resume Where I
 * Left Off' / 'Start From Beginning') when it applies — a modal dialog with JavaScript, a card in
 * the page without.
 */
export function CourseWelcome({ resume }: { resume: { resumeHref: string; startHref: string } | null }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  return (
    <section className="mx-auto max-w-3xl" data-testid="course-welcome">
      <h1 className="font-serif text-3xl font-bold">Welcome to the Course</h1>
      {resume ? (
        <>
          <p className="mt-2 text-ink-muted">Pick up where you left off, or start again from the first topic.</p>
          <PlayerDialog
            open={open}
            title="Welcome Back"
            description="You have already made progress in this course."
            onCancel={() => {
              setOpen(false);
              navigate(resume.resumeHref);
            }}
            testId="resume-dialog"
          >
            <Link to={resume.startHref} className="btn-secondary">
              Start From Beginning
            </Link>
            <Link to={resume.resumeHref} className="btn-primary">
              Resume Where I Left Off
            </Link>
          </PlayerDialog>
        </>
      ) : (
        <p className="mt-2 text-ink-muted">No course content available</p>
      )}
    </section>
  );
}
