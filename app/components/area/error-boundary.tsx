import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

/**
 * Errors inside a signed-in area. The area layouts hide the public header, so this page brings its
 * own landmarks and ways out.
 */
export function AreaErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" && error.status < 500
      ? error.data
      : "An unexpected error occurred. Please try again.";
  return (
    <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-bold">{status === 404 ? "404 - Page not found" : `${status} - Error`}</h1>
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
