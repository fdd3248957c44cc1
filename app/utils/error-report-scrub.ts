// What an error report may carry (decision 0091): Sentry's `beforeSend` and `beforeBreadcrumb`, on the
// server and in the browser. A report keeps what finds the bug — the error's type, message and stack,
// the route's path, the release — and loses anything that identifies or authenticates a person:
// - the request: no cookies, no body, no query string, only harmless headers;
// - the user: only an id, never an e-mail address or an IP address;
// - any field, at any depth (extra, contexts, breadcrumbs' data, tags), whose name speaks of a
//   password, secret, token, key, cookie, session, authorization, answer or identity: "[Filtered]";
// - any text (messages, breadcrumbs, URLs): e-mail addresses, bearer tokens and the values of
//   sensitive query parameters are replaced.
// Isomorphic and dependency-free: the browser's reporter loads it too.

export const FILTERED = "[Filtered]";

/** Field names whose values never leave the app. */
const SENSITIVE_KEY =
  /pass(word|wd|phrase)?|secret|token|api[-_]?key|private|auth|cookie|session|csrf|xsrf|nonce|signature|answer|response|identity|ssn|social|birth|dob|license_?number|card|cvc|cvv|iban|account_?number|otp|code_verifier|dsn/i;
/** Request headers a report may keep. */
const SAFE_HEADERS = new Set(["user-agent", "accept", "accept-language", "content-type", "content-length", "referer", "host"]);

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;
const BEARER = /\b(Bearer|Basic|Token)\s+[\w.~+/=-]+/gi;
const ASSIGNED_VALUE =
  /\b((?:password|passwd|secret|token|api[-_]?key|answer|cookie|authorization|session)\w*["']?\s*[:=]\s*["']?)(?!(?:Bearer|Basic|Token)\s)[^\s"'&,;}]+/gi;
const QUERY_VALUE = /([?&;][^=&#\s]*(?:token|key|code|secret|pass|password|signature|session|email|answer|sig)[^=&#\s]*=)[^&#\s]*/gi;

/** A text with e-mail addresses, credentials and sensitive query values replaced. */
export function scrubText(text: string): string {
  return text
    .replace(EMAIL, "[email]")
    .replace(BEARER, `$1 ${FILTERED}`)
    .replace(QUERY_VALUE, `$1${FILTERED}`)
    .replace(ASSIGNED_VALUE, `$1${FILTERED}`);
}

/** A URL without its query string and fragment (a path has no secrets; a query may). */
export function urlWithoutQuery(url: string): string {
  const cut = url.search(/[?#]/);
  return scrubText(cut === -1 ? url : url.slice(0, cut));
}

/** Any value, deeply: sensitive fields filtered, texts scrubbed. Cycles and depth are bounded. */
export function scrubValue(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === "string") return scrubText(value);
  if (!value || typeof value !== "object") return value;
  if (depth > 12 || seen.has(value)) return FILTERED;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = SENSITIVE_KEY.test(key) ? FILTERED : scrubValue(inner, depth + 1, seen);
  }
  return out;
}

type Frame = { vars?: unknown };
type ReportEvent = {
  request?: { url?: string; query_string?: unknown; cookies?: unknown; data?: unknown; headers?: Record<string, string>; env?: unknown };
  user?: Record<string, unknown>;
  exception?: { values?: { stacktrace?: { frames?: Frame[] } }[] };
  [key: string]: unknown;
};

/**
 * Sentry's beforeSend: the event as it may leave the process. The stack's frames keep their files,
 * lines and functions; local variables go.
 */
export function scrubEvent<E extends object>(original: E): E {
  const event = original as ReportEvent;
  const request = event.request;
  if (request) {
    delete request.cookies;
    delete request.data;
    delete request.query_string;
    delete request.env;
    if (request.url) request.url = urlWithoutQuery(request.url);
    if (request.headers) {
      request.headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => SAFE_HEADERS.has(name.toLowerCase())));
      for (const name of Object.keys(request.headers))
        if (name.toLowerCase() === "referer") request.headers[name] = urlWithoutQuery(request.headers[name]!);
    }
  }
  if (event.user) event.user = typeof event.user.id === "string" || typeof event.user.id === "number" ? { id: event.user.id } : {};
  for (const exception of event.exception?.values ?? []) {
    for (const frame of exception.stacktrace?.frames ?? []) delete frame.vars;
  }
  const scrubbed = scrubValue(event) as ReportEvent;
  // The user id is not personal data here (a random UUID): it links reports about one account.
  if (event.user) scrubbed.user = event.user;
  return scrubbed as E;
}

/** Sentry's beforeBreadcrumb: a console line, click or request trail without personal data. */
export function scrubBreadcrumb<B extends object>(breadcrumb: B): B {
  const scrubbed = scrubValue(breadcrumb) as { data?: Record<string, unknown> };
  const url = scrubbed.data?.url;
  if (typeof url === "string") scrubbed.data = { ...scrubbed.data, url: urlWithoutQuery(url) };
  return scrubbed as B;
}
