import { isFinalExam } from "~/rules/unlocking";
import { ItemHeading } from "./item-heading";
import type { ClientItem } from "./types";

const NEXT_RELEASE: Record<"quiz" | "final-exam" | "evaluation", string> = {
  quiz: "This quiz opens in the next release of the course player.",
  "final-exam": "The final exam opens in the next release of the course player.",
  evaluation: "The course evaluation opens in the next release of the course player.",
};

/** Quizzes and the evaluation, until their screens are built (issues 6 and 7). */
export function ItemPlaceholder({ item }: { item: Pick<ClientItem, "type" | "lessonId" | "lessonTitle" | "title"> }) {
  const kind = item.type === "evaluation" ? "evaluation" : isFinalExam(item) ? "final-exam" : "quiz";
  const heading = kind === "final-exam" ? "Final Exam" : kind === "evaluation" ? "Course Evaluation" : (item.lessonTitle ?? item.title);
  return (
    <article className="mx-auto max-w-3xl">
      <ItemHeading heading={heading} title={item.title} kicker={kind === "quiz" ? "Lesson quiz" : kind === "final-exam" ? "Exam" : "Evaluation"} />
      <section className="card" data-testid="item-placeholder">
        <p className="font-semibold">{item.title}</p>
        <p className="mt-2 text-ink-muted">{NEXT_RELEASE[kind]}</p>
      </section>
    </article>
  );
}
