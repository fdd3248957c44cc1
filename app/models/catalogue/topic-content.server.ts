// A lesson topic as the course player shows it (requirement learning-data-fields Lesson topic / content_data, requirement progress-unlocking-and-quiz-flow Topic
// content, requirement learning-validation-rules math answers, video, audio): content_data's aliases normalised, every piece of
// stored HTML passed through the one sanitising policy, and a math problem's answers, solution
// steps, hint and after_text kept on the server until `checkMathAnswer` reveals them.
import { and, asc, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { getDb, schema } from "~/db.server";
import { parseAudioSource } from "~/rules/audio-source";
import { list, record, str, type Loose } from "~/rules/content-fields";
import { expectedAnswers, interactionView, isInteractionType } from "~/rules/interactions";
import { gradeMathAnswers } from "~/rules/math-answer";
import type {
  AudioView,
  InteractiveView,
  MathCheckResult,
  MathSolution,
  RichText,
  TopicContentType,
  TopicView,
  VideoView,
} from "~/rules/topic-view";
import { parseVideoUrl, videoAspectRatio } from "~/rules/video-url";
import { PUBLIC_STORAGE_BASE, sanitizeRichText } from "~/utils/sanitize.server";

type TopicRow = typeof schema.lessonTopics.$inferSelect;

export type { MathCheckResult, TopicView } from "~/rules/topic-view";

// The view's content types are exactly the database enum's.
type SameTypes<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const contentTypesMatch: SameTypes<TopicRow["contentType"], TopicContentType> = true;
void contentTypesMatch;

// --- reading content_data ----------------------------------------------------------------------

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Plain text as paragraphs (blank lines) and line breaks. */
function plainTextToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

const rich = (html: string | null): RichText => (html ? sanitizeRichText(html) : "");

function videoView(data: Loose): VideoView | null {
  const url = str(data, "video_url", "videoUrl");
  if (!url) return null;
  return {
    url,
    source: parseVideoUrl(url),
    aspectRatio: videoAspectRatio(data.video_aspect, data.video_width, data.video_height),
    description: rich(str(data, "video_description", "description")),
  };
}

function audioView(data: Loose): AudioView | null {
  let value = str(data, "audio_url", "audioUrl", "audio_file_url", "audioFileUrl");
  if (!value) return null;
  // A bare storage key ("podcasts/ep1.mp3") is served from public storage.
  if (/^[\w][\w./-]*$/.test(value) && !value.includes("..") && !/^[a-z]+:/i.test(value)) value = PUBLIC_STORAGE_BASE + value;
  const source = parseAudioSource(value);
  const description = rich(str(data, "audio_description", "audioDescription"));
  if (!source) return null;
  if (source.kind !== "iframe") return { ...source, description };
  const html = sanitizeRichText(source.html);
  // The sanitiser empties a frame whose source is not an allow-listed player: nothing to play then.
  return /<iframe[^>]*\ssrc="https:\/\//i.test(html) ? { kind: "iframe", html, description } : null;
}

function interactiveView(data: Loose): InteractiveView {
  const interactionType = str(data, "interaction_type", "interactionType");
  const payload = data.interactive_data ?? data.interactiveData;
  const view = isInteractionType(interactionType) ? interactionView(interactionType, payload, rich) : null;
  return view ?? { type: "misconfigured", interactionType };
}

/** The topic as the player renders it. Never contains a math problem's answers, steps or hint. */
export function toTopicView(topic: TopicRow): TopicView {
  const data = record(topic.contentData) ?? {};
  const html = str(data, "html");
  const text = str(data, "text");
  const isMath = topic.contentType === "interactive" && str(data, "interaction_type", "interactionType") === "math_problem";
  const hasVideo = topic.contentType === "video" || topic.contentType === "text_with_video";
  return {
    id: topic.id,
    lessonId: topic.lessonId,
    title: topic.title,
    orderIndex: topic.orderIndex,
    contentType: topic.contentType,
    html: html ? sanitizeRichText(html) : text ? sanitizeRichText(plainTextToHtml(text)) : "",
    afterText: isMath ? "" : rich(str(data, "after_text", "afterText")),
    video: hasVideo ? videoView(data) : null,
    audio: topic.contentType === "text_with_audio" ? audioView(data) : null,
    interactive: topic.contentType === "interactive" ? interactiveView(data) : null,
  };
}

// --- checking a math problem -------------------------------------------------------------------

const MAX_ANSWER_LENGTH = 40;

function mathSolution(problem: Loose, data: Loose): MathSolution {
  return {
    answers: expectedAnswers(problem),
    steps: list(problem, "steps").map((step, index) => ({
      stepNumber: Number(str(step, "step_number", "stepNumber") ?? index + 1) || index + 1,
      description: str(step, "description") ?? "",
      calculation: str(step, "calculation") ?? "",
      result: str(step, "result") ?? "",
    })),
    afterText: rich(str(data, "after_text", "afterText")),
  };
}

/**
 * Checks a submitted answer (fields `answer-0`, `answer-1`… as named by the view's answerFields)
 * or, with `reveal=1`, reveals the solution. Blank, non-numeric or over-long answers are "invalid"
 * with a message per field; nothing is graded then.
 */
export function checkMathAnswer(topic: TopicRow, formData: FormData): MathCheckResult {
  const data = record(topic.contentData) ?? {};
  const problem = record(data.interactive_data ?? data.interactiveData);
  const isMath = topic.contentType === "interactive" && str(data, "interaction_type", "interactionType") === "math_problem";
  const expected = problem ? expectedAnswers(problem) : [];
  const names = expected.map((_, index) => `answer-${index}`);

  const schema = z.object({
    reveal: z.enum(["1"]).optional(),
    ...Object.fromEntries(names.map((name) => [name, z.string().max(MAX_ANSWER_LENGTH, "That answer is too long.").optional()])),
  });
  const raw = Object.fromEntries(
    ["reveal", ...names].flatMap((name) => {
      const value = formData.get(name);
      return value === null ? [] : [[name, typeof value === "string" ? value : ""]];
    }),
  );
  const given = names.map((name) => (typeof raw[name] === "string" ? (raw[name] as string).slice(0, MAX_ANSWER_LENGTH) : ""));
  const base = { topicId: topic.id, given };

  if (!isMath || !problem || expected.length === 0) {
    return { ...base, status: "invalid", message: "This topic has no math problem to check.", fieldErrors: {} };
  }

  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    return { ...base, status: "invalid", message: "Please check your answers.", fieldErrors };
  }

  if (parsed.data.reveal === "1") return { ...base, status: "solution", solution: mathSolution(problem, data) };

  const grade = gradeMathAnswers(
    expected.map((answer) => answer.value),
    given,
  );
  switch (grade.status) {
    case "correct":
      return { ...base, status: "correct", solution: mathSolution(problem, data) };
    case "incorrect":
      return { ...base, status: "incorrect", hint: rich(str(problem, "hint")), canShowSolution: true };
    case "blank":
      return {
        ...base,
        status: "invalid",
        message: expected.length > 1 ? "Enter an answer in every box." : "Enter your answer.",
        fieldErrors: Object.fromEntries(grade.blankParts.map((i) => [names[i], "Enter your answer."])),
      };
    case "not_a_number":
      return {
        ...base,
        status: "invalid",
        message: "Enter your answer as a number, for example 125000.00.",
        fieldErrors: Object.fromEntries(grade.badParts.map((i) => [names[i], "Enter a number, for example 125000.00."])),
      };
    case "misconfigured":
      return { ...base, status: "invalid", message: "This problem cannot be checked right now.", fieldErrors: {} };
  }
}

// --- lookups -----------------------------------------------------------------------------------

/** One lesson topic row, or null. */
export async function findLessonTopic(topicId: string): Promise<TopicRow | null> {
  const [row] = await getDb().select().from(schema.lessonTopics).where(eq(schema.lessonTopics.id, topicId));
  return row ?? null;
}

/** The ids and titles of a lesson's topics, in order (for the dev preview's Previous/Next). */
export async function listLessonTopics(lessonId: string): Promise<{ id: string; title: string }[]> {
  return getDb()
    .select({ id: schema.lessonTopics.id, title: schema.lessonTopics.title })
    .from(schema.lessonTopics)
    .where(and(eq(schema.lessonTopics.lessonId, lessonId), isNull(schema.lessonTopics.archivedAt)))
    .orderBy(asc(schema.lessonTopics.orderIndex));
}
