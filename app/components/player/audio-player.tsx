import { useEffect, useRef } from "react";
import type { AudioView } from "~/rules/topic-view";
import { useHydrated } from "~/utils/use-hydrated";
import { RichText } from "./rich-text";

export type AudioSettings = { showAudioPlayer: boolean; autoPlayAndAdvance: boolean };

/** requirement learning-constants: audio auto-plays this long after the topic loads. */
export const AUDIO_AUTOPLAY_DELAY_MS = 500;

/**
 * A topic's audio (requirements progress-unlocking-and-quiz-flow, learning-validation-rules): SoundCloud through its player, a sanitised stored iframe, or a
 * plain audio element without download and with the context menu blocked. With auto-play and
 * advance on, an audio file starts 500 ms after load and `onEnded` is called when it finishes
 * (embedded players cannot report their end, so they never advance). A hidden player stays in the
 * page so auto-play still works; without JavaScript nothing can auto-play, so the player is shown
 * then even when hidden (the audio would otherwise be unreachable).
 */
export function AudioPlayer({
  audio,
  title,
  settings,
  onEnded,
}: {
  audio: AudioView;
  title: string;
  settings: AudioSettings;
  onEnded: () => void;
}) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLAudioElement>(null);
  const onEndedRef = useRef(onEnded);
  onEndedRef.current = onEnded;
  const visible = settings.showAudioPlayer || !hydrated;
  const src = audio.kind === "file" ? audio.src : null;

  useEffect(() => {
    if (!settings.autoPlayAndAdvance || !src) return;
    const timer = window.setTimeout(() => {
      // Browsers may refuse to start sound before the learner has interacted with the page.
      ref.current?.play().catch(() => {});
    }, AUDIO_AUTOPLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [settings.autoPlayAndAdvance, src]);

  return (
    <figure className="space-y-2">
      {audio.kind === "file" ? (
        <audio
          ref={ref}
          key={audio.src}
          src={audio.src}
          controls={visible}
          hidden={!visible}
          preload="metadata"
          // requirement learning-validation-rules: no download button, no context menu ("Save audio as…").
          controlsList="nodownload"
          onContextMenu={(event) => event.preventDefault()}
          onEnded={() => {
            if (settings.autoPlayAndAdvance) onEndedRef.current();
          }}
          aria-label={`Audio: ${title}`}
          className="w-full"
        >
          Your browser cannot play this audio.
        </audio>
      ) : audio.kind === "soundcloud" ? (
        <iframe
          src={audio.embedUrl}
          title={`SoundCloud player: ${title}`}
          hidden={!visible}
          className="h-[166px] w-full rounded-lg border-0"
          allow="autoplay"
          loading="lazy"
        />
      ) : (
        <div hidden={!visible} className="[&_iframe]:w-full [&_iframe]:rounded-lg" dangerouslySetInnerHTML={{ __html: audio.html }} />
      )}
      {!visible ? (
        <p className="text-sm text-ink-muted">
          The audio player is hidden (audio preferences).
          {settings.autoPlayAndAdvance ? " The audio plays automatically." : null}
        </p>
      ) : null}
      {audio.description ? (
        <figcaption>
          <RichText html={audio.description} className="text-sm text-ink-muted" />
        </figcaption>
      ) : null}
    </figure>
  );
}
