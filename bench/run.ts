// `npm run bench`: runs every bench/*.ts (except this file and support.ts), each in its own process so
// each gets its own scratch database and environment.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";

const only = process.argv.slice(2);
const files = readdirSync("bench")
  .filter((f) => f.endsWith(".ts") && !["run.ts", "support.ts"].includes(f))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
let failed = 0;
for (const f of files) {
  console.log(`\n### bench/${f}`);
  const r = spawnSync(process.execPath, ["--import", "tsx", `bench/${f}`], { stdio: "inherit" });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
