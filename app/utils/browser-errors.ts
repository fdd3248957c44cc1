// The browser's error reports (decision 0091): the root's ErrorBoundary hands a render error here;
// the Sentry browser SDK, loaded only when the server configured a DSN (entry.client), takes what
// was handed before it loaded and everything after. Without a DSN nothing is loaded or sent, and
// this module is all a page carries (a few hundred bytes).

type Reporter = (error: unknown) => void;
let reporter: Reporter | undefined;
const waiting: unknown[] = [];

/** Reports an error the page caught (an error boundary's), once the reporter is there. */
export function reportBrowserError(error: unknown): void {
  if (reporter) reporter(error);
  else if (waiting.length < 10) waiting.push(error);
}

/** Installs the reporter (the SDK's captureException) and hands it what waited. */
export function setBrowserErrorReporter(report: Reporter): void {
  reporter = report;
  for (const error of waiting.splice(0)) report(error);
}

/** The settings the root renders in `<meta name="error-reports">` when a DSN is configured. */
export type BrowserErrorReportsConfig = { dsn: string; release?: string; environment: string };
export const ERROR_REPORTS_META = "error-reports";
