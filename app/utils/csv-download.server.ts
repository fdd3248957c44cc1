// A CSV download streamed one page of rows at a time from an async generator (pulled only as fast as
// the client reads), with formula cells neutralised by csvLine, and the download headers. Used by the
// company reports exports (decision 0027) and the admin LREC roster (decision 0032).
import { csvLine } from "~/rules/user-csv";

type Cell = string | number | null | undefined;

export function csvDownload<T>(fileName: string, headers: readonly string[], pages: AsyncGenerator<T[]>, toCells: (row: T) => Cell[]) {
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
      controller.enqueue(encoder.encode(next.value.map((row) => csvLine(toCells(row))).join("")));
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
