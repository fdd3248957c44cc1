// The zod schema of lesson_topics.content_data (requirement learning-data-fields) per content type: what the topic editor
// saves, and the contract the course player's reader (app/models/catalogue/topic-content.server.ts,
// `toTopicView`) is tested against (tests/integration/admin-content.test.ts, "topic editor → player reader"): every value
// this schema accepts renders in the player, never as "misconfigured". Keys are the snake_case ones
// the reader prefers. HTML fields are sanitised by the server before they are stored.
import { z } from "zod";
import { parseAudioSource } from "./audio-source";
import { asRecord, asString, optionalHtml, required, text, type Payload } from "./content-fields";
import {
  interactiveDataFromPayload,
  interactiveSchema,
  isInteractionType,
  type InteractionType,
  type StoredInteraction,
} from "./interactions";
import type { TopicContentTypeName } from "./topic-content-types";
import { parseVideoUrl } from "./video-url";

export { INTERACTION_LABELS, INTERACTION_TYPES, isInteractionType, type InteractionType } from "./interactions";
export { TOPIC_CONTENT_TYPES, type TopicContentTypeName } from "./topic-content-types";

// The stored shape of lesson_topics.content_data (db/schema/catalog.ts types the column with it; the
// schema imports the rules, never the other way: decision 0096). Both snake and camel keys occur in old
// data; we write snake. The interactive part is inferred from the interaction definitions' zod schemas
// (interactions.ts): a new interaction type needs no edit here.
export type InteractiveData = StoredInteraction;

export type MathProblem = Extract<StoredInteraction, { interaction_type: "math_problem" }>["interactive_data"];

export type ContentData = {
  html?: string;
  text?: string;
  video_url?: string;
  videoUrl?: string;
  video_description?: string;
  description?: string;
  video_aspect?: string;
  video_width?: number;
  video_height?: number;
  audio_url?: string;
  audioUrl?: string;
  audio_description?: string;
  audio_file_url?: string;
  interaction_type?: InteractionType;
  interactive_data?: InteractiveData["interactive_data"];
  after_text?: string;
};

export const CONTENT_TYPE_LABELS: Record<TopicContentTypeName, string> = {
  text: "Text",
  video: "Video",
  text_with_video: "Text with video",
  text_with_audio: "Text with audio",
  interactive: "Interactive",
};

export const videoUrlSchema = text(2000)
  .min(1, "Enter the video's address.")
  .refine((value) => parseVideoUrl(value).kind === "youtube", "Enter a YouTube link (youtube.com/watch?v=… or youtu.be/…).");

export const audioUrlSchema = text(4000)
  .min(1, "Enter the audio's address or upload a file.")
  .refine((value) => {
    const source = parseAudioSource(value);
    if (!source) return false;
    if (source.kind === "iframe") return /src="https:\/\/w\.soundcloud\.com\//i.test(value);
    return true;
  }, "Enter an https address, a SoundCloud link, or upload an audio file.");

const afterText = { after_text: optionalHtml };

/** content_data by content type. */
export const CONTENT_DATA_SCHEMAS = {
  text: z.object({ html: required("Enter the topic's text."), ...afterText }),
  video: z.object({ video_url: videoUrlSchema, video_description: optionalHtml, ...afterText }),
  text_with_video: z.object({
    html: required("Enter the topic's text."),
    video_url: videoUrlSchema,
    video_description: optionalHtml,
    ...afterText,
  }),
  text_with_audio: z.object({
    html: required("Enter the topic's text."),
    audio_url: audioUrlSchema,
    audio_description: optionalHtml,
    ...afterText,
  }),
  interactive: z.intersection(z.object({ html: optionalHtml, ...afterText }), interactiveSchema),
} as const;

export type ContentDataResult = { ok: true; data: ContentData } | { ok: false; errors: { path: string; message: string }[] };

/** Drops empty optional strings so stored data stays minimal. */
function compact<T>(value: T): T {
  if (Array.isArray(value)) return value.map(compact) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined && v !== "")
        .map(([k, v]) => [k, compact(v)]),
    ) as T;
  }
  return value;
}

/** Validates content_data for a content type: the one gate every saved topic passes. */
export function parseContentData(contentType: TopicContentTypeName, value: unknown): ContentDataResult {
  const parsed = CONTENT_DATA_SCHEMAS[contentType].safeParse(compact(value));
  if (parsed.success) return { ok: true, data: compact(parsed.data) as ContentData };
  return { ok: false, errors: parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })) };
}

/** Whether stored content_data is valid for its type (publishing refuses topics that are not). */
export function isPlayableContent(contentType: TopicContentTypeName, value: unknown): boolean {
  return parseContentData(contentType, value).ok;
}

// --- the topic editor's form ------------------------------------------------------------------------
// The editor's fields are named by their content_data path in conform's syntax
// ("interactive_data.cards[0].front"), so the submitted payload is content_data's shape and a zod
// issue's path names the field it belongs to. Blank rows (the editor offers spare ones) are dropped.

/** The submitted editor payload as content_data for the type (before validation). */
export function contentDataFromPayload(contentType: TopicContentTypeName, payload: Payload): Payload {
  const pick = (...keys: string[]) => Object.fromEntries(keys.map((key) => [key, asString(payload[key])]));
  switch (contentType) {
    case "text":
      return pick("html", "after_text");
    case "video":
      return pick("video_url", "video_description", "after_text");
    case "text_with_video":
      return pick("html", "video_url", "video_description", "after_text");
    case "text_with_audio":
      return pick("html", "audio_url", "audio_description", "after_text");
    case "interactive": {
      const type = asString(payload.interaction_type);
      const interactive = isInteractionType(type) ? interactiveDataFromPayload(type, asRecord(payload.interactive_data)) : {};
      return {
        html: asString(payload.html),
        after_text: asString(payload.after_text),
        interaction_type: type,
        interactive_data: interactive,
      };
    }
    default: {
      // A new content type fails to compile here until the editor's payload is mapped.
      const unhandled: never = contentType;
      return unhandled;
    }
  }
}

/** A zod issue path ("interactive_data.cards.0.front") as the editor's field name ("interactive_data.cards[0].front"). */
export function fieldNameOf(path: string): string {
  return path
    .split(".")
    .filter(Boolean)
    .reduce((name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part), "");
}

/** Stored content_data as the editor's default values (a checkbox is "on"). */
export function payloadFromContentData(data: ContentData | null | undefined): Payload {
  const value = JSON.parse(JSON.stringify(data ?? {})) as Payload;
  const interactive = asRecord(value.interactive_data);
  if (interactive.show_calculator === true) interactive.show_calculator = "on";
  else delete interactive.show_calculator;
  return value;
}
