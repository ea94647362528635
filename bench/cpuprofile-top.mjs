// Summarises a V8 .cpuprofile (node --cpu-prof): the functions with the most self time, and the most total
// time (self + callees, each function counted once per stack). Run: node bench/cpuprofile-top.mjs <file> [n]
import { readFileSync } from "node:fs";

const [file, n = "30"] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const c of node.children ?? []) parent.set(c, node.id);
const hits = new Map();
for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
const total = profile.samples.length;
const name = (node) => {
  const f = node.callFrame;
  const url = f.url.replace(/^.*\/(node_modules|\.next)\//, "$1/");
  return `${f.functionName || "(anon)"} ${url}:${f.lineNumber + 1}`;
};
const self = new Map();
const inclusive = new Map();
for (const [id, count] of hits) {
  const key = name(byId.get(id));
  self.set(key, (self.get(key) ?? 0) + count);
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const k = name(byId.get(cur));
    if (seen.has(k)) continue;
    seen.add(k);
    inclusive.set(k, (inclusive.get(k) ?? 0) + count);
  }
}
const top = (m, label) => {
  console.log(`\n== ${label} (${total} samples) ==`);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, Number(n))) {
    console.log(`${((v / total) * 100).toFixed(1).padStart(5)} %  ${k.slice(0, 150)}`);
  }
};
top(self, "self time");
top(inclusive, "total time");
