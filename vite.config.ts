import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import { flatRoutes } from "remix-flat-routes";
import { defineConfig } from "vite";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * The build: Remix's Vite plugin (decision 0069). Routes are grouped by area, one folder per area
 * (remix-flat-routes `+` folders) and, where a screen has helpers of its own, one folder per screen
 * (`route.tsx` beside them). Folders whose name starts with `_` add nothing to the address. See
 * docs/decisions/0022-layout.md. The server build is ESM and leaves every dependency in node_modules
 * (Vite's default for a server build), so @react-pdf/renderer and the patched Remix server packages
 * load from there at run time.
 */
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  // Vite's dependency scan reads the server modules too; the password hasher's optional WebAssembly
  // build is not installed, and the browser never loads the hasher.
  optimizeDeps: { exclude: ["@node-rs/argon2"] },
  server: { hmr: { port: Number(process.env.HMR_PORT) || 24678 } },
  build: {
    // The framework (React, React Router, Remix) in one chunk every page shares and caches; other
    // shared code below 600 bytes is merged into a chunk that needs it (decisions 0069, 0075). A larger
    // threshold (5 KB until decision 0075) merged shared code into other routes' chunks, so a page
    // loaded those routes' code too: the catalogue 107 KB of JS and CSS where 92 KB are its own. At
    // 1 KB (until stop 50) Rollup merged app/rules/billing.ts with the zod date schema the admin
    // pages share, and the learner's billing page loaded zod (npm run test:bundles); at 600 bytes the
    // pages load 0–4 more files and about the same bytes (player topic 23 → 25 files, 101.1 → 101.7 KB).
    rollupOptions: {
      output: {
        experimentalMinChunkSize: 600,
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@remix-run|turbo-stream)\//.test(id))
            return "framework";
        },
      },
    },
  },
  plugins: [
    remix({
      // The default convention is off: flatRoutes below reads app/routes.
      ignoredRouteFiles: ["**/*"],
      routes: async (defineRoutes) =>
        flatRoutes("routes", defineRoutes, {
          ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}", "**/*.server.{ts,tsx}", "**/*.css"],
        }),
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_lazyRouteDiscovery: true,
        v3_singleFetch: true,
      },
    }),
  ],
});
