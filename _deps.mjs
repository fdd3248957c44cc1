import fs from "node:fs"; import path from "node:path";
const root = process.argv[2]; const seen = new Map();
function resolve(from, spec) {
  let p = spec.startsWith("~/") ? path.join("app", spec.slice(2)) : spec.startsWith(".") ? path.join(path.dirname(from), spec) : null;
  if (!p) return null;
  for (const ext of ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]) if (fs.existsSync(p + ext) && fs.statSync(p + ext).isFile()) return p + ext;
  return null;
}
function walk(file, chain) {
  if (seen.has(file)) return; seen.set(file, chain);
  if (/\.server\.tsx?$/.test(file)) return; // server-only modules are dropped from the browser build
  const src = fs.readFileSync(file, "utf8");
  for (const m of src.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'";]*?from\s+["']([^"']+)["']/gm)) {
    if (m[1] === "zod" || m[1].startsWith("@conform-to/zod")) console.log("zod via", [...chain, file].join(" -> "));
    const r = resolve(file, m[1]); if (r) walk(r, [...chain, file]);
  }
}
walk(root, []);
