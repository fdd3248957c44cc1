// The app's version and uptime for /admin/health: package.json's version (if it has one) and the
// build id written at build time (build/version.txt), read once.
import { readFileSync } from "node:fs";
import path from "node:path";

function readOr(file: string, pick: (text: string) => string | null): string | null {
  try {
    return pick(readFileSync(path.resolve(process.cwd(), file), "utf8"));
  } catch {
    return null;
  }
}

const packageVersion = readOr("package.json", (t) => (JSON.parse(t) as { version?: string }).version ?? null);
const buildId = readOr("build/version.txt", (t) => t.trim() || null);

export function appInfo() {
  return { version: packageVersion, buildId, uptimeSeconds: Math.floor(process.uptime()), node: process.version };
}

/** "3 d 4 h 5 min", "12 min", "40 s". */
export function formatUptime(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3_600);
  const m = Math.floor((seconds % 3_600) / 60);
  if (d > 0) return `${d} d ${h} h ${m} min`;
  if (h > 0) return `${h} h ${m} min`;
  if (m > 0) return `${m} min`;
  return `${seconds} s`;
}
