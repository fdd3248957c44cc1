// The server's route matching with patches/@remix-run+router+1.23.3.patch (decision 0048): each
// route array is flattened and ranked once, each pattern compiled once, and matching answers what
// it answered before — for every address, however many times it is asked.
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

  it("a compiled pattern keeps its case sensitivity and end", () => {
    expect(matchPath({ path: "/a/:x", caseSensitive: false, end: true }, "/A/5")?.params).toEqual({ x: "5" });
    expect(matchPath({ path: "/a/:x", caseSensitive: true, end: true }, "/A/5")).toBeNull();
    expect(matchPath({ path: "/a", end: false }, "/a/b")?.pathnameBase).toBe("/a");
    expect(matchPath({ path: "/a", end: true }, "/a/b")).toBeNull();
  });
});
