// The graceful stop (server/shutdown.js, decision 0084) on a real HTTP server: a request in flight
// when the signal comes is answered; no new connection is accepted; an idle keep-alive connection is
// closed at once; the background work's drain is awaited before the database closes; exit 0, or 1 past
// the deadline.
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { gracefulShutdown } from "./shutdown.js";

const quiet = { info: () => undefined, error: () => undefined };

function started(handler: http.RequestListener, options: { drainMs?: number; deadlineMs?: number } = {}) {
  const steps: string[] = [];
  let exited: (code: number) => void;
  const exit = new Promise<number>((resolve) => (exited = resolve));
  const shutdown = gracefulShutdown({
    drain: async () => {
      steps.push("drain started");
      await new Promise((resolve) => setTimeout(resolve, options.drainMs ?? 50));
      steps.push("drained");
    },
    closeDatabase: async () => {
      steps.push("database closed");
    },
    deadlineMs: options.deadlineMs ?? 5000,
    exit: (code) => exited(code),
    log: quiet,
    signals: [],
  });
  const server = http.createServer((req, res) => shutdown.closeConnectionsWhenStopping(req, res, () => handler(req, res)));
  server.keepAliveTimeout = 65_000;
  shutdown.watch(server);
  return new Promise<{ port: number; shutdown: typeof shutdown; steps: string[]; exit: Promise<number> }>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ port: (server.address() as AddressInfo).port, shutdown, steps, exit })),
  );
}

const get = (port: number, agent?: http.Agent) =>
  new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    http
      .get({ port, host: "127.0.0.1", path: "/", agent }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
      })
      .on("error", reject);
  });

describe("gracefulShutdown", () => {
  it("answers the request in flight, refuses new connections, drains, closes the database, exits 0", async () => {
    const { port, shutdown, steps, exit } = await started((req, res) => setTimeout(() => res.end("slow answer"), 300));
    const inFlight = get(port);
    await new Promise((resolve) => setTimeout(resolve, 50));
    shutdown.stop("SIGTERM");
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.on("connect", () => (socket.destroy(), resolve(false)));
      socket.on("error", () => resolve(true));
    });
    expect(refused).toBe(true);
    expect(await inFlight).toMatchObject({ status: 200, body: "slow answer" });
    expect(await exit).toBe(0);
    expect(steps).toEqual(["drain started", "drained", "database closed"]);
  });

  it("does not wait for an idle keep-alive connection's timeout", async () => {
    const { port, shutdown, exit } = await started((req, res) => res.end("ok"));
    const agent = new http.Agent({ keepAlive: true });
    expect((await get(port, agent)).status).toBe(200);
    const asked = performance.now();
    shutdown.stop("SIGTERM");
    expect(await exit).toBe(0);
    expect(performance.now() - asked).toBeLessThan(2000);
    agent.destroy();
  });

  it("waits for the drain, and exits 1 when it is not over by the deadline", async () => {
    const { shutdown, steps, exit } = await started((req, res) => res.end("ok"), { drainMs: 2000, deadlineMs: 300 });
    shutdown.stop("SIGTERM");
    expect(await exit).toBe(1);
    expect(steps).toEqual(["drain started"]);
  });
});
