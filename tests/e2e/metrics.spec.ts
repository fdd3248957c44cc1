import { expect, test } from "@playwright/test";

// /metrics (server/metrics.js, decision 0091): served on the internal port only — the one Fly scrapes
// (fly.toml [metrics]) and never routes from the Internet — and a request counted there by its
// Remix route and status. tests/e2e/server.mjs puts the metrics port 10000 above the app's.
const METRICS_URL = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 10_000}/metrics`;

/** The sum of http_requests_total's samples with these labels, read from the metrics port. */
async function requestCount(request: import("@playwright/test").APIRequestContext, route: string, status: number) {
  const response = await request.get(METRICS_URL);
  expect(response.status()).toBe(200);
  const text = await response.text();
  let sum = 0;
  for (const line of text.split("\n")) {
    if (!line.startsWith("http_requests_total{")) continue;
    if (line.includes(`route="${route}"`) && line.includes(`status="${status}"`)) sum += Number(line.split(" ").at(-1));
  }
  return sum;
}

test.describe("metrics", () => {
  // One HTTP check, the same with and without the browser's JavaScript: the js project runs it.
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only");

  test("/metrics is not on the public port", async ({ request }) => {
    const response = await request.get("/metrics");
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain("http_requests_total");
  });

  test("a page's request is counted under its route id and status on the internal port", async ({ request }) => {
    const route = "routes/_public+/about";
    const before = await requestCount(request, route, 200);
    expect((await request.get("/about")).status()).toBe(200);
    await expect.poll(() => requestCount(request, route, 200)).toBeGreaterThanOrEqual(before + 1);

    const metrics = await (await request.get(METRICS_URL)).text();
    expect(metrics).toMatch(/^http_request_duration_seconds_count\{route="routes\/_public\+\/about",method="GET"\} \d+/m);
    for (const name of ["nodejs_eventloop_lag_seconds", "nodejs_heap_size_used_bytes", "process_resident_memory_bytes"])
      expect(metrics).toContain(`\n${name} `);
  });
});
