/// <reference types="vite/client" />
// The app's HTTP edge and router in a test, without a production build: an Express app with the
// middlewares server.js puts before Remix, in the same order (bad address → body limit → origin gate),
// then Remix's own request handler over every route module of app/routes — found by remix-flat-routes
// with vite.config.ts's options, as the build finds them — wrapped as server.js wraps the build
// (withRouteAnswers). Only the document is not rendered: a page answers its status and action data as
// JSON. Errors go where entry.server's handleError sends them (recordUnhandledError).
import type { AddressInfo } from "node:net";
import http from "node:http";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import { defineRoutes } from "@remix-run/dev/dist/config/routes.js";
// @ts-expect-error -- express ships no types (and @types/express is not a dependency); only app.use and app.all are used.
import express from "express";
import { flatRoutes } from "remix-flat-routes";
import { recordUnhandledError } from "~/models/operations/health.server";
import { bodyLimitFor } from "~/rules/body-limits";
import { withRouteAnswers } from "~/utils/http.server";
import { bodyLimit, bodyLimitErrors } from "../server/body-limit.js";
import { originGate } from "../server/origin-gate.js";
import { refuseBadTargets } from "../server/request-target.js";

type Handler = (args: never) => unknown;
export type RouteModule = { loader?: Handler; action?: Handler; default?: unknown; ErrorBoundary?: unknown };

const modules = import.meta.glob<RouteModule>([
  "../app/root.tsx",
  "../app/routes/**/*.{ts,tsx}",
  "!../app/routes/**/*.server.{ts,tsx}",
  "!../app/routes/**/*.test.{ts,tsx}",
]);

export type AppRoute = { id: string; file: string; parentId?: string; path?: string; index?: boolean; module: RouteModule };

/** Every route of the app (as `remix vite:build` finds them), with its module. */
export async function appRoutes(): Promise<AppRoute[]> {
  const manifest = flatRoutes("routes", defineRoutes, {
    appDir: "app",
    ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}", "**/*.server.{ts,tsx}", "**/*.css"],
  });
  const routes: AppRoute[] = [{ id: "root", file: "root.tsx", path: "", module: await modules["../app/root.tsx"]!() }];
  for (const route of Object.values(manifest)) {
    const load = modules[`../app/${route.file}`];
    if (!load) throw new Error(`No module for ${route.file}`);
    routes.push({ ...route, module: await load() });
  }
  return routes;
}

/** A route's full address pattern (`/admin/users/:userId/courses`), from its parents' paths. */
export function addressOf(route: AppRoute, routes: AppRoute[]): string {
  const parts: string[] = [];
  for (let current: AppRoute | undefined = route; current; current = routes.find((r) => r.id === current!.parentId)) {
    if (current.path) parts.unshift(current.path);
  }
  return `/${parts.join("/")}`;
}

/** Calls made to each route's action, by route id (the wrapper counts them before the action runs). */
export type ActionCalls = Map<string, number>;

function serverBuild(routes: AppRoute[], calls: ActionCalls): ServerBuild {
  const buildRoutes: Record<string, unknown> = {};
  for (const route of routes) {
    const module = { ...route.module };
    const action = route.module.action;
    if (action) {
      module.action = ((args: never) => {
        calls.set(route.id, (calls.get(route.id) ?? 0) + 1);
        return action(args);
      }) as Handler;
    }
    buildRoutes[route.id] = { id: route.id, parentId: route.parentId, path: route.path, index: route.index, module };
  }
  const build = {
    mode: "production",
    entry: {
      module: {
        // A page's answer without the render: its status, and the action's data.
        default: (_request: Request, status: number, headers: Headers, context: { staticHandlerContext: { actionData: unknown } }) => {
          headers.set("Content-Type", "application/json");
          return new Response(JSON.stringify({ actionData: context.staticHandlerContext.actionData }), { status, headers });
        },
        // entry.server's handleError.
        handleError: (error: unknown, { request }: { request: Request }) => {
          if (request.signal.aborted) return;
          void recordUnhandledError(error, request);
        },
      },
    },
    routes: buildRoutes,
    assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {
      v3_fetcherPersist: true,
      v3_relativeSplatPath: true,
      v3_throwAbortReason: true,
      v3_lazyRouteDiscovery: true,
      v3_singleFetch: true,
    },
    isSpaMode: false,
  };
  return withRouteAnswers(build as never) as unknown as ServerBuild;
}

export const TEST_APP_URL = "http://localhost:3999";

/**
 * Starts the app's edge and router on a free port (APP_URL `TEST_APP_URL`). `refusals` collects what the
 * origin gate logged.
 */
export async function startAppServer() {
  const routes = await appRoutes();
  const calls: ActionCalls = new Map();
  const refusals: Record<string, unknown>[] = [];
  const app = express();
  app.use(refuseBadTargets);
  app.use(bodyLimit(bodyLimitFor));
  app.use(originGate(TEST_APP_URL, (fields) => refusals.push(fields)));
  app.all(
    "*",
    createRequestHandler({
      build: serverBuild(routes, calls),
      mode: "production",
      getLoadContext: (req) => ({ socketAddress: req.socket.remoteAddress ?? "" }),
    }),
  );
  app.use(bodyLimitErrors);
  const server = http.createServer(app);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    routes,
    calls,
    refusals,
    base,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
