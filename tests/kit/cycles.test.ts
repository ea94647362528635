// `import-x/no-cycle` runs (docs/decisions/260): it is at "error" for app/, components/ and lib/, and it reports a
// deliberate two-file cycle written to disk, one edge through the `@/` alias into a .tsx file and one relative. The
// rule once sat in the config and passed every cycle, because the plugin opened no .ts file it was not told about.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint, type Linter } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const RULE = "import-x/no-cycle";
// A folder of its own per run (workers and worktrees may lint at once), removed afterwards.
const probe = `tests/kit/cycle-probe-${process.pid}`;
const files: Record<string, string> = {
  "a.ts": `import { b } from "@/${probe}/b";\nexport const a = (): number => b() + 1;\n`,
  "b.tsx": 'import { a } from "./a";\nexport const b = (): number => (Math.random() > 2 ? a() : 0);\n',
  "c.ts": 'import { a } from "./a";\nexport const c = (): number => a();\n',
  "typed-a.ts": 'import type { TypedB } from "./typed-b";\nexport type TypedA = { b?: TypedB };\n',
  "typed-b.ts": 'import type { TypedA } from "./typed-a";\nexport type TypedB = { a?: TypedA };\n',
};

// Loading the config (typescript-eslint, the resolver) takes seconds on a busy machine: one instance, generous timeouts.
const eslint = new ESLint({ cwd: root });
const ESLINT_MS = 90_000;

beforeAll(() => {
  mkdirSync(path.join(root, probe), { recursive: true });
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(root, probe, name), code);
});
afterAll(() => rmSync(path.join(root, probe), { recursive: true, force: true }));

async function cycleMessages(name: string) {
  const [result] = await eslint.lintFiles([path.join(probe, name)]);
  return result.messages.filter((m) => m.ruleId === RULE);
}

describe("the file-cycle rule", () => {
  it(
    "is at error for app/, components/ and lib/",
    async () => {
      for (const file of ["app/layout.tsx", "components/ui/button.tsx", "lib/db/client.ts"]) {
        const config = (await eslint.calculateConfigForFile(file)) as Linter.Config;
        const entry = config.rules?.[RULE];
        expect([2, "error"], `${RULE} for ${file}`).toContain(Array.isArray(entry) ? entry[0] : entry);
      }
    },
    ESLINT_MS,
  );

  it(
    "reports both files of a two-file cycle, through the @/ alias and a relative import, .ts and .tsx",
    async () => {
      const a = await cycleMessages("a.ts");
      const b = await cycleMessages("b.tsx");
      expect(a.map((m) => m.severity)).toEqual([2]);
      expect(b.map((m) => m.severity)).toEqual([2]);
    },
    ESLINT_MS,
  );

  it(
    "lets a file that only imports into a cycle pass, and a cycle of type-only imports (no code runs)",
    async () => {
      expect(await cycleMessages("c.ts")).toEqual([]);
      expect(await cycleMessages("typed-a.ts")).toEqual([]);
    },
    ESLINT_MS,
  );
});
