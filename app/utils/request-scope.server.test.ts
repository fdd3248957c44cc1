import { describe, expect, it, vi } from "vitest";
import { requestScope } from "../../server/request-scope.js";
import { oncePerRequest } from "./request-scope.server";

const page = () => new Request("http://localhost/student");

/** Runs `fn` as server.js runs a request of this method. */
function serve<T>(method: string, fn: () => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => requestScope({ method }, {}, () => fn().then(resolve, reject)));
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
