// Every API route file and the methods it exports, read from app/api: the authorization matrix and the
// hostile-input corpus are generated from this list, so a new route file cannot land without rows in both.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { NextRequest } from "next/server";

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** A route module's exported handler, as Next calls it. */
export type RouteHandler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type RouteFile = {
  /** Path relative to the project root, e.g. app/api/academics/class/[classId]/route.ts */
  file: string;
  /** URL pattern under /api, e.g. /api/academics/class/[classId] */
  pattern: string;
  /** Dynamic segment names, in order, e.g. ["classId"] */
  params: string[];
  methods: HttpMethod[];
};

const root = path.resolve(__dirname, "../..");
const apiDir = path.join(root, "app/api");

function walk(dir: string, out: string[]) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (name === "route.ts") out.push(full);
  }
}

/** All route files, sorted by pattern. Methods are read from the source (`export const GET` / `export async function GET`). */
export function listRouteFiles(): RouteFile[] {
  const files: string[] = [];
  walk(apiDir, files);
  return files
    .map((full) => {
      const rel = path.relative(root, full).split(path.sep).join("/");
      const dir = path.dirname(rel).replace(/^app/, "");
      const source = readFileSync(full, "utf8");
      const methods = HTTP_METHODS.filter((m) =>
        new RegExp(`export\\s+(const|async\\s+function|function)\\s+${m}\\b|export\\s*\\{[^}]*\\b${m}\\b`).test(source),
      );
      const params = [...dir.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((m) => m[1]!);
      return { file: rel, pattern: dir, params, methods };
    })
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** Loads a route module's handlers (vitest resolves the `@/` alias). */
export async function loadRoute(file: RouteFile): Promise<Partial<Record<HttpMethod, RouteHandler>>> {
  return (await import(path.join(root, file.file))) as Partial<Record<HttpMethod, RouteHandler>>;
}
