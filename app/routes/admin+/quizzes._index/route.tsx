// /admin/quizzes (requirement signed-in-route-table): every quiz with its type, the courses using it, its question count,
// finished attempts and pass rate; links to create a quiz and to learners' extra time.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { listQuizzes } from "~/models/assessment/quiz-admin.server";
import { QUIZ_TYPE_LABELS, QUIZZES_PATH } from "~/rules/quiz-authoring";
import { requireAdmin } from "../admin.server";

export const handle: PageTitleHandle = { pageTitle: "Quizzes" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Quizzes", matches);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { quizzes: await listQuizzes() };
}

export default function AdminQuizzes() {
  const { quizzes } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl font-bold">Quizzes</h1>
        <div className="flex flex-wrap gap-2">
          <Link to={`${QUIZZES_PATH}/accommodations`} className="btn-secondary">
            Extra time
          </Link>
          <Link to={`${QUIZZES_PATH}/new`} className="btn-primary">
            New quiz
          </Link>
        </div>
      </div>
      <div className="card mt-6 overflow-x-auto p-0">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">Quizzes</caption>
          <thead className="border-b border-line bg-surface-muted">
            <tr>
              <th scope="col" className="px-4 py-3">
                Title
              </th>
              <th scope="col" className="px-4 py-3">
                Type
              </th>
              <th scope="col" className="px-4 py-3">
                Courses
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Questions
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Attempts
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Pass rate
              </th>
            </tr>
          </thead>
          <tbody>
            {quizzes.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-4 py-6 text-center text-ink-muted">
                  No quizzes yet.
                </td>
              </tr>
            ) : null}
            {quizzes.map((quiz) => (
              <tr key={quiz.id} className="border-b border-line last:border-0">
                <th scope="row" className="px-4 py-3 font-medium">
                  <Link to={`${QUIZZES_PATH}/${quiz.id}`} className="text-brand underline hover:no-underline">
                    {quiz.title}
                  </Link>
                </th>
                <td className="px-4 py-3">{QUIZ_TYPE_LABELS[quiz.quizType]}</td>
                <td className="px-4 py-3">
                  {quiz.courses.length ? quiz.courses.join(", ") : <span className="text-ink-muted">None</span>}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{quiz.questionCount}</td>
                <td className="px-4 py-3 text-right tabular-nums">{quiz.attempts.toLocaleString("en-US")}</td>
                <td className="px-4 py-3 text-right tabular-nums">{quiz.passRate === null ? "—" : `${quiz.passRate}%`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
