// What the Health Monitor keeps of an error the server did not handle (decision 0036; decision 0029): the
// method, the path without its query string (a reset or invitation token must never be stored), the
// message and the stack — of server errors only: a 4xx a loader or action threw on
// purpose (`throw data(…, { status: 415 })`, a thrown 400 Response, the router's 404/405) is the
// client's error and is not kept.

/** The HTTP status a thrown value answers with: a Response's, `data()`'s or an error response's; 500 for anything else. */
export function thrownStatus(error: unknown): number {
  if (typeof error !== "object" || error === null) return 500;
  const candidate = error as { status?: unknown; init?: { status?: unknown } | null; type?: unknown };
  if (typeof candidate.status === "number" && (error instanceof Response || "statusText" in candidate)) return candidate.status;
  if (candidate.type === "DataWithResponseInit") return typeof candidate.init?.status === "number" ? candidate.init.status : 200;
  return 500;
}

/** Only a 5xx (or a plain exception) is a server error. */
export function isServerError(error: unknown): boolean {
  return thrownStatus(error) >= 500;
}

export function describeServerError(error: unknown, request: { method: string; url: string }) {
  let path = "/";
  try {
    path = new URL(request.url).pathname;
  } catch {
    // An unparsable address is recorded as the root.
  }
  const isError = error instanceof Error;
  const message = isError
    ? `${error.name}: ${error.message}`
    : typeof error === "string"
      ? error
      : (JSON.stringify(error) ?? String(error));
  return { method: request.method, path, message, stack: isError ? (error.stack ?? null) : null };
}
