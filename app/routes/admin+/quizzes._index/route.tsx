// /admin/quizzes (requirement signed-in-route-table): every quiz with its type, the courses using it, its question count,
// finished attempts and pass rate; links to create a quiz and to learners' extra time.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { linkColumn, ListTable, type Column } from "~/components/list";
import { listQuizzes } from "~/models/assessment/quiz-admin.server";
import { QUIZ_TYPE_LABELS, QUIZZES_PATH } from "~/rules/quiz-authoring";
import { requireAdmin } from "../admin.server";

export const handle: PageTitleHandle = { pageTitle: "Quizzes" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Quizzes", matches);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { quizzes: await listQuizzes() };
}

type Quiz = ReturnType<typeof useLoaderData<typeof loader>>["quizzes"][number];

const COLUMNS: Column<Quiz>[] = [
  linkColumn(
    "Title",
    (quiz) => `${QUIZZES_PATH}/${quiz.id}`,
    (quiz) => quiz.title,
  ),
  { header: "Type", cell: (quiz) => QUIZ_TYPE_LABELS[quiz.quizType] },
  { header: "Courses", cell: (quiz) => (quiz.courses.length ? quiz.courses.join(", ") : <span className="text-ink-muted">None</span>) },
  { header: "Questions", align: "right", cell: (quiz) => quiz.questionCount },
  { header: "Attempts", align: "right", cell: (quiz) => quiz.attempts.toLocaleString("en-US") },
  { header: "Pass rate", align: "right", cell: (quiz) => (quiz.passRate === null ? "—" : `${quiz.passRate}%`) },
];

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
      <ListTable
        caption="Quizzes"
        columns={COLUMNS}
        rows={quizzes}
        rowKey={(quiz) => quiz.id}
        empty="No quizzes yet."
        minWidth="min-w-[44rem]"
        className="mt-6"
      />
    </div>
  );
}
