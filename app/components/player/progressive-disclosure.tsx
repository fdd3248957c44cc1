import { Link, useSearchParams } from "@remix-run/react";
import { useRef } from "react";
import type { LayerView } from "~/rules/topic-view";
import { ContentNotice, RichText } from "./rich-text";

/**
 * Layers that open one at a time or all at once (requirement progress-unlocking-and-quiz-flow). Each layer is a `<details>`;
 * "Show all" / "Hide all" are links (`?layers=all`) that the server renders open without
 * JavaScript, and that open or close every layer in place with it.
 */
export function ProgressiveDisclosure({ layers }: { layers: LayerView[] }) {
  const [searchParams] = useSearchParams();
  const refs = useRef<(HTMLDetailsElement | null)[]>([]);
  if (layers.length === 0) return <ContentNotice title="No content available" />;
  const allOpen = searchParams.get("layers") === "all";

  const linkTo = (all: boolean) => {
    const params = new URLSearchParams(searchParams);
    if (all) params.set("layers", "all");
    else params.delete("layers");
    const query = params.toString();
    return query ? `?${query}` : "?";
  };
  const setAll = (open: boolean) => (event: React.MouseEvent) => {
    event.preventDefault();
    for (const details of refs.current) if (details) details.open = open;
  };

  return (
    <section aria-label="Layers" className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Link to={linkTo(true)} onClick={setAll(true)} preventScrollReset replace className="btn-secondary">
          Show all
        </Link>
        <Link to={linkTo(false)} onClick={setAll(false)} preventScrollReset replace className="btn-ghost">
          Hide all
        </Link>
      </div>
      {layers.map((layer, index) => (
        <details
          key={layer.id}
          ref={(element) => {
            refs.current[index] = element;
          }}
          open={allOpen}
          className="group rounded-lg border border-line bg-surface-raised"
        >
          <summary className="flex min-h-[44px] cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
            <span>{layer.buttonText}</span>
            <span aria-hidden="true" className="text-brand transition-transform group-open:rotate-90">
              ›
            </span>
          </summary>
          <div className="border-t border-line px-4 pt-4">
            <RichText html={layer.content} />
          </div>
        </details>
      ))}
    </section>
  );
}
