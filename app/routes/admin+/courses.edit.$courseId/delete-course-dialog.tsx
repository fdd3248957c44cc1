import { Form, Link } from "@remix-run/react";

/** ?delete asks first, as a page state, so it works without JavaScript too. */
export function DeleteCourseDialog({ title, base }: { title: string; base: string }) {
  return (
    <section
      role="alertdialog"
      aria-labelledby="delete-course-heading"
      aria-describedby="delete-course-text"
      className="card mt-6 border-danger p-4 sm:p-6"
    >
      <h2 id="delete-course-heading" className="font-serif text-xl font-bold">
        Delete “{title}”?
      </h2>
      <p id="delete-course-text" className="mt-2">
        This cannot be undone. A course that anyone is enrolled in or holds a certificate for cannot be deleted: archive it instead.
      </p>
      <Form method="post" action={base} className="mt-4 flex flex-wrap gap-2">
        <button type="submit" name="intent" value="delete" className="btn-primary">
          Delete course
        </button>
        <Link to={base} className="btn-secondary">
          Keep it
        </Link>
      </Form>
    </section>
  );
}
