import { PassThrough } from "node:stream";
import type { EntryContext, ServerBuild } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";

// What the app's server.js reads from a build's entry (app/entry.server.tsx exports the real ones):
// the floor has no database and takes no bodies.
export const withDatabaseConflictAnswers = (build: ServerBuild) => build;
export const bodyLimitFor = () => 0;

/** Remix's own default entry for Node (the whole document once it is ready). */
export default function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<RemixServer context={context} url={request.url} />, {
      onAllReady() {
        const body = new PassThrough();
        headers.set("Content-Type", "text/html");
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
        pipe(body);
      },
      onShellError: reject,
    });
  });
}
