/**
 * The shapes the course player renders a lesson topic from (built on the server by
 * app/models/catalogue/topic-content.server.ts, which also grades math problems). Isomorphic: components
 * import these types and the `isMathCheckResult` guard from here.
 */
import type { InteractionView } from "./interactions";
import type { FlashcardView, LayerView, RichText } from "./interaction-views";
import type { TopicContentTypeName } from "./topic-content-types";
import type { VideoSource } from "./video-url";

export type { FlashcardView, LayerView, RichText };

export type TopicContentType = TopicContentTypeName;

export type VideoView = {
  /** The address as stored (trimmed). */
  url: string;
  source: VideoSource;
  /** CSS aspect-ratio, e.g. "16 / 9". */
  aspectRatio: string;
  description: RichText;
};

export type AudioView = { description: RichText } & (
  | { kind: "soundcloud"; embedUrl: string }
  | { kind: "iframe"; /** sanitised; its frame source is on the allow-list */ html: RichText }
  | { kind: "file"; src: string }
);

/** Each interaction type's view (declared by its definition in interactions.ts), or "misconfigured". */
export type InteractiveView =
  | InteractionView
  /** Missing or unknown interaction type, or data that does not fit it. */
  | { type: "misconfigured"; interactionType: string | null };

export type TopicView = {
  id: string;
  lessonId: string;
  title: string;
  orderIndex: number;
  contentType: TopicContentType;
  /** The topic's text (content_data.html, else its plain `text` as paragraphs). */
  html: RichText;
  /**
   * Shown after the content. For a math problem it belongs to the solution and is sent only with
   * a correct or revealed result (MathSolution.afterText), so here it is "".
   */
  afterText: RichText;
  /** Set for video and text_with_video topics; null there means "No video URL provided". */
  video: VideoView | null;
  /** Set for text_with_audio topics when the source is playable. */
  audio: AudioView | null;
  /** Set for interactive topics. */
  interactive: InteractiveView | null;
};

export type MathSolution = {
  answers: { label: string | null; value: string }[];
  steps: { stepNumber: number; description: string; calculation: string; result: string }[];
  afterText: RichText;
};

/**
 * The result of checking a math problem (intent=check-math). `given` echoes the learner's answers
 * so the form can be shown again filled in. Solutions leave the server only in "correct" and
 * "solution" (reveal=1) results.
 */
export type MathCheckResult = { topicId: string; given: string[] } & (
  | { status: "correct"; solution: MathSolution }
  | { status: "incorrect"; hint: RichText; canShowSolution: true }
  | { status: "solution"; solution: MathSolution }
  | { status: "invalid"; message: string; /** by answer field name */ fieldErrors: Record<string, string> }
);

export function isMathCheckResult(value: unknown): value is MathCheckResult {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Partial<MathCheckResult>;
  return (
    typeof candidate.topicId === "string" &&
    Array.isArray(candidate.given) &&
    ["correct", "incorrect", "solution", "invalid"].includes(candidate.status as string)
  );
}
