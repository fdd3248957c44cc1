import type { EntryContext, ServerBuild } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { bodyEncoding, collectBody, encodeBody, setBodyHeaders } from "../../../app/utils/compress.server";

// What the app's server.js reads from a build's entry (app/entry.server.tsx exports the real ones):
// the floor has no database, takes no bodies and keeps no copies of its page.
export const withRouteAnswers = (build: ServerBuild) => build;
export const bodyLimitFor = () => 0;
export const publicPageCache = (_req: unknown, _res: unknown, next: () => void) => next();
export const appUrl = process.env.APP_URL ?? "http://localhost:3000";
export const logEvent = () => undefined;
export const drainBackgroundWork = async () => undefined;
export const closeDatabase = async () => undefined;
export const startScheduledJobs = async () => undefined;

/**
 * The document delivered as the app delivers its own (decision 0049): rendered whole, compressed in
 * one call, sent with its length. So the floor differs from an app page only by what the page itself
 * does — its loaders, its components, its layout — not by how the bytes leave the server.
 */
export default function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  const encoding = bodyEncoding(request.headers.get("accept-encoding"));
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<RemixServer context={context} url={request.url} />, {
      onAllReady() {
        const { stream, body } = collectBody();
        body.then((html) => {
          const encoded = encodeBody(html, encoding);
          headers.set("Content-Type", "text/html; charset=utf-8");
          setBodyHeaders(headers, encoded);
          resolve(new Response(encoded.bytes, { headers, status }));
        }, reject);
        pipe(stream);
      },
      onShellError: reject,
    });
  });
}
