// GET /uploads/<key> — a stored file (profile pictures, course images, lesson audio, documents), from the
// bucket or the local folder (app/services/storage.server.ts), streamed, with byte ranges so an audio
// player can seek without downloading everything first. Names are random and never reused, so a file can
// be cached for a year. Images and audio are shown inline; documents (PDF, Office, TXT, CSV) are always
// downloaded (`attachment`), so none of them is ever rendered as a page of this site, and `nosniff`
// keeps browsers to the type the bytes were checked as when uploaded.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { isDocumentKey, isStorageKey, parseByteRange } from "~/rules/upload";
import { getStorage } from "~/services/storage.server";

const notFound = () => new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const key = params["*"] ?? "";
  if (!isStorageKey(key)) return notFound();
  const storage = getStorage();
  const file = await storage.stat(key);
  if (!file) return notFound();
  const document = isDocumentKey(key);
  const contentType =
    file.contentType.startsWith("text/") && !file.contentType.includes("charset") ? `${file.contentType}; charset=utf-8` : file.contentType;
  const headers = new Headers({
    "Content-Type": contentType,
    "Accept-Ranges": "bytes",
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    "Content-Disposition": document ? `attachment; filename="${key.split("/").pop()}"` : "inline",
  });
  const range = parseByteRange(request.headers.get("Range"), file.size);
  if (range === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${file.size}`);
    return new Response(null, { status: 416, headers });
  }
  const { start, end } = range ?? { start: 0, end: file.size - 1 };
  headers.set("Content-Length", String(end - start + 1));
  if (range) headers.set("Content-Range", `bytes ${start}-${end}/${file.size}`);
  const body = file.size === 0 ? null : await storage.read(key, { start, end });
  return new Response(body, { status: range ? 206 : 200, headers });
}
