// The zod schema of lesson_topics.content_data (requirement learning-data-fields) per content type: what the topic editor
// saves, and the contract the course player's reader (app/models/catalogue/topic-content.server.ts,
// `toTopicView`) is tested against (tests/integration/admin-content.test.ts, "topic editor → player reader"): every value
// this schema accepts renders in the player, never as "misconfigured". Keys are the snake_case ones
// the reader prefers. HTML fields are sanitised by the server before they are stored.
import { z } from "zod";
import type { ContentData, InteractionType as StoredInteractionType } from "../../db/schema/content-data";
import { parseAudioSource } from "./audio-source";
import { parseVideoUrl } from "./video-url";

export const TOPIC_CONTENT_TYPES = ["text", "video", "text_with_video", "text_with_audio", "interactive"] as const;
export type TopicContentTypeName = (typeof TOPIC_CONTENT_TYPES)[number];

export const CONTENT_TYPE_LABELS: Record<TopicContentTypeName, string> = {
  text: "Text",
  video: "Video",
  text_with_video: "Text with video",
  text_with_audio: "Text with audio",
  interactive: "Interactive",
};

export const INTERACTION_TYPES = ["flashcards", "progressive_disclosure", "math_problem", "rex_activity"] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];
/** The stored shape (db/schema/content-data.ts) has a variant for every interaction type and no other. */
const _storedShapes: [InteractionType] extends [StoredInteractionType]
  ? [StoredInteractionType] extends [InteractionType]
    ? true
    : never
  : never = true;
export const isInteractionType = (value: unknown): value is InteractionType => (INTERACTION_TYPES as readonly unknown[]).includes(value);
export const INTERACTION_LABELS: Record<InteractionType, string> = {
  flashcards: "Flashcards",
  progressive_disclosure: "Progressive disclosure",
  math_problem: "Math problem",
  rex_activity: "REX activity",
};

const blank = (value: string) =>
  value
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim() === "";
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
const required = (message: string, max = 200_000) =>
  text(max).refine((value) => !blank(value) || /<(img|iframe|audio|video)\b/i.test(value), message);
const optionalHtml = text(200_000).optional();

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

const numberText = text(40).refine((value) => value !== "" && Number.isFinite(Number(value.replace(/[$,\s]/g, ""))), "Enter a number.");

export const flashcardsSchema = z.object({
  cards: z
    .array(z.object({ front: required("Enter the front of the card.", 5000), back: required("Enter the back of the card.", 5000) }))
    .min(1, "Add at least one card."),
});

export const disclosureSchema = z.object({
  layers: z
    .array(
      z.object({
        id: text(40).min(1),
        button_text: text(120).min(1, "Enter the button's text."),
        content: required("Enter the layer's content."),
      }),
    )
    .min(1, "Add at least one layer."),
});

export const mathProblemSchema = z
  .object({
    problem_statement: required("Enter the problem."),
    correct_answer: numberText.optional(),
    multi_answer: z.array(z.object({ label: text(80).min(1, "Enter the answer's label."), value: numberText })).optional(),
    steps: z
      .array(
        z.object({
          step_number: z.number().int().positive(),
          description: text(2000).min(1, "Describe the step."),
          calculation: text(2000).optional(),
          result: text(200).optional(),
        }),
      )
      .optional(),
    hint: text(5000).optional(),
    show_calculator: z.boolean().optional(),
  })
  .refine((problem) => Boolean(problem.correct_answer) || (problem.multi_answer?.length ?? 0) > 0, {
    message: "Enter the correct answer (or two or more labelled answers).",
    path: ["correct_answer"],
  });

export const rexActivitySchema = z
  .object({
    topics: z.array(z.object({ id: text(40).min(1), text: text(2000).min(1) })),
    scenarios: z.array(z.object({ id: text(40).min(1), text: text(5000).min(1) })),
    reflection_questions: z.array(z.object({ id: text(40).min(1), question: text(2000).min(1) })),
  })
  .refine((rex) => rex.topics.length + rex.scenarios.length + rex.reflection_questions.length > 0, {
    message: "Add at least one topic, scenario or reflection question.",
    path: ["topics"],
  });

const interactiveSchema = z.discriminatedUnion("interaction_type", [
  z.object({ interaction_type: z.literal("flashcards"), interactive_data: flashcardsSchema }),
  z.object({ interaction_type: z.literal("progressive_disclosure"), interactive_data: disclosureSchema }),
  z.object({ interaction_type: z.literal("math_problem"), interactive_data: mathProblemSchema }),
  z.object({ interaction_type: z.literal("rex_activity"), interactive_data: rexActivitySchema }),
]);

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

type Payload = Record<string, unknown>;
const asRecord = (value: unknown): Payload => (value && typeof value === "object" && !Array.isArray(value) ? (value as Payload) : {});
const asString = (value: unknown) => (typeof value === "string" ? value : "");
const rows = (value: unknown): Payload[] => (Array.isArray(value) ? value.map(asRecord) : []);
const filled = (row: Payload, keys: string[]) => keys.some((key) => asString(row[key]).trim() !== "");

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

/** The submitted interactive_data for an interaction type (before validation). */
function interactiveDataFromPayload(type: InteractionType, data: Payload): Payload {
  const withIds = (list: Payload[], field: string) =>
    list
      .filter((row) => filled(row, [field]))
      .map((row, index) => ({ id: asString(row.id) || String(index + 1), [field]: asString(row[field]) }));
  switch (type) {
    case "flashcards":
      return {
        cards: rows(data.cards)
          .filter((c) => filled(c, ["front", "back"]))
          .map((c) => ({ front: asString(c.front), back: asString(c.back) })),
      };
    case "progressive_disclosure":
      return {
        layers: rows(data.layers)
          .filter((l) => filled(l, ["button_text", "content"]))
          .map((l, index) => ({
            id: asString(l.id) || String(index + 1),
            button_text: asString(l.button_text),
            content: asString(l.content),
          })),
      };
    case "math_problem": {
      const multi = rows(data.multi_answer)
        .filter((a) => filled(a, ["label", "value"]))
        .map((a) => ({ label: asString(a.label), value: asString(a.value) }));
      const steps = rows(data.steps)
        .filter((s) => filled(s, ["description", "calculation", "result"]))
        .map((s, index) => ({
          step_number: index + 1,
          description: asString(s.description),
          calculation: asString(s.calculation),
          result: asString(s.result),
        }));
      return {
        problem_statement: asString(data.problem_statement),
        correct_answer: multi.length > 0 ? "" : asString(data.correct_answer),
        ...(multi.length > 0 ? { multi_answer: multi } : {}),
        ...(steps.length > 0 ? { steps } : {}),
        hint: asString(data.hint),
        show_calculator: data.show_calculator === "on" || data.show_calculator === true,
      };
    }
    case "rex_activity":
      return {
        topics: withIds(rows(data.topics), "text"),
        scenarios: withIds(rows(data.scenarios), "text"),
        reflection_questions: withIds(rows(data.reflection_questions), "question"),
      };
    default: {
      // A new interaction type fails to compile here until the editor's payload is mapped.
      const unhandled: never = type;
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
