// 'Insecure Password' (requirement public-error-texts: the weak-password error with reason pwned, "found in a data
// breach"; decision 0081). Two checks of a new password, both on the server only:
//   1. always, offline: the most common passwords of real breaches — the 49,000-word list that
//      zxcvbn-ts ships (@zxcvbn-ts/language-common, "passwords-common"), compared without case;
//   2. where the network allows, when PWNED_PASSWORDS_URL is set: the Pwned Passwords range API
//      (k-anonymity: only the first 5 hex characters of the password's SHA-1 leave the server; the
//      answer lists every breached suffix under that prefix, padded so its size tells nothing).
//      A slow or failing service never blocks anyone: the offline list's answer stands.
import { createHash } from "node:crypto";
import { dictionary } from "@zxcvbn-ts/language-common";
import { env } from "~/utils/env.server";
import { logEvent } from "~/utils/log.server";

export type PasswordCheck = { ok: true } | { ok: false; reason: "common" | "pwned" };

/** How long the range API may take before the offline answer is used (a sign-up waits for it). */
export const BREACH_CHECK_TIMEOUT_MS = 2_000;

let common: Set<string> | undefined;

/** True when the password (any case) is one of the most common passwords. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"]);
  return common.has(password.toLowerCase());
}

/**
 * Asks a Pwned Passwords range endpoint (`{base}{first 5 hex of SHA-1}`) whether the password is in
 * a breach. null when it could not tell (no answer in time, an error): the caller decides without it.
 */
export async function isBreachedOnline(
  password: string,
  { baseUrl, timeoutMs = BREACH_CHECK_TIMEOUT_MS, fetchImpl = fetch }: { baseUrl: string; timeoutMs?: number; fetchImpl?: typeof fetch },
): Promise<boolean | null> {
  const hash = createHash("sha1").update(password, "utf8").digest("hex").toUpperCase();
  const prefix = hash.slice(0, 5);
  const suffix = hash.slice(5);
  try {
    const response = await fetchImpl(`${baseUrl}${prefix}`, {
      headers: { "Add-Padding": "true", "User-Agent": "pelican-real-estate-school" },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`range API answered ${response.status}`);
    const body = await response.text();
    for (const line of body.split("\n")) {
      const [lineSuffix, count] = line.trim().split(":");
      // Padding lines have a count of 0: not a breached password.
      if (lineSuffix?.toUpperCase() === suffix) return Number(count) > 0;
    }
    return false;
  } catch (error) {
    logEvent("warn", "password_breach_check_unavailable", { error });
    return null;
  }
}

/** The check every form that sets a new password runs after its own validation. */
export async function checkNewPassword(
  password: string,
  { baseUrl = env().PWNED_PASSWORDS_URL }: { baseUrl?: string } = {},
): Promise<PasswordCheck> {
  if (isCommonPassword(password)) return { ok: false, reason: "common" };
  if (baseUrl && (await isBreachedOnline(password, { baseUrl })) === true) return { ok: false, reason: "pwned" };
  return { ok: true };
}
