import type { AddressInfo } from "node:net";
// @ts-expect-error -- express ships no types (and @types/express is not a dependency); only app.use, app.all and listen are used.
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { skipDataPrefetch } from "./data-prefetch.js";

// A real Express app with the middleware in front of a "loader" that counts its runs.
let runs = 0;
let base = "";
let close: () => void = () => {};

beforeAll(async () => {
  const app = express();
  app.use(skipDataPrefetch);
  app.all("*", (_req: unknown, res: { type: (t: string) => { send: (body: string) => void } }) => {
    runs++;
    res.type("text/x-script").send("loader data");
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

async function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  const before = runs;
  const response = await fetch(base + path, { method, headers });
  return { status: response.status, cache: response.headers.get("cache-control"), body: await response.text(), ran: runs > before };
}

describe("skipDataPrefetch", () => {
  it("answers a data prefetch with 204, nothing to store, and no loader run", async () => {
    const prefetches: Record<string, string>[] = [
      { "Sec-Purpose": "prefetch" },
      { Purpose: "prefetch" },
      { "Sec-Purpose": "prefetch;anonymous-client-ip" },
    ];
    for (const headers of prefetches) {
      expect(await get("/course-player/c/topic/t.data?_routes=routes%2Fx", headers), JSON.stringify(headers)).toEqual({
        status: 204,
        cache: "no-store",
        body: "",
        ran: false,
      });
    }
  });

  it("lets the click's own fetch, documents, other prefetches and other methods through", async () => {
    expect(await get("/course-player/c/topic/t.data")).toMatchObject({ status: 200, ran: true });
    expect(await get("/course-player/c/topic/t", { "Sec-Purpose": "prefetch" })).toMatchObject({ status: 200, ran: true });
    expect(await get("/build/route-abc.js", { "Sec-Purpose": "prefetch" })).toMatchObject({ status: 200, ran: true });
    expect(await get("/course-player/c/topic/t.data", { "Sec-Purpose": "prefetched-elsewhere" })).toMatchObject({ status: 200, ran: true });
    expect(await get("/profile.data", { "Sec-Purpose": "prefetch" }, "POST")).toMatchObject({ status: 200, ran: true });
  });
});
