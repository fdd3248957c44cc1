// The topic interaction types' names (requirement learning-data-fields content_data.interaction_type),
// apart from their definitions (interactions.ts, built on zod): the player's browser code tests a
// stored name without loading zod (13 KB compressed on the player topic, decision 0075).
export const INTERACTION_TYPES = ["flashcards", "progressive_disclosure", "math_problem", "rex_activity"] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];
export const isInteractionType = (value: unknown): value is InteractionType => (INTERACTION_TYPES as readonly unknown[]).includes(value);
