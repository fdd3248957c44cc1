// The topic editor: one form per content type, its fields named by their content_data path
// ("interactive_data.cards[0].front"), validated on the server by the schema the player is tested
// against (~/rules/content-data). Lists offer spare blank rows (ignored when blank), so every row can
// be added without JavaScript; save to get more.
import { FormProvider, getFormProps, getInputProps, useField, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { FieldError, FormError } from "~/components/forms/field";
import { EditVersionField } from "~/components/forms/edit-version";
import { FileField } from "~/components/forms/file-field";
import { RichTextField } from "~/components/forms/rich-text-field";
import { AUDIO_MAX_BYTES, sizeText } from "~/rules/upload";
import {
  CONTENT_TYPE_LABELS,
  INTERACTION_LABELS,
  INTERACTION_TYPES,
  isInteractionType,
  type TopicContentTypeName,
} from "~/rules/content-data";

function Text({ name, label, hint, type = "text" }: { name: string; label: string; hint?: string; type?: "text" | "url" }) {
  const [meta] = useField<string>(name);
  const { key, ...props } = getInputProps(meta, { type, ariaAttributes: true });
  const hintId = hint ? `${meta.id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={meta.id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        key={key}
        {...props}
        aria-describedby={[hintId, meta.errors?.length ? meta.errorId : undefined].filter(Boolean).join(" ") || undefined}
        className={`mt-1 w-full rounded-md border bg-surface px-3 py-2 ${meta.errors?.length ? "border-danger" : "border-line"}`}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

function Rich({ name, label, hint, rows = 6 }: { name: string; label: string; hint?: string; rows?: number }) {
  const [meta] = useField<string>(name);
  return <RichTextField meta={meta} label={label} hint={hint} rows={rows} />;
}

function ListError({ name }: { name: string }) {
  const [meta] = useField(name);
  return <FieldError id={meta.errorId} errors={meta.errors} />;
}

const count = (value: unknown, spare: number, min: number) => Math.max(min, (Array.isArray(value) ? value.length : 0) + spare);

function InteractiveFields({ type, data }: { type: string; data: Record<string, unknown> }) {
  const base = "interactive_data";
  if (!isInteractionType(type)) return null;
  switch (type) {
    case "flashcards": {
      return (
        <fieldset className="space-y-4">
          <legend className="font-medium">Cards</legend>
          <ListError name={`${base}.cards`} />
          {Array.from({ length: count(data.cards, 2, 3) }, (_, i) => (
            <div key={i} className="grid gap-3 rounded-md border border-line p-3 sm:grid-cols-2">
              <Rich name={`${base}.cards[${i}].front`} label={`Card ${i + 1} front`} rows={2} />
              <Rich name={`${base}.cards[${i}].back`} label={`Card ${i + 1} back`} rows={2} />
            </div>
          ))}
        </fieldset>
      );
    }
    case "progressive_disclosure": {
      return (
        <fieldset className="space-y-4">
          <legend className="font-medium">Layers (revealed one after another)</legend>
          <ListError name={`${base}.layers`} />
          {Array.from({ length: count(data.layers, 2, 3) }, (_, i) => (
            <div key={i} className="space-y-3 rounded-md border border-line p-3">
              <input type="hidden" name={`${base}.layers[${i}].id`} defaultValue={String(i + 1)} />
              <Text name={`${base}.layers[${i}].button_text`} label={`Layer ${i + 1} button text`} />
              <Rich name={`${base}.layers[${i}].content`} label={`Layer ${i + 1} content`} rows={3} />
            </div>
          ))}
        </fieldset>
      );
    }
    case "math_problem": {
      return (
        <fieldset className="space-y-4">
          <legend className="font-medium">Math problem</legend>
          <Rich name={`${base}.problem_statement`} label="Problem" rows={4} />
          <Text
            name={`${base}.correct_answer`}
            label="Correct answer"
            hint="A number, for example 3240.00. Leave blank for a multi-part answer below."
          />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Multi-part answer (optional, two or more)</legend>
            {Array.from({ length: count(data.multi_answer, 1, 2) }, (_, i) => (
              <div key={i} className="grid gap-3 sm:grid-cols-2">
                <Text name={`${base}.multi_answer[${i}].label`} label={`Part ${i + 1} label`} />
                <Text name={`${base}.multi_answer[${i}].value`} label={`Part ${i + 1} answer`} />
              </div>
            ))}
          </fieldset>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Solution steps</legend>
            {Array.from({ length: count(data.steps, 2, 3) }, (_, i) => (
              <div key={i} className="grid gap-3 rounded-md border border-line p-3 sm:grid-cols-3">
                <Text name={`${base}.steps[${i}].description`} label={`Step ${i + 1}`} />
                <Text name={`${base}.steps[${i}].calculation`} label={`Step ${i + 1} calculation`} />
                <Text name={`${base}.steps[${i}].result`} label={`Step ${i + 1} result`} />
              </div>
            ))}
          </fieldset>
          <Rich name={`${base}.hint`} label="Hint (shown after a wrong answer)" rows={2} />
          <CalculatorFlag name={`${base}.show_calculator`} />
        </fieldset>
      );
    }
    case "rex_activity": {
      const group = (key: "topics" | "scenarios" | "reflection_questions", field: "text" | "question", label: string) => (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{label}</legend>
          {Array.from({ length: count(data[key], 2, 2) }, (_, i) => (
            <div key={i}>
              <input type="hidden" name={`${base}.${key}[${i}].id`} defaultValue={String(i + 1)} />
              <Text name={`${base}.${key}[${i}].${field}`} label={`${label.replace(/s$/, "")} ${i + 1}`} />
            </div>
          ))}
        </fieldset>
      );
      return (
        <fieldset className="space-y-4">
          <legend className="font-medium">REX activity</legend>
          <ListError name={`${base}.topics`} />
          {group("topics", "text", "Topics")}
          {group("scenarios", "text", "Scenarios")}
          {group("reflection_questions", "question", "Reflection questions")}
        </fieldset>
      );
    }
    default:
      // A new interaction type fails to compile here until the editor has its fields.
      return type satisfies never;
  }
}

function CalculatorFlag({ name }: { name: string }) {
  const [meta] = useField<string>(name);
  return (
    <label className="flex items-center gap-2">
      <input type="checkbox" name={meta.name} defaultChecked={meta.initialValue === "on"} />
      <span className="text-sm font-medium">Show the calculator</span>
    </label>
  );
}

export function TopicEditor({
  lessonId,
  topicId,
  contentType,
  defaultValue,
  lastResult,
  version,
}: {
  lessonId: string;
  topicId: string | null;
  contentType: TopicContentTypeName;
  defaultValue: Record<string, unknown>;
  lastResult?: SubmissionResult<string[]> | null;
  version: string | null;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save-topic";
  const [form, fields] = useForm({
    id: `topic-${topicId ?? "new"}-${contentType}`,
    lastResult,
    defaultValue: defaultValue as Record<string, string>,
    shouldValidate: "onSubmit",
  });
  const initial = (form.initialValue ?? {}) as Record<string, unknown>;
  const interactionType = String(initial.interaction_type ?? "flashcards");
  const data = (initial.interactive_data ?? {}) as Record<string, unknown>;
  const hasText = contentType !== "video";
  return (
    <FormProvider context={form.context}>
      <Form
        method="post"
        encType={contentType === "text_with_audio" ? "multipart/form-data" : undefined}
        {...getFormProps(form)}
        className="card mt-4 space-y-5 p-4 sm:p-6"
        aria-labelledby="topic-editor-heading"
      >
        <h2 id="topic-editor-heading" className="font-serif text-xl font-bold">
          {topicId ? "Edit topic" : "New topic"}: {CONTENT_TYPE_LABELS[contentType]}
        </h2>
        <input type="hidden" name="contentType" value={contentType} />
        {topicId ? <input type="hidden" name="topicId" value={topicId} /> : null}
        <EditVersionField version={version} />
        <Text name={fields.title.name} label="Title" />
        {contentType === "interactive" ? (
          <div>
            <label htmlFor="interaction-type" className="block text-sm font-medium">
              Interaction
            </label>
            <select
              id="interaction-type"
              name="interaction_type"
              defaultValue={interactionType}
              className="mt-1 rounded-md border border-line bg-surface px-3 py-2"
            >
              {INTERACTION_TYPES.map((t) => (
                <option key={t} value={t}>
                  {INTERACTION_LABELS[t]}
                </option>
              ))}
            </select>
            <p className="mt-1 text-xs text-ink-muted">Changing it? Choose, then “Switch interaction” to get its fields.</p>
            <button type="submit" name="intent" value="switch-interaction" formNoValidate className="btn-secondary mt-2 text-sm">
              Switch interaction
            </button>
          </div>
        ) : null}
        {hasText ? <Rich name="html" label={contentType === "interactive" ? "Introduction (optional)" : "Text"} /> : null}
        {contentType === "video" || contentType === "text_with_video" ? (
          <>
            <Text name="video_url" label="YouTube link" type="url" hint="youtube.com/watch?v=… or youtu.be/…" />
            <Rich name="video_description" label="Video description (optional)" rows={3} />
          </>
        ) : null}
        {contentType === "text_with_audio" ? (
          <>
            <Text
              name="audio_url"
              label="Audio address"
              hint="An https address, a SoundCloud link, or the /uploads/… address of an uploaded file (upload below)."
            />
            <FileField
              id={`${form.id}-audio-file`}
              name="audio_file"
              kind="audio"
              label="Upload an audio file (optional)"
              hint={`MP3, M4A, Ogg or WAV, up to ${sizeText(AUDIO_MAX_BYTES)}. It replaces the address above when you save.`}
              errors={fields.audio_file?.errors}
            />
            <Rich name="audio_description" label="Audio description (optional)" rows={3} />
          </>
        ) : null}
        {contentType === "interactive" ? <InteractiveFields type={interactionType} data={data} /> : null}
        <Rich name="after_text" label="After text (optional, shown below the content)" rows={3} />
        <FormError id={form.errorId} errors={form.errors} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="intent" value="save-topic" className="btn-primary" disabled={saving}>
            {saving ? "Saving..." : "Save topic"}
          </button>
          <Link to={`/admin/lessons/${lessonId}/topics`} className="btn-secondary">
            Cancel
          </Link>
        </div>
      </Form>
    </FormProvider>
  );
}
