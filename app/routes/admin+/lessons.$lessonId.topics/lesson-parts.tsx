// The parts of /admin/lessons/{lessonId}/topics beside its route: the ordered topic list, the
// removal question, the lesson's own details and the learner preview.
import { Form, Link } from "@remix-run/react";
import { EditVersionField } from "~/components/forms/edit-version";
import { SortableList } from "~/components/admin/sortable-list";
import { AudioPreferencesPopover, useAudioPreferences } from "~/components/player/audio-preferences";
import { TopicContent } from "~/components/player/topic-content";
import { completedByMessage } from "~/rules/admin-content";
import { CONTENT_TYPE_LABELS, TOPIC_CONTENT_TYPES, type TopicContentTypeName } from "~/rules/content-data";
import { isMathCheckResult, type TopicView } from "~/rules/topic-view";
import type { AudioPreferences } from "~/rules/audio-preferences";
import { ConfirmPanel } from "~/components/admin/confirm-panel";

type TopicRow = { id: string; title: string; contentType: TopicContentTypeName; completedBy: number };

export function TopicList({ topics, archived, base }: { topics: TopicRow[]; archived: number; base: string }) {
  return (
    <section aria-labelledby="topics-heading" className="card mt-6 p-4 sm:p-6">
      <h2 id="topics-heading" className="font-serif text-xl font-bold">
        Topics
      </h2>
      {archived > 0 ? (
        <p className="mt-1 text-sm text-ink-muted">
          {archived === 1 ? "1 archived topic is" : `${archived} archived topics are`} kept for learners' records.
        </p>
      ) : null}
      <SortableList
        items={topics}
        labelOf={(topic) => topic.title}
        intent="reorder-topics"
        className="mt-4 space-y-2"
        rowClassName="flex flex-wrap items-center justify-between gap-2 rounded-md border border-line bg-surface p-3"
        testId="lesson-topics"
        renderRow={(topic, index, handle) => (
          <>
            <div>
              <span className="text-sm text-ink-muted">{index + 1}. </span>
              <span className="font-medium">{topic.title}</span>
              <span className="ml-2 text-sm text-ink-muted">
                {CONTENT_TYPE_LABELS[topic.contentType]}
                {topic.completedBy > 0 ? `, completed by ${topic.completedBy}` : ""}
              </span>
            </div>
            <div className="flex flex-wrap gap-1">
              {handle}
              <Form method="post" preventScrollReset>
                <input type="hidden" name="topicId" value={topic.id} />
                <input type="hidden" name="direction" value="up" />
                <button
                  type="submit"
                  name="intent"
                  value="move-topic"
                  disabled={index === 0}
                  className="btn-secondary px-2 py-1 text-sm"
                  aria-label={`Move ${topic.title} up`}
                >
                  ↑ Up
                </button>
              </Form>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="topicId" value={topic.id} />
                <input type="hidden" name="direction" value="down" />
                <button
                  type="submit"
                  name="intent"
                  value="move-topic"
                  disabled={index === topics.length - 1}
                  className="btn-secondary px-2 py-1 text-sm"
                  aria-label={`Move ${topic.title} down`}
                >
                  ↓ Down
                </button>
              </Form>
              <Link to={`${base}?topic=${topic.id}`} className="btn-secondary px-2 py-1 text-sm" aria-label={`Edit ${topic.title}`}>
                Edit
              </Link>
              <Link
                to={`${base}?preview=${topic.id}`}
                className="btn-secondary px-2 py-1 text-sm"
                aria-label={`Preview as learner: ${topic.title}`}
              >
                Preview as learner
              </Link>
              <Link
                to={`${base}?remove=${topic.id}`}
                className="btn-secondary px-2 py-1 text-sm text-danger"
                aria-label={`Remove ${topic.title}`}
              >
                Remove
              </Link>
            </div>
          </>
        )}
      />
      {topics.length === 0 ? <p className="mt-2 text-ink-muted">No topics yet.</p> : null}
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="new-topic-type" className="block text-sm font-medium">
            New topic type
          </label>
          <select id="new-topic-type" name="new" defaultValue="text" className="mt-1 rounded-md border border-line bg-surface px-3 py-2">
            {TOPIC_CONTENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {CONTENT_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary">
          Add topic
        </button>
      </Form>
    </section>
  );
}

export function RemoveTopicDialog({ topic, base }: { topic: TopicRow; base: string }) {
  return (
    <ConfirmPanel
      id="remove"
      title={<>Remove “{topic.title}”?</>}
      action={base}
      intent="remove-topic"
      fields={{ topicId: topic.id }}
      confirm={topic.completedBy > 0 ? "Archive topic" : "Delete topic"}
    >
      {completedByMessage(topic.completedBy, "topic")}
    </ConfirmPanel>
  );
}

export function LessonDetails({
  lesson,
  base,
  version,
  error,
}: {
  lesson: { title: string; description: string | null };
  base: string;
  version: string | null;
  error: string | null;
}) {
  return (
    <section aria-labelledby="lesson-heading" className="card mt-6 p-4 sm:p-6">
      <h2 id="lesson-heading" className="font-serif text-xl font-bold">
        Lesson details
      </h2>
      <Form method="post" action={base} className="mt-4 space-y-4">
        <div>
          <label htmlFor="lesson-title" className="block text-sm font-medium">
            Lesson title
          </label>
          <input
            id="lesson-title"
            name="title"
            required
            maxLength={200}
            defaultValue={lesson.title}
            className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor="lesson-description" className="block text-sm font-medium">
            Lesson description
          </label>
          <textarea
            id="lesson-description"
            name="description"
            rows={3}
            maxLength={5000}
            defaultValue={lesson.description ?? ""}
            className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2"
          />
        </div>
        <EditVersionField version={version} />
        {error ? (
          <p id="lesson-error" role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="intent" value="save-lesson" className="btn-secondary">
            Save lesson
          </button>
          <Link to={`${base}?delete=1`} preventScrollReset className="btn-secondary text-danger">
            Delete lesson
          </Link>
        </div>
      </Form>
    </section>
  );
}

/** The question before a lesson is deleted (a page state, ?delete=1, so it works without JavaScript). */
export function DeleteLessonDialog({ lesson, canDelete, base }: { lesson: { title: string }; canDelete: boolean; base: string }) {
  return (
    <ConfirmPanel
      id="delete-lesson"
      title={<>Delete “{lesson.title}”?</>}
      action={base}
      intent="delete-lesson"
      confirm={canDelete ? "Delete lesson" : null}
    >
      {canDelete
        ? "The lesson and its topics are deleted. This cannot be undone."
        : "A course uses this lesson or learners have completed its topics, so it cannot be deleted. Remove it from its courses instead: completed lessons are archived there."}
    </ConfirmPanel>
  );
}

export function LearnerPreview({ preview, math }: { preview: { topic: TopicView; prefs: AudioPreferences }; math: unknown }) {
  const audio = useAudioPreferences(preview.prefs);
  return (
    <section aria-label="Preview as learner" className="mt-6 rounded-lg border-2 border-dashed border-brand p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-brand">Preview as learner: exactly as the course player shows it</p>
        <AudioPreferencesPopover prefs={preview.prefs} />
      </div>
      <TopicContent topic={preview.topic} mathResult={isMathCheckResult(math) ? math : undefined} audio={audio} onAudioEnded={() => {}} />
    </section>
  );
}
