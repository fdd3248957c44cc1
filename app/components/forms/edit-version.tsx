import { EDIT_VERSION_FIELD } from "~/rules/edit-version";

/**
 * The version an admin edit form was loaded with (decision 0085), sent back with the form so the save
 * can refuse when someone changed the record in between. `key` makes React replace the input when the
 * version changes (a refused save hands the current one back), so the new value is sent next time.
 */
export function EditVersionField({ version }: { version: string }) {
  return <input key={version} type="hidden" name={EDIT_VERSION_FIELD} value={version} />;
}
