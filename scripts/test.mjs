// `npm test`: type check, lint and format check, unit and integration tests (vitest, PostgreSQL server), then a
// production build and the browser tests (Playwright, Debian Chromium). Fails on the first failing stage.
// `npm test -- unit` and `npm test -- e2e` run one half; `npm test -- fast` is the tier between commits
// (docs/decisions/260): the type check, lint and format check of the files changed since main, and vitest without
// the operations tests and the long corpora below. CI runs the whole suite.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
function run(label, cmd, args) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  console.log(`■ ${label}: ${r.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/**
 * Runs independent stages at once (the type check, lint and format check: each mostly waits on one core, and the
 * three took 66 s one after another on the 2-core CI machine); prints each stage's output whole, in order, and
 * fails if any failed.
 */
async function runTogether(stages) {
  const started = Date.now();
  const done = stages.map(
    ([label, cmd, args]) =>
      new Promise((resolve) => {
        const child = spawn(cmd, args, { env, stdio: ["ignore", "pipe", "pipe"] });
        let out = "";
        child.stdout.on("data", (c) => (out += c));
        child.stderr.on("data", (c) => (out += c));
        child.on("close", (status) => resolve({ label, status, out, seconds: (Date.now() - started) / 1000 }));
      }),
  );
  let failed = 0;
  for (const r of await Promise.all(done)) {
    console.log(`\n▶ ${r.label}\n${r.out.trimEnd()}`);
    console.log(`■ ${r.label}: ${r.status === 0 ? "ok" : "FAILED"} in ${r.seconds.toFixed(1)} s`);
    if (r.status !== 0) failed = r.status ?? 1;
  }
  console.log(`■ together: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (failed) process.exit(failed);
}

// The fast tier's tests (docs/decisions/260): every unit test beside the code and the kit's checks, then only the
// integration tests that import a changed file (vitest's --changed), never tests/ops (it starts, kills, upgrades
// and restores whole servers) nor the long corpora below. The full suite runs them all.
const UNIT = ["lib", "tests/kit"];
// lib/puzzles/help.test.ts asks for help on every maze puzzle of the catalog (220 tests): 430 s on the loaded machine
// while the harness truncated every table before each test, 10-35 s since it deletes rows (tests/support/setup.ts).
const SLOW = [
  "tests/ops/**",
  "tests/api/hostile-input*.test.ts",
  "tests/api/authorization-matrix.test.ts",
  "lib/puzzles/help.test.ts",
];
// A change to one of these can turn up a problem in any file: lint everything.
const LINT_ALL = ["eslint.config.mjs", "package.json", "package-lock.json", "tsconfig.json"];

/** Where the branch left main (FAST_BASE overrides). */
function baseCommit() {
  if (process.env.FAST_BASE) return process.env.FAST_BASE;
  try {
    return execFileSync("git", ["merge-base", "HEAD", "main"], { encoding: "utf8" }).trim();
  } catch {
    return "HEAD";
  }
}

/** Files changed since the base: committed, staged, unstaged and untracked. */
function changedFiles(base) {
  const git = (...args) => execFileSync("git", args, { encoding: "utf8" }).split("\n").filter(Boolean);
  const files = [...git("diff", "--name-only", base), ...git("ls-files", "--others", "--exclude-standard")];
  return [...new Set(files)].filter((f) => existsSync(f));
}

const only = process.argv[2];
if (only === "fast") {
  const started = Date.now();
  const base = baseCommit();
  const changed = changedFiles(base);
  const lintable = changed.filter((f) => /\.(ts|tsx|mjs|js)$/.test(f));
  run("typecheck (tsc)", "npx", ["tsc", "--noEmit", "-p", "."]);
  if (changed.some((f) => LINT_ALL.includes(f))) {
    run("lint (eslint, zero warnings, every file)", "npx", ["eslint", "--max-warnings", "0", "."]);
  } else if (lintable.length) {
    run(`lint (eslint, zero warnings, ${lintable.length} changed files)`, "npx", [
      "eslint",
      "--max-warnings",
      "0",
      "--no-warn-ignored",
      ...lintable,
    ]);
  }
  if (changed.length) {
    run(`format check (prettier, ${changed.length} changed files)`, "npx", [
      "prettier",
      "--check",
      "--ignore-unknown",
      ...changed,
    ]);
  }
  const exclude = SLOW.flatMap((g) => ["--exclude", g]);
  run("vitest (unit tests and the kit)", "npx", ["vitest", "run", ...exclude, ...UNIT]);
  run("vitest (integration tests that import a changed file)", "npx", [
    "vitest",
    "run",
    "--changed",
    base,
    "--passWithNoTests",
    ...exclude,
    ...UNIT.flatMap((u) => ["--exclude", `${u}/**`]),
  ]);
  console.log(`\nfast tier: ok in ${((Date.now() - started) / 1000).toFixed(1)} s (npm test runs the whole suite)`);
  process.exit(0);
}
if (only && only !== "unit" && only !== "e2e") {
  console.error(`npm test -- ${only}: expected fast, unit or e2e (or nothing: the whole suite)`);
  process.exit(2);
}
if (!only) {
  await runTogether([
    ["typecheck (tsc)", "npx", ["tsc", "--noEmit", "-p", "."]],
    ["lint (eslint, zero warnings)", "npx", ["eslint", "--max-warnings", "0", "."]],
    ["format check (prettier)", "npx", ["prettier", "--check", "."]],
  ]);
}
if (!only || only === "unit") run("vitest (unit + integration)", "npx", ["vitest", "run"]);
if (!only || only === "e2e") {
  run("next build", "npm", ["run", "build"]);
  run("playwright (chromium)", "npx", ["playwright", "test"]);
}
