import { EventEmitter } from "node:events";
import { describe, expect, it, vi } from "vitest";
import { requestScope } from "../../server/request-scope.js";
import { oncePerRequest } from "./request-scope.server";

const page = () => new Request("http://localhost/student");

/** Runs `fn` as server.js runs a request of this method; the response closes when `fn` settles. */
function serve<T>(method: string, fn: () => Promise<T>, response = new EventEmitter()): Promise<T> {
  return new Promise<T>((resolve, reject) => requestScope({ method }, response, () => fn().then(resolve, reject))).finally(() =>
    response.emit("close"),
  );
}

describe("oncePerRequest", () => {
  it("inside one GET, every loader's own Request shares one lookup", async () => {
    const load = vi.fn(async () => ({ id: "user-1" }));
    const [a, b, c] = await serve("GET", () =>
      Promise.all([oncePerRequest(page(), "user", load), oncePerRequest(page(), "user", load), oncePerRequest(page(), "user", load)]),
    );
    expect(load).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
  });

  it("two requests never share, and different keys are different lookups", async () => {
    const load = vi.fn(async () => Math.random());
    const first = await serve("GET", () => oncePerRequest(page(), "k", load));
    const second = await serve("GET", () => oncePerRequest(page(), "k", load));
    await serve("GET", async () => {
      await oncePerRequest(page(), "k", load);
      await oncePerRequest(page(), "other", load);
    });
    expect(load).toHaveBeenCalledTimes(4);
    expect(first).not.toBe(second);
  });

  it("a POST is not scoped: its action and loaders each look up afresh unless they share the Request", async () => {
    const load = vi.fn(async () => "value");
    await serve("POST", async () => {
      const request = page();
      await oncePerRequest(request, "k", load);
      await oncePerRequest(request, "k", load);
      await oncePerRequest(page(), "k", load);
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("the request's scope once the response is done", () => {
  it("is emptied, so a timer the request left behind does not keep its lookups", async () => {
    const response = new EventEmitter();
    let kept: Map<string, Promise<unknown>> | undefined;
    let timer: NodeJS.Timeout | undefined;
    await serve(
      "GET",
      async () => {
        await oncePerRequest(page(), "player", async () => ({ items: new Array(200).fill("topic") }));
        // What Remix's data encoder does: a timer created inside the request, cleared only on abort.
        timer = setTimeout(() => {}, 4950);
        kept = globalThis.__pelicanRequestScope?.getStore();
        expect(kept?.size).toBe(1);
      },
      response,
    );
    clearTimeout(timer);
    expect(kept?.size).toBe(0);
  });

  it("is still whole while the response is being written", async () => {
    const response = new EventEmitter();
    await new Promise<void>((resolve) =>
      requestScope({ method: "GET" }, response, async () => {
        await oncePerRequest(page(), "user", async () => "user-1");
        response.emit("finish");
        expect(globalThis.__pelicanRequestScope?.getStore()?.size).toBe(1);
        resolve();
      }),
    );
    response.emit("close");
  });
});
