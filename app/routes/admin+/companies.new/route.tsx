// /admin/companies/new (decision 0029): create a company.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { CompanyForm } from "~/components/admin/company-form";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { Toaster } from "~/components/ui/toaster";
import { createCompany } from "~/models/companies/admin-companies.server";
import { ADMIN_COMPANIES_PATH, COMPANY_TOASTS, companySchema } from "~/rules/admin-companies";
import { readFormWithUploads, takeUpload } from "~/services/uploads.server";
import { redirectWithToast, withId } from "~/utils/toast.server";
import { requireAdmin } from "../admin.server";

export const handle: PageTitleHandle = { pageTitle: "New Company" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("New Company", matches);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Only an admin's body is read (decision 0054): the sign-in and role checks need only the cookie.
  const { user, actor } = await requireAdmin(request, context);
  const { form, refused } = await readFormWithUploads(request, { logoFile: "image" }, user.id);
  takeUpload(form, { file: "logoFile", address: "logoUrl", remove: "removeLogo" });
  const submission = parseWithZod(form, { schema: companySchema });
  if (refused.logoFile) {
    const reply = submission.reply({ fieldErrors: { logoFile: [refused.logoFile] } });
    return data({ result: reply, toast: withId({ ...COMPANY_TOASTS.failed, description: refused.logoFile }) }, { status: 422 });
  }
  if (submission.status !== "success") return data({ result: submission.reply(), toast: withId(COMPANY_TOASTS.failed) }, { status: 400 });
  const id = await createCompany(submission.value, actor);
  return redirectWithToast(`${ADMIN_COMPANIES_PATH}/${id}/users`, COMPANY_TOASTS.created);
}

export default function NewCompany() {
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-3xl">
      <Link to={ADMIN_COMPANIES_PATH} className="text-sm text-brand underline hover:no-underline">
        Back to Companies
      </Link>
      <h1 className="mt-2 font-serif text-3xl font-bold">New Company</h1>
      <CompanyForm submitLabel="Create Company" lastResult={actionData?.result} />
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}
