// The HTTP edge of loaders and actions: refusals as responses with a status and a message.
import { data, type ActionFunctionArgs, type AppLoadContext, type HeadersFunction } from "@remix-run/node";
import { idSchema } from "~/rules/id-schema";
import { readForm } from "./form.server";
import { logEvent } from "./log.server";

/** Throws `message` with `status` (404 unless told) when the condition does not hold. */
export function invariantResponse(condition: unknown, message: string, status = 404): asserts condition {
  if (!condition) throw data(message, { status });
}

/** The record id in an address parameter, lower-cased; anything but a UUID answers 404 with `message`. */
export function requireIdParam(param: string | undefined, message: string): string {
  const parsed = idSchema.safeParse(param);
  invariantResponse(parsed.success, message);
  return parsed.data;
}

/**
 * The `headers` export of a route whose action can answer 429: Remix passes only an action's
 * cookies on to the answer unless the route says which other headers it keeps, so without this the
 * `Retry-After` the action set would be dropped from the page and from the JavaScript data answer
 * alike. Keeps the layouts' headers (parentHeaders) as they are.
 */
export const keepRetryAfter: HeadersFunction = ({ actionHeaders, errorHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After") ?? errorHeaders?.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

/** What a foreign-key or unique violation that reached the edge tells the person (decision 0055). */
export const DATABASE_CONFLICT_MESSAGES = {
  missingReference: "Something this form refers to was removed in the meantime. Reload the page and try again.",
  stillInUse: "This is still in use elsewhere, so it cannot be removed. Reload the page to see where.",
  duplicate: "This already exists: another change saved the same thing first. Reload the page and try again.",
} as const;

/** The SQLSTATE of a failed query: drizzle wraps the driver's error (postgres.js, PGlite) in `cause`. */
export function databaseErrorCode(error: unknown): string | null {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

function databaseErrorText(error: unknown): string {
  const parts: string[] = [];
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const { message, detail } = current as { message?: unknown; detail?: unknown };
    if (typeof message === "string") parts.push(message);
    if (typeof detail === "string") parts.push(detail);
    current = (current as { cause?: unknown }).cause;
  }
  return parts.join("\n");
}

/**
 * A foreign-key (23503) or unique (23505) violation as the answer it deserves, else null: a write
 * naming a row that is gone is a bad request (400); removing a row still referenced, or writing one
 * that already exists, conflicts with the data as it now is (409). Every form checks its references
 * and duplicates first (with locks); this is the one place that keeps a race they missed from being
 * a 500.
 */
export function databaseConflict(error: unknown): { status: 400 | 409; message: string } | null {
  const code = databaseErrorCode(error);
  if (code === "23505") return { status: 409, message: DATABASE_CONFLICT_MESSAGES.duplicate };
  if (code !== "23503") return null;
  return /is still referenced/i.test(databaseErrorText(error))
    ? { status: 409, message: DATABASE_CONFLICT_MESSAGES.stillInUse }
    : { status: 400, message: DATABASE_CONFLICT_MESSAGES.missingReference };
}

/**
 * The answer of a page that changes nothing to a POST (decision 0066): 405. With `guard`
 * (requireAdmin…), the visitor is checked first and the body read as a form, as every action does
 * (so a bad body is a 4xx with a message); without one (a page anyone may reach), the body is never
 * read. Called from an `export function action` (not `export const action = …`: the browser
 * build keeps a module-level call, and the server-only helper is not there).
 */
export function readOnlyAction(args: ActionFunctionArgs): Response;
export function readOnlyAction(args: ActionFunctionArgs, guard: Guard): Promise<Response>;
export function readOnlyAction({ request, context }: ActionFunctionArgs, guard?: Guard) {
  if (!guard) return methodNotAllowed();
  return (async () => {
    await guard(request, context);
    await readForm(request);
    return methodNotAllowed();
  })();
}

type Guard = (request: Request, context: AppLoadContext) => Promise<unknown>;

const methodNotAllowed = () => new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET" } });

type RouteFunction = (args: never) => unknown;

function answeringConflicts<F extends RouteFunction>(run: F, routeId: string): F {
  return (async (args: never) => {
    try {
      return await run(args);
    } catch (error) {
      const conflict = databaseConflict(error);
      if (!conflict) throw error;
      logEvent("warn", "database_conflict", { route: routeId, code: databaseErrorCode(error), status: conflict.status });
      throw data(conflict.message, { status: conflict.status });
    }
  }) as F;
}

type BuildRoutes = Record<
  string,
  { module: { loader?: RouteFunction; action?: RouteFunction; default?: unknown; ErrorBoundary?: unknown } } & Record<string, unknown>
>;

/**
 * A refusal thrown with `data(message, { status })` as the Response a route without a page must send:
 * Remix answers such a throw from a resource route with `{"message":"Unexpected Server Error"}`,
 * whatever its status (only a thrown Response keeps its body). A string is sent as text, anything
 * else as JSON, with the refusal's headers. Any other thrown value is left as it is.
 */
export function asResourceResponse(thrown: unknown): unknown {
  const withInit = thrown as { type?: unknown; data?: unknown; init?: ResponseInit | null };
  if (typeof thrown !== "object" || thrown === null || withInit.type !== "DataWithResponseInit") return thrown;
  const headers = new Headers(withInit.init?.headers);
  const text = typeof withInit.data === "string";
  if (!headers.has("Content-Type")) headers.set("Content-Type", text ? "text/plain; charset=utf-8" : "application/json; charset=utf-8");
  return new Response(text ? (withInit.data as string) : JSON.stringify(withInit.data ?? null), {
    status: withInit.init?.status ?? 500,
    statusText: withInit.init?.statusText,
    headers,
  });
}

function answeringAsResource<F extends RouteFunction>(run: F): F {
  return (async (args: never) => {
    try {
      return await run(args);
    } catch (thrown) {
      throw asResourceResponse(thrown);
    }
  }) as F;
}

/**
 * The server build with every route's loader and action answering foreign-key and unique violations
 * with 400/409 and a message (`databaseConflict`) instead of a 500. server.js applies it to the build
 * it serves; the route's error boundary shows the message.
 */
export function withDatabaseConflictAnswers<B extends { routes: BuildRoutes }>(build: B): B {
  const routes: BuildRoutes = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const { loader, action } = route.module;
    const module = { ...route.module };
    if (loader) module.loader = answeringConflicts(loader, id);
    if (action) module.action = answeringConflicts(action, id);
    routes[id] = { ...route, module };
  }
  return { ...build, routes };
}

/**
 * The build server.js serves: withDatabaseConflictAnswers, and on every route without a page (neither
 * a default export nor an ErrorBoundary: Remix answers it as a resource route) a thrown `data()` refusal sent as a Response
 * with its message and status (asResourceResponse) — a 404 from /admin/users/{id}/courses says what
 * was not found instead of "Unexpected Server Error".
 */
export function withRouteAnswers<B extends { routes: BuildRoutes }>(build: B): B {
  const answered = withDatabaseConflictAnswers(build);
  const routes: BuildRoutes = {};
  for (const [id, route] of Object.entries(answered.routes)) {
    const { loader, action } = route.module;
    if (route.module.default != null || route.module.ErrorBoundary != null) {
      routes[id] = route;
      continue;
    }
    const module = { ...route.module };
    if (loader) module.loader = answeringAsResource(loader);
    if (action) module.action = answeringAsResource(action);
    routes[id] = { ...route, module };
  }
  return { ...answered, routes };
}
