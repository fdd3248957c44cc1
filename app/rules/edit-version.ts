// The version an admin edit form was loaded with (decision 0085): a short fingerprint of each field's
// value, carried in a hidden field. On save the model reads the record under its row lock, works out
// the same fingerprints from what is stored now, and refuses the save — writing nothing — when a field
// differs from what the form was loaded with: someone saved that field in between (on this machine or
// another), and saving the form as it is would silently put the old value back.
//
// A fingerprint per field, rather than updated_at, because it names what changed (the message lists
// those fields and their saved values) and is moved only by the fields the form edits: a learner who
// signs in, or a write to another column, does not make an admin's form stale. Pure and isomorphic.

/** The hidden field every admin edit form carries. */
export const EDIT_VERSION_FIELD = "editVersion";

/** cyrb53: a fast 53-bit string hash (public domain), base 36. A collision lets one change through unnoticed: about 1 in 2^53. */
function fingerprint(value: unknown): string {
  const text = JSON.stringify(normalise(value)) ?? "null";
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** Dates as instants, undefined and "" as null, objects by content whatever their key order. The loader and the save must describe a record with the same function. */
function normalise(value: unknown): unknown {
  if (value === undefined || value === "") return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, normalise((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The version of a record as an edit form shows it: `field:fingerprint` pairs, by field name. */
export function editVersion(values: Record<string, unknown>): string {
  return Object.keys(values)
    .sort()
    .map((key) => `${key}:${fingerprint(values[key])}`)
    .join(".");
}

/**
 * The fields of `current` (the record as stored now) that differ from the version the form was
 * loaded with; empty when the form is up to date. A field the version does not name counts as
 * changed (the form came from before it existed).
 */
export function changedSince(version: string, current: Record<string, unknown>): string[] {
  const loaded = new Map<string, string>();
  for (const pair of version.split(".")) {
    const at = pair.lastIndexOf(":");
    if (at > 0) loaded.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return Object.keys(current)
    .sort()
    .filter((key) => loaded.get(key) !== fingerprint(current[key]));
}

/** What a refused save tells the form: the fields someone else changed, with their saved values, and the version to save against now. */
export type StaleEdit = {
  outcome: "stale";
  /** The changed fields as stored now (only those fields). */
  changed: Record<string, unknown>;
  /** The current version: a form that takes it may be saved again, deliberately. */
  version: string;
};

/** The stale-edit refusal for `current` when `version` (from the form) is out of date, else null. A form without a version is not checked. */
export function staleEdit(version: string | null | undefined, current: Record<string, unknown>): StaleEdit | null {
  if (!version) return null;
  const fields = changedSince(version, current);
  if (fields.length === 0) return null;
  return { outcome: "stale", changed: Object.fromEntries(fields.map((key) => [key, current[key]])), version: editVersion(current) };
}

export const STALE_EDIT_TITLE = "Not saved: someone else changed this after you opened it";

/** The message a refused save shows: each changed field by its label, with the value it has now. */
export function staleEditMessage(
  stale: Pick<StaleEdit, "changed">,
  labels: Record<string, string>,
  show?: (key: string, value: unknown) => string,
): string {
  const parts = Object.entries(stale.changed).map(([key, value]) => {
    const label = labels[key] ?? key;
    const shown = show ? show(key, value) : showValue(value);
    return `${label} is now ${shown}`;
  });
  return `${STALE_EDIT_TITLE}. ${parts.join("; ")}. Nothing was saved. Your entries are still in the form: check them against the saved values and save again to keep yours.`;
}

/** How a refused save shows a saved value: quoted text without its markup, numbers and dates plain, "empty". */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "empty";
  if (typeof value === "boolean") return value ? "on" : "off";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "number" || (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value))) return String(value);
  const text =
    typeof value === "string"
      ? value
          .replace(/<[^>]*>/g, " ")
          .replace(/\s+/g, " ")
          .trim()
      : JSON.stringify(value);
  return `"${text.length > 80 ? `${text.slice(0, 77)}...` : text}"`;
}

/** The fields an edit form shows, taken from a stored row (the loader's and the save's common description of it). */
export function pickFields<Row extends object, Key extends keyof Row>(row: Row, fields: readonly Key[]): Pick<Row, Key> {
  return Object.fromEntries(fields.map((key) => [key, row[key]])) as Pick<Row, Key>;
}

/** The version of a stored row as an edit form of `fields` shows it. */
export function rowVersion<Row extends object>(row: Row, fields: readonly (keyof Row)[]): string {
  return editVersion(pickFields(row, fields) as Record<string, unknown>);
}

/** `staleEdit` for a stored row (read under its lock) and the form's `fields`. */
export function staleRow<Row extends object>(
  version: string | null | undefined,
  row: Row,
  fields: readonly (keyof Row)[],
): StaleEdit | null {
  return staleEdit(version, pickFields(row, fields) as Record<string, unknown>);
}

/**
 * One edit form's fields as a model declares them, once (decision 0085): `version(row)` for the loader
 * and `stale(posted, row)` for the save — the row read under the lock its writes take (its own, or its
 * parent's, as a quiz's or an evaluation's sections) — both come from this list.
 * `editFields<typeof table.$inferSelect>()(["title", …])`: the row type first, the fields inferred.
 */
export function editFields<Row extends object>() {
  return <const Key extends keyof Row>(fields: readonly Key[]) => ({
    fields,
    version: (row: Pick<Row, Key>): string => rowVersion(row, fields),
    stale: (posted: string | null | undefined, row: Pick<Row, Key>): StaleEdit | null => staleRow(posted, row, fields),
  });
}

/** The version a form posted (the hidden field), or null. */
export function postedVersion(form: { get(name: string): unknown }): string | null {
  const value = form.get(EDIT_VERSION_FIELD);
  return typeof value === "string" && value ? value : null;
}

/** A short key for a whole version (a form's id, a React key): changes whenever any field's fingerprint does. */
export function versionKey(version: string | null | undefined): string {
  return version ? fingerprint(version) : "none";
}
