// A graceful stop on SIGTERM (what Fly sends on every rolling deploy and auto-stop) or SIGINT
// (decision 0084). In this order, within `deadlineMs` (under fly.toml's kill_timeout):
// 1. stop accepting connections (`server.close()`), and close every keep-alive connection as soon as it
//    is idle — a response sent from now on says `Connection: close`;
// 2. at the same time, stop the background work (the e-mail worker: no new claim) and wait for what it
//    had started (every claimed message sent and its "sent" update written);
// 3. once the in-flight requests have finished and the background work has drained, close the database
//    pool and exit 0. Past the deadline: exit 1, saying what was still running.
import { performance } from "node:perf_hooks";

/**
 * The stop, for the server `watch(server)` is given; `closeConnectionsWhenStopping` goes first among
 * the app's middleware.
 * @param {object} options
 * @param {() => Promise<void>} options.drain the background work's stop (resolves when it has finished)
 * @param {() => Promise<void>} options.closeDatabase
 * @param {number} options.deadlineMs
 * @param {(code: number) => void} [options.exit]
 * @param {Pick<Console, "info" | "error">} [options.log]
 * @param {NodeJS.Signals[]} [options.signals]
 */
export function gracefulShutdown({
  drain,
  closeDatabase,
  deadlineMs,
  exit = (code) => process.exit(code),
  log = console,
  signals = ["SIGTERM", "SIGINT"],
}) {
  /** @type {import("node:http").Server | undefined} */
  let server;
  let stopping = false;
  let requestsDone = false;
  let drained = false;

  function stop(signal) {
    if (stopping) {
      // A second Ctrl-C in development: stop now.
      if (signal === "SIGINT") {
        log.error("[server] SIGINT again: exiting without waiting");
        exit(1);
      }
      return;
    }
    stopping = true;
    const started = performance.now();
    const elapsed = () => `${Math.round(performance.now() - started)} ms`;
    log.info(`[server] ${signal}: stopping (no new connections, no new e-mail claims; waiting for requests and sends)`);
    const deadline = setTimeout(() => {
      log.error(
        `[server] still ${[!requestsDone && "serving requests", !drained && "sending e-mail"].filter(Boolean).join(" and ")} after ${deadlineMs} ms: exiting`,
      );
      exit(1);
    }, deadlineMs);
    deadline.unref();

    const requests = new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
    // Idle keep-alive connections would hold server.close() open until their keep-alive timeout.
    server?.closeIdleConnections();
    const sweep = setInterval(() => server?.closeIdleConnections(), 100);
    sweep.unref();
    requests.then(() => {
      requestsDone = true;
      clearInterval(sweep);
    });
    const background = drain().then(() => {
      drained = true;
    });

    Promise.all([requests, background])
      .then(() => closeDatabase())
      .then(
        () => {
          clearTimeout(deadline);
          log.info(`[server] stopped cleanly in ${elapsed()}`);
          exit(0);
        },
        (error) => {
          clearTimeout(deadline);
          log.error("[server] stopping failed", error);
          exit(1);
        },
      );
  }

  return {
    /** Stops gracefully on each of `signals` (a second SIGTERM while stopping changes nothing; a second SIGINT exits at once). */
    watch(httpServer) {
      server = httpServer;
      for (const signal of signals) process.on(signal, () => stop(signal));
    },
    stop,
    /** Express middleware, first: once stopping, every response closes its connection. */
    closeConnectionsWhenStopping(req, res, next) {
      if (stopping) res.setHeader("Connection", "close");
      next();
    },
  };
}
