// The per-question table of the quiz analytics page: each question's answers, difficulty,
// discrimination, the picks of every choice (the right one marked in words, not only colour) and
// its flags.
import { FLAG_LABELS, type Flag } from "~/rules/question-analytics";
import { ScrollRegion } from "~/components/ui/scroll-region";

type Row = {
  id: string;
  number: number;
  text: string;
  section: string | null;
  retired: boolean;
  answered: number;
  difficulty: string;
  discrimination: string;
  picks: { letter: string; count: number; share: string; correct: boolean }[];
  blank: number;
  flags: Flag[];
};

export function QuestionTable({ questions }: { questions: Row[] }) {
  return (
    <ScrollRegion label="Question analytics" className="card relative mt-4" data-testid="question-analytics">
      <table className="w-full min-w-[760px] text-left text-sm">
        <caption className="sr-only">Question analytics</caption>
        <thead className="border-b border-line bg-surface-muted">
          <tr>
            {["#", "Question", "Answers", "Difficulty", "Discrimination", "Choices picked", "Flags"].map((h) => (
              <th key={h} scope="col" className="px-3 py-3 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {questions.map((q) => (
            <tr key={q.id} className="border-b border-line align-top last:border-0" data-testid="question-row">
              <td className="px-3 py-3 tabular-nums">{q.number}</td>
              <th scope="row" className="max-w-xs px-3 py-3 font-normal">
                <span className="line-clamp-3">{q.text}</span>
                {q.section || q.retired ? (
                  <span className="mt-1 block text-xs text-ink-muted">
                    {[q.section, q.retired ? "earlier version (edited since)" : null].filter(Boolean).join(" · ")}
                  </span>
                ) : null}
              </th>
              <td className="px-3 py-3 tabular-nums">{q.answered}</td>
              <td className="px-3 py-3 tabular-nums">{q.difficulty}</td>
              <td className="px-3 py-3 tabular-nums">{q.discrimination}</td>
              <td className="px-3 py-3">
                <ul className="space-y-0.5">
                  {q.picks.map((pick) => (
                    <li key={pick.letter} className={pick.correct ? "font-semibold" : undefined}>
                      {pick.letter}: {pick.count} ({pick.share}){pick.correct ? " ✓ correct" : ""}
                    </li>
                  ))}
                  {q.blank > 0 ? <li className="text-ink-muted">Left blank: {q.blank}</li> : null}
                </ul>
              </td>
              <td className="px-3 py-3">
                {q.flags.length === 0 ? (
                  <span className="text-ink-muted">—</span>
                ) : (
                  <ul className="space-y-1">
                    {q.flags.map((flag) => (
                      <li key={flag} className="inline-block rounded bg-danger/10 px-2 py-0.5 text-xs font-semibold text-danger">
                        {FLAG_LABELS[flag]}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
