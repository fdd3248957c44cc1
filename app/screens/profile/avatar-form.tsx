import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { PROFILE_INTENTS } from "~/rules/profile-form";
import { IMAGE_MAX_BYTES, sizeText } from "~/rules/upload";

/**
 * The profile picture (requirements student-profile, signed-in-validation-rules): a multipart form that works without JavaScript; with it the
 * chosen image shows as a preview before it is uploaded. The server checks the file's bytes and size.
 */
export function AvatarForm({ avatar, error }: { avatar: { url: string | null; initials: string }; error?: string }) {
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formData?.get("intent") === PROFILE_INTENTS.avatar;
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? avatar.url;
  return (
    <Form method="post" encType="multipart/form-data" className="mt-4 flex flex-wrap items-center gap-4" data-testid="avatar-form">
      {shown ? (
        <img
          src={shown}
          alt="Your profile picture"
          width={72}
          height={72}
          className="h-[72px] w-[72px] rounded-full object-cover"
          data-testid="avatar-preview"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-[72px] w-[72px] items-center justify-center rounded-full bg-brand text-xl font-bold text-brand-ink"
        >
          {avatar.initials || "?"}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <label htmlFor="avatar-file" className="block text-sm font-medium">
          Profile Picture
        </label>
        <input
          id="avatar-file"
          type="file"
          name="avatar"
          accept="image/png,image/jpeg,image/gif,image/webp"
          required
          aria-describedby={error ? "avatar-hint avatar-error" : "avatar-hint"}
          aria-invalid={error ? true : undefined}
          className="mt-1 block w-full text-sm"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            setPreview(file && file.type.startsWith("image/") ? URL.createObjectURL(file) : null);
          }}
        />
        <p id="avatar-hint" className="mt-1 text-xs text-ink-muted">
          JPEG, PNG, GIF or WebP, at most {sizeText(IMAGE_MAX_BYTES)}.
        </p>
        {error ? (
          <p id="avatar-error" role="alert" className="mt-1 text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" name="intent" value={PROFILE_INTENTS.avatar} className="btn-secondary" disabled={uploading}>
        {uploading ? "Uploading..." : "Upload Picture"}
      </button>
      {avatar.url ? (
        // Its own form: the upload form's file input is required, and forms cannot nest.
        <button type="submit" form="remove-avatar" name="intent" value={PROFILE_INTENTS.removeAvatar} className="btn-secondary">
          Remove Picture
        </button>
      ) : null}
    </Form>
  );
}

/** The form "Remove Picture" submits; rendered outside the upload form. */
export function RemoveAvatarForm() {
  return <Form method="post" id="remove-avatar" className="hidden" />;
}
