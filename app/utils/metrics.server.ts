// The app's own Prometheus metrics (decision 0091). prom-client's default registry is the one
// server.js serves on the internal METRICS_PORT (server/metrics.js): a metric made here appears at
// the next scrape. Any module can add its own — a counter it increments, or gauges read from the
// database at scrape time:
//
//   collectedGauges({ job_queue_lag_seconds: "…", job_queue_failed: "…" }, async () => ({ … }));
//
// Names are snake_case with their unit (`_seconds`, `_bytes`, `_total` for counters).
import client from "prom-client";
import { logEvent } from "~/utils/log.server";

/** How long one reading serves every gauge of its group: the registry asks each gauge in turn, in one scrape. */
const READING_MS = 1_000;

/**
 * Gauges read together at scrape time by one call (one query for several figures): `read` runs at
 * most once a second, and each gauge takes its figure from it. When `read` fails, the error is logged
 * (`metrics_collect_failed`) and the gauges keep their last figures: the scrape still answers.
 */
export function collectedGauges<K extends string>(gauges: Record<K, string>, read: () => Promise<Record<K, number>>): void {
  let reading: { at: number; figures: Promise<Record<K, number> | undefined> } | undefined;
  const figures = () => {
    if (!reading || performance.now() - reading.at > READING_MS) {
      reading = {
        at: performance.now(),
        figures: read().catch((error: unknown) => {
          logEvent("error", "metrics_collect_failed", { gauges: Object.keys(gauges), error });
          return undefined;
        }),
      };
    }
    return reading.figures;
  };
  for (const [name, help] of Object.entries(gauges) as [K, string][]) {
    if (client.register.getSingleMetric(name)) client.register.removeSingleMetric(name);
    new client.Gauge({
      name,
      help,
      async collect() {
        const read = await figures();
        if (read) this.set(read[name]);
      },
    });
  }
}
