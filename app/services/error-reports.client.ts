// The browser's error reports through the Sentry browser SDK (decision 0091). entry.client imports
// this module — and the SDK with it, in a chunk of its own — only when the page carries the server's
// `<meta name="error-reports">`, i.e. when SENTRY_DSN is set: without it no page loads a byte of it.
// Uncaught errors and unhandled rejections are caught by the SDK; render errors by the root's
// ErrorBoundary (app/utils/browser-errors.ts). Events and breadcrumbs are scrubbed as on the server.
import * as Sentry from "@sentry/browser";
import { setBrowserErrorReporter, type BrowserErrorReportsConfig } from "~/utils/browser-errors";
import { scrubBreadcrumb, scrubEvent } from "~/utils/error-report-scrub";

export function startBrowserErrorReports(config: BrowserErrorReportsConfig): void {
  Sentry.init({
    dsn: config.dsn,
    release: config.release,
    environment: config.environment,
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  setBrowserErrorReporter((error) => Sentry.captureException(error));
}
