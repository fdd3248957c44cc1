import { env } from "~/utils/env.server";
import { logEvent } from "~/utils/log.server";

/** The hidden field bots fill in and people never see (requirement public-validation-rules: every auth action is verified). */
export const HONEYPOT_FIELD = "website";
export const TURNSTILE_FIELD = "cf-turnstile-response";

export type HumanCheck = { ok: true } | { ok: false; reason: "honeypot" | "missing_token" | "rejected" };

/**
 * Human verification for auth forms: the honeypot always; Cloudflare Turnstile, verified on the
 * server, when TURNSTILE_SECRET_KEY is set (without it the stand-in skips that step).
 */
export async function verifyHuman(formData: FormData, remoteIp: string | null): Promise<HumanCheck> {
  if (String(formData.get(HONEYPOT_FIELD) ?? "") !== "") return { ok: false, reason: "honeypot" };
  const secret = env().TURNSTILE_SECRET_KEY;
  if (!secret) return { ok: true };
  const token = String(formData.get(TURNSTILE_FIELD) ?? "");
  if (!token) return { ok: false, reason: "missing_token" };
  const body = new URLSearchParams({ secret, response: token });
  if (remoteIp) body.set("remoteip", remoteIp);
  try {
    const response = await fetch("https://challenges.cloudflare.com/turnstile/v0/siteverify", {
      method: "POST",
      body,
      signal: AbortSignal.timeout(5_000),
    });
    const result = (await response.json()) as { success?: boolean };
    return result.success ? { ok: true } : { ok: false, reason: "rejected" };
  } catch (error) {
    logEvent("error", "turnstile_unreachable", { error });
    return { ok: false, reason: "rejected" };
  }
}

/** Toast for a failed check (requirement public-error-texts). */
export const VERIFICATION_FAILED = {
  type: "error",
  title: "Verification Failed",
  description: "Security verification failed. Please try again.",
} as const;

export function turnstileSiteKey(): string | undefined {
  return env().TURNSTILE_SITE_KEY;
}
