import { isInteractionType } from "~/rules/interaction-types";
import type { InteractiveView, MathCheckResult, TopicView } from "~/rules/topic-view";
import { AudioPlayer, type AudioSettings } from "./audio-player";
import { Flashcards } from "./flashcards";
import { MathProblem } from "./math-problem";
import { ProgressiveDisclosure } from "./progressive-disclosure";
import { RexActivity } from "./rex-activity";
import { ContentNotice, RichText } from "./rich-text";
import { VideoPlayer } from "./video-player";

export type { AudioSettings } from "./audio-player";

/**
 * One lesson topic, whatever its content type (requirement progress-unlocking-and-quiz-flow Topic content, requirements learning-validation-rules, learning-error-texts). The topic
 * title is an `<h2>` (the player's `<h1>` is the lesson title). Everything in `topic` has been
 * sanitised on the server (toTopicView). `mathResult` is the player action's answer to an
 * `intent=check-math` POST (see math-problem.tsx). `onAudioEnded` is called when an audio file
 * finishes while auto-play-and-advance is on.
 */
export function TopicContent({
  topic,
  mathResult,
  audio,
  onAudioEnded,
}: {
  topic: TopicView;
  mathResult: MathCheckResult | undefined;
  audio: AudioSettings;
  onAudioEnded: () => void;
}) {
  const titleId = `topic-${topic.id}-title`;
  return (
    // Keyed by topic: moving to another topic starts every card, layer and form afresh.
    <article key={topic.id} aria-labelledby={titleId} className="space-y-6">
      <h2 id={titleId} className="text-2xl font-bold">
        {topic.title}
      </h2>
      <TopicBody topic={topic} mathResult={mathResult} audio={audio} onAudioEnded={onAudioEnded} />
      {topic.afterText ? <RichText html={topic.afterText} className="border-t border-line pt-4" /> : null}
    </article>
  );
}

function TopicBody({
  topic,
  mathResult,
  audio,
  onAudioEnded,
}: {
  topic: TopicView;
  mathResult: MathCheckResult | undefined;
  audio: AudioSettings;
  onAudioEnded: () => void;
}) {
  switch (topic.contentType) {
    case "text":
      return topic.html ? <RichText html={topic.html} /> : <ContentNotice title="No content available" />;
    case "video":
      return (
        <>
          <VideoPlayer video={topic.video} title={topic.title} />
          <RichText html={topic.html} />
        </>
      );
    case "text_with_video":
      return (
        <>
          <RichText html={topic.html} />
          <VideoPlayer video={topic.video} title={topic.title} />
        </>
      );
    case "text_with_audio":
      if (!topic.html && !topic.audio) return <ContentNotice title="No content available" />;
      return (
        <>
          <RichText html={topic.html} />
          {topic.audio ? (
            <AudioPlayer audio={topic.audio} title={topic.title} settings={audio} onEnded={onAudioEnded} />
          ) : (
            <ContentNotice title="No audio available" />
          )}
        </>
      );
    case "interactive":
      return (
        <>
          <RichText html={topic.html} />
          {topic.interactive ? (
            <Interactive topicId={topic.id} view={topic.interactive} mathResult={mathResult} />
          ) : (
            <ContentNotice title="Interactive content is not properly configured." />
          )}
        </>
      );
    default: {
      // A content type added to TOPIC_CONTENT_TYPES fails to compile here until the player renders
      // it; a value the database holds that this build does not know still shows the notice.
      const unknownType: never = topic.contentType;
      return <UnknownContentType contentType={String(unknownType)} />;
    }
  }
}

function Interactive({ topicId, view, mathResult }: { topicId: string; view: InteractiveView; mathResult?: MathCheckResult }) {
  switch (view.type) {
    case "flashcards":
      return <Flashcards cards={view.cards} />;
    case "progressive_disclosure":
      return <ProgressiveDisclosure layers={view.layers} />;
    case "math_problem":
      return <MathProblem topicId={topicId} problem={view} result={mathResult} />;
    case "rex_activity":
      return <RexActivity activity={view} />;
    case "misconfigured":
      return (
        <ContentNotice title="Interactive content is not properly configured.">
          {view.interactionType && !isInteractionType(view.interactionType) ? (
            <p>The interaction type “{view.interactionType}” is not supported.</p>
          ) : null}
        </ContentNotice>
      );
    default: {
      // A view added to InteractiveView (a new interaction type) fails to compile here until rendered.
      const unhandled: never = view;
      return unhandled;
    }
  }
}

/** requirements learning-screens, learning-error-texts: a content type the player does not know. */
export function UnknownContentType({ contentType }: { contentType: string }) {
  return (
    <ContentNotice title="Unknown Content Type">
      <p>Content type {contentType} is not yet supported.</p>
    </ContentNotice>
  );
}
