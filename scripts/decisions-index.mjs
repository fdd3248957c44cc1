// Writes docs/decisions/README.md: an index of every decision record, read from each record's title,
// its Status line and its "Partly stale:" / "Superseded:" note (decision 0096). `--check` only says
// whether the README is current (exit 1 when it is not). Run it after adding or amending a record:
//   node scripts/decisions-index.mjs
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const dir = path.resolve(import.meta.dirname, "..", "docs", "decisions");
const readme = path.join(dir, "README.md");

/** The paragraph that starts with `label` (up to the next blank line), without the label; null when none. */
function paragraph(lines, label) {
  const start = lines.findIndex((line) => label.test(line));
  if (start < 0) return null;
  const out = [];
  for (let i = start; i < lines.length && lines[i].trim() !== ""; i++) out.push(lines[i].trim());
  return out.join(" ").replace(label, "").trim();
}

const numbersIn = (text, pattern) => [...(text ?? "").matchAll(pattern)].map((m) => m[1]);

const records = readdirSync(dir)
  .filter((name) => /^\d{4}-.*\.md$/.test(name))
  .sort()
  .map((file) => {
    const lines = readFileSync(path.join(dir, file), "utf8").split("\n");
    const title = (lines.find((line) => line.startsWith("# ")) ?? `# ${file}`)
      .slice(2)
      .replace(/^\d{4}\s*[—:-]\s*/, "")
      .trim();
    const status = paragraph(lines, /^\**Status:?\**:?\s*/i);
    const stale = paragraph(lines, /^Partly stale:\s*/);
    const superseded = paragraph(lines, /^Superseded:\s*/);
    return { number: file.slice(0, 4), file, title, status, stale, superseded };
  });

// A later record that says so in its Status supersedes, replaces or amends an earlier one.
const laterBy = new Map();
for (const record of records) {
  for (const number of numbersIn(record.status, /(?:supersedes|replaces|amends)\b[^.;]*?\b(\d{4})\b/gi)) {
    if (number !== record.number) laterBy.set(number, [...(laterBy.get(number) ?? []), record.number]);
  }
}

const rows = records.map((record) => {
  const by = new Set([
    ...numbersIn(record.status, /(?:superseded|replaced|gone)\b[^.;]*?\b(?:by|since)\b[^.;]*?\b(\d{4})\b/gi),
    ...numbersIn(record.superseded, /\b(\d{4})\b/g),
    ...numbersIn(record.stale, /\bdecisions? (\d{4})\b/g),
    ...(laterBy.get(record.number) ?? []),
  ]);
  by.delete(record.number);
  const state = record.superseded
    ? "superseded"
    : !record.status
      ? "not stated"
      : /^accepted/i.test(record.status)
        ? "accepted"
        : /superseded/i.test(record.status)
          ? "superseded in part"
          : record.status.split(/[.(;]/)[0].trim();
  const notes = [by.size && !/superseded/.test(state) ? "superseded in part" : "", record.stale ? "partly stale" : ""].filter(Boolean);
  const cell = (text) => text.replace(/\|/g, "\\|");
  const status = [state, ...notes].join("; ");
  const links = [...by].sort().map((n) => {
    const target = records.find((r) => r.number === n);
    return target ? `[${n}](${target.file})` : n;
  });
  return `| [${record.number}](${record.file}) | ${cell(record.title)} | ${cell(status)} | ${links.join(", ") || "—"} | ${cell(record.stale ?? "")} |`;
});

const index = `# Decision records

One file per decision, \`NNNN-short-name.md\`, numbered in the order they were taken. A record is not
rewritten when a later decision changes what it says: the later record says what it supersedes in its
Status line, and the earlier one gets a one-line note under its title — \`Superseded: by NNNN …\` when
all of it no longer holds, \`Partly stale: …\` when some of its facts are now untrue (a moved file, a
feature it calls not built). This index is generated from those lines: after adding or amending a
record, run \`node scripts/decisions-index.mjs\` (\`--check\` says whether it is current).

Status is the record's own (\`accepted\`, or "not stated" where the record has no Status line), with
"superseded in part" when a later record supersedes, replaces or amends part of it, and "partly stale"
when it has that note (quoted in the last column). Superseded by: the later records that did so, in
whole or in part.

| Record | Title | Status | Superseded by | Stale facts |
| --- | --- | --- | --- | --- |
${rows.join("\n")}
`;

// The guides below the table ("## How to …") are written by hand: kept as they are.
const guides = (() => {
  try {
    const current = readFileSync(readme, "utf8");
    const at = current.indexOf("\n## How to ");
    return at < 0 ? "" : current.slice(at);
  } catch {
    return "";
  }
})();
const text = index + guides;

if (process.argv.includes("--check")) {
  const current = (() => {
    try {
      return readFileSync(readme, "utf8");
    } catch {
      return "";
    }
  })();
  if (current !== text) {
    console.error("docs/decisions/README.md is not current: run node scripts/decisions-index.mjs");
    process.exit(1);
  }
} else {
  writeFileSync(readme, text);
  console.log(`docs/decisions/README.md: ${records.length} records`);
}
