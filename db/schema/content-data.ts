/** Shapes of lesson_topics.content_data (requirement learning-data-fields). Both snake and camel keys occur in old data; we write snake. */
import type { InteractionType, StoredInteraction } from "../../app/rules/interactions";

// The interactive part is inferred from the interaction definitions' zod schemas (app/rules/interactions.ts):
// a new interaction type needs no edit here.
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
