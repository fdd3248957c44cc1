// /admin/settings (requirement public-data-fields site_settings; decision 0029): the membership price, the school's name, the
// certificate's authority number and signer, support's address and response time, and the REX chat
// address. Validated on the server, saved with its before → after in the audit log, applied to the
// next request without a restart.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { Field, FormError } from "~/components/forms/field";
import { FORM_VALIDATION } from "~/components/forms/validation";
import { Toaster } from "~/components/ui/toaster";
import { EditVersionField, useEditVersion } from "~/components/forms/edit-version";
import { editableSettings, readSiteSettings, settingsVersion, updateSiteSettings } from "~/models/operations/site-settings.server";
import { EDIT_VERSION_FIELD, staleEditMessage } from "~/rules/edit-version";
import { DEFAULT_RESPONSE_TIME, priceInputValue, SETTINGS_LABELS, SETTINGS_TOASTS, settingsSchema } from "~/rules/site-settings";
import { readForm } from "~/utils/form.server";
import { redirectWithToast, withId } from "~/utils/toast.server";
import { requireAdmin } from "../admin.server";

export const handle: PageTitleHandle = { pageTitle: "Settings" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Settings", matches);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  // The row as stored now, never a cached copy: a form drawn from an old copy would put old values back (decision 0085).
  const row = await readSiteSettings();
  const settings = row ? editableSettings(row) : null;
  return {
    values: {
      siteName: settings?.siteName ?? "",
      premiumMembershipPrice: settings ? priceInputValue(settings.premiumMembershipPrice) : "",
      certificateAuthorityNumber: settings?.certificateAuthorityNumber ?? "",
      certificateSignerName: settings?.certificateSignerName ?? "",
      certificateSignerTitle: settings?.certificateSignerTitle ?? "",
      supportEmail: settings?.supportEmail ?? "",
      supportResponseTime: settings?.supportResponseTime ?? DEFAULT_RESPONSE_TIME,
      rexChatUrl: settings?.rexChatUrl ?? "",
    },
    updatedAt: row?.updatedAt.toISOString() ?? null,
    version: settingsVersion(row),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { actor } = await requireAdmin(request, context);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: settingsSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), toast: withId(SETTINGS_TOASTS.failed) }, { status: 400 });
  }
  const version = form.get(EDIT_VERSION_FIELD);
  const saved = await updateSiteSettings(submission.value, actor, typeof version === "string" ? version : null);
  if (saved.outcome === "stale") {
    // Someone saved in between: nothing written; the form keeps what was typed and shows what changed.
    const message = staleEditMessage(saved, SETTINGS_LABELS, (key, value) =>
      key === "premiumMembershipPrice" ? `$${priceInputValue(Number(value))}` : value ? `"${String(value)}"` : "empty",
    );
    return data(
      { result: submission.reply({ formErrors: [message] }), version: saved.version, toast: withId(SETTINGS_TOASTS.stale) },
      { status: 409 },
    );
  }
  return redirectWithToast("/admin/settings", saved.outcome === "updated" ? SETTINGS_TOASTS.updated : SETTINGS_TOASTS.unchanged);
}

export default function AdminSettings() {
  const { values, updatedAt, version } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const formVersion = useEditVersion(version);
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="font-serif text-3xl font-bold">Settings</h1>
      <p className="mt-2 text-ink-muted">
        Changes apply as soon as they are saved; each one is recorded in the audit log.
        {updatedAt ? ` Last saved ${new Date(updatedAt).toLocaleString("en-US", { timeZone: "America/Chicago" })} (Central).` : null}
      </p>
      <SettingsForm key={version} defaultValue={values} lastResult={actionData?.result} version={formVersion} />
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}

function SettingsForm({
  defaultValue,
  lastResult,
  version,
}: {
  defaultValue: Record<string, string>;
  lastResult?: SubmissionResult<string[]>;
  version: string | null;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "settings-form",
    lastResult,
    defaultValue,
    ...FORM_VALIDATION,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: settingsSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 space-y-6">
      <EditVersionField version={version} />
      <section className="card space-y-5 p-4 sm:p-6" aria-labelledby="settings-school">
        <h2 id="settings-school" className="text-lg font-semibold">
          School and membership
        </h2>
        <Field meta={fields.siteName} label={SETTINGS_LABELS.siteName} />
        <Field
          meta={fields.premiumMembershipPrice}
          label={SETTINGS_LABELS.premiumMembershipPrice}
          hint="The yearly premium membership price shown on the pricing and billing pages, e.g. 59.99."
          inputProps={{ inputMode: "decimal" }}
        />
      </section>
      <section className="card space-y-5 p-4 sm:p-6" aria-labelledby="settings-certificates">
        <h2 id="settings-certificates" className="text-lg font-semibold">
          Certificates
        </h2>
        <Field
          meta={fields.certificateAuthorityNumber}
          label={SETTINGS_LABELS.certificateAuthorityNumber}
          hint="The Louisiana Real Estate Commission number printed on certificates."
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field meta={fields.certificateSignerName} label={SETTINGS_LABELS.certificateSignerName} />
          <Field meta={fields.certificateSignerTitle} label={SETTINGS_LABELS.certificateSignerTitle} />
        </div>
      </section>
      <section className="card space-y-5 p-4 sm:p-6" aria-labelledby="settings-support">
        <h2 id="settings-support" className="text-lg font-semibold">
          Support
        </h2>
        <Field meta={fields.supportEmail} label={SETTINGS_LABELS.supportEmail} type="email" />
        <Field
          meta={fields.supportResponseTime}
          label={SETTINGS_LABELS.supportResponseTime}
          hint={`Shown as "responds within …", e.g. ${DEFAULT_RESPONSE_TIME}.`}
        />
        <Field
          meta={fields.rexChatUrl}
          label={SETTINGS_LABELS.rexChatUrl}
          hint="The https:// address of the REX assistant shown in Help & Support and the course player. Leave empty to use the server's configuration."
          inputProps={{ inputMode: "url" }}
        />
      </section>
      <FormError id={form.errorId} errors={form.errors} />
      <button type="submit" className="btn-primary" disabled={saving}>
        {saving ? "Saving..." : "Save Settings"}
      </button>
    </Form>
  );
}
