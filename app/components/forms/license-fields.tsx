// License type and initial license date (decision 0027): the two fields the post-licensing
// and continuing-education deadlines are computed from, in My Profile and in Manage Users' Edit User.
import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { FieldError } from "~/components/forms/field";
import { LICENSE_TYPE_LABELS, LICENSE_TYPES, POST_LICENSING_DAYS_TEXT, POST_LICENSING_HOURS } from "~/rules/license-deadlines";

type Meta = FieldMetadata<string | undefined>;

const describedBy = (meta: Meta, hintId: string) => [hintId, meta.errors?.length ? meta.errorId : undefined].filter(Boolean).join(" ");

const inputClass = (meta: Meta) =>
  `mt-1 w-full rounded-md border bg-surface px-3 py-2 text-ink ${meta.errors?.length ? "border-danger" : "border-line"}`;

export function LicenseFields({
  licenseType,
  initialLicenseDate,
  whose,
}: {
  licenseType: Meta;
  initialLicenseDate: Meta;
  whose: "your" | "their";
}) {
  const { key: selectKey, ...selectProps } = getSelectProps(licenseType, { ariaAttributes: true });
  const { key: dateKey, ...dateProps } = getInputProps(initialLicenseDate, { type: "date", ariaAttributes: true });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div>
        <label htmlFor={licenseType.id} className="block text-sm font-medium">
          License Type (optional)
        </label>
        <select
          key={selectKey}
          {...selectProps}
          aria-describedby={describedBy(licenseType, `${licenseType.id}-hint`)}
          className={inputClass(licenseType)}
        >
          <option value="">Not licensed yet</option>
          {LICENSE_TYPES.map((type) => (
            <option key={type} value={type}>
              {LICENSE_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
        <p id={`${licenseType.id}-hint`} className="mt-1 text-xs text-ink-muted">
          Tracks {whose} continuing-education hours (12 a year, due December 31).
        </p>
        <FieldError id={licenseType.errorId} errors={licenseType.errors} />
      </div>
      <div>
        <label htmlFor={initialLicenseDate.id} className="block text-sm font-medium">
          Initial License Date (optional)
        </label>
        <input
          key={dateKey}
          {...dateProps}
          aria-describedby={describedBy(initialLicenseDate, `${initialLicenseDate.id}-hint`)}
          className={inputClass(initialLicenseDate)}
        />
        <p id={`${initialLicenseDate.id}-hint`} className="mt-1 text-xs text-ink-muted">
          The day the license was first issued: a salesperson&apos;s {POST_LICENSING_HOURS} post-licensing hours are due{" "}
          {POST_LICENSING_DAYS_TEXT} later.
        </p>
        <FieldError id={initialLicenseDate.errorId} errors={initialLicenseDate.errors} />
      </div>
    </div>
  );
}
