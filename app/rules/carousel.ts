/** Stepping through flashcards (requirement progress-unlocking-and-quiz-flow: they wrap around). Positions are 0-based; URLs say 1-based. */

/** `index` moved into 0…length-1, wrapping in both directions; 0 for an empty list. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0 || !Number.isFinite(index)) return 0;
  return ((Math.trunc(index) % length) + length) % length;
}

/** The 0-based card from a 1-based `?card=` value; anything unreadable is the first card. */
export function cardIndexFromParam(param: string | null, length: number): number {
  if (!param || !/^\d+$/.test(param)) return 0;
  return wrapIndex(Number(param) - 1, length);
}
