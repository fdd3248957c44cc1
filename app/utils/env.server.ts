import { z } from "zod";

const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Public origin used in e-mailed links and certificate QR codes. */
  APP_URL: z.url().default("http://localhost:3000"),
  DATABASE_URL: optional,
  PGLITE_DIR: optional,
  /** Signs the session, theme and toast cookies. Required in production. */
  SESSION_SECRET: optional,
  POSTMARK_SERVER_TOKEN: optional,
  /** Where the Postmark SDK sends (default https://api.postmarkapp.com); the tests and the image check point it at a local endpoint. */
  POSTMARK_API_URL: optional.pipe(z.url({ protocol: /^https?$/, error: "POSTMARK_API_URL must be an http(s):// URL" }).optional()),
  EMAIL_FROM: z.string().default("Pelican Real Estate School <no-reply@pelicanrealestateschool.com>"),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  /** External proctoring (decision 0090): the provider's launch address (https) and the shared HMAC secret. */
  PROCTORING_LAUNCH_URL: optional.pipe(
    z.url({ protocol: /^https?$/, error: "PROCTORING_LAUNCH_URL must be an http(s):// URL" }).optional(),
  ),
  PROCTORING_SECRET: optional.pipe(z.string().min(32, "PROCTORING_SECRET must be at least 32 characters").optional()),
  TURNSTILE_SITE_KEY: optional,
  TURNSTILE_SECRET_KEY: optional,
  REX_CHAT_URL: optional,
  /** A third-party chat widget's script, loaded on public pages only (requirement product-overview). Must be https. */
  CHAT_WIDGET_SRC: optional.pipe(z.url({ protocol: /^https$/, error: "CHAT_WIDGET_SRC must be an https:// URL" }).optional()),
  S3_BUCKET: optional,
  S3_ENDPOINT: optional,
  AWS_ACCESS_KEY_ID: optional,
  AWS_SECRET_ACCESS_KEY: optional,
  /** Set by Fly.io on its machines: the client's address is then read from Fly's proxy header (Fly-Client-IP). */
  FLY_APP_NAME: optional,
  /** "off" turns off the rendered copies of public pages for anonymous visitors (decision 0070); for comparing figures. */
  PUBLIC_PAGE_CACHE: z.enum(["on", "off"]).default("on"),
  /** Lets a production build run with the local stand-ins (demos, end-to-end tests). Never set in a real deployment. */
  LOCAL_STANDINS: z
    .enum(["0", "1", "true", "false"])
    .optional()
    .transform((v) => v === "1" || v === "true"),
});

export type Env = z.infer<typeof schema> & { useLocalStandins: boolean };

const REAL_CREDENTIALS = ["SESSION_SECRET", "DATABASE_URL", "POSTMARK_SERVER_TOKEN", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const;

/** Parses and checks the environment; throws with every problem listed. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(result.error)}`);
  }
  const env = result.data;
  if (env.NODE_ENV === "production" && !env.LOCAL_STANDINS) {
    const missing = REAL_CREDENTIALS.filter((key) => !env[key]);
    if (missing.length > 0) {
      throw new Error(
        `Production needs real credentials; missing: ${missing.join(", ")}. ` + "Set LOCAL_STANDINS=1 only for demos and end-to-end tests.",
      );
    }
  }
  return { ...env, useLocalStandins: env.NODE_ENV !== "production" || env.LOCAL_STANDINS };
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
