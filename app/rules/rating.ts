export type StarFill = "full" | "half" | "empty";

/** Five stars for a 0–5 rating, rounded to the nearest half star (requirement business-constants). */
export function starFills(rating: number): StarFill[] {
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2);
  return Array.from({ length: 5 }, (_, i) => {
    const remaining = halves - i * 2;
    return remaining >= 2 ? "full" : remaining === 1 ? "half" : "empty";
  });
}

export function formatRating(rating: number): string {
  return rating.toFixed(1);
}
