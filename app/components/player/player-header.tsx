import { Link, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef, type MouseEvent, type ReactNode } from "react";
import { ThemeToggle } from "~/components/layout/theme-toggle";
import type { loader as rootLoader } from "~/root";
import { REX_CHAT_ID } from "./rex-activity";

export type SidebarLinks = {
  /** Desktop: the open/closed choice (kept in a cookie). */
  desktopOpen: boolean;
  desktopHref: string;
  onDesktop: (event: MouseEvent) => void;
  /** Small screens: the overlay. */
  mobileOpen: boolean;
  mobileHref: string;
  onMobile: (event: MouseEvent) => void;
};

function ToggleIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M9 4v16" />
    </svg>
  );
}

/** Header: sidebar toggle, course title, REX chat, audio preferences, theme, Exit (requirement learning-screens). */
export function PlayerHeader({
  courseTitle,
  sidebar,
  rexChatUrl,
  audioPreferences,
  exitHref,
  onExit,
}: {
  courseTitle: string;
  sidebar: SidebarLinks;
  rexChatUrl: string | null;
  audioPreferences: ReactNode;
  exitHref: string;
  onExit: (event: MouseEvent) => void;
}) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const desktopLabel = sidebar.desktopOpen ? "Hide course content" : "Show course content";
  const mobileLabel = sidebar.mobileOpen ? "Hide course content" : "Show course content";
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
      <div className="flex items-center gap-1 px-2 py-2 sm:gap-2 sm:px-4">
        <Link
          to={sidebar.desktopHref}
          onClick={sidebar.onDesktop}
          preventScrollReset
          className="btn-ghost hidden px-2 min-[1200px]:inline-flex"
          aria-label={desktopLabel}
          aria-expanded={sidebar.desktopOpen}
          aria-controls="player-sidebar"
          title={`${desktopLabel} (Ctrl+B)`}
          data-testid="sidebar-toggle"
        >
          <ToggleIcon />
        </Link>
        <Link
          to={sidebar.mobileHref}
          onClick={sidebar.onMobile}
          preventScrollReset
          className="btn-ghost px-2 min-[1200px]:hidden"
          aria-label={mobileLabel}
          aria-expanded={sidebar.mobileOpen}
          aria-controls="player-sidebar"
          data-testid="sidebar-toggle-mobile"
        >
          <ToggleIcon />
        </Link>
        <p className="min-w-0 flex-1 truncate font-semibold" data-testid="player-course-title">
          {courseTitle}
        </p>
        <RexChat url={rexChatUrl} />
        {audioPreferences}
        {root ? <ThemeToggle theme={root.theme} preference={root.themePreference} /> : null}
        <Link to={exitHref} onClick={onExit} className="btn-secondary px-3" data-testid="player-exit">
          Exit
        </Link>
      </div>
    </header>
  );
}

/**
 * REX, the study assistant: the configured chat service in a frame, else a note (a local stand-in without the service; README, Real services). A
 * `<details id="rex-chat">`, open when the address has ?rex=open (the REX activity's "Discuss with
 * REX" link without JavaScript); closes on Escape, on a click outside and after a navigation.
 */
function RexChat({ url }: { url: string | null }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const openByAddress = new URLSearchParams(location.search).get("rex") === "open";

  useEffect(() => {
    if (ref.current) ref.current.open = openByAddress;
  }, [location.key, openByAddress]);

  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      const details = ref.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, []);

  return (
    <details
      ref={ref}
      id={REX_CHAT_ID}
      open={openByAddress || undefined}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === "Escape" && ref.current?.open) {
          ref.current.open = false;
          ref.current.querySelector("summary")?.focus();
        }
      }}
    >
      <summary className="btn-ghost cursor-pointer list-none px-3 [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true" className="font-bold">
          REX
        </span>
        <span className="sr-only">Chat with REX, your study assistant</span>
      </summary>
      <div className="absolute right-0 z-40 mt-2 w-[min(24rem,calc(100vw-1rem))] rounded-lg border border-line bg-surface-raised p-3 shadow-lg">
        <p className="px-1 pb-2 font-semibold">REX study assistant</p>
        {url ? (
          <iframe src={url} title="REX chat assistant" loading="lazy" className="h-[28rem] w-full rounded-md border border-line" />
        ) : (
          <p className="px-1 text-sm text-ink-muted" data-testid="rex-not-configured">
            The REX assistant is not configured on this site yet. Your instructor and the Help Center can answer questions in the meantime.
          </p>
        )}
      </div>
    </details>
  );
}
