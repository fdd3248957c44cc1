import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { ERROR_REPORTS_META, type BrowserErrorReportsConfig } from "~/utils/browser-errors";

// Error reports: the Sentry browser SDK is loaded (a chunk of its own) only when the server rendered
// its settings, i.e. when SENTRY_DSN is set (decision 0091).
const errorReports = document.querySelector(`meta[name="${ERROR_REPORTS_META}"]`)?.getAttribute("content");
if (errorReports) {
  void import("./services/error-reports.client").then(({ startBrowserErrorReports }) =>
    startBrowserErrorReports(JSON.parse(errorReports) as BrowserErrorReportsConfig),
  );
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
