// The layer map is code (docs/decisions/170): lib/'s folder graph of value imports has no two-way pair, every
// folder and file of lib/ sits in exactly one layer of eslint.config.mjs, and the lint rule fires on an import
// that runs back up. Type-only imports (`import type`) are not edges here, as they emit no code.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ESLint, type Linter } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const lib = path.join(root, "lib");
const RULE = "import-x/no-restricted-paths";

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (full !== path.join(lib, "generated")) sources(full, out);
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

/** `lib/auth/roles.ts` → "auth"; a file at lib/'s root is its own unit: `lib/env.ts` → "env.ts". */
function unitOf(file: string): string {
  return path.relative(lib, file).split(path.sep)[0];
}

// Value imports and re-exports (`import x from`, `import { a, type B } from`, `export { a } from`, `import("…")`);
// `import type` and `export type` are skipped.
const STATIC = /^\s*(?:import|export)\s+(type\s+)?(?:[^;]*?\s+from\s+)?["']([^"']+)["']/gms;
const DYNAMIC = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

function libTarget(from: string, specifier: string): string | null {
  let abs: string;
  if (specifier.startsWith("@/")) abs = path.join(root, specifier.slice(2));
  else if (specifier.startsWith(".")) abs = path.resolve(path.dirname(from), specifier);
  else return null;
  const rel = path.relative(lib, abs);
  if (rel.startsWith("..")) return null;
  const [first, ...rest] = rel.split(path.sep);
  return rest.length ? first : `${first.replace(/\.tsx?$/, "")}.ts`;
}

/** "from -> to" → the files that import across it. */
function folderEdges(): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const file of sources(lib)) {
    const src = readFileSync(file, "utf8");
    const specifiers = [
      ...[...src.matchAll(STATIC)].filter((m) => !m[1]).map((m) => m[2]),
      ...[...src.matchAll(DYNAMIC)].map((m) => m[1]),
    ];
    for (const specifier of specifiers) {
      const to = libTarget(file, specifier);
      const from = unitOf(file);
      if (!to || to === from || to === "generated") continue;
      const key = `${from} -> ${to}`;
      const list = edges.get(key) ?? [];
      if (!list.includes(path.relative(root, file))) edges.set(key, [...list, path.relative(root, file)]);
    }
  }
  return edges;
}

type Zone = { target: string[]; from: string[]; message?: string };

// Loading the config (typescript-eslint, the resolver) takes seconds on a busy machine: one instance, generous timeouts.
const eslint = new ESLint({ cwd: root });
const ESLINT_MS = 90_000;

async function layerRule(): Promise<{ severity: unknown; zones: Zone[] }> {
  const config = (await eslint.calculateConfigForFile("lib/db/client.ts")) as Linter.Config;
  const entry = config.rules?.[RULE] as [unknown, { zones: Zone[] }] | undefined;
  if (!entry) throw new Error(`${RULE} is not configured for lib/`);
  return { severity: entry[0], zones: entry[1].zones };
}

describe("layers: lib/ as code", () => {
  it("has no two-way folder pair among value imports", () => {
    const edges = folderEdges();
    const pairs: string[] = [];
    for (const [key, files] of edges) {
      const [a, b] = key.split(" -> ");
      const back = edges.get(`${b} -> ${a}`);
      if (back && a < b)
        pairs.push(`${a} <-> ${b}\n  ${a} -> ${b}: ${files.join(", ")}\n  ${b} -> ${a}: ${back.join(", ")}`);
    }
    expect(pairs, pairs.join("\n")).toEqual([]);
  });

  it(
    "places every folder and file of lib/ in exactly one layer of the lint rule, at severity error",
    async () => {
      const { severity, zones } = await layerRule();
      expect([2, "error"]).toContain(severity);
      const units = readdirSync(lib).filter((name) => !/\.test\.tsx?$/.test(name));
      const misplaced = units
        .map((unit) => ({ unit, layers: zones.filter((z) => z.target.includes(`lib/${unit}`)).length }))
        .filter((u) => u.layers !== 1)
        .map((u) => `lib/${u.unit}: in ${u.layers} layers`);
      expect(misplaced, "add the folder to one layer in eslint.config.mjs (LAYERS)").toEqual([]);
    },
    ESLINT_MS,
  );

  it(
    "reports an import that runs back up, and lets one that points down pass",
    async () => {
      const lint = async (filePath: string, code: string) =>
        (await eslint.lintText(code, { filePath }))[0].messages.filter((m) => m.ruleId === RULE);

      const upFromBase = await lint(
        "lib/db/layer-probe.ts",
        'import { route } from "@/lib/api/route";\nexport { route };\n',
      );
      expect(upFromBase).toHaveLength(1);
      expect(upFromBase[0].severity).toBe(2);
      expect(upFromBase[0].message).toContain("base layer");

      const identityToAccounts = await lint(
        "lib/auth/layer-probe.ts",
        'import { login } from "@/lib/accounts/login";\nexport { login };\n',
      );
      expect(identityToAccounts.map((m) => m.message)).toEqual([expect.stringContaining("identity layer")]);

      const down = await lint(
        "lib/accounts/layer-probe.ts",
        'import { rolesOf } from "@/lib/auth/roles";\nexport { rolesOf };\n',
      );
      expect(down).toEqual([]);
    },
    ESLINT_MS,
  );
});
