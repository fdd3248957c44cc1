// What the Health Monitor keeps of an error the server did not handle (issue 20; decision 0036): the
// method, the path without its query string (a reset or invitation token must never be stored), the
// message and the stack.

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
