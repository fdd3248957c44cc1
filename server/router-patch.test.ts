// The server's route matching with patches/@remix-run+router+1.23.3.patch (decision 0048): each
// route array is flattened and ranked once, each pattern compiled once, and matching answers what
// it answered before — for every address, however many times it is asked. And the route arrays the
// server renders with, made once per build (patches/@remix-run+react+2.17.5.patch and
// patches/react-router-dom+6.30.4.patch, decision 0049), so that caching applies to them too.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
// What the server loads (the CommonJS build; the browser's ESM build is not patched).
const routerFile = require.resolve("@remix-run/router");
const { matchPath, matchRoutes } = require(routerFile) as typeof import("@remix-run/router");

const routes = [
  {
    id: "root",
    path: "/",
    children: [
      { id: "home", index: true },
      {
        id: "player",
        path: "course-player/:course",
        children: [
          { id: "welcome", index: true },
          { id: "topic", path: "topic/:topicId" },
          { id: "final", path: "final-exam/:examId" },
        ],
      },
      { id: "static", path: "course-player/help" },
      { id: "splat", path: "*" },
    ],
  },
];

const { createStaticHandler } = require(routerFile) as typeof import("@remix-run/router");
const staticRouterFile = require.resolve("react-router-dom/server");
const { createStaticRouter } = require(staticRouterFile) as typeof import("react-router-dom/server");
const remixServerFile = require.resolve("@remix-run/react").replace(/index\.js$/, "server.js");

const ids = (path: string) => matchRoutes(routes, path)?.map((match) => match.route.id) ?? null;

describe("route matching on the server (patched router)", () => {
  it("the server loads the patched build", () => {
    expect(readFileSync(routerFile, "utf8")).toContain("function flattenedBranches(routes)");
  });

  it("ranks as before: a static segment beats a parameter, an index route matches its parent's path", () => {
    for (let round = 0; round < 3; round++) {
      expect(ids("/course-player/help")).toEqual(["root", "static"]);
      expect(ids("/course-player/agency")).toEqual(["root", "player", "welcome"]);
      expect(ids("/course-player/agency/topic/7")).toEqual(["root", "player", "topic"]);
      expect(ids("/nowhere/at/all")).toEqual(["root", "splat"]);
      expect(ids("/")).toEqual(["root", "home"]);
    }
    expect(matchRoutes(routes, "/course-player/agency/final-exam/9")?.at(-1)?.params).toEqual({ course: "agency", examId: "9" });
  });

  it("a new route array is matched on its own routes, not on a cached one", () => {
    expect(matchRoutes([{ id: "only", path: "/only" }], "/course-player/help")).toBeNull();
    expect(matchRoutes([{ id: "only", path: "/only" }], "/only")?.[0].route.id).toBe("only");
  });

  it("a path asked for again gets the same matches as new objects: what one caller changes, the next never sees", () => {
    const first = matchRoutes(routes, "/course-player/agency/topic/7")!;
    expect(readFileSync(routerFile, "utf8")).toContain("const matchesByPath = new WeakMap()");
    // One params object shared by a result's matches, as the unpatched router gives.
    expect(first[0].params).toBe(first[2].params);
    expect(first[2].params).toEqual({ course: "agency", topicId: "7" });
    (first[2].params as Record<string, string>).topicId = "changed";
    first.pop();
    const again = matchRoutes(routes, "/course-player/agency/topic/7")!;
    expect(again.map((match) => match.route.id)).toEqual(["root", "player", "topic"]);
    expect(again[2].params).toEqual({ course: "agency", topicId: "7" });
    expect(again[2]).not.toBe(first[2]);
    expect(again[2].pathname).toBe("/course-player/agency/topic/7");
    expect(again[1].pathnameBase).toBe("/course-player/agency");
    // Decoded, as before, and an unmatched path stays unmatched when asked again.
    expect(matchRoutes(routes, "/course-player/caf%C3%A9")?.[1].params).toEqual({ course: "café" });
    expect(matchRoutes([{ id: "only", path: "/only" }], "/x")).toBeNull();
  });

  it("keeps matching correctly past the 1,000 paths it remembers", () => {
    for (let n = 0; n < 1_500; n++)
      expect(matchRoutes(routes, `/course-player/c${n}/topic/${n}`)?.at(-1)?.params).toEqual({ course: `c${n}`, topicId: `${n}` });
    expect(ids("/course-player/help")).toEqual(["root", "static"]);
  });

  it("a compiled pattern keeps its case sensitivity and end", () => {
    expect(matchPath({ path: "/a/:x", caseSensitive: false, end: true }, "/A/5")?.params).toEqual({ x: "5" });
    expect(matchPath({ path: "/a/:x", caseSensitive: true, end: true }, "/A/5")).toBeNull();
    expect(matchPath({ path: "/a", end: false }, "/a/b")?.pathnameBase).toBe("/a");
    expect(matchPath({ path: "/a", end: true }, "/a/b")).toBeNull();
  });
});

describe("the routes the server renders with (patched @remix-run/react and react-router-dom)", () => {
  it("the server loads the patched builds", () => {
    expect(readFileSync(remixServerFile, "utf8")).toContain("function serverRoutes(manifest, routeModules, context)");
    expect(readFileSync(staticRouterFile, "utf8")).toContain("function cachedDataRoutes(routes)");
  });

  it("one route array gives the same data routes on every request, each request keeping its own matches", async () => {
    const handler = createStaticHandler(routes);
    const context = async (path: string) => {
      const result = await handler.query(new Request(`http://localhost${path}`));
      if (result instanceof Response) throw new Error(`${path} answered ${result.status}`);
      return result;
    };
    const first = createStaticRouter(routes, await context("/course-player/agency/topic/7"));
    const second = createStaticRouter(routes, await context("/course-player/flood/final-exam/9"));
    expect(second.routes).toBe(first.routes);
    expect(first.state.matches.map((match) => match.route.id)).toEqual(["root", "player", "topic"]);
    expect(first.state.matches.at(-1)?.params).toEqual({ course: "agency", topicId: "7" });
    expect(second.state.matches.map((match) => match.route.id)).toEqual(["root", "player", "final"]);
    expect(second.state.matches.at(-1)?.params).toEqual({ course: "flood", examId: "9" });
    // The matched routes are the router's own data routes, as without the patch.
    expect(second.state.matches[1].route).toBe(second.routes[0].children?.[1]);
  });

  it("another route array gets data routes of its own", async () => {
    const other = [{ id: "only", path: "/only" }];
    const result = await createStaticHandler(other).query(new Request("http://localhost/only"));
    if (result instanceof Response) throw new Error("/only redirected");
    const router = createStaticRouter(other, result);
    expect(router.routes.map((route) => route.id)).toEqual(["only"]);
    expect(router.state.matches[0].route).toBe(router.routes[0]);
  });
});
