/** Shapes of lesson_topics.content_data (requirement learning-data-fields). Both snake and camel keys occur in old data; we write snake. */

export type Flashcard = { front: string; back: string };

export type DisclosureLayer = { id: string; button_text: string; content: string };

export type MathStep = { step_number: number; description: string; calculation?: string; result?: string };

export type MathProblem = {
  problem_statement: string;
  correct_answer?: string;
  multi_answer?: { label: string; value: string }[];
  steps?: MathStep[];
  hint?: string;
  show_calculator?: boolean;
};

export type RexActivity = {
  topics: { id: string; text: string }[];
  scenarios: { id: string; text: string }[];
  reflection_questions: { id: string; question: string }[];
};

export type InteractiveData =
  | { interaction_type: "flashcards"; interactive_data: { cards: Flashcard[] } }
  | { interaction_type: "progressive_disclosure"; interactive_data: { layers: DisclosureLayer[] } }
  | { interaction_type: "math_problem"; interactive_data: MathProblem }
  | { interaction_type: "rex_activity"; interactive_data: RexActivity };

export type InteractionType = InteractiveData["interaction_type"];

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
