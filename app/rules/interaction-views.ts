// The parts an interaction's view is built from (interactions.ts declares each type's view with them;
// topic-view.ts, the player's shapes, exports them to the components). Apart from both, so neither
// imports the other's module back (decision 0096: no import circles, not even of types).

/** HTML that has been through `sanitizeRichText`; "" when there is none. */
export type RichText = string;

export type FlashcardView = { front: RichText; back: RichText };
export type LayerView = { id: string; buttonText: string; content: RichText };
export type MathAnswerField = { name: string; label: string; placeholder: string };
