import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

/**
 * Errors inside a signed-in area. The area layouts hide the public header, so this page brings its
 * own landmarks and ways out.
 */
export function AreaErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A refusal the server words itself: a string, or a title and a message ('User is not associated with a company').
  // 503: a read the server could not do and says so ('Failed to load profile information'); other 5xx stay generic.
  const told = isRouteErrorResponse(error) && (error.status < 500 || error.status === 503) ? (error.data as unknown) : null;
  const worded =
    told && typeof told === "object" && "title" in told && "message" in told ? (told as { title: string; message: string }) : null;
  const message = typeof told === "string" ? told : (worded?.message ?? "An unexpected error occurred. Please try again.");
  const heading = worded?.title ?? (status === 404 ? "404 - Page not found" : `${status} - Error`);
  return (
    <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-bold">{heading}</h1>
      <p className="mt-4 text-ink-muted">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/dashboard" className="btn-primary">
          Go to Dashboard
        </Link>
        <Link to="/" className="btn-secondary">
          Return to Home
        </Link>
      </div>
    </main>
  );
}
