// `npm test`: type check, lint and format check, unit and integration tests (vitest, PostgreSQL server), then a
// production build and the browser tests (Playwright, Debian Chromium). Fails on the first failing stage.
import { spawnSync } from "node:child_process";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
function run(label, cmd, args) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  console.log(`■ ${label}: ${r.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const only = process.argv[2];
if (!only) {
  run("typecheck (tsc)", "npx", ["tsc", "--noEmit", "-p", "."]);
  run("lint (eslint, zero warnings)", "npx", ["eslint", "--max-warnings", "0", "."]);
  run("format check (prettier)", "npx", ["prettier", "--check", "."]);
}
if (!only || only === "unit") run("vitest (unit + integration)", "npx", ["vitest", "run"]);
if (!only || only === "e2e") {
  run("next build", "npm", ["run", "build"]);
  run("playwright (chromium)", "npx", ["playwright", "test"]);
}
