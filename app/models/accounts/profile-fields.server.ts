// The profile fields (app/rules/profile-fields.ts; decision 0098) as the profiles table's columns: the
// select objects and update sets every model builds from a form's field list, so no model keeps a
// column list by hand. Each field is the profiles column of the same name: a field the table lacks
// does not compile here.
import { schema } from "~/db.server";
import type { ProfileFieldName } from "~/rules/profile-fields";

const { profiles } = schema;
type Profiles = typeof profiles;

/** Every profile field is a profiles column (a compile error otherwise). */
const _fieldsAreColumns: [ProfileFieldName] extends [keyof Profiles & keyof Profiles["$inferInsert"]] ? true : never = true;

/** A select object of the fields' profiles columns, keyed by field. */
export function profileColumns<K extends ProfileFieldName>(names: readonly K[]): { [P in K]: Profiles[P] } {
  return Object.fromEntries(names.map((name) => [name, profiles[name]])) as { [P in K]: Profiles[P] };
}

/** The update set (or insert values) of the fields, taken from a validated form's output. */
export function profileValues<K extends ProfileFieldName>(
  names: readonly K[],
  input: { [P in K]: Profiles["$inferInsert"][P] },
): { [P in K]: Profiles["$inferInsert"][P] } {
  return Object.fromEntries(names.map((name) => [name, input[name]])) as { [P in K]: Profiles["$inferInsert"][P] };
}
