// The search boxes of the course lists (catalogue, My Courses, My Certificates): what a ?q= value
// means, and how it is matched in SQL. A search box never errors: odd input is tidied, long input cut.

export const SEARCH_MAX_LENGTH = 100;

/** The search text of a ?q= value: blanks collapsed and trimmed, cut to 100 characters; "" = none. */
export function searchTextFromParam(value: string | null | undefined): string {
  return (value ?? "").replace(/\s+/g, " ").trim().slice(0, SEARCH_MAX_LENGTH);
}

/**
 * The pattern that matches `text` anywhere, lower-cased, with %, _ and \ taken literally: for ILIKE,
 * or for LIKE against a lower-cased column (every search in the app uses one of the two).
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
