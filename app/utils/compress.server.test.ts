import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { bodyEncoding, collectBody, encodeBody, encodedResponse, setBodyHeaders } from "./compress.server";

describe("bodyEncoding", () => {
  it("prefers brotli, whatever order the browser lists its encodings in", () => {
    expect(bodyEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(bodyEncoding("br, gzip")).toBe("br");
  });

  it("falls back to gzip, then to none", () => {
    expect(bodyEncoding("gzip, deflate")).toBe("gzip");
    expect(bodyEncoding("deflate")).toBe("identity");
    expect(bodyEncoding(null)).toBe("identity");
    expect(bodyEncoding("")).toBe("identity");
  });

  it("honours a refusal or a lower weight", () => {
    expect(bodyEncoding("br;q=0, gzip")).toBe("gzip");
    expect(bodyEncoding("br;q=0.5, gzip;q=1")).toBe("gzip");
    expect(bodyEncoding("*")).toBe("br");
  });
});

describe("encodeBody", () => {
  const html = Buffer.from(`<!DOCTYPE html><html><body>${"<p>Louisiana – école</p>".repeat(200)}</body></html>`);

  it("compresses with brotli or gzip, and the bytes decode back to the page", () => {
    const br = encodeBody(html, "br");
    expect(br.encoding).toBe("br");
    expect(br.bytes.byteLength).toBeLessThan(html.byteLength / 10);
    expect(brotliDecompressSync(br.bytes).equals(html)).toBe(true);
    expect(gunzipSync(encodeBody(html, "gzip").bytes).equals(html)).toBe(true);
  });

  it("leaves the body as it is without an encoding, or under 1 KB", () => {
    expect(Buffer.from(encodeBody(html, "identity").bytes).equals(html)).toBe(true);
    const small = encodeBody(Buffer.from("<p>short</p>"), "br");
    expect(small).toMatchObject({ encoding: "identity" });
    expect(Buffer.from(small.bytes).toString()).toBe("<p>short</p>");
  });

  it("sets the encoding, the length and Vary, keeping a Vary already there", () => {
    const headers = new Headers({ Vary: "Cookie" });
    setBodyHeaders(headers, encodeBody(html, "br"));
    expect(headers.get("Content-Encoding")).toBe("br");
    expect(headers.get("Content-Length")).toBe(String(encodeBody(html, "br").bytes.byteLength));
    expect(headers.get("Vary")).toBe("Cookie, Accept-Encoding");
    const plain = setBodyHeaders(new Headers(), encodeBody(Buffer.from("tiny"), "gzip"));
    expect(plain.get("Content-Encoding")).toBeNull();
    expect(plain.get("Content-Length")).toBe("4");
  });
});

describe("collectBody", () => {
  it("gives the whole body once the stream has ended, in order", async () => {
    const { stream, body } = collectBody();
    for (const piece of ["<!DOCTYPE html>", "<html>", "<body>é…"]) stream.write(Buffer.from(piece));
    await new Promise((resolve) => setImmediate(resolve));
    stream.end(Buffer.from("</body></html>"));
    expect((await body).toString("utf8")).toBe("<!DOCTYPE html><html><body>é…</body></html>");
  });

  it("rejects when the stream is destroyed with an error", async () => {
    const { stream, body } = collectBody();
    stream.write(Buffer.from("<html>"));
    stream.destroy(new Error("render failed"));
    await expect(body).rejects.toThrow("render failed");
  });
});

describe("encodedResponse", () => {
  const data = JSON.stringify({ topics: Array.from({ length: 100 }, (_, i) => ({ id: i, title: `Topic ${i}` })) });

  it("reads a data response whole and sends it compressed, keeping its status and headers", async () => {
    const response = await encodedResponse(
      new Response(data, { status: 200, headers: { "Content-Type": "text/x-script", "X-Remix-Response": "yes" } }),
      "gzip, br",
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/x-script");
    expect(response.headers.get("X-Remix-Response")).toBe("yes");
    expect(response.headers.get("Content-Encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(data);
  });

  it("leaves a redirect, an empty body and an encoded body alone", async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: "/login" } });
    expect(await encodedResponse(redirect, "br")).toBe(redirect);
    const empty = new Response(null, { status: 204 });
    expect(await encodedResponse(empty, "br")).toBe(empty);
    const encoded = new Response("x", { headers: { "Content-Encoding": "gzip" } });
    expect(await encodedResponse(encoded, "br")).toBe(encoded);
  });
});
