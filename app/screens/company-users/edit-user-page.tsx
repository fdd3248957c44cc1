// The page of edit-user.server.ts (decision 0068).
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useUsersPath } from "~/components/company/use-users-path";
import { UserForm } from "~/components/company/user-form";
import { AssignedCourses } from "~/components/company/assigned-courses";
import { Toaster } from "~/components/ui/toaster";
import { useEditVersion } from "~/components/forms/edit-version";
import type { editUserLoader, editUserAction } from "./edit-user.server";

export function EditUser() {
  const usersPath = useUsersPath();
  const { user, userId, assigned, version } = useLoaderData<typeof editUserLoader>();
  const actionData = useActionData<typeof editUserAction>();
  const formVersion = useEditVersion(version);
  return (
    <div className="mx-auto max-w-3xl">
      <Link to={usersPath} className="text-sm text-brand underline hover:no-underline">
        Back to Manage Users
      </Link>
      <h1 className="mt-2 font-serif text-3xl font-bold">Edit User</h1>
      <p className="mt-2 text-ink-muted">
        {user.firstName} {user.lastName}
      </p>
      <UserForm key={version} mode="edit" defaultValue={user} lastResult={actionData?.result} version={formVersion} />
      {assigned ? <AssignedCourses userId={userId} courses={assigned} /> : null}
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}
