import { formatRating, starFills } from "~/rules/rating";

/** Stars out of 5 with half stars; the number is in the accessible name. */
export function StarRating({ rating, size = "text-base" }: { rating: number; size?: string }) {
  return (
    <span className={`inline-flex items-center ${size}`} role="img" aria-label={`Rated ${formatRating(rating)} out of 5`}>
      {starFills(rating).map((fill, i) => (
        <span key={i} aria-hidden="true" className="relative inline-block text-line">
          ★
          {fill !== "empty" ? (
            <span className={`absolute inset-0 overflow-hidden text-accent ${fill === "half" ? "w-1/2" : "w-full"}`}>★</span>
          ) : null}
        </span>
      ))}
    </span>
  );
}
