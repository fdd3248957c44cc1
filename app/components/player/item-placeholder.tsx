import { isFinalExam } from "~/rules/unlocking";
import { ItemHeading } from "./item-heading";
import type { ClientItem } from "./types";

const NEXT_RELEASE: Record<"quiz" | "final-exam", string> = {
  quiz: "This quiz opens in the next release of the course player.",
  "final-exam": "The final exam opens in the next release of the course player.",
};

/** Quizzes and the final exam, until their screens are built (issue 6). */
export function ItemPlaceholder({ item }: { item: Pick<ClientItem, "type" | "lessonId" | "lessonTitle" | "title"> }) {
  const kind = isFinalExam(item) ? "final-exam" : "quiz";
  const heading = kind === "final-exam" ? "Final Exam" : (item.lessonTitle ?? item.title);
  return (
    <article className="mx-auto max-w-3xl">
      <ItemHeading heading={heading} title={item.title} kicker={kind === "quiz" ? "Lesson quiz" : "Exam"} />
      <section className="card" data-testid="item-placeholder">
        <p className="font-semibold">{item.title}</p>
        <p className="mt-2 text-ink-muted">{NEXT_RELEASE[kind]}</p>
      </section>
    </article>
  );
}
