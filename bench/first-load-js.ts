// First-load JavaScript (gzip) per page, read from the last `npm run build` (.next): the root main chunks plus the
// client entry chunks of the page and its layouts (page_client-reference-manifest.js). Chunks loaded later with
// dynamic() are not first-load; the Blockly chunk is shown on its own line (docs/decisions/094).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";

const NEXT = path.resolve(".next");
const PAGES = [
  "(public)/page",
  "students/page",
  "students/puzzles/[puzzleId]/page",
  "teachers/page",
  "teachers/curriculum/page",
  "parents/page",
];

const gz = new Map<string, number>();
function gzipBytes(file: string): number {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(NEXT, file))).length);
  return gz.get(file)!;
}

function entryFiles(page: string): string[] {
  const file = path.join(NEXT, "server/app", `${page}_client-reference-manifest.js`);
  if (!existsSync(file)) return [];
  const sandbox = { globalThis: {} as Record<string, unknown> };
  vm.runInNewContext(readFileSync(file, "utf8"), sandbox);
  const all = (sandbox.globalThis.__RSC_MANIFEST ?? {}) as Record<string, { entryJSFiles?: Record<string, string[]> }>;
  return Object.values(all).flatMap((m) => Object.values(m.entryJSFiles ?? {}).flat());
}

export default function run() {
  if (!existsSync(path.join(NEXT, "build-manifest.json"))) {
    console.log("first-load JS: no .next build here; run `npm run build` first");
    return;
  }
  const root = (JSON.parse(readFileSync(path.join(NEXT, "build-manifest.json"), "utf8")).rootMainFiles ??
    []) as string[];
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  for (const page of PAGES) {
    const files = [...new Set([...root, ...entryFiles(page)])];
    const total = files.reduce((n, f) => n + gzipBytes(f), 0);
    console.log(`first-load JS (gzip) /${page.replace(/\/?page$/, "")}: ${kb(total)} in ${files.length} chunks`);
  }
  const chunks = path.join(NEXT, "static/chunks");
  const blockly = readdirSync(chunks)
    .filter((f) => f.endsWith(".js"))
    .filter((f) => readFileSync(path.join(chunks, f), "utf8").includes("blocklyFlyout"));
  const lazy = blockly.reduce((n, f) => n + gzipBytes(`static/chunks/${f}`), 0);
  console.log(`Blockly chunk(s), loaded after the puzzle page opens (gzip): ${kb(lazy)} in ${blockly.length} file(s)`);
}
