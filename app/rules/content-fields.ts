// Building blocks shared by the content_data schemas (content-data.ts, interactions.ts): zod fields,
// lenient readers of stored content_data (old data has camelCase aliases and loose types) and readers
// of the topic editor's submitted payload.
import { z } from "zod";

// --- zod fields -------------------------------------------------------------------------------------

const blank = (value: string) =>
  value
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim() === "";
export const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
/** Non-blank HTML (an image, frame, audio or video alone counts as content). */
export const required = (message: string, max = 200_000) =>
  text(max).refine((value) => !blank(value) || /<(img|iframe|audio|video)\b/i.test(value), message);
export const optionalHtml = text(200_000).optional();
export const numberText = text(40).refine(
  (value) => value !== "" && Number.isFinite(Number(value.replace(/[$,\s]/g, ""))),
  "Enter a number.",
);

// --- reading stored content_data --------------------------------------------------------------------

export type Loose = Record<string, unknown>;

export function record(value: unknown): Loose | null {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Loose) : null;
}

/** The first of the keys holding a non-blank string (aliases in old data). */
export function str(source: Loose | null, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = source?.[key];
    if (typeof value === "string" && value.trim() !== "") return value.trim();
    if (typeof value === "number" && Number.isFinite(value)) return String(value);
  }
  return null;
}

export function list(source: Loose | null, ...keys: string[]): Loose[] {
  for (const key of keys) {
    const value = source?.[key];
    if (Array.isArray(value)) return value.map(record).filter((item): item is Loose => item !== null);
  }
  return [];
}

// --- reading the topic editor's payload -------------------------------------------------------------

export type Payload = Record<string, unknown>;
export const asRecord = (value: unknown): Payload =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Payload) : {};
export const asString = (value: unknown) => (typeof value === "string" ? value : "");
export const rows = (value: unknown): Payload[] => (Array.isArray(value) ? value.map(asRecord) : []);
export const filled = (row: Payload, keys: string[]) => keys.some((key) => asString(row[key]).trim() !== "");
