// Every request body has a limit at the edge (decision 0054), by address, from the one
// table in app/rules/body-limits.ts (server.js passes its `bodyLimitFor` from the build):
// - a declared Content-Length over the limit is answered 413 at once, before a byte of the body
//   is read, and the connection is closed;
// - a body without one (chunked) is counted as the bytes arrive from the socket — the count sits in
//   the request's `push`, so it sees every byte whoever reads them and changes nothing about how
//   they flow — and at the first byte past the limit reading stops: 413 with the limit's message
//   (unless an answer was already sent), the app's reader gets an error, the connection closes;
// - a body the app answered without reading (a sign-in redirect) is discarded, never buffered, up
//   to the same limit, so a keep-alive connection can be reused; past the limit it is closed.
// Plain ESM JavaScript like the rest of server/.

/** Set on a request whose body went over its limit. */
export const BODY_LIMIT_EXCEEDED = Symbol("bodyLimitExceeded");

function refuse(res, message) {
  res.writeHead(413, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(message),
    "Cache-Control": "no-store",
    Connection: "close",
  });
  res.end(message);
}

/**
 * Express middleware enforcing `limitFor(path)` (`{ maxBytes, message }`) on every request body.
 * @param {(path: string) => { maxBytes: number; message: string }} limitFor
 */
export function bodyLimit(limitFor) {
  return (req, res, next) => {
    const { maxBytes, message } = limitFor(new URL(req.originalUrl ?? req.url ?? "/", "http://localhost").pathname);
    const declared = req.headers["content-length"];
    if (declared !== undefined && Number(declared) > maxBytes) {
      req[BODY_LIMIT_EXCEEDED] = true;
      return refuse(res, message);
    }
    if (declared === undefined && req.headers["transfer-encoding"] === undefined) return next(); // no body

    // The app's reader learns of the refusal as a stream error; nobody else listening must not crash.
    req.on("error", () => undefined);
    let seen = 0;
    const stop = () => {
      req[BODY_LIMIT_EXCEEDED] = true;
      if (res.headersSent) return req.destroy();
      refuse(res, message);
      res.once("finish", () => req.destroy(new Error(message)));
    };
    const push = req.push;
    req.push = function countedPush(chunk, encoding) {
      if (chunk !== null && chunk !== undefined) {
        if (req[BODY_LIMIT_EXCEEDED]) return false;
        seen += chunk.length;
        if (seen > maxBytes) {
          stop();
          return false; // the parser stops reading the socket
        }
      }
      return push.call(this, chunk, encoding);
    };
    // Answered before the body was read: the rest is dropped as it arrives (the app's reader, paused,
    // would otherwise hold the connection until its keep-alive timeout).
    res.once("finish", () => {
      if (req.complete || req[BODY_LIMIT_EXCEEDED] || req.destroyed) return;
      req.removeAllListeners("data");
      req.on("data", () => undefined);
      req.resume();
    });
    next();
  };
}

/**
 * Express error middleware, after the app: once the edge has answered 413, the app's own answer to
 * the request whose body it cut (a write after the headers were sent) is dropped quietly.
 */
export function bodyLimitErrors(error, req, res, next) {
  if (req[BODY_LIMIT_EXCEEDED] && res.headersSent) return;
  next(error);
}
