import { isRouteErrorResponse, Link } from "@remix-run/react";

/** The not-found state of a data page (course, bundle, instructor): its own title and a way back. */
export function DataNotFound({ title, text, backTo, backLabel }: { title: string; text: string; backTo: string; backLabel: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" aria-labelledby="data-not-found-title">
      <h1 id="data-not-found-title" className="font-serif text-4xl font-bold">
        {title}
      </h1>
      <p className="mt-4 text-ink-muted">{text}</p>
      <Link to={backTo} className="btn-primary mt-8">
        {backLabel}
      </Link>
    </section>
  );
}

/** A data page's error boundary: its not-found state for 404, the generic error text otherwise. */
export function DataPageError({ error, notFound }: { error: unknown; notFound: Parameters<typeof DataNotFound>[0] }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <DataNotFound {...notFound} />;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" && error.status < 500
      ? error.data
      : "An unexpected error occurred. Please try again.";
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-bold">{isRouteErrorResponse(error) ? `${error.status} - Error` : "Error"}</h1>
      <p className="mt-4 text-ink-muted">{message}</p>
      <Link to={notFound.backTo} className="btn-primary mt-8">
        {notFound.backLabel}
      </Link>
    </section>
  );
}
