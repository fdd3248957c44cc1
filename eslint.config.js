// Lint: TypeScript's recommended rules, and the layers of docs/decisions/0022-layout.md (with 0096's auth) as import
// boundaries. Imports use the `~/` alias (or `./` inside a folder), so each boundary is a list of
// specifier patterns a layer may not import.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

/** `~/x/…` and any relative path into an `x` folder of app/. */
const layer = (...folders) => folders.flatMap((folder) => [`~/${folder}`, `~/${folder}/**`, `**/${folder}/**`]);
const serverCode = [
  "~/**/*.server",
  "**/*.server",
  "~/db.server",
  "@remix-run/node",
  "drizzle-orm",
  "drizzle-orm/**",
  "postgres",
  "node:*",
];

/** No import (not even of a type) from `group`; `typesOnly`: only types may come from there. */
const boundary = (message, group, typesOnly = []) => ({
  "@typescript-eslint/no-restricted-imports": [
    "error",
    {
      patterns: [
        { group, message },
        ...(typesOnly.length ? [{ group: typesOnly, message: `${message} (types only)`, allowTypeImports: true }] : []),
      ],
    },
  ],
});

export default tseslint.config(
  { ignores: ["build/**", "bench/floor/build/**", "data/**", "node_modules/**", "playwright-report/**", "test-results/**", ".cache/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { ...globalsOf("browser"), ...globalsOf("node") } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-control-regex": "off",
    },
  },
  // React hooks, in app/ only (tests and scripts call Playwright's `use` and a `useConnection` that
  // are not hooks): the two classic rules (decision 0066); the React Compiler rules of v7's
  // "recommended" preset are not on, as the app does not use the compiler.
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  // rules: pure and isomorphic — no server code, no other layer, and not db/ (db/schema builds its enums
  // and column types from the rules, never the other way: decision 0096).
  {
    files: ["app/rules/**"],
    rules: boundary("app/rules holds pure rules: no server code, db/, routes, screens, components, auth, models, services or utils.", [
      ...serverCode,
      "**/db/**",
      ...layer("routes", "screens", "components", "auth", "models", "services", "utils"),
    ]),
  },
  // auth: who is signed in and who may do what (decision 0096), above the models: it reads the session
  // (utils) and the account (models); routes and screens call it; nothing below it imports it.
  {
    files: ["app/auth/**"],
    rules: boundary("app/auth may import models, rules and utils: never routes, screens, components or services.", [
      ...layer("routes", "screens", "components", "services"),
      "@remix-run/react",
    ]),
  },
  // models: data access; never routes, screens, components or auth (and no HTTP: they return domain results).
  {
    files: ["app/models/**"],
    rules: boundary("app/models never imports routes, screens, components or auth.", [
      ...layer("routes", "screens", "components", "auth"),
      "@remix-run/react",
    ]),
  },
  // services: adapters to the outside world, used by models and routes.
  {
    files: ["app/services/**"],
    rules: boundary("app/services never imports routes, screens, components or auth.", [
      ...layer("routes", "screens", "components", "auth"),
      "@remix-run/react",
    ]),
  },
  // utils: infrastructure only, below auth, the models and services: what it needs from them is
  // passed in (the public page cache gets the content version from the entry). Types aside, no exception.
  {
    files: ["app/utils/**"],
    rules: boundary(
      "app/utils is infrastructure: it never imports routes, screens, components, auth, models or services.",
      layer("routes", "screens", "components", "auth"),
      layer("models", "services"),
    ),
  },
  // components: shared UI; no routes or screens, and no server modules in the browser bundle.
  {
    files: ["app/components/**"],
    rules: boundary("app/components never imports routes, screens or server modules.", layer("routes", "screens"), serverCode),
  },
  // screens shared by several areas: may use everything below routes, never a route.
  {
    files: ["app/screens/**"],
    rules: boundary("app/screens never imports routes.", layer("routes")),
  },
  // routes never build SQL: their queries live in app/models (no drizzle-orm, driver, database module
  // or schema, not even a type). The only app/routes block with this rule: a later block's rule
  // object would replace it, so any other routes pattern belongs in this list.
  // Nor does a route import another route's module (decision 0068): a screen shown in two areas lives
  // in app/screens; a route imports its own folder's files (`./x`) and its area's `*.server` helpers
  // (`../x.server` from a route folder, `./x.server` from a route file), never `~/routes/…`, a path
  // that leaves its area (`../../…`), another route's folder or another route file (`../x`).
  {
    files: ["app/routes/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["drizzle-orm", "drizzle-orm/**", "postgres", "~/db.server", "**/db.server", "**/db/**"],
              message: "app/routes never builds SQL: put the query in app/models/*.server.ts.",
            },
            {
              group: ["~/routes", "~/routes/**", "../../**", "../*/**", "./*/**", "../*", "!../*.server"],
              message:
                "A route never imports another route's module or another area: share the screen through app/screens (decision 0068); only the area's own *.server helpers are shared.",
            },
          ],
        },
      ],
      // `export const action = helper(…)` is a call the browser build keeps (only the export goes),
      // with the server-only helper missing there: the page breaks on client navigation.
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name=/^(action|loader|headers)$/][init.type='CallExpression']",
          message: "Write `export function action(args) { return helper(args, …) }`: the browser build keeps a module-level call.",
        },
      ],
    },
  },
  // The development area's data access (app/routes/dev+/*-data.server.ts, only with the local stand-ins)
  // is a model kept beside the routes it serves: the models' boundary instead of the routes' one.
  {
    files: ["app/routes/dev+/*-data.server.ts"],
    rules: boundary("The dev area's data modules never import screens or components.", [
      ...layer("screens", "components"),
      "@remix-run/react",
    ]),
  },
  // tests and scripts may reach anything.
  {
    files: ["tests/**", "scripts/**", "db/**", "**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": "off",
      "@typescript-eslint/no-explicit-any": "off",
      // vi.mock's importOriginal<typeof import("…")>() is the idiom there.
      "@typescript-eslint/consistent-type-imports": "off",
    },
  },
);

function globalsOf(kind) {
  const names = {
    browser: [
      "window",
      "document",
      "navigator",
      "location",
      "fetch",
      "FormData",
      "URL",
      "URLSearchParams",
      "Request",
      "Response",
      "Headers",
      "HTMLElement",
      "HTMLDialogElement",
      "HTMLFormElement",
      "HTMLInputElement",
      "HTMLAudioElement",
      "HTMLVideoElement",
      "Event",
      "KeyboardEvent",
      "MouseEvent",
      "PointerEvent",
      "console",
      "setTimeout",
      "clearTimeout",
      "setInterval",
      "clearInterval",
      "requestAnimationFrame",
      "cancelAnimationFrame",
      "localStorage",
      "sessionStorage",
      "crypto",
      "AbortController",
      "Blob",
      "File",
      "TextEncoder",
      "TextDecoder",
      "structuredClone",
      "queueMicrotask",
    ],
    node: ["process", "Buffer", "global", "globalThis", "__dirname", "__filename"],
  }[kind];
  return Object.fromEntries(names.map((name) => [name, "readonly"]));
}
