// /contact (requirements public-pages-and-routes, public-data-fields, access-and-subscription-states, public-validation-rules, public-error-texts, business-constants): hero, contact form, address block, e-mail, response time,
// social links and a lazy map. The form is a plain POST: without JavaScript a valid message redirects
// here with a toast (Post/Redirect/Get) and an invalid one re-renders with its errors and values;
// with JavaScript the action answers with data, the form resets in place and the toast shows.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ContactDetails } from "./contact-details";
import { ContactForm, JS_FIELD } from "./contact-form";
import { ContactMap } from "./contact-map";
import { Toaster, type ToastMessage } from "~/components/ui/toaster";
import { getContactDetails, submitContactMessage } from "~/models/operations/contact.server";
import { MESSAGES } from "~/rules/account-forms";
import { CONTACT_TOASTS, contactSchema, RESPONSE_TIME } from "~/rules/contact-form";
import { turnstileSiteKey, VERIFICATION_FAILED, verifyHuman } from "~/services/captcha.server";
import { getClientAddress } from "~/utils/client-address.server";
import { consumeRateLimit, retryMessage } from "~/utils/rate-limit.server";
import { DEFAULT_SITE_NAME } from "~/utils/site";
import { redirectWithToast, withId } from "~/utils/toast.server";
import { readForm } from "~/utils/form.server";
import { keepRetryAfter } from "~/utils/http.server";
import { logEvent } from "~/utils/log.server";

/** A refused attempt (429) tells the browser when to try again. */
export const headers = keepRetryAfter;

export const meta: MetaFunction = ({ matches }) => {
  const site = (matches.find((m) => m.id === "root")?.data as { siteName?: string } | undefined)?.siteName;
  return [
    { title: `Contact Us | ${site ?? DEFAULT_SITE_NAME}` },
    {
      name: "description",
      content: `Questions about Louisiana real estate courses, memberships or brokerage plans? Send us a message and we'll reply ${RESPONSE_TIME}.`,
    },
  ];
};

export async function loader() {
  return { contact: await getContactDetails(), siteKey: turnstileSiteKey() ?? null };
}

type ActionData = { result: SubmissionResult<string[]>; toast?: ToastMessage };

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: contactSchema });
  const ip = getClientAddress(request, context);
  /** Re-renders the form with its errors, keeping what was typed. */
  const refuse = (status: number, extra: { formErrors?: string[]; toast?: Omit<ToastMessage, "id">; headers?: HeadersInit } = {}) =>
    data(
      {
        result: submission.reply({ formErrors: extra.formErrors }),
        toast: extra.toast ? withId(extra.toast) : undefined,
      } satisfies ActionData,
      { status, headers: extra.headers },
    );

  const human = await verifyHuman(formData, ip);
  if (!human.ok) return refuse(400, { formErrors: [MESSAGES.verificationFailed], toast: VERIFICATION_FAILED });
  if (submission.status !== "success") return refuse(400);

  if (ip) {
    const limit = await consumeRateLimit("contactMessagesByIp", ip);
    if (!limit.ok) {
      const message = retryMessage(limit.retryAfterSeconds);
      return refuse(429, {
        formErrors: [message],
        toast: { ...CONTACT_TOASTS.failed, description: message },
        headers: { "Retry-After": String(limit.retryAfterSeconds) },
      });
    }
  }

  try {
    await submitContactMessage(submission.value, { ipAddress: ip });
  } catch (error) {
    logEvent("error", "contact_message_failed", { error });
    return refuse(500, { toast: CONTACT_TOASTS.failed });
  }

  // With JavaScript: reset the form in place. Without: Post/Redirect/Get, the toast rides in a cookie.
  if (formData.get(JS_FIELD) === "1") {
    return data({ result: submission.reply({ resetForm: true }), toast: withId(CONTACT_TOASTS.sent) } satisfies ActionData);
  }
  return redirectWithToast("/contact", CONTACT_TOASTS.sent);
}

export default function Contact() {
  const { contact, siteKey } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  return (
    <>
      <section className="bg-surface-muted">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent">Contact Us</p>
          <h1 className="mt-3 font-serif text-4xl font-bold leading-tight sm:text-5xl">We're here to help</h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-muted">
            Questions about courses, your membership or a plan for your brokerage? Send us a message and our team will get back to you{" "}
            {RESPONSE_TIME}.
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 lg:grid-cols-[3fr_2fr]">
        <section className="card">
          <h2 id="contact-form-title" className="font-serif text-2xl font-bold">
            Send Us a Message
          </h2>
          <div className="mt-4">
            <ContactForm lastResult={actionData?.result} siteKey={siteKey} />
          </div>
        </section>
        <ContactDetails {...contact} />
      </div>

      <ContactMap address={contact.address} location={contact.mapLocation} />

      {/* An action's toast (the root's Toaster shows the flash-cookie toast after a redirect). */}
      <Toaster toast={actionData?.toast ?? null} />
    </>
  );
}
