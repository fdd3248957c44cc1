// /company-dashboard/users/new — Add User (spec 3 §2.9, §5; decision 0025): a new address gets an
// account and an invitation e-mail; an existing account without a company is added; the seat limit
// is checked under the company's row lock.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { UserForm } from "~/components/company/user-form";
import { Toaster } from "~/components/ui/toaster";
import { addCompanyUser } from "~/models/company-users.server";
import { createUserSchema, USER_MESSAGES, USER_TOASTS } from "~/rules/company-users";
import { readForm } from "~/utils/form.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireUsersAdmin } from "./users.server";
import { USERS_PATH } from "~/rules/company-users";

export const handle: PageTitleHandle = { pageTitle: "Add User" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Add User", matches);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUsersAdmin(request, context);
  return null;
}

const withId = <T extends object>(toast: T) => ({ id: crypto.randomUUID(), ...toast });

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const { companyId, actor } = await requireUsersAdmin(request, context);
  const submission = parseWithZod(form, { schema: createUserSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), toast: null }, { status: 400 });
  const result = await addCompanyUser(companyId, submission.value, actor);
  if (result.ok) return redirectWithToast(USERS_PATH, result.outcome === "added" ? USER_TOASTS.added : USER_TOASTS.created);
  if (result.reason === "seat_limit") {
    return data(
      { result: submission.reply({ formErrors: [USER_MESSAGES.seatLimit] }), toast: withId(USER_TOASTS.seatLimit) },
      { status: 409 },
    );
  }
  const message = result.reason === "already_member" ? USER_MESSAGES.alreadyMember : USER_MESSAGES.otherCompany;
  return data(
    {
      result: submission.reply({ fieldErrors: { email: [message] } }),
      toast: withId({ ...USER_TOASTS.createFailed, description: message }),
    },
    { status: 409 },
  );
}

export default function AddUser() {
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-3xl">
      <Link to={USERS_PATH} className="text-sm text-brand underline hover:no-underline">
        Back to Manage Users
      </Link>
      <h1 className="mt-2 font-serif text-3xl font-bold">Add User</h1>
      <p className="mt-2 text-ink-muted">The new user receives an email invitation to set a password and join your company.</p>
      <UserForm mode="create" lastResult={actionData?.result} />
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}
