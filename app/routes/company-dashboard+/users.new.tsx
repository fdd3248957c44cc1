// /company-dashboard/users/new — Add User (requirements company-dashboard, signed-in-validation-rules; decisions 0025, 0053): a new address gets
// an account and an invitation e-mail; an existing account without a company is INVITED (it joins
// only when its owner accepts); a platform account cannot be added (400); the seat limit is checked
// under the company's row lock.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useUsersPath } from "~/components/company/use-users-path";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { UserForm } from "~/components/company/user-form";
import { Toaster } from "~/components/ui/toaster";
import { addCompanyUser } from "~/models/companies/company-users.server";
import { createUserSchema, USER_MESSAGES, USER_TOASTS } from "~/rules/company-users";
import { readForm } from "~/utils/form.server";
import { redirectWithToast, withId } from "~/utils/toast.server";
import { requireUsersAdmin } from "./users.server";

export const handle: PageTitleHandle = { pageTitle: "Add User" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Add User", matches);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { actor } = await requireUsersAdmin(request, context, params);
  // Run by a platform admin for a company (decision 0037): say which one, and that seats do not bind them.
  return { platformFor: params.companyId ? actor.companyName : null };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { companyId, actor, usersPath } = await requireUsersAdmin(request, context, params);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: createUserSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), toast: null }, { status: 400 });
  const result = await addCompanyUser(companyId, submission.value, actor);
  if (result.ok) return redirectWithToast(usersPath, result.outcome === "invited" ? USER_TOASTS.invited : USER_TOASTS.created);
  if (result.reason === "seat_limit") {
    return data(
      { result: submission.reply({ formErrors: [USER_MESSAGES.seatLimit] }), toast: withId(USER_TOASTS.seatLimit) },
      { status: 409 },
    );
  }
  const message = {
    already_member: USER_MESSAGES.alreadyMember,
    other_company: USER_MESSAGES.otherCompany,
    platform_role: USER_MESSAGES.platformRole,
    already_invited: USER_MESSAGES.alreadyInvited,
  }[result.reason];
  return data(
    {
      result: submission.reply({ fieldErrors: { email: [message] } }),
      toast: withId({ ...USER_TOASTS.createFailed, description: message }),
    },
    // A platform account can never be added: a bad request, not a conflict that may pass.
    { status: result.reason === "platform_role" ? 400 : 409 },
  );
}

export default function AddUser() {
  const usersPath = useUsersPath();
  const { platformFor } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
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
