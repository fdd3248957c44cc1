import { Form } from "@remix-run/react";

/** A POST to /logout: works without JavaScript, and a link prefetch can never sign anyone out. */
export function SignOutButton({ className = "btn-ghost" }: { className?: string }) {
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={className}>
        Sign Out
      </button>
    </Form>
  );
}
