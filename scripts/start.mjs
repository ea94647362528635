// `npm start`: builds Sprout when there is no build or the sources changed since the last one, then serves
// it on PORT (default 3000), on the address HOSTNAME names (default every interface). Without DATABASE_URL it
// runs on embedded PGlite under ./.data, migrated and seeded with demo accounts that the server prints.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { listeningOn, nextStartArgs } from "./next-start.mjs";

const SOURCES = [
  "app",
  "components",
  "lib",
  "prisma",
  "public",
  "content",
  "package.json",
  "next.config.mjs",
  "instrumentation.ts",
];
const STAMP = ".next/sprout-source-stamp";

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const entry of readdirSync(p)) {
    if (entry === "generated" || entry === "node_modules") continue;
    max = Math.max(max, newestMtime(path.join(p, entry)));
  }
  return max;
}

const stamp = String(Math.max(...SOURCES.map(newestMtime)));
const built = existsSync(".next/BUILD_ID") && existsSync(STAMP) && readFileSync(STAMP, "utf8") === stamp;
if (!built) {
  console.log("[sprout] building (first start, or sources changed)…");
  const started = Date.now();
  const r = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
  writeFileSync(STAMP, stamp);
  console.log(`[sprout] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const port = process.env.PORT ?? "3000";
console.log(listeningOn());
const child = spawn(process.execPath, nextStartArgs(), {
  stdio: "inherit",
  env: {
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    APP_URL: `http://localhost:${port}`,
    NEXTAUTH_URL: process.env.APP_URL ?? `http://localhost:${port}`,
    ...process.env,
  },
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
