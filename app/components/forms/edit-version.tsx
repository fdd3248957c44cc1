import { useActionData } from "@remix-run/react";
import { EDIT_VERSION_FIELD } from "~/rules/edit-version";

/**
 * The version an admin edit form was loaded with (decision 0085), sent back with the form so the save
 * can refuse when someone changed the record in between. `key` makes React replace the input when the
 * version changes (a refused save hands the current one back), so the new value is sent next time.
 */
export function EditVersionField({ version }: { version: string | null | undefined }) {
  if (!version) return null;
  return <input key={version} type="hidden" name={EDIT_VERSION_FIELD} value={version} />;
}

/**
 * The version the form should carry: the one a refused save answered with (the record as stored now,
 * so saving again is a deliberate choice after seeing what changed), else the loader's. On a page with
 * several edit forms (a lesson's details and its topic editor) `form` names this one: only a refusal
 * whose `versionOf` is that name hands its version to it.
 */
export function useEditVersion(loaded: string | null | undefined, form?: string): string | null {
  const answer = useActionData() as { version?: unknown; versionOf?: unknown } | undefined;
  if (form !== undefined && answer?.versionOf !== form) return loaded ?? null;
  return typeof answer?.version === "string" ? answer.version : (loaded ?? null);
}
