// The browser's types come from the server (decision 082, issue 22): a type in a domain's client module
// (lib/<domain>/queries.ts, lib/<domain>/<x>-queries.ts) is an `import type` of a serializer or service, or built from one (ReturnType, Omit,
// Pick, z.output of a schema). An object type written by hand there is a copy that drifts from the server
// (AssignmentDto.start_date once said "always a date" while the serializer answered null), so it fails here.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");

function clientModules(): string[] {
  return readdirSync(path.join(root, "lib"), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(path.join(root, "lib", d.name))
        .filter((f) => /(^|-)queries\.ts$/.test(f))
        .map((f) => path.join(root, "lib", d.name, f)),
    );
}

/** Top-level type aliases and interfaces of `source` whose type contains an object type literal. */
export function handWrittenTypes(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const hasLiteral = (node: ts.Node): boolean =>
    ts.isTypeLiteralNode(node) || ts.isMappedTypeNode(node) || (ts.forEachChild(node, hasLiteral) ?? false);
  for (const statement of file.statements) {
    if (ts.isInterfaceDeclaration(statement)) found.push(statement.name.text);
    else if (ts.isTypeAliasDeclaration(statement) && hasLiteral(statement.type)) found.push(statement.name.text);
  }
  return found;
}

describe("client types come from the server", () => {
  it("no lib/<domain>/queries.ts declares an object type by hand", () => {
    const offenders = clientModules().flatMap((f) =>
      handWrittenTypes(f, readFileSync(f, "utf8")).map((name) => `${path.relative(root, f)}: ${name}`),
    );
    expect(offenders).toEqual([]);
  });

  it("tells a hand-written shape from a derived one", () => {
    const source = `
      import type { serializeUnit } from "./serializers";
      export type Copied = { id: string; title: string };
      export interface AlsoCopied { id: string }
      export type Mixed = Omit<Derived, "id"> & { extra: boolean };
      export type Derived = ReturnType<typeof serializeUnit>;
      export type Filters = Record<"a" | "b", string>;
    `;
    expect(handWrittenTypes("x.ts", source)).toEqual(["Copied", "AlsoCopied", "Mixed"]);
  });
});
