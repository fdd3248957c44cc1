// The list kit's query (decision 0097): what a list screen's address means — the search (?q=), the
// filters, the sort (?sort=, ?dir=) and the page (?page=) — read once, in the loader, from the URL.
// Reading never fails: an unknown filter value, sort or page falls back to its default (no filter,
// the first sort, page 1), so a hand-edited or stale address shows a list, never a 500. The pages'
// links are the address itself with another ?page= (page-address.ts). Pure.
import { z } from "zod";
import { SEARCH_MAX_LENGTH } from "./search";

/** The largest page number an address may ask for (the model clamps it to the last page). */
export const LIST_MAX_PAGE = 100_000;

export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** A filter that never throws: its parameter's value (a string, or null when absent) read or defaulted. */
export type FilterSchema<T = unknown> = z.ZodType<T, string | null>;

/** A choice among `values` ("" = no filter); anything else is no filter. */
export function oneOf<const T extends readonly string[]>(values: T): FilterSchema<T[number] | ""> {
  return z
    .string()
    .refine((value): value is T[number] => (values as readonly string[]).includes(value))
    .or(z.literal(""))
    .catch("") as unknown as FilterSchema<T[number] | "">;
}

/** A record's id (a UUID, lowercased); anything else is no filter (""). */
export function idParam(): FilterSchema<string> {
  return z
    .string()
    .regex(/^[0-9a-f-]{36}$/i)
    .transform((id) => id.toLowerCase())
    .catch("") as unknown as FilterSchema<string>;
}

export type ListQuerySpec<F extends Record<string, FilterSchema>, S extends string> = {
  /** The filters by their URL parameter's name. */
  filters?: F;
  /** The sort choices (?sort=); the first is the default. */
  sorts?: readonly [S, ...S[]];
  /** The default direction (?dir=). */
  dir?: SortDirection;
  /** A search longer than 100 characters is cut to 100 ("cut", the default) or ignored ("drop"). */
  longSearch?: "cut" | "drop";
};

export type ListQuery<F extends Record<string, FilterSchema>, S extends string = never> = {
  q: string;
  sort: S;
  dir: SortDirection;
  page: number;
  filters: { [K in keyof F]: z.output<F[K]> };
};

export type ListDefinition<F extends Record<string, FilterSchema>, S extends string> = {
  /** The list's query from its address's parameters. */
  parse(params: URLSearchParams): ListQuery<F, S>;
  /** Whether a search or a filter narrows the list (the sort and page do not). */
  isFiltered(query: ListQuery<F, S>): boolean;
};

/** The query a definition parses: `QueryOf<typeof ADMIN_USERS_QUERY>`. */
export type QueryOf<D> = D extends ListDefinition<infer F, infer S> ? ListQuery<F, S> : never;

const pageSchema = z.coerce.number().int().min(1).catch(1);

/** Defines a list's query once: parse it in the loader, write it back in the page's links. */
export function defineListQuery<F extends Record<string, FilterSchema> = Record<never, never>, S extends string = never>(
  spec: ListQuerySpec<F, S> = {},
): ListDefinition<F, S> {
  const filterSchemas = (spec.filters ?? {}) as F;
  const sorts = (spec.sorts ?? []) as readonly S[];
  const defaultDir = spec.dir ?? "asc";

  function readSearch(value: string | null): string {
    const q = (value ?? "").trim();
    if (q.length <= SEARCH_MAX_LENGTH) return q;
    return spec.longSearch === "drop" ? "" : q.slice(0, SEARCH_MAX_LENGTH);
  }

  function parse(params: URLSearchParams): ListQuery<F, S> {
    const filters = {} as Record<string, unknown>;
    for (const [name, schema] of Object.entries(filterSchemas)) filters[name] = schema.parse(params.get(name));
    const sortParam = params.get("sort");
    const dirParam = params.get("dir");
    return {
      q: readSearch(params.get("q")),
      sort: (sorts.find((s) => s === sortParam) ?? sorts[0]) as S,
      dir: dirParam === "asc" || dirParam === "desc" ? dirParam : defaultDir,
      page: Math.min(pageSchema.parse(params.get("page") ?? 1), LIST_MAX_PAGE),
      filters: filters as ListQuery<F, S>["filters"],
    };
  }

  function isFiltered(query: ListQuery<F, S>): boolean {
    return Boolean(query.q) || Object.values(query.filters).some((value) => value !== "" && value !== null && value !== undefined);
  }

  return { parse, isFiltered };
}

/** The number of pages of `total` rows, `pageSize` a page (at least 1), and `page` clamped to it. */
export function pageWindow(total: number, page: number, pageSize: number): { pages: number; page: number; offset: number } {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  return { pages, page: current, offset: (current - 1) * pageSize };
}
