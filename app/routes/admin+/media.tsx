// /admin/media — images for rich text (issue 18; decision 0043). With JavaScript the editor's "Upload
// image" button posts here and inserts the stored image; without it, an admin uploads here and pastes
// the address (or the HTML shown) into the field's HTML. Through the streaming upload reader: an image
// by its bytes, at most 5 MB, stored in the admin's media folder.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { FileField } from "~/components/forms/file-field";
import { UPLOAD_KINDS } from "~/rules/upload";
import { readFormWithUploads } from "~/services/uploads.server";
import { requireAdmin } from "./admin.server";

export const handle: PageTitleHandle = { pageTitle: "Upload an image" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Upload an image", matches);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  // The admin check runs before a byte of the image is stored.
  const { form, refused } = await readFormWithUploads(
    request,
    { file: "image" },
    async () => (await requireAdmin(request, context)).user.id,
  );
  await requireAdmin(request, context);
  if (refused.file) return data({ url: null, error: refused.file }, { status: 422 });
  const url = form.get("file");
  if (typeof url !== "string" || !url) return data({ url: null, error: UPLOAD_KINDS.image.missing }, { status: 400 });
  return { url, error: null };
}

export default function UploadImage() {
  const actionData = useActionData<typeof action>();
  const uploading = useNavigation().state === "submitting";
  const url = actionData?.url ?? null;
  return (
    <div className="mx-auto max-w-3xl">
      <Link to="/admin" className="text-sm text-brand underline hover:no-underline">
        Back to the dashboard
      </Link>
      <h1 className="mt-2 font-serif text-3xl font-bold">Upload an image</h1>
      <p className="mt-2 text-ink-muted">
        For text written with the rich-text editor: with JavaScript its “Upload image” button does this for you. Without it, upload the
        image here, then paste the HTML below into the field's HTML.
      </p>
      <Form method="post" encType="multipart/form-data" className="card mt-6 space-y-4 p-4 sm:p-6">
        <FileField
          id="media-file"
          name="file"
          kind="image"
          label="Image"
          hint="JPEG, PNG, GIF or WebP, up to 5 MB."
          errors={actionData?.error ? [actionData.error] : undefined}
        />
        <button type="submit" className="btn-primary" disabled={uploading}>
          {uploading ? "Uploading..." : "Upload"}
        </button>
      </Form>
      {url ? (
        <section className="card mt-6 space-y-3 p-4 sm:p-6" aria-labelledby="uploaded-heading">
          <h2 id="uploaded-heading" className="text-lg font-semibold">
            Uploaded
          </h2>
          <img src={url} alt="The uploaded image" className="max-h-48 rounded-md border border-line" />
          <div>
            <label htmlFor="media-address" className="block text-sm font-medium">
              Image address
            </label>
            <input id="media-address" readOnly value={url} className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2" />
          </div>
          <div>
            <label htmlFor="media-html" className="block text-sm font-medium">
              HTML to paste (describe the image in alt)
            </label>
            <input
              id="media-html"
              readOnly
              value={`<img src="${url}" alt="">`}
              className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2 font-mono text-sm"
            />
          </div>
        </section>
      ) : null}
    </div>
  );
}
