import { useEffect, useId } from "react";

const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js";

/**
 * Human verification for auth forms (requirement public-validation-rules): a honeypot field always (hidden from people and
 * assistive tech), plus the Cloudflare Turnstile widget when a site key is configured. The server
 * checks both (app/services/captcha.server.ts).
 */
export function HumanCheck({ siteKey }: { siteKey?: string | null }) {
  // Unique per form, so two forms on one page never share an id.
  const id = `${useId()}-website`;
  useEffect(() => {
    if (!siteKey || document.querySelector(`script[src="${TURNSTILE_SCRIPT}"]`)) return;
    const script = document.createElement("script");
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    document.head.appendChild(script);
  }, [siteKey]);

  return (
    <>
      <div aria-hidden="true" className="absolute left-[-10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={id}>Leave this field empty</label>
        <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {siteKey ? <div className="cf-turnstile" data-sitekey={siteKey} /> : null}
    </>
  );
}
