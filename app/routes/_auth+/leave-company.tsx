// /leave-company (decision 0053): a member leaves their company after a confirmation. What the
// company granted (its course access) goes; the account, its own purchases, progress and
// certificates stay. A company admin is removed by another admin instead. A plain form (JavaScript off).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { leaveCompany } from "~/models/companies/company-membership.server";
import { leaveSchema, MEMBERSHIP_MESSAGES, MEMBERSHIP_TOASTS } from "~/rules/company-membership";
import { readForm } from "~/utils/form.server";
import { requireUser } from "~/auth/permissions.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Leave Company" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (!user.companyId) throw redirect("/dashboard");
  return { companyName: user.companyName ?? "your company", companyAdmin: user.roles.includes("company_admin") };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  if (!leaveSchema.safeParse(Object.fromEntries(await readForm(request))).success) {
    return data({ message: MEMBERSHIP_MESSAGES.unknown }, { status: 400 });
  }
  const result = await leaveCompany(user.id);
  if (result.ok) return redirectWithToast("/dashboard", MEMBERSHIP_TOASTS.left(result.companyName));
  return result.reason === "company_admin"
    ? data({ message: MEMBERSHIP_MESSAGES.companyAdmin }, { status: 409 })
    : data({ message: MEMBERSHIP_MESSAGES.noCompany }, { status: 409 });
}

export default function LeaveCompany() {
  const { companyName, companyAdmin } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <div className="card p-5 sm:p-8">
        <h1 className="font-serif text-2xl font-bold sm:text-3xl">Leave {companyName}?</h1>
        <p className="mt-3">
          The courses {companyName} gave you access to will close, and the company will no longer see your progress. Your account, your own
          purchases, your progress and your certificates stay yours.
        </p>
        {actionData?.message ? (
          <p className="mt-4 font-semibold text-danger" role="alert">
            {actionData.message}
          </p>
        ) : null}
        {companyAdmin ? (
          <p className="mt-4 font-semibold">{MEMBERSHIP_MESSAGES.companyAdmin}</p>
        ) : (
          <Form method="post" className="mt-6 flex flex-wrap gap-2">
            <button type="submit" name="intent" value="leave" className="btn-primary" disabled={busy}>
              {busy ? "Leaving..." : `Leave ${companyName}`}
            </button>
            <Link to="/dashboard" className="btn-secondary">
              Cancel
            </Link>
          </Form>
        )}
      </div>
    </div>
  );
}
