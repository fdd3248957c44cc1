import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

/** 'Access Denied - You don't have access to this course.' with a link to /student (requirement learning-screens). */
export function AccessDenied() {
  return (
    <main
      id="main"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-24 text-center"
      data-testid="access-denied"
    >
      <h1 className="font-serif text-3xl font-bold">Access Denied</h1>
      <p className="mt-4 text-ink-muted">You don't have access to this course.</p>
      <Link to="/student" className="btn-primary mt-8">
        Back to My Courses
      </Link>
    </main>
  );
}

/** A course enrolled through a membership that has lapsed: progress is kept; renewing opens it again. */
export function PremiumLapsed() {
  return (
    <main
      id="main"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-24 text-center"
      data-testid="premium-lapsed"
    >
      <h1 className="font-serif text-3xl font-bold">Premium Required</h1>
      <p className="mt-4 text-ink-muted">
        Your premium membership has ended. Your progress is saved: get premium again to continue this course.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/student/billing" className="btn-primary">
          Get Premium
        </Link>
        <Link to="/student" className="btn-secondary">
          Back to My Courses
        </Link>
      </div>
    </main>
  );
}

/** Errors of the player as a whole (its own page: the player layout did not load). */
export function PlayerErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 403) {
    const lapsed = isRouteErrorResponse(error) && typeof error.data === "string" && error.data.startsWith("Premium Required");
    return lapsed ? <PremiumLapsed /> : <AccessDenied />;
  }
  const title = status === 404 ? "Course not found" : "Error loading course";
  const message =
    status === 404 ? "This course does not exist or is no longer available." : "Unable to load this course. Please try again later.";
  return (
    <main id="main" className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-ink-muted">{message}</p>
      <Link to="/student" className="btn-primary mt-8">
        Back to My Courses
      </Link>
    </main>
  );
}

/**
 * Errors of one item inside the player (the sidebar stays usable): the item is not in the course
 * (its "… not found" text), or it failed to load ('Error loading content', requirement learning-error-texts).
 */
export function PlayerItemError({ kind }: { kind: "topic" | "quiz" | "evaluation" }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="card mx-auto max-w-3xl" data-testid="item-not-found">
        <h1 className="font-serif text-2xl font-bold">{typeof error.data === "string" ? error.data : "Not found"}</h1>
        <p className="mt-2 text-ink-muted">Choose an item from the course content.</p>
      </section>
    );
  }
  return (
    <section className="card mx-auto max-w-3xl" role="alert">
      <h1 className="font-serif text-2xl font-bold">Error loading content</h1>
      <p className="mt-2 text-ink-muted">Unable to load this {kind}. Please try again later.</p>
    </section>
  );
}

/** ErrorBoundary export for the player's item routes without their own kind. */
export function PlayerItemErrorBoundary() {
  return <PlayerItemError kind="topic" />;
}
