// GET /uploads/<key> — a stored file (profile pictures), from the bucket or the local folder
// (app/services/storage.server.ts). Names are random and never reused, so a file can be cached for a year.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { isStorageKey } from "~/rules/upload";
import { getStorage } from "~/services/storage.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const key = params["*"] ?? "";
  if (!isStorageKey(key)) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const file = await getStorage().get(key);
  if (!file) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  return new Response(Buffer.from(file.body), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.body.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
    },
  });
}
