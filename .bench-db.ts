import postgres from "postgres";
import { measuredPostgres } from "./db/metrics";
const url = "postgres://postgres@127.0.0.1:5432/test";
async function run(sql: postgres.Sql) {
  const N = 4000; const t = performance.now(); const c = process.cpuUsage();
  for (let i = 0; i < N / 8; i++) await Promise.all(Array.from({ length: 8 }, (_, j) => sql.unsafe("select $1::int as n", [j], { prepare: true }).values()));
  const cu = process.cpuUsage(c);
  return { wall: (performance.now() - t) * 1000 / N, cpu: (cu.user + cu.system) / N };
}
const plain = postgres(url, { max: 4 }); const measured = measuredPostgres(postgres(url, { max: 4 }));
await run(plain); await run(measured);
const res = { plain: [] as {wall:number,cpu:number}[], measured: [] as {wall:number,cpu:number}[] };
for (let r = 0; r < 8; r++) { res.plain.push(await run(plain)); res.measured.push(await run(measured)); }
const med = (a: number[]) => a.sort((x, y) => x - y)[a.length >> 1].toFixed(1);
for (const k of ["plain", "measured"] as const) console.log(k, "wall µs/query", med(res[k].map(x => x.wall)), "process CPU µs/query", med(res[k].map(x => x.cpu)));
await plain.end(); await measured.end();
