import type { VideoView } from "~/rules/topic-view";
import { ContentNotice, RichText } from "./rich-text";

/**
 * A YouTube watch or short link plays in the privacy-enhanced embedded player; anything else is an
 * "Unsupported video format" with a link that opens it in a new tab (requirement learning-validation-rules Video).
 */
export function VideoPlayer({ video, title }: { video: VideoView | null; title: string }) {
  if (!video) return <ContentNotice title="No video URL provided" />;
  const { source } = video;
  return (
    <figure className="space-y-2">
      {source.kind === "youtube" ? (
        <div className="w-full overflow-hidden rounded-lg bg-black" style={{ aspectRatio: video.aspectRatio }}>
          <iframe
            src={source.embedUrl}
            title={`Video player: ${title}`}
            className="h-full w-full border-0"
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
            loading="lazy"
          />
        </div>
      ) : (
        <ContentNotice title="Unsupported video format">
          {source.href ? (
            <a href={source.href} target="_blank" rel="noopener noreferrer" className="font-medium text-brand underline">
              Open the video in a new tab<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            <p>The video address is not a web address.</p>
          )}
        </ContentNotice>
      )}
      {video.description ? (
        <figcaption>
          <RichText html={video.description} className="text-sm text-ink-muted" />
        </figcaption>
      ) : null}
    </figure>
  );
}
