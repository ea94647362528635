// `npm run bench`: runs every bench/*.ts except this file, each in its own process (each sets up its own
// database and environment before the app's modules read it). A bench module either does its work when
// imported or exports a function (default, run or bench) that this runner calls.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

// No top-level await here, so the file also loads where tsx treats it as CommonJS.
const here = path.dirname(path.resolve(process.argv[1]));
const one = process.argv.indexOf("--one");

async function runOne(file: string) {
  const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const fn = [mod.default, mod.run, mod.bench].find((f) => typeof f === "function") as
    (() => Promise<unknown>) | undefined;
  if (fn) await fn();
}

if (one >= 0) {
  runOne(process.argv[one + 1]).then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
} else {
  // `npm run bench -- auth dictionary` runs only the files whose names contain one of the words.
  const only = process.argv.slice(2);
  const files = readdirSync(here)
    .filter((f) => f.endsWith(".ts") && !["run.ts", "support.ts"].includes(f) && !f.endsWith(".d.ts"))
    .filter((f) => only.length === 0 || only.some((word) => f.includes(word)))
    .sort();
  let failed = 0;
  // The worker threads' bundle (lib/jobs/pool.ts), from the sources being measured.
  const built = spawnSync(process.execPath, [path.join(here, "../scripts/build-workers.mjs")], { stdio: "inherit" });
  if (built.status !== 0) process.exit(1);
  for (const f of files) {
    console.log(`\n▶ bench/${f}`);
    const r = spawnSync(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", path.join(here, "run.ts"), "--one", path.join(here, f)],
      { stdio: "inherit" },
    );
    if (r.status !== 0) failed++;
  }
  process.exit(failed ? 1 : 0);
}
