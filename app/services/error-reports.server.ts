// Error reports to Sentry (decision 0091), through its Node SDK, only when SENTRY_DSN is set: without
// it, the SDK is never even loaded. What entry.server's handleError sees as a server error (the
// errors the Health Monitor keeps) is reported, with its stack, the request's method and path, and
// the release (SENTRY_RELEASE, else the image's COMMIT_SHA). Every event and breadcrumb goes through
// the scrubber first (app/utils/error-report-scrub.ts): no cookies, bodies, query strings, passwords,
// answers, tokens or e-mail addresses leave the process.
import type * as SentryNode from "@sentry/node";
import { scrubBreadcrumb, scrubEvent, urlWithoutQuery } from "~/utils/error-report-scrub";
import { env } from "~/utils/env.server";
import { logEvent } from "~/utils/log.server";

export type ErrorReportsConfig = { dsn: string; release?: string; environment: string };

/** The reports' settings from the environment, or null when no DSN is set (nothing is reported). */
export function errorReportsConfig(): ErrorReportsConfig | null {
  const { SENTRY_DSN, SENTRY_RELEASE, COMMIT_SHA, SENTRY_ENVIRONMENT, FLY_APP_NAME, NODE_ENV } = env();
  if (!SENTRY_DSN) return null;
  return {
    dsn: SENTRY_DSN,
    release: SENTRY_RELEASE ?? COMMIT_SHA,
    environment: SENTRY_ENVIRONMENT ?? (FLY_APP_NAME ? "production" : NODE_ENV),
  };
}

let sentry: Promise<typeof SentryNode | null> | undefined;

/**
 * Starts the SDK once (a second call gets the same one): errors only — no tracing, no module hooks,
 * no local variables; the default integrations catch uncaught exceptions and unhandled rejections.
 */
export function startErrorReports(config = errorReportsConfig()): Promise<typeof SentryNode | null> {
  sentry ??= config
    ? import("@sentry/node")
        .then((Sentry) => {
          Sentry.init({
            dsn: config.dsn,
            release: config.release,
            environment: config.environment,
            // The SDK collects none of these itself; the scrubber below is the second line.
            dataCollection: {
              userInfo: false,
              cookies: false,
              httpHeaders: false,
              httpBodies: [],
              urlQueryParams: false,
              databaseQueryData: false,
            },
            includeLocalVariables: false,
            enableRuntimeChannelInjection: false,
            beforeSend: (event) => scrubEvent(event),
            beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
          });
          return Sentry;
        })
        .catch((error: unknown) => {
          logEvent("error", "error_reports_not_started", { error });
          return null;
        })
    : Promise.resolve(null);
  return sentry;
}

/**
 * Reports a server error with its request's method and path (never its query, headers or body) and the
 * signed-in user's id when known. Resolves once the SDK has the event (not once it is sent).
 */
export async function reportServerError(error: unknown, request: { method: string; url: string }, userId?: string): Promise<void> {
  const Sentry = await startErrorReports();
  if (!Sentry) return;
  Sentry.withScope((scope) => {
    scope.setSDKProcessingMetadata({ normalizedRequest: { method: request.method, url: urlWithoutQuery(request.url) } });
    scope.setTag("method", request.method);
    if (userId) scope.setUser({ id: userId });
    Sentry.captureException(error);
  });
}

/** Waits (up to `timeoutMs`) for the reports in flight to be sent: at shutdown, and in tests. */
export async function flushErrorReports(timeoutMs = 2_000): Promise<boolean> {
  const Sentry = await (sentry ?? Promise.resolve(null));
  return Sentry ? Sentry.flush(timeoutMs) : true;
}
