// The page of add-user.server.ts (decision 0068).
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useUsersPath } from "~/components/company/use-users-path";
import { UserForm } from "~/components/company/user-form";
import { Toaster } from "~/components/ui/toaster";
import type { addUserLoader, addUserAction } from "./add-user.server";

export function AddUser() {
  const usersPath = useUsersPath();
  const { platformFor } = useLoaderData<typeof addUserLoader>();
  const actionData = useActionData<typeof addUserAction>();
  return (
    <div className="mx-auto max-w-3xl">
      <Link to={usersPath} className="text-sm text-brand underline hover:no-underline">
        Back to Manage Users
      </Link>
      <h1 className="mt-2 font-serif text-3xl font-bold">Add User</h1>
      <p className="mt-2 text-ink-muted">
        {platformFor
          ? `The new user receives an email invitation to set a password and join ${platformFor}. As a platform admin you may add users beyond the seat limit.`
          : "The new user receives an email invitation to set a password and join your company."}{" "}
        If the address already has an account, its owner receives an invitation instead and joins only after accepting it.
      </p>
      <UserForm mode="create" lastResult={actionData?.result} />
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}
