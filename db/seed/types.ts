import type { PublishStatus } from "../../app/rules/admin-content";
import type { ContentData, InteractiveData, TopicContentTypeName as TopicContentType } from "../../app/rules/content-data";
import type { CourseType } from "../../app/rules/course-type";
import type { AnswerLetter } from "../../app/rules/quiz-shuffle";

/** Shapes of the seed's data modules. Keys (not ids) tie things together; ids.ts turns keys into UUIDs. */

export type { AnswerLetter, CourseType, PublishStatus, TopicContentType };

export type TopicSeed = { title: string; contentType: TopicContentType; content: ContentData };

export type QuestionSeed = {
  text: string;
  /** Two choices make a true/false question (choice_c and choice_d stay null). */
  choices: [string, string] | [string, string, string, string];
  answer: AnswerLetter;
  explanation: string;
};

export type QuizSectionSeed = { title: string; questionsToPull: number | null; questions: QuestionSeed[] };

export type QuizSeed = {
  /** Unique across the seed; the quiz id is derived from it. */
  key: string;
  title: string;
  description?: string;
  passingScorePercentage?: number;
  durationMinutes?: number | null;
  randomize?: boolean;
  /** Quiz-level draw for an unsectioned quiz (null = all questions). */
  questionsToPull?: number | null;
} & ({ questions: QuestionSeed[]; sections?: never } | { sections: QuizSectionSeed[]; questions?: never });

export type LessonSeed = {
  /** Unique across the seed, e.g. "pre:agency"; the lesson and topic ids are derived from it. */
  key: string;
  title: string;
  description: string;
  topics: TopicSeed[];
  quiz?: QuizSeed;
};

export type CourseSeed = {
  slug: string;
  title: string;
  description: string;
  hours: number;
  price: number | null;
  imageUrl: string;
  courseType: CourseType;
  licenseType: "Salesperson" | "Broker" | "Salesperson & Broker";
  featured: boolean;
  /** The Commission's mandatory-topic CE course (counts toward the yearly CE requirement's mandatory part). */
  mandatoryTopic?: boolean;
  status: PublishStatus;
  instructorKey: string;
  whatsIncluded: string[];
  requirements: string[];
  whoThisIsFor: string;
  /** Fixed creation date (ISO); spread over 2025–2026 so "newest first" is meaningful. */
  createdAt: string;
  lessons: LessonSeed[];
  finalExam?: QuizSeed;
  evaluationKey?: string;
  certificateTemplateKey?: string;
};

// --- Small builders that keep the data modules terse and type-checked. ---

export function text(title: string, html: string, afterText?: string): TopicSeed {
  return { title, contentType: "text", content: { html, ...(afterText ? { after_text: afterText } : {}) } };
}

export function video(title: string, videoUrl: string, description: string, afterText?: string): TopicSeed {
  return {
    title,
    contentType: "video",
    content: { video_url: videoUrl, video_description: description, ...(afterText ? { after_text: afterText } : {}) },
  };
}

export function textWithVideo(title: string, html: string, videoUrl: string, description: string, afterText?: string): TopicSeed {
  return {
    title,
    contentType: "text_with_video",
    content: { html, video_url: videoUrl, video_description: description, ...(afterText ? { after_text: afterText } : {}) },
  };
}

export function textWithAudio(title: string, html: string, audioUrl: string, description: string): TopicSeed {
  return {
    title,
    contentType: "text_with_audio",
    content: { html, audio_url: audioUrl, audio_description: description },
  };
}

/** An interactive topic; the interaction type and its data are checked together. */
export function interactive(title: string, data: InteractiveData, extra: { html?: string; afterText?: string } = {}): TopicSeed {
  return {
    title,
    contentType: "interactive",
    content: {
      ...(extra.html ? { html: extra.html } : {}),
      interaction_type: data.interaction_type,
      interactive_data: data.interactive_data,
      ...(extra.afterText ? { after_text: extra.afterText } : {}),
    },
  };
}

/** A four-choice question. */
export function q(text: string, choices: [string, string, string, string], answer: AnswerLetter, explanation: string): QuestionSeed {
  return { text, choices, answer, explanation: `<p>${explanation}</p>` };
}

/** A true/false question (choices A = True, B = False). */
export function trueFalse(text: string, answer: boolean, explanation: string): QuestionSeed {
  return { text, choices: ["True", "False"], answer: answer ? "A" : "B", explanation: `<p>${explanation}</p>` };
}

/** The shared local audio summary and the YouTube / SoundCloud media used by the catalogue. */
export const MEDIA = {
  agencyAudio: "/audio/louisiana-agency-summary.mp3",
} as const;
