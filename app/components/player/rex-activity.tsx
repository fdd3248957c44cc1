import type { InteractiveView } from "~/rules/topic-view";
import { ContentNotice } from "./rich-text";

type RexView = Extract<InteractiveView, { type: "rex_activity" }>;

/** The id of the player's REX chat popover (a `<details>`), opened by "Discuss with REX". */
export const REX_CHAT_ID = "rex-chat";

/**
 * A REX activity (requirement learning-data-fields): topics, scenarios and reflection questions to talk through with the
 * REX study assistant. "Discuss with REX" is a link to `?rex=open#rex-chat` — the player renders
 * its REX popover open for `?rex=open` without JavaScript; with it, the link opens the popover in place.
 */
export function RexActivity({ activity }: { activity: RexView }) {
  const { topics, scenarios, reflectionQuestions } = activity;
  if (topics.length + scenarios.length + reflectionQuestions.length === 0) {
    return <ContentNotice title="REX activity not configured" />;
  }

  const openRex = (event: React.MouseEvent) => {
    const chat = document.getElementById(REX_CHAT_ID);
    if (chat instanceof HTMLDetailsElement) {
      event.preventDefault();
      chat.open = true;
      chat.scrollIntoView({ block: "nearest" });
      chat.querySelector("summary")?.focus();
    }
  };

  return (
    <section aria-label="REX activity" className="space-y-5">
      {topics.length > 0 ? (
        <div>
          <h3 className="mb-2 font-semibold">Topics to explore with REX</h3>
          <ul className="flex flex-wrap gap-2">
            {topics.map((topic) => (
              <li key={topic.id} className="rounded-full border border-line bg-brand-soft px-3 py-1 text-sm">
                {topic.text}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {scenarios.length > 0 ? (
        <div>
          <h3 className="mb-2 font-semibold">Scenarios</h3>
          <ol className="space-y-2">
            {scenarios.map((scenario, index) => (
              <li key={scenario.id} className="rounded-lg border border-line bg-surface-raised p-4">
                <span className="mr-2 font-semibold text-brand">Scenario {index + 1}.</span>
                {scenario.text}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {reflectionQuestions.length > 0 ? (
        <div>
          <h3 className="mb-2 font-semibold">Reflection questions</h3>
          <ol className="list-decimal space-y-1 pl-6">
            {reflectionQuestions.map((question) => (
              <li key={question.id}>{question.question}</li>
            ))}
          </ol>
        </div>
      ) : null}
      <a href={`?rex=open#${REX_CHAT_ID}`} onClick={openRex} className="btn-primary">
        Discuss with REX
      </a>
    </section>
  );
}
