import { mapEmbedUrl, mapPageUrl, type MapLocation } from "~/rules/contact-map";

/**
 * The lazy-loaded map (requirements public-pages-and-routes, business-constants): a 400 px placeholder with the address and a link that opens
 * the map, under an OpenStreetMap frame the browser loads only when it nears the viewport. The
 * frame is transparent until its page paints, so the placeholder shows while it loads; no
 * JavaScript is needed for either.
 */
export function ContactMap({ address, location }: { address: string | null; location: MapLocation }) {
  const pageUrl = mapPageUrl(address, location);
  return (
    <section aria-labelledby="map-title" className="mx-auto max-w-7xl px-4 pb-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="map-title" className="font-serif text-2xl font-bold">
          Find Us
        </h2>
        <a href={pageUrl} target="_blank" rel="noopener noreferrer" className="text-sm text-brand underline hover:no-underline">
          Open the map in OpenStreetMap<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      <div data-testid="map" className="relative mt-4 h-[400px] overflow-hidden rounded-lg border border-line bg-surface-muted">
        <div data-testid="map-placeholder" className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-6 text-center">
          <p className="font-medium">Loading map…</p>
          {address ? <p className="text-sm text-ink-muted">{address}</p> : null}
        </div>
        <iframe
          title={address ? `Map showing ${address}` : "Map showing our office"}
          src={mapEmbedUrl(location)}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          // The embed needs its own scripts; it may open its attribution links, nothing more.
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          className="absolute inset-0 h-full w-full border-0"
        />
      </div>
    </section>
  );
}
