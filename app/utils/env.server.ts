import { z } from "zod";

const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /**
   * Public origin used in e-mailed links and certificate QR codes, and the only origin a form may be
   * posted from (server/origin-gate.js). Unset: this machine on PORT (parseEnv).
   */
  APP_URL: z.url(),
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
  /** The uploads bucket. Required in production (issue 45): every machine must serve every upload, and a machine's disk goes with each deploy. */
  S3_BUCKET: optional,
  /** The S3 API's address (Tigris: https://fly.storage.tigris.dev); unset for AWS S3 itself. */
  S3_ENDPOINT: optional,
  /** What `fly storage create` (Tigris) sets instead of S3_BUCKET and S3_ENDPOINT: taken when those are unset. */
  BUCKET_NAME: optional,
  AWS_ENDPOINT_URL_S3: optional,
  /** Tigris sets "auto"; AWS S3 needs the bucket's region. Default "auto". */
  AWS_REGION: optional,
  AWS_ACCESS_KEY_ID: optional,
  AWS_SECRET_ACCESS_KEY: optional,
  /**
   * Turns on the Pwned Passwords breach check of new passwords where the network allows (decision 0081): the
   * range API's base, e.g. https://api.pwnedpasswords.com/range/ (the first 5 hex characters of the SHA-1 are appended).
   */
  PWNED_PASSWORDS_URL: optional.pipe(z.url({ protocol: /^https?$/, error: "PWNED_PASSWORDS_URL must be an http(s):// URL" }).optional()),
  /** Error reports to Sentry (decision 0091), server and browser; nothing is sent without it. */
  SENTRY_DSN: optional.pipe(z.url({ protocol: /^https?$/, error: "SENTRY_DSN must be an http(s):// URL" }).optional()),
  /** The reports' environment (default: production on Fly, else NODE_ENV). */
  SENTRY_ENVIRONMENT: optional,
  /** The reports' release; default COMMIT_SHA. */
  SENTRY_RELEASE: optional,
  /** The commit the image was built from (the Dockerfile's COMMIT_SHA build argument). */
  COMMIT_SHA: optional,
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
/** Object storage's settings, each named as an operator would set it (S3_* or what Tigris sets). */
const OBJECT_STORAGE = [
  ["S3_BUCKET", "S3_BUCKET (or BUCKET_NAME)"],
  ["AWS_ACCESS_KEY_ID", "AWS_ACCESS_KEY_ID"],
  ["AWS_SECRET_ACCESS_KEY", "AWS_SECRET_ACCESS_KEY"],
] as const;

/** The message of a production start without object storage (decision 0086). */
export function missingObjectStorageMessage(missing: string[]): string {
  return (
    `Production needs object storage for uploads; missing: ${missing.join(", ")}. ` +
    "Uploads kept on a machine's own disk are missing on every other machine and gone after a deploy. " +
    "On Fly, `fly storage create` makes a Tigris bucket and sets BUCKET_NAME, AWS_ENDPOINT_URL_S3, AWS_REGION, " +
    "AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY; elsewhere set S3_BUCKET, S3_ENDPOINT and the two AWS keys. " +
    "Set LOCAL_STANDINS=1 only for demos and end-to-end tests."
  );
}

/** Parses and checks the environment; throws with every problem listed. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // Without APP_URL the app is where server.js listens on this machine, so `PORT=4000 npm run dev`
  // serves forms its origin gate accepts.
  const appUrl = source.APP_URL?.trim() || `http://localhost:${source.PORT?.trim() || 3000}`;
  const result = schema.safeParse({ ...source, APP_URL: appUrl });
  if (!result.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(result.error)}`);
  }
  const { BUCKET_NAME, AWS_ENDPOINT_URL_S3, ...rest } = result.data;
  // Tigris's names stand in for S3_BUCKET / S3_ENDPOINT when those are unset.
  const env = {
    ...rest,
    BUCKET_NAME,
    AWS_ENDPOINT_URL_S3,
    S3_BUCKET: rest.S3_BUCKET ?? BUCKET_NAME,
    S3_ENDPOINT: rest.S3_ENDPOINT ?? AWS_ENDPOINT_URL_S3,
  };
  if (env.NODE_ENV === "production" && !env.LOCAL_STANDINS) {
    // APP_URL too: the public origin is the only one forms are accepted from.
    const missing = [...REAL_CREDENTIALS.filter((key) => !env[key]), ...(source.APP_URL?.trim() ? [] : ["APP_URL"])];
    if (missing.length > 0) {
      throw new Error(
        `Production needs its real settings; missing: ${missing.join(", ")}. ` +
          "Set LOCAL_STANDINS=1 only for demos and end-to-end tests.",
      );
    }
    const storage = OBJECT_STORAGE.filter(([key]) => !env[key]).map(([, name]) => name);
    if (storage.length > 0) throw new Error(missingObjectStorageMessage(storage));
  }
  return { ...env, useLocalStandins: env.NODE_ENV !== "production" || env.LOCAL_STANDINS };
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
