/**
 * A stand-in for Fly's edge in front of a local server (decision 0075): TLS and HTTP/2 to the
 * browser, HTTP/1.1 to the app, as fly.toml's `[http_service]` serves it (Fly's proxy terminates
 * TLS, negotiates HTTP/2 with the browser by ALPN, and sends HTTP/1.1 requests to the machine:
 * https://fly.io/docs/services/, "Connection handlers"). The certificate is self-signed for
 * localhost, made by openssl for this run only; the browser must be told to accept it
 * (`--ignore-certificate-errors`). For the bench's browser measurements, not for production.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import proxy from "http2-proxy";

export type Edge = { origin: string; close: () => Promise<void> };

/** A self-signed certificate for localhost, or null when openssl is missing or fails. */
export function selfSignedCertificate(): { key: Buffer; cert: Buffer } | null {
  const dir = mkdtempSync(path.join(tmpdir(), "pelican-edge-"));
  try {
    const request = "req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 -subj /CN=localhost";
    const files = ["-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem")];
    const made = spawnSync("openssl", [...request.split(" "), "-addext", "subjectAltName=DNS:localhost", ...files], {
      stdio: "ignore",
    });
    if (made.error || made.status !== 0) return null;
    return { key: readFileSync(path.join(dir, "key.pem")), cert: readFileSync(path.join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Listens on a free port of localhost and forwards every request to 127.0.0.1:`upstreamPort`. */
export async function startEdge(upstreamPort: number, certificate: { key: Buffer; cert: Buffer }): Promise<Edge> {
  const server = http2.createSecureServer({ ...certificate, allowHTTP1: true }, (req, res) => {
    void proxy.web(req, res, { hostname: "127.0.0.1", port: upstreamPort }, (error) => {
      if (!error) return;
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end("The edge could not reach the app.");
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
