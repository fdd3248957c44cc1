// /admin/media — images and documents for rich text (decision 0043; decision 0030). With JavaScript the
// editor's "Upload image" and "Attach document" buttons post here and insert the stored image or a link
// to the document; without it, an admin uploads here and pastes the address (or the HTML shown) into the
// field's HTML. Two forms, one per kind, through the streaming upload reader: an image by its bytes, at
// most 5 MB, or a document (PDF, Word, Excel, TXT, CSV) by its bytes, at most 10 MB, stored in the
// admin's media folder.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { FileField } from "~/components/forms/file-field";
import { DOCUMENT_MAX_BYTES, documentLinkHtml, IMAGE_MAX_BYTES, sizeText, UPLOAD_KINDS } from "~/rules/upload";
import { discardUploads, readFormWithUploads } from "~/services/uploads.server";
import { requireAdmin } from "./admin.server";

export const handle: PageTitleHandle = { pageTitle: "Upload an image or a document" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Upload an image or a document", matches);

/** The file field of each kind: `file` for an image (what the editor has always posted), `document` for a document. */
const FIELDS = { image: "file", document: "document" } as const;
type MediaKind = keyof typeof FIELDS;

const kindSchema = z.enum(["image", "document"]).catch("image");

type Answer = { kind: MediaKind; url: string | null; name: string | null; error: string | null };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Only an admin's body is read (decision 0054): the sign-in and role checks need only the cookie.
  const { user } = await requireAdmin(request, context);
  const { form, refused, stored, names } = await readFormWithUploads(
    request,
    { [FIELDS.image]: "image", [FIELDS.document]: "document" },
    user.id,
  );
  const kind = kindSchema.parse(form.get("kind") ?? undefined);
  const field = FIELDS[kind];
  const value = form.get(field);
  const url = typeof value === "string" && value ? value : null;
  // Only the file of the kind this form asked for is kept (one sent in the other field is deleted).
  await discardUploads(stored.filter((address) => address !== url));
  const answer = (fields: Omit<Answer, "kind">, status = 200) => data<Answer>({ kind, ...fields }, { status });
  if (refused[field]) return answer({ url: null, name: null, error: refused[field] }, 422);
  if (!url) return answer({ url: null, name: null, error: UPLOAD_KINDS[kind].missing }, 400);
  return answer({ url, name: names[field] || "Document", error: null });
}

function Uploaded({ answer }: { answer: Answer & { url: string } }) {
  const html = answer.kind === "image" ? `<img src="${answer.url}" alt="">` : documentLinkHtml(answer.url, answer.name ?? "Document");
  return (
    <section className="card mt-6 space-y-3 p-4 sm:p-6" aria-labelledby="uploaded-heading">
      <h2 id="uploaded-heading" className="text-lg font-semibold">
        Uploaded
      </h2>
      {answer.kind === "image" ? (
        <img src={answer.url} alt="The uploaded image" className="max-h-48 rounded-md border border-line" />
      ) : (
        <p>
          <a href={answer.url} className="text-brand underline hover:no-underline">
            {answer.name}
          </a>{" "}
          <span className="text-sm text-ink-muted">(opens as a download)</span>
        </p>
      )}
      <div>
        <label htmlFor="media-address" className="block text-sm font-medium">
          {answer.kind === "image" ? "Image address" : "Document address"}
        </label>
        <input id="media-address" readOnly value={answer.url} className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2" />
      </div>
      <div>
        <label htmlFor="media-html" className="block text-sm font-medium">
          {answer.kind === "image" ? "HTML to paste (describe the image in alt)" : "HTML to paste (the link text can be changed)"}
        </label>
        <input
          id="media-html"
          readOnly
          value={html}
          className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2 font-mono text-sm"
        />
      </div>
    </section>
  );
}

export default function UploadMedia() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? kindSchema.parse(navigation.formData?.get("kind") ?? undefined) : null;
  const errorOf = (kind: MediaKind) => (actionData?.kind === kind && actionData.error ? [actionData.error] : undefined);
  return (
    <div className="mx-auto max-w-3xl">
      <Link to="/admin" className="text-sm text-brand underline hover:no-underline">
        Back to the dashboard
      </Link>
      <h1 className="mt-2 font-serif text-3xl font-bold">Upload an image or a document</h1>
      <p className="mt-2 text-ink-muted">
        For text written with the rich-text editor: with JavaScript its “Upload image” and “Attach document” buttons do this for you.
        Without it, upload the file here, then paste the HTML below into the field's HTML.
      </p>
      <Form method="post" encType="multipart/form-data" className="card mt-6 space-y-4 p-4 sm:p-6" aria-labelledby="image-heading">
        <h2 id="image-heading" className="text-lg font-semibold">
          An image
        </h2>
        <input type="hidden" name="kind" value="image" />
        <FileField
          id="media-file"
          name={FIELDS.image}
          kind="image"
          label="Image"
          hint={`JPEG, PNG, GIF or WebP, up to ${sizeText(IMAGE_MAX_BYTES)}.`}
          errors={errorOf("image")}
        />
        <button type="submit" className="btn-primary" disabled={submitting !== null}>
          {submitting === "image" ? "Uploading..." : "Upload the image"}
        </button>
      </Form>
      <Form method="post" encType="multipart/form-data" className="card mt-6 space-y-4 p-4 sm:p-6" aria-labelledby="document-heading">
        <h2 id="document-heading" className="text-lg font-semibold">
          A document
        </h2>
        <input type="hidden" name="kind" value="document" />
        <FileField
          id="media-document"
          name={FIELDS.document}
          kind="document"
          label="Document"
          hint={`PDF, Word (DOC, DOCX), Excel (XLS, XLSX), TXT or CSV, up to ${sizeText(DOCUMENT_MAX_BYTES)}. Readers download it.`}
          errors={errorOf("document")}
        />
        <button type="submit" className="btn-primary" disabled={submitting !== null}>
          {submitting === "document" ? "Uploading..." : "Upload the document"}
        </button>
      </Form>
      {actionData?.url ? <Uploaded answer={{ ...actionData, url: actionData.url }} /> : null}
    </div>
  );
}
