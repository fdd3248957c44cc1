import { flatRoutes } from "remix-flat-routes";

/**
 * Routes are grouped by area, one folder per area (remix-flat-routes `+` folders) and, where a
 * screen has helpers of its own, one folder per screen (`route.tsx` beside them). Folders whose
 * name starts with `_` add nothing to the address. See docs/decisions/0022-layout.md.
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  // The default convention is off: flatRoutes below reads app/routes.
  ignoredRouteFiles: ["**/*"],
  routes: async (defineRoutes) =>
    flatRoutes("routes", defineRoutes, {
      ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}", "**/*.server.{ts,tsx}", "**/*.css"],
    }),
  serverModuleFormat: "esm",
  serverPlatform: "node",
  tailwind: true,
  postcss: true,
  // @react-pdf/renderer stays external (loaded from node_modules at run time), per the design.
  serverDependenciesToBundle: [],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
