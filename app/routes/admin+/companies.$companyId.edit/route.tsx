// /admin/companies/{companyId}/edit (decision 0029): a company's name, logo, seats and plan tier. A company on
// a custom plan shows it as Custom with its yearly allowances read-only, and keeps both when saved
// (decision 0029); switching it to Starter or Pro replaces them.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CompanyForm } from "~/components/admin/company-form";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { Toaster } from "~/components/ui/toaster";
import { companyVersion, getAdminCompany, updateCompany } from "~/models/companies/admin-companies.server";
import { useEditVersion } from "~/components/forms/edit-version";
import { postedVersion, staleEditMessage } from "~/rules/edit-version";
import { ADMIN_COMPANIES_PATH, COMPANY_FIELD_LABELS, COMPANY_MESSAGES, COMPANY_TOASTS, companyEditSchema } from "~/rules/admin-companies";
import { readFormWithUploads, takeUpload } from "~/services/uploads.server";
import { invariantResponse, requireIdParam } from "~/utils/http.server";
import { redirectWithToast, withId } from "~/utils/toast.server";
import { requireAdmin } from "../admin.server";

export const handle: PageTitleHandle = { pageTitle: "Edit Company" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Edit Company", matches);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const companyId = requireIdParam(params.companyId, COMPANY_MESSAGES.notFound);
  const company = await getAdminCompany(companyId);
  invariantResponse(company, COMPANY_MESSAGES.notFound);
  return {
    id: company.id,
    values: {
      name: company.name,
      logoUrl: company.logoUrl ?? "",
      allowedUserSeats: company.allowedUserSeats === null ? "" : String(company.allowedUserSeats),
      planTier: company.planTier ?? "pro",
      planYearStart: company.planYearStart ?? "",
    },
    version: companyVersion(company),
    custom: company.planTier === "custom" ? { pre: company.preLicensingLimitPerYear, post: company.postLicensingLimitPerYear } : null,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  // Only an admin's body is read (decision 0054): the sign-in and role checks need only the cookie.
  const { user, actor } = await requireAdmin(request, context);
  const { form, refused } = await readFormWithUploads(request, { logoFile: "image" }, user.id);
  takeUpload(form, { file: "logoFile", address: "logoUrl", remove: "removeLogo" });
  const companyId = requireIdParam(params.companyId, COMPANY_MESSAGES.notFound);
  const submission = parseWithZod(form, { schema: companyEditSchema });
  if (refused.logoFile) {
    const reply = submission.reply({ fieldErrors: { logoFile: [refused.logoFile] } });
    return data({ result: reply, toast: withId({ ...COMPANY_TOASTS.failed, description: refused.logoFile }) }, { status: 422 });
  }
  if (submission.status !== "success") return data({ result: submission.reply(), toast: withId(COMPANY_TOASTS.failed) }, { status: 400 });
  const outcome = await updateCompany(companyId, submission.value, actor, postedVersion(form));
  invariantResponse(outcome !== "not_found", COMPANY_MESSAGES.notFound);
  if (typeof outcome === "object") {
    // Someone saved the company after this form was opened: nothing written, what changed shown (decision 0085).
    const reply = submission.reply({ formErrors: [staleEditMessage(outcome, COMPANY_FIELD_LABELS)] });
    return data({ result: reply, toast: withId(COMPANY_TOASTS.stale), version: outcome.version }, { status: 409 });
  }
  if (outcome === "custom_refused") {
    const reply = submission.reply({ fieldErrors: { planTier: [COMPANY_MESSAGES.customTier] } });
    return data({ result: reply, toast: withId({ ...COMPANY_TOASTS.failed, description: COMPANY_MESSAGES.customTier }) }, { status: 400 });
  }
  return redirectWithToast(ADMIN_COMPANIES_PATH, COMPANY_TOASTS.updated);
}

export default function EditCompany() {
  const { values, custom, version } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const formVersion = useEditVersion(version);
  return (
    <div className="mx-auto max-w-3xl">
      <Link to={ADMIN_COMPANIES_PATH} className="text-sm text-brand underline hover:no-underline">
        Back to Companies
      </Link>
      <h1 className="mt-2 font-serif text-3xl font-bold">Edit Company</h1>
      <CompanyForm
        key={version}
        submitLabel="Save Company"
        defaultValue={values}
        custom={custom}
        lastResult={actionData?.result}
        version={formVersion}
      />
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}
