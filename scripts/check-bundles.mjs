// The browser code learners load (decision 0075): for every page of the public site, the catalogue,
// the course player and the student area, the modules it loads (Remix's client manifest: the entry,
// and each route of the page's branch with its imports) and their compressed size. Fails when one
// of them carries zod (13 KB compressed), unless the page validates a form with it as the learner
// types (conform): the contact form, the course evaluation and the profile. Run after the build
// (npm test does): `node scripts/check-bundles.mjs [build dir]`.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const LEARNER_ROUTES = /^routes\/(_public\+|_catalogue\+|course-player\+|student\+)\//;
const FORMS_VALIDATED_IN_BROWSER = new Set([
  "routes/_public+/contact/route",
  "routes/course-player+/$course.evaluation.$evaluationId/route",
  "routes/student+/profile",
]);
const ZOD = "_zod"; // every zod v4 schema object carries it (`Object.defineProperty(inst, "_zod", …)`)
// The Sentry browser SDK (decision 0091) is loaded only when SENTRY_DSN is set, by a dynamic import:
// never among a page's modules. Its global carrier's name is in every build of it.
const SENTRY = "__SENTRY__";

const client = path.resolve(process.argv[2] ?? "build", "client");
const assets = path.join(client, "assets");
const manifestFile = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
if (!manifestFile) {
  console.error(`check-bundles: no Remix client manifest in ${assets}; run the build first.`);
  process.exit(1);
}
const source = readFileSync(path.join(assets, manifestFile), "utf8");
const manifest = JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, ""));

const routeModules = (id) => {
  const route = manifest.routes[id];
  return route ? [route.module, ...(route.imports ?? []), ...routeModules(route.parentId)] : [];
};
const brotliBytes = (file) => {
  const compressed = path.join(client, `${file}.br`);
  return statSync(existsSync(compressed) ? compressed : path.join(client, file)).size;
};
const hasZod = new Map();
const carriesZod = (file) => {
  if (!hasZod.has(file)) hasZod.set(file, readFileSync(path.join(client, file), "utf8").includes(ZOD));
  return hasZod.get(file);
};

const carriesSentry = (file) => readFileSync(path.join(client, file), "utf8").includes(SENTRY);

const failures = [];
const rows = [];
for (const id of Object.keys(manifest.routes).filter((id) => LEARNER_ROUTES.test(id))) {
  const files = [...new Set([manifest.entry.module, ...manifest.entry.imports, ...routeModules(id)])];
  const zod = files.filter(carriesZod);
  if (zod.length && !FORMS_VALIDATED_IN_BROWSER.has(id)) failures.push(`${id} loads zod (${zod.join(", ")})`);
  const sentry = files.filter(carriesSentry);
  if (sentry.length) failures.push(`${id} loads the Sentry SDK without a DSN (${sentry.join(", ")})`);
  const kilobytes = (files.reduce((sum, file) => sum + brotliBytes(file), 0) / 1024).toFixed(1);
  rows.push({ route: id, files: files.length, "KB br": kilobytes, zod: zod.length > 0 });
}
console.table(rows);
if (failures.length) {
  console.error(`check-bundles: learner pages must not load zod, nor the Sentry SDK, up front:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `check-bundles: ${rows.length} learner-facing routes; zod only where a form is validated in the browser; the Sentry SDK in none.`,
);
