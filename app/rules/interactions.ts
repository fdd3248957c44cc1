// The topic interaction types (requirement learning-data-fields content_data.interaction_type): one
// definition per interaction, from which everything else is built — the editor's choices (label), the
// stored shape (content-data.ts infers it from `schema`), the save path (`schema`,
// `fromPayload`, and `sanitize` naming its HTML fields for the server's sanitiser) and the player's view
// (`view`, read by app/models/catalogue/topic-content.server.ts; `InteractiveView` in topic-view.ts is
// the union of the views' types). Adding an interaction type: its member of INTERACTION_TYPES and its
// entry here; the compiler then asks for the player's component (topic-content.tsx) and the editor's
// fields (topic-editor.tsx). Pure: the sanitiser is passed in (`clean`, `rich`), never imported.
import { z } from "zod";
import { asString, filled, list, numberText, record, required, rows, str, text, type Loose, type Payload } from "./content-fields";
import { MATH_ANSWER_PLACEHOLDER } from "./math-answer";
import { INTERACTION_TYPES, type InteractionType } from "./interaction-types";
import type { FlashcardView, LayerView, MathAnswerField, RichText } from "./interaction-views";

export { INTERACTION_TYPES, isInteractionType, type InteractionType } from "./interaction-types";

/** What each interaction type defines; `S` is its interactive_data schema, `V` its view in the player. */
type Interaction<K extends InteractionType, S extends z.ZodType, V extends { type: K }> = {
  /** The editor's name for it. */
  label: string;
  /** interactive_data as saved (validated on every save, and the stored type is inferred from it). */
  schema: S;
  /** The editor's submitted interactive_data (before validation); spare blank rows are dropped. */
  fromPayload: (data: Payload) => Payload;
  /** Valid interactive_data with every HTML field passed through `clean` (the server's sanitiser). */
  sanitize: (data: z.infer<S>, clean: (html: string) => string) => z.infer<S>;
  /** Stored interactive_data (old aliases included) as the player shows it; null when it does not fit the type. */
  view: (data: unknown, rich: (html: string | null) => RichText) => V | null;
};
const interaction = <K extends InteractionType, S extends z.ZodType, V extends { type: K }>(_type: K, definition: Interaction<K, S, V>) =>
  definition;

// --- flashcards -------------------------------------------------------------------------------------

const flashcards = interaction("flashcards", {
  label: "Flashcards",
  schema: z.object({
    cards: z
      .array(z.object({ front: required("Enter the front of the card.", 5000), back: required("Enter the back of the card.", 5000) }))
      .min(1, "Add at least one card."),
  }),
  fromPayload: (data) => ({
    cards: rows(data.cards)
      .filter((c) => filled(c, ["front", "back"]))
      .map((c) => ({ front: asString(c.front), back: asString(c.back) })),
  }),
  sanitize: (data, clean) => ({ cards: data.cards.map((c) => ({ front: clean(c.front), back: clean(c.back) })) }),
  view(data, rich): { type: "flashcards"; /** may be empty: "No flashcards available" */ cards: FlashcardView[] } | null {
    const source = record(data);
    const cards = Array.isArray(data) ? data.map(record).filter((c): c is Loose => c !== null) : list(source, "cards", "flashcards");
    if (!source && !Array.isArray(data)) return null;
    return {
      type: "flashcards",
      cards: cards
        .map((card) => ({ front: rich(str(card, "front")), back: rich(str(card, "back")) }))
        .filter((card) => card.front !== "" || card.back !== ""),
    };
  },
});

// --- progressive disclosure -------------------------------------------------------------------------

const progressiveDisclosure = interaction("progressive_disclosure", {
  label: "Progressive disclosure",
  schema: z.object({
    layers: z
      .array(
        z.object({
          id: text(40).min(1),
          button_text: text(120).min(1, "Enter the button's text."),
          content: required("Enter the layer's content."),
        }),
      )
      .min(1, "Add at least one layer."),
  }),
  fromPayload: (data) => ({
    layers: rows(data.layers)
      .filter((l) => filled(l, ["button_text", "content"]))
      .map((l, index) => ({
        id: asString(l.id) || String(index + 1),
        button_text: asString(l.button_text),
        content: asString(l.content),
      })),
  }),
  sanitize: (data, clean) => ({ layers: data.layers.map((l) => ({ ...l, content: clean(l.content) })) }),
  view(data, rich): { type: "progressive_disclosure"; layers: LayerView[] } | null {
    const source = record(data);
    if (!source) return null;
    return {
      type: "progressive_disclosure",
      layers: list(source, "layers").map((layer, index) => ({
        id: str(layer, "id") ?? String(index + 1),
        buttonText: str(layer, "button_text", "buttonText") ?? `Layer ${index + 1}`,
        content: rich(str(layer, "content")),
      })),
    };
  },
});

// --- math problem -----------------------------------------------------------------------------------

/** The expected answers of a stored math problem, in order, with their labels (null for a single answer). */
export function expectedAnswers(problem: Loose): { label: string | null; value: string }[] {
  const multi = list(problem, "multi_answer", "multiAnswer")
    .map((part, index) => ({ label: str(part, "label") ?? `Answer ${index + 1}`, value: str(part, "value") ?? "" }))
    .filter((part) => part.value !== "");
  if (multi.length > 0) return multi;
  const single = str(problem, "correct_answer", "correctAnswer");
  return single ? [{ label: null, value: single }] : [];
}

const mathProblem = interaction("math_problem", {
  label: "Math problem",
  schema: z
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
    }),
  fromPayload: (data) => {
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
  },
  sanitize: (data, clean) => ({
    ...data,
    problem_statement: clean(data.problem_statement),
    ...(typeof data.hint === "string" ? { hint: clean(data.hint) } : {}),
  }),
  view(
    data,
    rich,
  ): {
    type: "math_problem";
    problemStatement: RichText;
    /** One field per expected answer; the expected values stay on the server. */
    answerFields: MathAnswerField[];
    showCalculator: boolean;
  } | null {
    const problem = record(data);
    const statement = str(problem, "problem_statement", "problemStatement");
    if (!problem || !statement) return null;
    const answerFields = expectedAnswers(problem).map((answer, index) => ({
      name: `answer-${index}`,
      label: answer.label ?? "Your answer",
      placeholder: MATH_ANSWER_PLACEHOLDER,
    }));
    if (answerFields.length === 0) return null;
    return {
      type: "math_problem",
      problemStatement: rich(statement),
      answerFields,
      showCalculator: (problem.show_calculator ?? problem.showCalculator) === true,
    };
  },
});

// --- REX activity -----------------------------------------------------------------------------------

const rexActivity = interaction("rex_activity", {
  label: "REX activity",
  schema: z
    .object({
      topics: z.array(z.object({ id: text(40).min(1), text: text(2000).min(1) })),
      scenarios: z.array(z.object({ id: text(40).min(1), text: text(5000).min(1) })),
      reflection_questions: z.array(z.object({ id: text(40).min(1), question: text(2000).min(1) })),
    })
    .refine((rex) => rex.topics.length + rex.scenarios.length + rex.reflection_questions.length > 0, {
      message: "Add at least one topic, scenario or reflection question.",
      path: ["topics"],
    }),
  fromPayload: (data) => {
    const withIds = (list: Payload[], field: string) =>
      list
        .filter((row) => filled(row, [field]))
        .map((row, index) => ({ id: asString(row.id) || String(index + 1), [field]: asString(row[field]) }));
    return {
      topics: withIds(rows(data.topics), "text"),
      scenarios: withIds(rows(data.scenarios), "text"),
      reflection_questions: withIds(rows(data.reflection_questions), "question"),
    };
  },
  // Plain text only (topics, scenarios, questions): nothing to sanitise.
  sanitize: (data) => data,
  view(data): {
    type: "rex_activity";
    topics: { id: string; text: string }[];
    scenarios: { id: string; text: string }[];
    reflectionQuestions: { id: string; question: string }[];
  } | null {
    const source = record(data);
    if (!source) return null;
    const items = (key: string, alias: string, field: string) =>
      list(source, key, alias)
        .map((item, index) => ({ id: str(item, "id") ?? String(index + 1), value: str(item, field) ?? "" }))
        .filter((item) => item.value !== "");
    return {
      type: "rex_activity",
      topics: items("topics", "topics", "text").map(({ id, value }) => ({ id, text: value })),
      scenarios: items("scenarios", "scenarios", "text").map(({ id, value }) => ({ id, text: value })),
      reflectionQuestions: items("reflection_questions", "reflectionQuestions", "question").map(({ id, value }) => ({
        id,
        question: value,
      })),
    };
  },
});

// --- the table --------------------------------------------------------------------------------------

/** Every interaction type's definition, and no other (a missing or extra entry fails to compile). */
export const INTERACTIONS = {
  flashcards,
  progressive_disclosure: progressiveDisclosure,
  math_problem: mathProblem,
  rex_activity: rexActivity,
} satisfies { [K in InteractionType]: Interaction<K, z.ZodType, { type: K }> };

export const INTERACTION_LABELS = Object.fromEntries(INTERACTION_TYPES.map((type) => [type, INTERACTIONS[type].label])) as Record<
  InteractionType,
  string
>;

/** content_data's interaction_type and interactive_data as stored (ContentData, content-data.ts). */
export type StoredInteraction = {
  [K in InteractionType]: { interaction_type: K; interactive_data: z.infer<(typeof INTERACTIONS)[K]["schema"]> };
}[InteractionType];

/** The player's view of a known interaction type (`InteractiveView` adds "misconfigured"). */
export type InteractionView = { [K in InteractionType]: NonNullable<ReturnType<(typeof INTERACTIONS)[K]["view"]>> }[InteractionType];

const variant = <K extends InteractionType>(type: K) =>
  z.object({ interaction_type: z.literal(type), interactive_data: INTERACTIONS[type].schema });

/** interaction_type with its interactive_data, one variant per type (in INTERACTION_TYPES' order). */
export const interactiveSchema = z.discriminatedUnion(
  "interaction_type",
  INTERACTION_TYPES.map(variant) as unknown as [ReturnType<typeof variant>, ...ReturnType<typeof variant>[]],
);

/** The editor's submitted interactive_data for an interaction type (before validation). */
export function interactiveDataFromPayload(type: InteractionType, data: Payload): Payload {
  return INTERACTIONS[type].fromPayload(data);
}

/** Valid interactive_data with its HTML fields passed through `clean` (the server's sanitiser). */
export function sanitizeInteractiveData(
  type: InteractionType,
  data: StoredInteraction["interactive_data"],
  clean: (html: string) => string,
): StoredInteraction["interactive_data"] {
  // The type and its data belong together (content_data passed the schema); TypeScript cannot correlate them.
  const sanitize = INTERACTIONS[type].sanitize as (
    data: StoredInteraction["interactive_data"],
    clean: (html: string) => string,
  ) => StoredInteraction["interactive_data"];
  return sanitize(data, clean);
}

/** The player's view of stored interactive_data, or null when it does not fit the type. */
export function interactionView(type: InteractionType, data: unknown, rich: (html: string | null) => RichText): InteractionView | null {
  return INTERACTIONS[type].view(data, rich);
}
