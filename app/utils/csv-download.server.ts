// The one CSV download (decision 0097): streamed one page of rows at a time from an async generator
// (pulled only as fast as the client reads; exportPages in app/models/list-page.server.ts gives one
// from a list's own select), with formula cells neutralised by csvLine, and the download headers.
// Used by every export: the lists', the company reports' (decision 0027), the company users'
// (decision 0025), the admin LREC roster (decision 0032) and the time study (decision 0088).
import { csvLine } from "~/rules/user-csv";

type Cell = string | number | null | undefined;

const line = (cells: Cell[] | string) => (typeof cells === "string" ? cells : csvLine(cells));

/**
 * `toCells` gives a row's cells, or its whole CSV line when a rule already writes it (the company
 * users' exportLine).
 */
export function csvDownload<T>(
  fileName: string,
  headers: readonly string[],
  pages: AsyncGenerator<T[]>,
  toCells: (row: T) => Cell[] | string,
) {
  const encoder = new TextEncoder();
  let headerSent = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvLine([...headers])));
        return;
      }
      const next = await pages.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(next.value.map((row) => line(toCells(row))).join("")));
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
