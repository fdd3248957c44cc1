import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";

/**
 * The floor of `npm run bench:pages` (decision 0069): the smallest Remix page made with the app's
 * own versions and build (Remix's Vite plugin, the same future flags), served by the app's own
 * server.js. Every page of the app is reported as a ratio to it, measured in the same run.
 */
export default defineConfig({
  root: import.meta.dirname,
  logLevel: "warn",
  publicDir: false,
  plugins: [
    remix({
      appDirectory: path.join(import.meta.dirname, "app"),
      buildDirectory: path.join(import.meta.dirname, "build"),
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
