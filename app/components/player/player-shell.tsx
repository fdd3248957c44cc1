import { Link, useLocation, useNavigation, useSearchParams } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { ContentList, ProgressSummary, SeatTimeMeter } from "./content-sidebar";
import { IdleLimit } from "./idle-limit";
import { useCompletion } from "./completion";
import { PlayerDialog } from "./player-dialog";
import { PlayerFooter } from "./player-footer";
import { PlayerHeader } from "./player-header";
import type { PlayerView } from "./types";
import { currentIndex } from "~/rules/unlocking";
import { SIDEBAR_COOKIE, SIDEBAR_MAX_AGE } from "~/utils/player-sidebar";

const DESKTOP = "(min-width: 1200px)";

function withParam(pathname: string, search: string, name: string, value: string | null) {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(name);
  else params.set(name, value);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The course player's frame (requirement learning-screens): header, sidebar with progress and the content list, main
 * area, and Previous/Next under topics. Sidebar and exit confirmation work as links without
 * JavaScript and as client state with it (Ctrl/Cmd+B toggles the sidebar).
 */
export function PlayerShell({
  view,
  viewedKey,
  audioPreferences,
  children,
}: {
  view: PlayerView;
  viewedKey: string | null;
  audioPreferences: ReactNode;
  children: ReactNode;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const { completed, unlocked, stats } = useCompletion();

  const [desktopOpen, setDesktopOpen] = useState(view.sidebar === "open");
  const [mobileOpen, setMobileOpen] = useState(searchParams.get("sidebar") === "open");
  const [exitOpen, setExitOpen] = useState(searchParams.get("exit") === "1");
  // The states start from the server's data and the address; later changes of those set them again.
  // Not on the first run: an Exit click or Ctrl+B right after hydration, before React ran the effects,
  // would be undone (the exit dialog opened and closed again: a flaky journey on the CI run).
  const seen = useRef({ sidebar: view.sidebar, location: `${location.key}${location.search}` });
  useEffect(() => {
    if (seen.current.sidebar === view.sidebar) return;
    seen.current.sidebar = view.sidebar;
    setDesktopOpen(view.sidebar === "open");
  }, [view.sidebar]);
  // Every navigation (a sidebar link, Next, a ?sidebar= or ?exit= link) sets both from the address.
  useEffect(() => {
    const current = `${location.key}${location.search}`;
    if (seen.current.location === current) return;
    seen.current.location = current;
    const params = new URLSearchParams(location.search);
    setMobileOpen(params.get("sidebar") === "open");
    setExitOpen(params.get("exit") === "1");
  }, [location.key, location.search]);

  const toggleDesktop = useCallback(() => {
    setDesktopOpen((open) => {
      document.cookie = `${SIDEBAR_COOKIE}=${open ? "closed" : "open"}; path=/; max-age=${SIDEBAR_MAX_AGE}; samesite=lax`;
      return !open;
    });
  }, []);
  const toggleSidebar = useCallback(() => {
    if (window.matchMedia(DESKTOP).matches) toggleDesktop();
    else setMobileOpen((open) => !open);
  }, [toggleDesktop]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "b") {
        event.preventDefault();
        toggleSidebar();
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggleSidebar]);

  const plainSearch = withParam("", location.search, "exit", null).replace(/^\?/, "");
  const here = (name: string, value: string | null) => withParam(location.pathname, plainSearch ? `?${plainSearch}` : "", name, value);
  const stayHref = here("exit", null);

  const viewedIndex = viewedKey ? view.items.findIndex((item) => item.key === viewedKey) : -1;
  const viewed = viewedIndex >= 0 ? view.items[viewedIndex] : null;
  const previous = viewedIndex > 0 ? view.items[viewedIndex - 1] : null;
  const next = viewedIndex >= 0 && viewedIndex < view.items.length - 1 ? view.items[viewedIndex + 1] : null;
  const busy = navigation.state === "loading" && navigation.location.pathname !== location.pathname;

  const sidebarClass = [
    "flex-col gap-4 overflow-y-auto border-r border-line bg-surface-muted p-4",
    mobileOpen ? "fixed inset-y-0 left-0 z-40 flex w-72 max-w-[calc(100vw-3rem)] shadow-2xl" : "hidden",
    desktopOpen
      ? "min-[1200px]:sticky min-[1200px]:top-[3.75rem] min-[1200px]:z-0 min-[1200px]:flex min-[1200px]:h-[calc(100vh-3.75rem)] min-[1200px]:w-96 min-[1200px]:max-w-none min-[1200px]:shrink-0 min-[1200px]:shadow-none"
      : "min-[1200px]:hidden",
  ].join(" ");

  return (
    <div className="flex min-h-screen flex-1 flex-col">
      <a
        href="#player-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface-raised focus:p-2"
      >
        Skip to content
      </a>
      <PlayerHeader
        courseTitle={view.course.title}
        rexChatUrl={view.rexChatUrl}
        audioPreferences={audioPreferences}
        exitHref={here("exit", "1")}
        onExit={(event: MouseEvent) => {
          event.preventDefault();
          setExitOpen(true);
        }}
        sidebar={{
          desktopOpen,
          desktopHref: here("sidebar", desktopOpen ? "closed" : "open"),
          onDesktop: (event) => {
            event.preventDefault();
            toggleDesktop();
          },
          mobileOpen,
          mobileHref: here("sidebar", mobileOpen ? null : "open"),
          onMobile: (event) => {
            event.preventDefault();
            setMobileOpen((open) => !open);
          },
        }}
      />
      <div className="flex flex-1">
        {mobileOpen ? (
          <Link
            to={here("sidebar", null)}
            onClick={(event) => {
              event.preventDefault();
              setMobileOpen(false);
            }}
            className="fixed inset-0 z-30 bg-black/40 min-[1200px]:hidden"
            aria-label="Close course content"
            tabIndex={-1}
          />
        ) : null}
        <aside id="player-sidebar" className={sidebarClass} aria-label="Course content and progress" data-testid="player-sidebar">
          <ProgressSummary stats={stats} />
          {view.seatTime ? <SeatTimeMeter seatTime={view.seatTime} /> : null}
          <ContentList
            items={view.items}
            completed={completed}
            unlocked={unlocked}
            viewedKey={viewedKey}
            current={currentIndex(view.items, completed, view.savedPosition)}
            outline={searchParams.get("outline")}
            outlineHref={(groupId) => here("outline", groupId)}
          />
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <main id="player-main" className="flex-1 px-4 py-6 sm:px-8" aria-busy={busy || undefined}>
            {busy ? (
              <p role="status" className="mb-4 text-sm text-ink-muted">
                Loading course...
              </p>
            ) : null}
            {children}
          </main>
          {viewed && viewed.type === "topic" ? (
            <PlayerFooter viewed={viewed} previous={previous} next={next} nextUnlocked={next ? unlocked[viewedIndex + 1] : false} />
          ) : null}
        </div>
      </div>
      <IdleLimit minutes={view.idleLimitMinutes} course={view.course.slug} />
      <PlayerDialog
        open={exitOpen}
        title="Exit Course"
        description="Your progress will be automatically saved"
        onCancel={() => setExitOpen(false)}
        testId="exit-dialog"
      >
        <Link
          to={stayHref}
          className="btn-secondary"
          onClick={(event) => {
            if (searchParams.get("exit") === "1") return; // opened by the address: the link clears it
            event.preventDefault();
            setExitOpen(false);
          }}
        >
          Stay in Course
        </Link>
        <Link to={view.exitTo} className="btn-primary">
          Exit Course
        </Link>
      </PlayerDialog>
    </div>
  );
}
