// The page of remove-user.server.ts (decision 0068).
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useUsersPath } from "~/components/company/use-users-path";
import { USER_MESSAGES } from "~/rules/company-users";
import type { removeUserLoader } from "./remove-user.server";

export function RemoveUser() {
  const usersPath = useUsersPath();
  const { user, yourself, company } = useLoaderData<typeof removeUserLoader>();
  const removing = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-xl">
      <h1 className="font-serif text-3xl font-bold">Remove User</h1>
      <div className="card mt-6 p-4 sm:p-6">
        {yourself ? (
          <p>{USER_MESSAGES.notYourself}</p>
        ) : (
          <>
            <p>
              Remove <strong>{user.name}</strong> ({user.email}) from {company}?
            </p>
            <p className="mt-2 text-sm text-ink-muted">
              They lose the course access the company gave them and free a seat. Their account, course history and certificates are kept.
            </p>
          </>
        )}
        <Form method="post" className="mt-6 flex flex-wrap gap-2">
          {yourself ? null : (
            <button type="submit" name="intent" value="remove" className="btn-primary bg-danger" disabled={removing}>
              {removing ? "Removing..." : "Remove User"}
            </button>
          )}
          <Link to={usersPath} className="btn-secondary">
            Cancel
          </Link>
        </Form>
      </div>
    </div>
  );
}
