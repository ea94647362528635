// One way for each edge (docs/decisions/171): only the route wrapper and the edge values it sends build a
// Response. A handler or service that answers with `new Response`, `Response.json`, `Response.redirect` or
// NextResponse fails here, and so does a status chosen by a service as `{ status, body }`.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");

/** Where a Response may be built: the wrapper, its edge values, problem+json, and the two routes outside it. */
const ALLOWED = new Set([
  "lib/api/route.ts",
  "lib/http/file-result.ts",
  "lib/http/stream-result.ts",
  "lib/http/redirect-result.ts",
  "lib/http/problem.ts",
  // The health probe answers even when the database (which the wrapper waits for) is down.
  "app/api/health/route.ts",
]);

function files(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== "generated" && name !== "node_modules") files(full, out);
    } else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

const BUILDS_RESPONSE = /\bnew Response\s*\(|\bResponse\.(json|redirect)\s*\(|\bNextResponse\b/;
const STATUS_BODY = /\bstatus:\s*\d{3}\s*,\s*body:/;

function offenders(pattern: RegExp): string[] {
  const found: string[] = [];
  for (const file of [...files(path.join(root, "app")), ...files(path.join(root, "lib"))]) {
    const rel = path.relative(root, file).split(path.sep).join("/");
    if (ALLOWED.has(rel)) continue;
    readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, i) => {
        const code = line.replace(/\/\/.*$/, "").replace(/^\s*\*.*$/, "");
        if (pattern.test(code)) found.push(`${rel}:${i + 1}: ${line.trim()}`);
      });
  }
  return found;
}

describe("one way for each edge", () => {
  it("no handler or service builds a Response (files, streams and redirects are values the wrapper sends)", () => {
    expect(offenders(BUILDS_RESPONSE)).toEqual([]);
  });

  it("no service picks an HTTP status as { status, body }", () => {
    expect(offenders(STATUS_BODY)).toEqual([]);
  });

  it("the rule sees a hand-built Response", () => {
    expect(BUILDS_RESPONSE.test('return new Response(pdf, { headers: { "content-type": "application/pdf" } });')).toBe(
      true,
    );
    expect(BUILDS_RESPONSE.test("return Response.json(result.body, { status: result.status });")).toBe(true);
    expect(STATUS_BODY.test("return { status: 202, body: { detail } };")).toBe(true);
  });
});
