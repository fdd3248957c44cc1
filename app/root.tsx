import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useFetchers,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { ChatWidget } from "~/components/layout/chat-widget";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { THEME_FETCHER_KEY } from "~/components/layout/theme-toggle";
import { NotFound } from "~/components/not-found";
import { Toaster } from "~/components/ui/toaster";
import { getSiteName } from "~/models/operations/site-settings.server";
import { msUntilNextHour, themeForHour, type ThemePreference, type TimeOfDayTheme } from "~/rules/theme";
import stylesheet from "~/tailwind.css?url";
import { useNonce } from "~/utils/nonce";
import { DEFAULT_SITE_NAME } from "~/utils/site";
import { env } from "~/utils/env.server";
import { getTheme } from "~/utils/theme.server";
import { getOptionalUser } from "~/auth/authenticate.server";
import { getToast } from "~/utils/toast.server";
import { errorReportsConfig } from "~/services/error-reports.server";
import { ERROR_REPORTS_META, reportBrowserError } from "~/utils/browser-errors";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.siteName ?? DEFAULT_SITE_NAME },
  {
    name: "description",
    content: "Louisiana real estate pre-licensing, post-licensing and continuing education courses online.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ toast, headers }, theme, siteName, user] = await Promise.all([
    getToast(request),
    getTheme(request),
    getSiteName(),
    getOptionalUser(request),
  ]);
  return data(
    {
      toast,
      theme: theme.theme,
      themePreference: theme.preference,
      siteName,
      user: user ? { id: user.id, firstName: user.firstName, roles: user.roles } : null,
      chatWidgetSrc: env().CHAT_WIDGET_SRC ?? null,
      // The browser's error reports, when SENTRY_DSN is set (entry.client loads the SDK only then).
      errorReports: errorReportsConfig(),
    },
    { headers },
  );
}

// Toasts can be set by any action or redirect, so the root data is read on every navigation.
export const shouldRevalidate = () => true;

/**
 * Runs before the page paints: when the theme follows the clock, applies the browser's own hour so
 * nobody sees a flash of the wrong theme. When the browser has not yet told the server its time zone,
 * it does so once it is idle. A page's first Intl call loads the time-zone data: 25–58 ms here, far
 * more on a phone, which held up the parser before the first paint, and after the paint it is a long
 * task, so it is paid once per browser, not per page (decision 0052). This script's hour already
 * corrects the theme before paint when the zone has changed since.
 */
const themeScript = `(function(){try{var d=document.documentElement;if(d.dataset.themePreference==="auto"){d.dataset.theme=(${themeForHour.toString()})(new Date().getHours());}if(!/(^|;\\s*)tz=/.test(document.cookie))(window.requestIdleCallback||setTimeout)(function(){try{var tz=Intl.DateTimeFormat().resolvedOptions().timeZone;document.cookie="tz="+encodeURIComponent(tz)+";path=/;max-age=31536000;samesite=lax"}catch(e){}})}catch(e){}})();`;

function useOptimisticTheme(theme: TimeOfDayTheme): TimeOfDayTheme {
  const fetcher = useFetchers().find((f) => f.key === THEME_FETCHER_KEY);
  const chosen = fetcher?.formData?.get("theme");
  if (chosen === "light") return "day";
  if (chosen === "dark") return "night";
  return theme;
}

/**
 * The time-of-day theme by the browser's own clock while the preference is "auto": the server drew
 * the page for the hour in the time zone it knew (Central time on a first visit), and the script above
 * already set the browser's hour on <html> before paint. This keeps React in step with it, and at the
 * top of every hour, without asking the server again (revalidating would rerun every loader).
 */
function useClockTheme(serverTheme: TimeOfDayTheme, preference: ThemePreference): TimeOfDayTheme {
  const [clockTheme, setClockTheme] = useState<TimeOfDayTheme | null>(null);
  useEffect(() => {
    if (preference !== "auto") return setClockTheme(null);
    let timer: number;
    const update = () => {
      setClockTheme(themeForHour(new Date().getHours()));
      timer = window.setTimeout(update, msUntilNextHour(new Date()) + 1_000);
    };
    update();
    return () => window.clearTimeout(timer);
  }, [preference]);
  return preference === "auto" && clockTheme ? clockTheme : serverTheme;
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const preference = root?.themePreference ?? "auto";
  const theme = useOptimisticTheme(useClockTheme(root?.theme ?? "day", preference));
  const siteName = root?.siteName ?? DEFAULT_SITE_NAME;
  // The signed-in areas (handle.area) draw their own header, sidebar and <main>.
  const inArea = useMatches().some((match) => (match.handle as { area?: boolean } | undefined)?.area);

  return (
    <html lang="en" data-theme={theme} data-theme-preference={preference} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeScript }} />
        <Meta />
        {root?.errorReports ? <meta name={ERROR_REPORTS_META} content={JSON.stringify(root.errorReports)} /> : null}
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-surface text-ink">
        {inArea ? (
          children
        ) : (
          <>
            <SiteHeader siteName={siteName} theme={theme} themePreference={preference} signedIn={Boolean(root?.user)} />
            <main id="main" className="flex-1">
              {children}
            </main>
            <SiteFooter siteName={siteName} />
          </>
        )}
        <Toaster toast={root?.toast ?? null} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <ChatWidget src={root?.chatWidgetSrc ?? null} enabled={!inArea} nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  // A render error in the browser goes to the error reports; not a response a loader or action threw,
  // nor a server error (the server reported it; production sends the browser only this message).
  useEffect(() => {
    if (isRouteErrorResponse(error) || (error instanceof Error && error.message === "Unexpected Server Error")) return;
    reportBrowserError(error);
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" && error.status < 500
      ? error.data
      : "An unexpected error occurred. Please try again.";
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-bold">{isRouteErrorResponse(error) ? `${error.status} - Error` : "Error"}</h1>
      <p className="mt-4 text-ink-muted">{message}</p>
      <a href="/" className="btn-primary mt-8">
        Return to Home
      </a>
    </section>
  );
}
