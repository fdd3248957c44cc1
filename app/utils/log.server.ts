// The server's one structured log line (decision 0066): a JSON object per line on the console, which
// Fly collects — `{"time":…,"level":…,"event":…, …fields}`. An Error in a field is written as
// `{ name, message, stack }` (and its `cause` the same way), other values as JSON.

export type LogLevel = "info" | "warn" | "error";

const write: Record<LogLevel, (line: string) => void> = {
  info: (line) => console.log(line),
  warn: (line) => console.warn(line),
  error: (line) => console.error(line),
};

type SerialisedError = { name: string; message: string; stack?: string; cause?: unknown };

function serialiseError(error: Error, depth = 0): SerialisedError {
  const serialised: SerialisedError = { name: error.name, message: error.message, stack: error.stack };
  if (error.cause !== undefined) {
    serialised.cause = error.cause instanceof Error && depth < 3 ? serialiseError(error.cause, depth + 1) : String(error.cause);
  }
  return serialised;
}

/** An Error as its parts; any other object that is not plain data (a thrown Response…) as its text. */
function fieldValue(value: unknown): unknown {
  if (value instanceof Error) return serialiseError(value);
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) return String(value);
  }
  return value;
}

/** One JSON line: `event` names what happened (snake_case), `fields` its details. */
export function logEvent(level: LogLevel, event: string, fields: Record<string, unknown> = {}): void {
  const entry = { time: new Date().toISOString(), level, event, ...fields };
  let line: string;
  try {
    line = JSON.stringify(entry, (_key, value: unknown) => fieldValue(value));
  } catch {
    // A field that cannot be written as JSON (a cycle, a BigInt) is written as its text; the others
    // as they are: the line is never lost.
    const safe = Object.fromEntries(
      Object.entries(fields).map(([key, value]) => {
        try {
          JSON.stringify(value, (_key, inner: unknown) => fieldValue(inner));
          return [key, value];
        } catch {
          return [key, String(value)];
        }
      }),
    );
    line = JSON.stringify({ time: entry.time, level, event, ...safe }, (_key, value: unknown) => fieldValue(value));
  }
  write[level](line);
}
