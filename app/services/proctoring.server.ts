// External proctoring through a provider-neutral hook (issue 46; decision 0090; README, Proctoring).
// Start sends the learner to the provider's launch address with a signed launch token; the provider
// calls back POST /webhooks/proctoring with a signed result. Both are HMAC-SHA256 with one shared
// secret:
//   launch:   {PROCTORING_LAUNCH_URL}?token=<base64url(JSON payload)>.<base64url(HMAC("launch." + payload))>
//             payload: { sid, learner, course, exam, callbackUrl, returnUrl, exp (unix seconds) }
//   callback: body JSON { sessionId, result: "passed" | "failed", reference?, detail? },
//             header Proctoring-Signature: t=<unix seconds>,n=<nonce>,v1=<hex HMAC(t + "." + n + "." + body)>
// A callback is accepted once: within 5 minutes of its timestamp, its nonce stored (a replay finds it
// taken). Without PROCTORING_LAUNCH_URL a local stand-in page (/dev/proctoring) plays the provider,
// signing with a secret derived from the cookie secret, so nobody outside this server can sign for it.
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { env } from "~/utils/env.server";
import { cookieSecrets } from "~/utils/secrets.server";

export const PROCTORING_CALLBACK_PATH = "/webhooks/proctoring";
export const PROCTORING_SIGNATURE_HEADER = "Proctoring-Signature";
export const STANDIN_PATH = "/dev/proctoring";
/** A callback's timestamp may be this far from the server's clock. */
export const CALLBACK_TOLERANCE_SECONDS = 5 * 60;
export const LAUNCH_TOKEN_SECONDS = 15 * 60;

export function proctoringMode(): "provider" | "local" {
  return env().PROCTORING_LAUNCH_URL ? "provider" : "local";
}

/** The provider's name as sessions record it: its host, or "local" for the stand-in. */
export function providerName(): string {
  const url = env().PROCTORING_LAUNCH_URL;
  return url ? new URL(url).host : "local";
}

/** Whether proctored exams can start at all: a configured provider, or the stand-in where stand-ins run. */
export function proctoringAvailable(): boolean {
  return proctoringMode() === "provider" ? Boolean(env().PROCTORING_SECRET) : env().useLocalStandins;
}

export function proctoringSecret(): string {
  const { PROCTORING_SECRET } = env();
  if (PROCTORING_SECRET) return PROCTORING_SECRET;
  return createHash("sha256").update(`${cookieSecrets()[0]}:proctoring-standin`).digest("hex");
}

const hmac = (message: string) => createHmac("sha256", proctoringSecret()).update(message).digest();

function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

// ---- launch ----

export const launchPayloadSchema = z.object({
  sid: z.uuid(),
  learner: z.string().max(200),
  course: z.string().max(300),
  exam: z.string().max(300),
  callbackUrl: z.url(),
  returnUrl: z.url(),
  exp: z.number().int(),
});
export type LaunchPayload = z.infer<typeof launchPayloadSchema>;

export function signLaunchToken(payload: Omit<LaunchPayload, "exp">, now = new Date()): string {
  const body = Buffer.from(JSON.stringify({ ...payload, exp: Math.floor(now.getTime() / 1000) + LAUNCH_TOKEN_SECONDS })).toString(
    "base64url",
  );
  return `${body}.${hmac(`launch.${body}`).toString("base64url")}`;
}

/** The launch token's payload if it is signed with the secret and not expired; null otherwise. */
export function verifyLaunchToken(token: string, now = new Date()): LaunchPayload | null {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined || token.length > 4096) return null;
  if (!sameBytes(Buffer.from(signature, "base64url"), hmac(`launch.${body}`))) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const payload = launchPayloadSchema.safeParse(parsed);
  if (!payload.success || payload.data.exp * 1000 < now.getTime()) return null;
  return payload.data;
}

/** Where Start sends the learner: the provider's launch address (or the stand-in's) with the token. */
export function launchUrl(payload: Omit<LaunchPayload, "exp">, now = new Date()): string {
  const token = signLaunchToken(payload, now);
  const base = env().PROCTORING_LAUNCH_URL;
  if (!base) return `${STANDIN_PATH}?${new URLSearchParams({ token })}`;
  const url = new URL(base);
  url.searchParams.set("token", token);
  return url.toString();
}

export function callbackUrl(): string {
  return new URL(PROCTORING_CALLBACK_PATH, env().APP_URL).toString();
}

// ---- callback ----

export const callbackBodySchema = z.object({
  sessionId: z.uuid(),
  result: z.enum(["passed", "failed"]),
  reference: z.string().max(200).optional(),
  detail: z.string().max(1000).optional(),
});
export type ProctoringCallback = z.infer<typeof callbackBodySchema>;

/** The signature header for a body (the stand-in and tests sign what they send; a provider does the same). */
export function signCallback(rawBody: string, { timestamp, nonce }: { timestamp?: number; nonce?: string } = {}): string {
  const t = timestamp ?? Math.floor(Date.now() / 1000);
  const n = nonce ?? randomBytes(16).toString("hex");
  return `t=${t},n=${n},v1=${hmac(`${t}.${n}.${rawBody}`).toString("hex")}`;
}

export type VerifiedCallback = { ok: true; nonce: string; body: ProctoringCallback } | { ok: false; message: string };

/**
 * Checks a callback before anything is written: the signature over timestamp, nonce and the raw body
 * (constant-time), the timestamp within the tolerance, then the body's shape. The nonce is returned
 * for the model to store once.
 */
export function verifyCallback(rawBody: string, header: string | null, now = new Date()): VerifiedCallback {
  if (!header || header.length > 300) return { ok: false, message: `Missing or malformed ${PROCTORING_SIGNATURE_HEADER} header.` };
  const parts = new Map(
    header.split(",").map((part) => {
      const at = part.indexOf("=");
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = parts.get("t") ?? "";
  const n = parts.get("n") ?? "";
  const v1 = parts.get("v1") ?? "";
  if (!/^\d{1,12}$/.test(t) || !/^[A-Za-z0-9_-]{16,128}$/.test(n) || !/^[0-9a-f]{64}$/.test(v1)) {
    return { ok: false, message: `Missing or malformed ${PROCTORING_SIGNATURE_HEADER} header.` };
  }
  if (!sameBytes(Buffer.from(v1, "hex"), hmac(`${t}.${n}.${rawBody}`))) return { ok: false, message: "The signature does not match." };
  if (Math.abs(now.getTime() / 1000 - Number(t)) > CALLBACK_TOLERANCE_SECONDS) {
    return { ok: false, message: "The signature's timestamp is too far from the server's clock." };
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { ok: false, message: "The body is not JSON." };
  }
  const body = callbackBodySchema.safeParse(json);
  if (!body.success) return { ok: false, message: "The body is not a proctoring result." };
  return { ok: true, nonce: n, body: body.data };
}
