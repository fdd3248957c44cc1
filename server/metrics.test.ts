import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
// @ts-expect-error -- express ships no types (and @types/express is not a dependency); only app.use, app.all and listen are used.
import express from "express";
import client from "prom-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pagePath, requestMetrics, routeMatcher, startMetricsServer } from "./metrics.js";

// A Remix build's routes as the build lists them (flat, each with its parent's id).
const ROUTES = {
  root: { id: "root", path: "" },
  "routes/_public+/_index": { id: "routes/_public+/_index", parentId: "root", index: true },
  "routes/_public+/about": { id: "routes/_public+/about", parentId: "root", path: "about" },
  "routes/_catalogue+/courses": { id: "routes/_catalogue+/courses", parentId: "root", path: "courses" },
  "routes/_catalogue+/courses.$slug": { id: "routes/_catalogue+/courses.$slug", parentId: "routes/_catalogue+/courses", path: ":slug" },
  "routes/$": { id: "routes/$", parentId: "root", path: "*" },
};

describe("routeMatcher", () => {
  const routeOf = routeMatcher(() => ROUTES);

  it("names the deepest matching route, as Remix matches it", () => {
    expect(routeOf("/")).toBe("routes/_public+/_index");
    expect(routeOf("/about")).toBe("routes/_public+/about");
    expect(routeOf("/courses")).toBe("routes/_catalogue+/courses");
    expect(routeOf("/courses/louisiana-post-licensing")).toBe("routes/_catalogue+/courses.$slug");
    expect(routeOf("/no/such/page")).toBe("routes/$");
  });

  it("reads a single-fetch data request as its page's", () => {
    expect(pagePath("/_root.data")).toBe("/");
    expect(routeOf("/_root.data")).toBe("routes/_public+/_index");
    expect(routeOf("/courses/x.data")).toBe("routes/_catalogue+/courses.$slug");
  });

  it("says unmatched when no route matches", () => {
    const withoutSplat = Object.fromEntries(Object.entries(ROUTES).filter(([id]) => id !== "routes/$"));
    expect(routeMatcher(() => withoutSplat)("/no/such/page")).toBe("unmatched");
  });
});

const counterValue = async (labels: Record<string, string>) => {
  const metric = await client.register.getSingleMetric("http_requests_total")!.get();
  return metric.values.filter((v) => Object.entries(labels).every(([k, x]) => String(v.labels[k]) === x)).reduce((s, v) => s + v.value, 0);
};

describe("requestMetrics and the metrics server", () => {
  let base = "";
  let metricsBase = "";
  const closers: (() => void)[] = [];

  beforeAll(async () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), "metrics-public-"));
    mkdirSync(path.join(publicDir, "assets"));
    writeFileSync(path.join(publicDir, "favicon.svg"), "<svg/>");
    const app = express();
    app.use(requestMetrics({ routes: () => ROUTES, publicDir }));
    app.all("*", (req: { path: string }, res: { status: (n: number) => { send: (b: string) => void } }) =>
      res.status(req.path === "/about" ? 500 : 200).send("page"),
    );
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    closers.push(() => server.close());

    const metricsServer = startMetricsServer({ port: "0", host: "127.0.0.1" })!;
    await new Promise((resolve) => metricsServer.once("listening", resolve));
    metricsBase = `http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}`;
    closers.push(() => metricsServer.close());
  });
  afterAll(() => closers.forEach((close) => close()));

  it("counts a request by its route, method and status once its response has gone", async () => {
    const labels = { route: "routes/_catalogue+/courses.$slug", method: "GET", status: "200" };
    const before = await counterValue(labels);
    await (await fetch(`${base}/courses/a-course`)).text();
    await (await fetch(`${base}/courses/b-course.data`)).text();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await counterValue(labels)).toBe(before + 2);
  });

  it("counts a 5xx in the server errors too, and files under public/ as static", async () => {
    const errors = client.register.getSingleMetric("http_server_errors_total")!;
    const errorCount = async () => (await errors.get()).values.find((v) => v.labels.route === "routes/_public+/about")?.value ?? 0;
    const before = await errorCount();
    const staticBefore = await counterValue({ route: "static" });
    await (await fetch(`${base}/about`)).text();
    await (await fetch(`${base}/favicon.svg`)).text();
    await (await fetch(`${base}/assets/x.js`)).text();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await errorCount()).toBe(before + 1);
    expect(await counterValue({ route: "static" })).toBe(staticBefore + 2);
  });

  it("serves the Prometheus text on GET /metrics, with Node's own metrics, and 404 elsewhere", async () => {
    await (await fetch(`${base}/courses/c`)).text();
    const response = await fetch(`${metricsBase}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toMatch(/^http_requests_total\{route="routes\/_catalogue\+\/courses\.\$slug",method="GET",status="200"\} \d+$/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",route=/m);
    for (const name of ["nodejs_eventloop_lag_seconds", "nodejs_heap_size_used_bytes", "process_resident_memory_bytes"])
      expect(text).toContain(`\n${name} `);
    expect((await fetch(`${metricsBase}/`)).status).toBe(404);
    expect((await fetch(`${metricsBase}/metrics`, { method: "POST" })).status).toBe(404);
  });
});
