import type { ProgressStats } from "~/rules/progress";
import type { Role } from "~/rules/roles";
import type { ContentType, OrderedItem } from "~/rules/unlocking";

/**
 * A content item in the browser (requirement learning-data-fields content item): only what the sidebar and the
 * unlocking rules read, with its address (`playerHref`). The loader sends the list in a compact
 * shape (`./wire`, decisions 0048 and 0073); its id is in its key and its address is built on decoding.
 */
export type ClientItem = OrderedItem & {
  type: ContentType;
  title: string;
  lessonTitle: string | null;
  href: string;
};

/** The course player's layout data, its items with their addresses (decoded from `PlayerWireView`, `./wire`). */
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
  /** The course's seat time against its delivery policy (decision 0087); null when the policy is off. */
  seatTime: { creditedSeconds: number; requiredSeconds: number; met: boolean } | null;
  /** The policy's idle limit in minutes: the player warns 2 minutes before and then leaves the course; null: none. */
  idleLimitMinutes: number | null;
};

/** What the completion action answers a fetcher. */
export type CompletionResponse =
  { ok: true; key: string; progressStats: ProgressStats; nextPosition: string | null } | { ok: false; key?: string; error: string };
