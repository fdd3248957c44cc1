import type { ActionFunctionArgs, AppLoadContext, EntryContext, HandleDataRequestFunction, LoaderFunctionArgs } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { recordUnhandledError, registerOutboxMetrics } from "./models/operations/health.server";
import { getRexChatUrl } from "./models/operations/site-settings.server";
import { drainEmailWorker, startEmailWorker } from "./services/email.server";
import { errorReportsConfig, reportServerError, startErrorReports } from "./services/error-reports.server";
import { isServerError } from "./rules/server-errors";
import { closeDatabase } from "./db.server";
import { stopScheduledJobs } from "./models/operations/scheduled-jobs.server";
import { bodyEncoding, collectBody, encodeBody, encodedResponse, setBodyHeaders } from "./utils/compress.server";
import { chatWidgetSources, contentSecurityPolicy, securityHeaders } from "./utils/csp.server";
import { env } from "./utils/env.server";
import { NonceContext } from "./utils/nonce";
import { createPublicPageCache, freshNonce, keepPublicPage } from "./utils/public-page-cache.server";
import { getContentVersion } from "./models/operations/content-version.server";

// The job queue's scheduled work (reminders, clean-ups; decision 0094): server.js starts it on every machine and stops it on SIGTERM.
export { startScheduledJobs } from "./models/operations/scheduled-jobs.server";
// The body-limit table, for the server's edge (server.js reads it from the build's entry module).
export { bodyLimitFor } from "./rules/body-limits";
// Anonymous visitors' public pages from rendered copies (decision 0070): server.js mounts it before Remix.
// The public page cache, for the server's edge (server.js mounts it before Remix; decision 0070).
export const publicPageCache = createPublicPageCache({ contentVersion: getContentVersion });

// Validate the environment once at start: a misconfigured production server refuses to boot.
env();
// Every app process delivers queued e-mail (claims are row-locked, so machines never double-send).
startEmailWorker();
// The outbox's backlog as gauges, read from the database at each scrape of /metrics (decision 0091).
registerOutboxMetrics();
// Error reports to Sentry when SENTRY_DSN is set; without it the SDK is not loaded (decision 0091).
void startErrorReports();

/** server.js's graceful stop (server/shutdown.js, decision 0084): no new e-mail claim; resolves when every claimed one is sent and recorded. */
export const drainBackgroundWork = async () => {
  await Promise.all([stopScheduledJobs(), drainEmailWorker()]);
};
/** server.js's graceful stop, last: the database pool closed. */
export { closeDatabase };

const ABORT_DELAY = 5_000;

/** The origin the browser sends error reports to, when they are on. */
function errorReportOrigins(): string[] {
  const config = errorReportsConfig();
  return config ? [new URL(config.dsn).origin] : [];
}

function applyHeaders(headers: Headers, nonce?: string, rexChatUrl?: string | null) {
  for (const [name, value] of Object.entries(securityHeaders())) headers.set(name, value);
  if (nonce) {
    const { NODE_ENV, APP_URL, TURNSTILE_SITE_KEY, CHAT_WIDGET_SRC } = env();
    const chat = chatWidgetSources(CHAT_WIDGET_SRC);
    headers.set(
      "Content-Security-Policy",
      contentSecurityPolicy({
        nonce,
        development: NODE_ENV === "development",
        https: APP_URL.startsWith("https:"),
        extraFrameSources: [
          ...(rexChatUrl ? [new URL(rexChatUrl).origin] : []),
          ...(TURNSTILE_SITE_KEY ? ["https://challenges.cloudflare.com"] : []),
          ...chat.extraFrameSources,
        ],
        extraScriptSources: [...(TURNSTILE_SITE_KEY ? ["https://challenges.cloudflare.com"] : []), ...chat.extraScriptSources],
        // The browser's error reports go to the DSN's host (decision 0091).
        extraConnectSources: [...chat.extraConnectSources, ...errorReportOrigins()],
      }),
    );
  }
}

/**
 * Errors no loader, action or render handled: logged, and kept for the Health Monitor's "last server
 * errors" (decision 0036). A request the browser abandoned is not an error of ours, nor is a 4xx
 * thrown on purpose.
 */
export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  void recordUnhandledError(error, request);
  if (isServerError(error)) void reportServerError(error, request);
}

// A navigation's data, compressed whole like the page (utils/compress.server.ts, decision 0049).
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  applyHeaders(response.headers);
  return encodedResponse(response, request.headers.get("accept-encoding"));
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  // The REX chat frame's origin comes from the admin's settings (kept under the content version), else the environment.
  const rexChatUrl = await getRexChatUrl().catch(() => env().REX_CHAT_URL ?? null);
  const nonce = freshNonce();
  const encoding = bodyEncoding(request.headers.get("accept-encoding"));

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // The whole document, compressed in one call, then sent with its length (decision 0049): no
    // page defers data, so it is complete a few ticks after its shell, crawlers and browsers alike.
    const onAllReady = () => {
      clearTimeout(abortTimer);
      const { stream, body } = collectBody();
      body.then((html) => {
        const encoded = encodeBody(html, encoding);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        setBodyHeaders(responseHeaders, encoded);
        applyHeaders(responseHeaders, nonce, rexChatUrl);
        // A public page an anonymous visitor asked for (marked by the middleware): kept for the next one.
        keepPublicPage(loadContext?.publicPageCache, { status: responseStatusCode, headers: responseHeaders, html, nonce });
        resolve(new Response(encoded.bytes, { headers: responseHeaders, status: responseStatusCode }));
      }, reject);
      pipe(stream);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady,
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are already reported by Remix; log the rest once.
          if (shellRendered) console.error(error);
        },
      },
    );
    // Cleared once the document is complete (React calls back after this line, as it does for `pipe`):
    // a pending timer keeps the request, its response and the whole render reachable for ABORT_DELAY,
    // which under load held about a thousand requests' worth of memory (the heap grew 8 MB a second
    // at 200 requests a second, peak RSS 526 MB) and made every major GC longer.
    const abortTimer = setTimeout(abort, ABORT_DELAY);
  });
}

// server.js wraps the build it serves with this (foreign-key and unique violations answer 400/409; a
// route without a page answers a refusal with its message).
export { withRouteAnswers } from "./utils/http.server";
// The origin gate at the server's edge (server/origin-gate.js, decision 0076): the app's own origin, and
// the log line of a refused request.
export const appUrl = env().APP_URL;
export { logEvent } from "./utils/log.server";
