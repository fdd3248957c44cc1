// /company-dashboard/users/{userId}/remove — the remove confirmation (requirements company-dashboard, signed-in-operations
// remove_user_from_company; decision 0025): the user leaves the company and loses company course
// access; the account, its history and certificates stay. Another company's user is not found (404).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useUsersPath } from "~/components/company/use-users-path";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { getCompanyUser, removeCompanyUser } from "~/models/companies/company-users.server";
import { USER_MESSAGES, USER_TOASTS } from "~/rules/company-users";
import { readForm } from "~/utils/form.server";
import { redirectWithToast } from "~/utils/toast.server";
import { notFound, requireIdParam, requireUsersAdmin } from "./users.server";

export const handle: PageTitleHandle = { pageTitle: "Remove User" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Remove User", matches);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { companyId, user: admin, actor } = await requireUsersAdmin(request, context, params);
  const user = await getCompanyUser(companyId, requireIdParam(params.userId));
  if (!user) notFound();
  return {
    user: { name: `${user.firstName} ${user.lastName}`, email: user.email },
    yourself: user.id === admin.id,
    company: params.companyId ? actor.companyName : "your company",
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { companyId, actor, usersPath } = await requireUsersAdmin(request, context, params);
  await readForm(request);
  const result = await removeCompanyUser(companyId, requireIdParam(params.userId), actor);
  if (!result.ok && result.reason === "not_found") notFound();
  if (!result.ok) return redirectWithToast(usersPath, { ...USER_TOASTS.removeFailed, description: USER_MESSAGES.notYourself });
  return redirectWithToast(usersPath, USER_TOASTS.removed);
}

export default function RemoveUser() {
  const usersPath = useUsersPath();
  const { user, yourself, company } = useLoaderData<typeof loader>();
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
