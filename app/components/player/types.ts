import type { ProgressStats } from "~/rules/progress";
import type { Role } from "~/rules/roles";
import type { ContentType, OrderedItem } from "~/rules/unlocking";

/**
 * A content item as the browser receives it (requirement learning-data-fields content item): only what the sidebar and the
 * unlocking rules read. Its id is in its key and its address follows from both (`playerHref`), so
 * neither is sent: a 200-topic course's data is a third smaller (decision 0048).
 */
export type WireItem = OrderedItem & {
  type: ContentType;
  title: string;
  lessonTitle: string | null;
};

/** A content item in the browser, with its address. */
export type ClientItem = WireItem & { href: string };

/** The course player's layout data as the browser receives it (what `course-player.$course` sends). */
export type PlayerWireView = Omit<PlayerView, "items"> & { items: WireItem[] };

/** The course player's layout data, its items with their addresses. */
export type PlayerView = {
  course: { id: string; slug: string; title: string };
  userRole: Role;
  exitTo: string;
  items: ClientItem[];
  completed: string[];
  savedPosition: string | null;
  progressStats: ProgressStats;
  preferences: { showAudioPlayer: boolean; autoPlayAndAdvance: boolean };
  rexChatUrl: string | null;
  sidebar: "open" | "closed";
};

/** What the completion action answers a fetcher. */
export type CompletionResponse =
  { ok: true; key: string; progressStats: ProgressStats; nextPosition: string | null } | { ok: false; key?: string; error: string };
