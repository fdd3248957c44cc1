import type { ProgressStats } from "~/rules/progress";
import type { Role } from "~/rules/roles";
import type { ContentType, OrderedItem } from "~/rules/unlocking";

/** A content item as the browser receives it (spec 2 §3 content item, plus its address). */
export type ClientItem = OrderedItem & {
  id: string;
  type: ContentType;
  title: string;
  lessonTitle: string | null;
  topicType: string | null;
  href: string;
};

/** The course player's layout data (what `course-player.$course` sends to the browser). */
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
