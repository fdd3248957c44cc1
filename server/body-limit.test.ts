// The edge's body limits (server/body-limit.js) on a real HTTP server, with the app's own table
// and a handler that reads the body as the Remix adapter does (a ReadableStream over the request).
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimitFor, FORM_TOO_LARGE } from "~/rules/body-limits";
import { UPLOAD_MESSAGES } from "~/rules/upload";
import { bodyLimit } from "./body-limit.js";

const CHUNK = 64 * 1024;
const FIFTY_MB = 50 * 1024 * 1024;
const reads: { bytes: number; failed: boolean }[] = [];
let server: http.Server;
let port: number;

beforeAll(async () => {
  const limit = bodyLimit(bodyLimitFor);
  server = http.createServer((req, res) => {
    limit(req, res, async () => {
      const stream = createReadableStreamFromReadable(req) as unknown as AsyncIterable<Uint8Array>; // as the Remix adapter does
      if (req.url === "/student/profile") {
        // Answers without reading, as a signed-out action does.
        res.writeHead(302, { Location: "/login" }).end("Found");
        return;
      }
      // Reads the whole body, as an action's formData() does.
      const read = { bytes: 0, failed: false };
      reads.push(read);
      try {
        for await (const chunk of stream) read.bytes += chunk.byteLength;
        res.writeHead(200, { "Content-Type": "text/plain" }).end(`read ${read.bytes}`);
      } catch {
        read.failed = true;
        if (!res.headersSent) res.writeHead(400).end("unreadable");
      }
    });
  });
  server.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

type Outcome = { status?: number; body?: string; error?: string; sent: number; closed: boolean };

/** POSTs `total` bytes in 64 KB chunks (chunked unless `declare`), stopping when the answer comes. */
function upload(path: string, total: number, { declare = false, send = true } = {}): Promise<Outcome> {
  const stopOnAnswer = true;
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { "Content-Type": "application/x-www-form-urlencoded" };
    if (declare) headers["Content-Length"] = total;
    const agent = new http.Agent({ keepAlive: true });
    const request = http.request({ port, path, method: "POST", headers, agent });
    const outcome: Outcome = { sent: 0, closed: false };
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      agent.destroy();
      resolve(outcome);
    };
    request.on("response", (response) => {
      outcome.status = response.statusCode;
      outcome.body = "";
      response.setEncoding("utf8");
      response.on("data", (text: string) => (outcome.body += text));
      response.on("end", () => {
        // Does the server close the connection? Give it a moment (or, still sending, until the send ends).
        const socket = request.socket;
        if (socket?.destroyed) outcome.closed = true;
        socket?.once("close", () => {
          outcome.closed = true;
          if (!stopOnAnswer) finish();
        });
        if (stopOnAnswer) setTimeout(finish, 300);
        else if (request.writableFinished) setTimeout(finish, 300);
        else request.once("finish", () => setTimeout(finish, 300));
      });
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      outcome.error = error.code ?? error.message;
      if (outcome.status === undefined || !stopOnAnswer) finish();
    });
    request.on("close", () => {
      if (outcome.status === undefined) setTimeout(finish, 50);
    });
    const write = () => {
      while (!settled && (!stopOnAnswer || outcome.status === undefined) && outcome.sent < total && !request.destroyed) {
        const chunk = Buffer.alloc(Math.min(CHUNK, total - outcome.sent), 0x61);
        outcome.sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", write);
      }
      if (outcome.sent >= total && !request.destroyed) request.end();
    };
    if (send) write();
    else request.flushHeaders();
  });
}

describe("bodyLimit", () => {
  it("lets a body within the limit through whole", async () => {
    const outcome = await upload("/contact", 32 * 1024);
    expect(outcome.status).toBe(200);
    expect(outcome.body).toBe(`read ${32 * 1024}`);
  });

  it("answers a declared Content-Length over the limit with 413 before any of the body is sent", async () => {
    reads.length = 0;
    const outcome = await upload("/student/profile", FIFTY_MB, { declare: true, send: false });
    expect(outcome.status).toBe(413);
    expect(outcome.body).toBe(UPLOAD_MESSAGES.tooLarge);
    expect(outcome.sent).toBe(0);
    expect(outcome.closed).toBe(true);
  });

  it("stops a chunked body at the limit: 413 with a message, the reader fails, the connection closes", async () => {
    reads.length = 0;
    const outcome = await upload("/contact", FIFTY_MB);
    expect(outcome.status, outcome.error).toBe(413);
    expect(outcome.body).toBe(FORM_TOO_LARGE);
    expect(outcome.closed).toBe(true);
    expect(outcome.sent).toBeLessThan(FIFTY_MB);
    expect(reads).toHaveLength(1);
    expect(reads[0]!.failed).toBe(true);
    expect(reads[0]!.bytes).toBeLessThanOrEqual(bodyLimitFor("/contact").maxBytes);
  });

  it("drops what the app did not read, up to the limit, then closes", async () => {
    const outcome = await rawUpload("/student/profile", FIFTY_MB);
    expect(outcome.response).toMatch(/^HTTP\/1\.1 302 /);
    expect(outcome.closedByServer).toBe(true);
    expect(outcome.sent).toBeLessThan(bodyLimitFor("/student/profile").maxBytes + 8 * 1024 * 1024);
  });

  it("drops what the app did not read and keeps the connection when the rest is within the limit", async () => {
    const outcome = await rawUpload("/student/profile", 1024 * 1024);
    expect(outcome.response).toMatch(/^HTTP\/1\.1 302 /);
    expect(outcome.sent).toBe(1024 * 1024);
    expect(outcome.closedByServer, outcome.response).toBe(false);
  });
});

/**
 * A chunked POST over a bare socket that keeps sending whatever the answer (as a careless client or
 * an attacker does) until all `total` bytes are sent or the server closes the connection.
 */
function rawUpload(path: string, total: number): Promise<{ response: string; sent: number; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const outcome = { response: "", sent: 0, closedByServer: false };
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve(outcome);
    };
    socket.setEncoding("utf8");
    socket.on("data", (text: string) => (outcome.response += text));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      outcome.closedByServer = !done;
      finish();
    });
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    const chunk = Buffer.alloc(CHUNK, 0x61);
    const write = () => {
      while (!done && !socket.destroyed && outcome.sent < total) {
        const piece = chunk.subarray(0, Math.min(CHUNK, total - outcome.sent));
        outcome.sent += piece.length;
        socket.write(`${piece.length.toString(16)}\r\n`);
        socket.write(piece);
        if (!socket.write("\r\n")) return void socket.once("drain", write);
      }
      if (outcome.sent >= total && !socket.destroyed) {
        socket.write("0\r\n\r\n");
        setTimeout(finish, 300); // the server may keep the connection: it is not closed within this time
      }
    };
    write();
  });
}
