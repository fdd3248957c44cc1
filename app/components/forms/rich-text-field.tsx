import { getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { useEffect, useRef, useState, type ComponentType } from "react";
import { FieldError } from "~/components/forms/field";
import type { RichTextEditorProps } from "./rich-text-editor.client";

type RichTextFieldProps = {
  meta: FieldMetadata<string | undefined>;
  label: string;
  hint?: string;
  rows?: number;
};

/**
 * The one editor for every stored rich-text field (course descriptions, bios, topic HTML, question
 * text and explanations, announcements). It is a labelled `<textarea>` holding the HTML, so an admin
 * without JavaScript can still edit; with JavaScript it is enhanced into a rich-text editor (Tiptap,
 * ./rich-text-editor.client.tsx, loaded only in the browser after hydration) that writes the same
 * HTML back into the textarea. The server sanitises what is saved (`~/utils/sanitize.server`),
 * whatever the browser sends.
 */
export function RichTextField({ meta, label, hint, rows = 8 }: RichTextFieldProps) {
  const hintId = `${meta.id}-hint`;
  const labelId = `${meta.id}-label`;
  const describedBy = [hintId, meta.errors?.length ? meta.errorId : undefined].filter(Boolean).join(" ") || undefined;
  const { key, ...props } = getTextareaProps(meta, { ariaAttributes: true });
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [Editor, setEditor] = useState<ComponentType<RichTextEditorProps> | null>(null);
  const [textarea, setTextarea] = useState<HTMLTextAreaElement | null>(null);

  useEffect(() => {
    let cancelled = false;
    import("./rich-text-editor.client")
      .then((module) => {
        if (cancelled || !textareaRef.current) return;
        setTextarea(textareaRef.current);
        setEditor(() => module.RichTextEditor);
      })
      // Without the editor the textarea keeps working.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <div>
      <label id={labelId} htmlFor={meta.id} className="block text-sm font-medium">
        {label}
        {meta.required ? (
          <span aria-hidden="true" className="text-danger">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {Editor && textarea ? (
        <Editor key={key} textarea={textarea} labelId={labelId} describedBy={describedBy} invalid={Boolean(meta.errors?.length)} />
      ) : null}
      <textarea
        key={key}
        ref={textareaRef}
        {...props}
        rows={rows}
        aria-describedby={describedBy}
        data-rich-text=""
        className={`mt-1 w-full rounded-md border bg-surface px-3 py-2 font-mono text-sm text-ink ${meta.errors?.length ? "border-danger" : "border-line"}`}
      />
      <p id={hintId} className="mt-1 text-xs text-ink-muted">
        {hint ? `${hint} ` : ""}HTML is allowed; scripts and unsafe attributes are removed when saved. Images and documents: the editor's
        “Upload image” and “Attach document”, or{" "}
        <Link to="/admin/media" className="underline">
          upload an image or a document
        </Link>{" "}
        and paste its HTML.
      </p>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
