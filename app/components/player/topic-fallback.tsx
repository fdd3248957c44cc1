import type { MathCheckResult, TopicView } from "~/models/topic-content.server";

/** A topic's text until the content renderers are in (sanitised on the server). */
export function TopicFallback({ topic }: { topic: TopicView; mathResult?: MathCheckResult }) {
  if (!topic.html) return <p className="text-ink-muted">No content available</p>;
  return <div className="prose-content" dangerouslySetInnerHTML={{ __html: topic.html }} />;
}
