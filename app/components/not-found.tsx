import { Link } from "@remix-run/react";

/** requirement learning-screens: any unknown path. */
export function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="font-serif text-4xl font-bold">
        404 - Oops! Page not found
      </h1>
      <p className="mt-4 text-ink-muted">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="btn-primary mt-8">
        Return to Home
      </Link>
    </section>
  );
}
