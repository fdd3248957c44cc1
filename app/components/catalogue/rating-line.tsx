import { StarRating } from "~/components/ui/star-rating";
import { formatRating } from "~/rules/rating";
import { countOf } from "~/rules/plural";

/** Stars, the average and the review count; "No reviews yet" when there are none. */
export function RatingLine({ averageRating, reviewCount, size }: { averageRating: number; reviewCount: number; size?: string }) {
  if (reviewCount === 0) return <span className="text-sm text-ink-muted">No reviews yet</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <StarRating rating={averageRating} size={size} />
      <span className="font-semibold">{formatRating(averageRating)}</span>
      <span className="text-sm text-ink-muted">({countOf(reviewCount, "review", "reviews")})</span>
    </span>
  );
}

export function hoursLabel(hours: number): string {
  return `${Number.isInteger(hours) ? hours : hours.toFixed(1)} hrs`;
}
