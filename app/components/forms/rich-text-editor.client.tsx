// The browser-only half of RichTextField: a Tiptap editor over the field's <textarea>. Loaded by a
// dynamic import after hydration, so it is never in the server render nor in the bundles of pages
// without a rich field. Every change writes the HTML back into the textarea (which the form submits);
// the server sanitises it whatever it holds.
import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type ChangeEvent } from "react";

export type RichTextEditorProps = {
  textarea: HTMLTextAreaElement;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
};

/** Sets the textarea's value as a user would, so conform and React see the change. */
function writeBack(textarea: HTMLTextAreaElement, html: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
  setter?.call(textarea, html === "<p></p>" ? "" : html);
  textarea.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * A toolbar button. Its accessible name contains its visible text (WCAG 2.5.3, axe
 * label-content-name-mismatch): `label` is given only where the visible text is a symbol or needs a
 * word more ("H2" is named "H2 heading"), otherwise the visible text is the name. A mouse press does
 * not take the focus from the editor (preventDefault on mousedown), so keys typed straight after a
 * click on Bold land in the text instead of being lost while the focus comes back.
 */
function ToolButton({
  label,
  pressed,
  onClick,
  children,
}: {
  label?: string;
  pressed?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`min-w-8 rounded px-2 py-1 text-sm font-medium hover:bg-surface-muted focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand ${pressed ? "bg-surface-muted text-brand" : ""}`}
    >
      {children}
    </button>
  );
}

function Toolbar({ editor, onSource }: { editor: Editor; onSource: () => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      link: e.isActive("link"),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = (editor.getAttributes("link").href as string | undefined) ?? "https://";
    const href = window.prompt("Link address (https://…)", previous);
    if (href === null) return;
    if (href.trim() === "") chain().extendMarkRange("link").unsetLink().run();
    else chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
  };
  // "Upload image": the file goes to /admin/media (the streaming upload reader: an image by its bytes,
  // 5 MB), which answers with the stored image's address; the editor then inserts it with its alt text.
  const upload = useFetcher<{ url: string | null; error: string | null }>();
  const fileInput = useRef<HTMLInputElement>(null);
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = "";
    if (!file) return;
    const body = new FormData();
    body.set("file", file);
    upload.submit(body, { method: "post", action: "/admin/media", encType: "multipart/form-data" });
  };
  const uploaded = upload.state === "idle" ? upload.data : undefined;
  useEffect(() => {
    if (!uploaded?.url) return;
    const alt = window.prompt("Describe the image for people who cannot see it", "") ?? "";
    editor.chain().focus().setImage({ src: uploaded.url, alt }).run();
  }, [uploaded, editor]);
  // "Attach document": the same page stores a document (PDF, Word, Excel, TXT, CSV by its bytes, 10 MB)
  // and answers with its address and name; the editor inserts a link to it with the file's name as text.
  const attach = useFetcher<{ url: string | null; name: string | null; error: string | null }>();
  const documentInput = useRef<HTMLInputElement>(null);
  const onDocument = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = "";
    if (!file) return;
    const body = new FormData();
    body.set("kind", "document");
    body.set("document", file);
    attach.submit(body, { method: "post", action: "/admin/media", encType: "multipart/form-data" });
  };
  const attached = attach.state === "idle" ? attach.data : undefined;
  useEffect(() => {
    if (!attached?.url) return;
    const text = attached.name || "Document";
    editor
      .chain()
      .focus()
      .insertContent([
        { type: "text", text, marks: [{ type: "link", attrs: { href: attached.url } }] },
        { type: "text", text: " " },
      ])
      .run();
  }, [attached, editor]);
  const addImage = () => {
    const src = window.prompt("Image address (https://… or /uploads/…)", "https://");
    if (!src || src.trim() === "" || src.trim() === "https://") return;
    const alt = window.prompt("Describe the image for people who cannot see it", "") ?? "";
    chain().setImage({ src: src.trim(), alt }).run();
  };
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 border-b border-line bg-surface-muted/50 p-1">
      <ToolButton label="Bold" pressed={state.bold} onClick={() => chain().toggleBold().run()}>
        <strong>B</strong>
      </ToolButton>
      <ToolButton label="Italic" pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
        <em>I</em>
      </ToolButton>
      <ToolButton label="Underline" pressed={state.underline} onClick={() => chain().toggleUnderline().run()}>
        <span className="underline">U</span>
      </ToolButton>
      <ToolButton label="H2 heading" pressed={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        H2
      </ToolButton>
      <ToolButton label="H3 subheading" pressed={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        H3
      </ToolButton>
      <ToolButton label="Bulleted list" pressed={state.bullet} onClick={() => chain().toggleBulletList().run()}>
        • List
      </ToolButton>
      <ToolButton label="1. List (numbered)" pressed={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
        1. List
      </ToolButton>
      <ToolButton label="Quote" pressed={state.quote} onClick={() => chain().toggleBlockquote().run()}>
        “ ”
      </ToolButton>
      <ToolButton pressed={state.link} onClick={setLink}>
        Link
      </ToolButton>
      <ToolButton onClick={addImage}>Image</ToolButton>
      <ToolButton onClick={() => fileInput.current?.click()}>{upload.state === "idle" ? "Upload image" : "Uploading..."}</ToolButton>
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        onChange={onFile}
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
        data-testid="rich-text-image-file"
      />
      {uploaded?.error ? (
        <span role="alert" className="self-center text-sm text-danger">
          {uploaded.error}
        </span>
      ) : null}
      <ToolButton onClick={() => documentInput.current?.click()}>{attach.state === "idle" ? "Attach document" : "Attaching..."}</ToolButton>
      <input
        ref={documentInput}
        type="file"
        accept=".pdf,.doc,.docx,.xls,.xlsx,.txt,.csv"
        onChange={onDocument}
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
        data-testid="rich-text-document-file"
      />
      {attached?.error ? (
        <span role="alert" className="self-center text-sm text-danger">
          {attached.error}
        </span>
      ) : null}
      <ToolButton label="Undo" onClick={() => chain().undo().run()}>
        ↶
      </ToolButton>
      <ToolButton label="Redo" onClick={() => chain().redo().run()}>
        ↷
      </ToolButton>
      <ToolButton label="Edit HTML" onClick={onSource}>
        HTML
      </ToolButton>
    </div>
  );
}

export function RichTextEditor({ textarea, labelId, describedBy, invalid }: RichTextEditorProps) {
  const [source, setSource] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ["https", "mailto", "tel"],
          HTMLAttributes: { target: "_blank", rel: "noopener noreferrer nofollow" },
        },
      }),
      Image.configure({ HTMLAttributes: { loading: "lazy" } }),
    ],
    content: textarea.value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: "prose-content min-h-40 px-3 py-2 focus:outline-none",
      },
    },
    onUpdate: ({ editor: e }) => writeBack(textarea, e.getHTML()),
  });

  // "Edit HTML" shows the textarea itself; leaving it reads the HTML back into the editor.
  useEffect(() => {
    textarea.hidden = !source;
    if (!source && editor && editor.getHTML() !== textarea.value) editor.commands.setContent(textarea.value, { emitUpdate: false });
  }, [source, editor, textarea]);
  useEffect(() => () => void (textarea.hidden = false), [textarea]);

  if (!editor) return null;
  return (
    <div
      className={`mt-1 rounded-md border bg-surface focus-within:ring-2 focus-within:ring-brand ${invalid ? "border-danger" : "border-line"}`}
    >
      {source ? (
        <div className="flex justify-end p-1">
          <ToolButton onClick={() => setSource(false)}>Back to the editor</ToolButton>
        </div>
      ) : (
        <>
          <Toolbar editor={editor} onSource={() => setSource(true)} />
          <EditorContent editor={editor} />
        </>
      )}
    </div>
  );
}
