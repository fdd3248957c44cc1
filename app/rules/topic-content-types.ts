// The topic content types' names (lesson_topics.content_type), apart from the zod schema of their data
// (content-data.ts): the player's view types (topic-view.ts) name them without importing that schema,
// which itself builds on interactions.ts (decision 0096: no import circles, not even of types).
export const TOPIC_CONTENT_TYPES = ["text", "video", "text_with_video", "text_with_audio", "interactive"] as const;
export type TopicContentTypeName = (typeof TOPIC_CONTENT_TYPES)[number];
