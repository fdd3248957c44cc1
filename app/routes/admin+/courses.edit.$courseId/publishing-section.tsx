// The course editor's Publishing section: what the course still lacks before it can be published (as
// an alert when a Publish was just refused), and the status buttons — Publish or Unpublish, Archive,
// and Delete course, which asks first (?delete=1, a page state, so it works without JavaScript).
import { Form } from "@remix-run/react";

export function PublishingSection({
  status,
  missing,
  refused,
}: {
  status: "draft" | "published" | "archived";
  missing: string[];
  /** A Publish was just refused: the list is announced. */
  refused: boolean;
}) {
  return (
    <section aria-labelledby="publish-heading" className="card mt-6 p-4 sm:p-6">
      <h2 id="publish-heading" className="font-serif text-xl font-bold">
        Publishing
      </h2>
      {missing.length > 0 ? (
        <div role={refused ? "alert" : undefined} className="mt-3 rounded-md border border-danger p-3">
          <p className="font-medium">This course cannot be published yet. Missing:</p>
          <ul className="mt-2 list-disc pl-6">
            {missing.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ) : status !== "published" ? (
        <p className="mt-2 text-ink-muted">The course is complete and can be published.</p>
      ) : (
        <p className="mt-2 text-ink-muted">
          The course is in the catalogue. Removing content that learners completed archives it: their progress and certificates stay.
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {status !== "published" ? (
          <Form method="post">
            <input type="hidden" name="status" value="published" />
            <button type="submit" name="intent" value="status" className="btn-primary">
              Publish
            </button>
          </Form>
        ) : (
          <Form method="post">
            <input type="hidden" name="status" value="draft" />
            <button type="submit" name="intent" value="status" className="btn-secondary">
              Unpublish (back to draft)
            </button>
          </Form>
        )}
        {status !== "archived" ? (
          <Form method="post">
            <input type="hidden" name="status" value="archived" />
            <button type="submit" name="intent" value="status" className="btn-secondary">
              Archive
            </button>
          </Form>
        ) : null}
        <Form method="get">
          <button type="submit" name="delete" value="1" className="btn-secondary text-danger">
            Delete course
          </button>
        </Form>
      </div>
    </section>
  );
}
