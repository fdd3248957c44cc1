// Question analytics of a quiz (decision 0040; decision 0031), set-based: one statement per figure set
// over the quiz's finished attempts (index quiz_attempts(quiz_id, completed_at)) and their responses
// (unique index on (attempt_id, question_id)). Per question: answers, right answers, the
// point-biserial discrimination (Pearson's r of right = 1 / wrong = 0 against the attempt's score)
// and how often each choice was picked; a question not answered in a finished attempt counts as
// wrong. Per quiz: attempts, passes, the median time taken and the score distribution.
import { sql } from "drizzle-orm";
import { rows, schema } from "~/db.server";

const { quizAttempts: attempts, quizResponses: responses, quizQuestions: questions, quizSections: sections, quizzes } = schema;

export type QuestionAnalytics = {
  id: string;
  questionText: string;
  correctAnswer: "A" | "B" | "C" | "D";
  sectionTitle: string | null;
  retired: boolean;
  answered: number;
  correct: number;
  discrimination: number | null;
  picks: { A: number; B: number; C: number; D: number; none: number };
};

export type QuizAnalytics = {
  quiz: { id: string; title: string; quizType: string; passingScorePercentage: number };
  attempts: number;
  passed: number;
  medianSeconds: number | null;
  bins: { bin: number; attempts: number }[];
  questions: QuestionAnalytics[];
};

export async function getQuizAnalytics(quizId: string): Promise<QuizAnalytics | null> {
  const [quiz] = await rows<QuizAnalytics["quiz"]>(sql`
    select id, title, quiz_type as "quizType", passing_score_percentage as "passingScorePercentage" from ${quizzes} where id = ${quizId}`);
  if (!quiz) return null;
  const finished = sql`${attempts.quizId} = ${quizId} and ${attempts.completedAt} is not null and ${attempts.scorePercentage} is not null`;
  const [summary, bins, perQuestion] = await Promise.all([
    rows<{ attempts: number; passed: number; medianSeconds: number | null }>(sql`
      select count(*)::int as attempts, (count(*) filter (where ${attempts.passed}))::int as passed,
             (percentile_cont(0.5) within group (order by extract(epoch from ${attempts.completedAt} - ${attempts.startedAt})))::float8 as "medianSeconds"
      from ${attempts} where ${finished}`),
    rows<{ bin: number; attempts: number }>(sql`
      select least(${attempts.scorePercentage} / 10, 9)::int as bin, count(*)::int as attempts
      from ${attempts} where ${finished} group by 1`),
    rows<Omit<QuestionAnalytics, "picks"> & { a: number; b: number; c: number; d: number; none: number }>(sql`
      with answers as (
        select r.question_id, coalesce(r.is_correct, false)::int as right_answer, r.selected_answer, ${attempts.scorePercentage} as score
        from ${attempts} join ${responses} r on r.attempt_id = ${attempts.id}
        where ${finished}
      )
      select q.id, q.question_text as "questionText", q.correct_answer as "correctAnswer", s.title as "sectionTitle",
             q.retired_at is not null as retired,
             count(x.question_id)::int as answered, coalesce(sum(x.right_answer), 0)::int as correct,
             corr(x.right_answer, x.score)::float8 as discrimination,
             (count(*) filter (where x.selected_answer = 'A'))::int as a, (count(*) filter (where x.selected_answer = 'B'))::int as b,
             (count(*) filter (where x.selected_answer = 'C'))::int as c, (count(*) filter (where x.selected_answer = 'D'))::int as d,
             (count(x.question_id) filter (where x.selected_answer is null))::int as none
      from ${questions} q
      left join ${sections} s on s.id = q.section_id
      left join answers x on x.question_id = q.id
      where q.quiz_id = ${quizId}
      group by q.id, s.id
      having q.retired_at is null or count(x.question_id) > 0
      order by s.order_index nulls first, q.order_index, q.retired_at nulls first`),
  ]);
  return {
    quiz,
    attempts: summary[0]?.attempts ?? 0,
    passed: summary[0]?.passed ?? 0,
    medianSeconds: summary[0]?.medianSeconds ?? null,
    bins,
    questions: perQuestion.map(({ a, b, c, d, none, discrimination, ...question }) => ({
      ...question,
      discrimination: discrimination === null ? null : Number(discrimination),
      picks: { A: a, B: b, C: c, D: d, none },
    })),
  };
}
