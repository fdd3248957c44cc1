// Every statement Drizzle sends through postgres.js as a named prepared statement (decision 0071).
//
// Drizzle asks postgres.js for a prepared statement only for queries built with `.prepare(name)`;
// every other query goes unnamed, and postgres.js sends an unnamed statement that has parameters in
// two round trips: Parse + Describe first (to learn the parameters' types), then Bind + Execute once
// PostgreSQL has answered. Prepared, a statement's first use is one round trip (Parse, Describe,
// Bind, Execute together) and every later use on that connection sends only Bind + Execute — no
// parsing or planning from scratch in PostgreSQL, half the socket writes and reads in this process.
// postgres.js keeps the statements per connection (keyed by the SQL text and parameter types, so the
// set is bounded by the app's query shapes), and itself re-prepares a statement whose cached plan a
// migration invalidated (RevalidateCachedQuery).
//
// A connection pooler in transaction mode (PgBouncer before 1.21) cannot keep named statements: behind
// one, construct the client with postgres.js's own `prepare: false`, which overrides this.
import type postgres from "postgres";

type Unsafe = (query: string, parameters?: unknown[], options?: Record<string, unknown>) => unknown;
type Scoped = (...args: unknown[]) => unknown;

function prepareEveryQuery(client: postgres.Sql): void {
  const unsafe = client.unsafe.bind(client) as unknown as Unsafe;
  (client as unknown as { unsafe: Unsafe }).unsafe = (query, parameters, options) =>
    unsafe(query, parameters, { ...options, prepare: true });
  // A transaction's (or savepoint's) statements run on a client postgres.js makes for its connection.
  for (const method of ["begin", "savepoint"] as const) {
    const original = (client as unknown as Record<string, Scoped | undefined>)[method];
    if (typeof original !== "function") continue;
    (client as unknown as Record<string, Scoped>)[method] = (...args: unknown[]) =>
      original.apply(
        client,
        args.map((arg) =>
          typeof arg === "function"
            ? (scoped: postgres.Sql) => {
                prepareEveryQuery(scoped);
                return (arg as (scoped: postgres.Sql) => unknown)(scoped);
              }
            : arg,
        ),
      );
  }
}

/** Makes `client` send every query as a named prepared statement (see above); returns it. */
export function preparedStatements(client: postgres.Sql): postgres.Sql {
  prepareEveryQuery(client);
  return client;
}
