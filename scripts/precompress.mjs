// After `vite build`: writes a brotli (quality 11) and a gzip (level 9) copy beside every text
// file of the browser build (build/client: the assets and the copy of public/), so server.js serves them
// precompressed (express-static-gzip) instead of compressing the same bytes on every request.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /\.(js|css|svg|json|map|txt|html)$/;
// The browser build to compress: build/client, or the one named (the bench's floor app).
const ROOTS = [process.argv[2] ?? "build/client"];

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(file);
    else if (TEXT.test(entry.name)) yield file;
  }
}

let count = 0;
let raw = 0;
let compressed = 0;
for (const root of ROOTS) {
  for await (const file of files(root)) {
    const bytes = await readFile(file);
    if (bytes.length < 1024) continue; // below compression's own threshold: served as is
    const [br, gz] = await Promise.all([
      brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      gzip(bytes, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    count++;
    raw += (await stat(file)).size;
    compressed += br.length;
  }
}
console.log(`[precompress] ${count} files, ${(raw / 1024).toFixed(0)} KB → ${(compressed / 1024).toFixed(0)} KB brotli`);
