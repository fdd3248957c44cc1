// /admin/quizzes/{quizId}/import (decision 0044; decision 0031): questions from a CSV, one row a question.
// Upload → a preview listing every row's fate (nothing written) → "Import" adds the good rows in one
// transaction and reports the skipped ones by line. The preview carries the file's text in a hidden
// field and the server reads it again on import, so what is imported is what the server checked.
// Plain forms: no JavaScript needed.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminTable } from "~/components/admin/tables";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { Toaster } from "~/components/ui/toaster";
import { getQuizSummary, importQuestions } from "~/models/assessment/quiz-admin.server";
import { importSummary, parseQuestionCsv } from "~/rules/question-import-parse";
import {
  QUESTION_CSV_EXAMPLE,
  QUESTION_CSV_HINT,
  QUESTION_CSV_MAX_BYTES,
  QUESTION_CSV_OPTIONAL,
  QUESTION_CSV_REQUIRED,
  QUESTION_IMPORT_MESSAGES,
} from "~/rules/question-import";
import { plainQuestionText } from "~/rules/question-analytics";
import { QUIZZES_PATH } from "~/rules/quiz-authoring";
import { isCsvUpload } from "~/rules/user-csv";
import { readForm, storableFileText } from "~/utils/form.server";
import { invariantResponse, requireIdParam } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { fail, requireAdmin } from "../admin.server";

export const handle: PageTitleHandle = { pageTitle: "Import questions" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Import questions", matches);

const NOT_FOUND = "Quiz not found";
const FAILED = "Questions could not be imported";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const quiz = await getQuizSummary(requireIdParam(params.quizId, NOT_FOUND));
  invariantResponse(quiz, NOT_FOUND);
  return { quiz };
}

type Preview = { fileName: string; csv: string; rows: { line: number; question: string; section: string; problems: string[] }[] };

export async function action({ request, params, context }: ActionFunctionArgs) {
  // A body far above the limit is refused before it is read.
  if (Number(request.headers.get("Content-Length") ?? 0) > 2 * QUESTION_CSV_MAX_BYTES + 64 * 1024) {
    return fail({ preview: null }, { type: "error", title: FAILED, description: QUESTION_IMPORT_MESSAGES.tooLarge }, 413);
  }
  const { actor } = await requireAdmin(request, context);
  const quizId = requireIdParam(params.quizId, NOT_FOUND);
  const form = await readForm(request);
  const quiz = await getQuizSummary(quizId);
  invariantResponse(quiz, NOT_FOUND);
  const refuse = (message: string, status = 400) => fail({ preview: null }, { type: "error", title: FAILED, description: message }, status);

  let fileName = "questions.csv";
  let text: string;
  const file = form.get("file");
  const csv = form.get("csv");
  if (file instanceof File && (file.size > 0 || file.name)) {
    if (!isCsvUpload(file.name, file.type)) return refuse(QUESTION_IMPORT_MESSAGES.notCsv);
    if (file.size > QUESTION_CSV_MAX_BYTES) return refuse(QUESTION_IMPORT_MESSAGES.tooLarge, 413);
    fileName = file.name || fileName;
    text = await storableFileText(file);
  } else if (typeof csv === "string" && csv.trim()) {
    if (csv.length > QUESTION_CSV_MAX_BYTES) return refuse(QUESTION_IMPORT_MESSAGES.tooLarge, 413);
    text = csv;
    fileName = String(form.get("fileName") ?? fileName).slice(0, 200);
  } else {
    return refuse(QUESTION_IMPORT_MESSAGES.noFile);
  }

  const parsed = parseQuestionCsv(text, quiz.sections);
  if (!parsed.ok) return refuse(parsed.message);
  const { good, skipped } = importSummary(parsed.rows);

  if (form.get("intent") !== "import") {
    const preview: Preview = {
      fileName,
      csv: text,
      rows: parsed.rows.map((row) => ({
        line: row.line,
        question: plainQuestionText(row.question).slice(0, 140),
        section: row.section,
        problems: row.ok ? [] : row.problems,
      })),
    };
    return { preview, toast: null };
  }

  if (good === 0) return refuse(QUESTION_IMPORT_MESSAGES.nothingToImport);
  const result = await importQuestions(
    quizId,
    parsed.rows.flatMap((row) => (row.ok ? [row.input] : [])),
    actor,
  );
  if (!result.ok && result.reason === "not_found") throw new Response(NOT_FOUND, { status: 404 });
  if (!result.ok) return refuse(result.problems.join(" "), 409);
  const skippedLines = parsed.rows.filter((row) => !row.ok).map((row) => row.line);
  return redirectWithToast(`${QUIZZES_PATH}/${quizId}`, {
    type: "success",
    title: `${result.count} question${result.count === 1 ? "" : "s"} imported`,
    description: skipped
      ? `${skipped} row${skipped === 1 ? "" : "s"} skipped (line${skipped === 1 ? "" : "s"} ${skippedLines.join(", ")}).`
      : undefined,
  });
}

export default function ImportQuestions() {
  const { quiz } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const preview = actionData?.preview ?? null;
  const summary = preview ? { good: preview.rows.filter((r) => r.problems.length === 0).length, total: preview.rows.length } : null;
  return (
    <div className="mx-auto max-w-5xl">
      <Link to={`${QUIZZES_PATH}/${quiz.id}`} className="text-sm text-brand underline hover:no-underline">
        Back to {quiz.title}
      </Link>
      <h1 className="mt-2 font-serif text-3xl font-bold">Import questions</h1>
      <p className="mt-2 text-ink-muted">
        A CSV file, one row a question, with the columns <code>{QUESTION_CSV_REQUIRED.join(", ")}</code> (required) and{" "}
        <code>{QUESTION_CSV_OPTIONAL.join(", ")}</code> (optional). The correct answer is a letter, A to D; a section is named by its title
        {quiz.sections.length ? ` (${quiz.sections.map((s) => s.title).join(", ")})` : ""}. You see every row before anything is imported;
        questions are added after the quiz's last.
      </p>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-brand underline">An example file</summary>
        <pre className="mt-2 overflow-x-auto rounded-md border border-line bg-surface-muted p-3 text-xs">{QUESTION_CSV_EXAMPLE}</pre>
      </details>

      <Form method="post" encType="multipart/form-data" className="card mt-6 space-y-4 p-4 sm:p-6">
        <div>
          <label htmlFor="question-csv" className="block text-sm font-medium">
            CSV file
          </label>
          <input
            id="question-csv"
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            aria-describedby="question-csv-hint"
            className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border file:border-line file:bg-surface file:px-3 file:py-2"
          />
          <p id="question-csv-hint" className="mt-1 text-xs text-ink-muted">
            {QUESTION_CSV_HINT}
          </p>
        </div>
        <button type="submit" name="intent" value="preview" className="btn-primary" disabled={busy}>
          {busy ? "Reading..." : "Preview"}
        </button>
      </Form>

      {preview && summary ? (
        <section className="mt-8" aria-labelledby="preview-heading">
          <h2 id="preview-heading" className="font-serif text-2xl font-bold">
            Preview of {preview.fileName}
          </h2>
          <p className="mt-1" role="status">
            {summary.good} of {summary.total} row{summary.total === 1 ? "" : "s"} can be imported
            {summary.total > summary.good ? `; ${summary.total - summary.good} will be skipped.` : "."}
          </p>
          <AdminTable caption={`Rows of ${preview.fileName}`} head={["Line", "Question", "Section", "Result"]}>
            {preview.rows.map((row) => (
              <tr key={row.line} className="border-b border-line last:border-0 align-top">
                <td className="px-4 py-2 tabular-nums">{row.line}</td>
                <td className="px-4 py-2">{row.question || <span className="text-ink-muted">(empty)</span>}</td>
                <td className="px-4 py-2">{row.section || "—"}</td>
                <td className="px-4 py-2">
                  {row.problems.length === 0 ? (
                    <span className="font-medium text-success">Will be imported</span>
                  ) : (
                    <ul className="list-disc pl-4 text-danger">
                      {row.problems.map((problem) => (
                        <li key={problem}>{problem}</li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </AdminTable>
          {summary.good > 0 ? (
            <Form method="post" className="mt-4 flex flex-wrap gap-2">
              <input type="hidden" name="csv" value={preview.csv} />
              <input type="hidden" name="fileName" value={preview.fileName} />
              <button type="submit" name="intent" value="import" className="btn-primary" disabled={busy}>
                Import {summary.good} question{summary.good === 1 ? "" : "s"}
              </button>
              <Link to={`${QUIZZES_PATH}/${quiz.id}`} className="btn-secondary">
                Cancel
              </Link>
            </Form>
          ) : (
            <p className="mt-4 text-danger">{QUESTION_IMPORT_MESSAGES.nothingToImport}</p>
          )}
        </section>
      ) : null}
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}
